// What a flow page's first load needs, put into index.html by the static site (static-site.ts
// withBootData) so the page does not wait on API round trips and chained script requests before
// its first field (issue 24):
// - the feature flags and auth mode, the same answers the features and auth-mode routes give; the
//   page still asks them itself when the block is missing or names another organisation than the
//   one the browser resolves (host prefix, remembered brand);
// - modulepreload links for the landing step's form, its flow's definitions and the form's
//   deferred widgets (dist/landing.json, written by the build: scripts/landing-preloads.ts), so
//   they download while the entry does instead of one after another once it has run.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Ctx } from './context';
import type { BootData } from './static-site';
import { authModeFor, flagsFor } from './store/org-settings';
import type { LandingPreloads } from '../../scripts/landing-preloads';

/** The flow pages boot.ts prefetches (src/app/boot.ts preloadPage) and the flow each one renders. */
const FLOW_PAGE = /^\/account\/heloc\/(register-v2|register|bench|kit)(\/|$)/;
const FLOW_OF_PATH: Record<string, string> = { 'register-v2': 'registration-v2', register: 'register', bench: 'bench', kit: 'kit' };

/** The organisation the browser will resolve when the URL names it (`?org=`), else the default brand. */
function orgOfPage(req: FastifyRequest, ctx: Ctx): string {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const named = typeof q['org'] === 'string' ? q['org'].trim().toUpperCase() : '';
  return ctx.brands.byCode.has(named) ? named : ctx.brands.defaultOrg;
}

/** dist/landing.json, read again when a rebuild replaces it; undefined without one. */
function landingReader(staticDir: string): () => Promise<LandingPreloads | undefined> {
  let cached: { mtimeMs: number; value: LandingPreloads | undefined } | undefined;
  const file = join(staticDir, 'landing.json');
  return async () => {
    const mtimeMs = await stat(file).then((s) => s.mtimeMs, () => -1);
    if (mtimeMs < 0) return undefined;
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: JSON.parse(await readFile(file, 'utf8')) as LandingPreloads };
    return cached.value;
  };
}

/** The script files the landing step of `path` loads beyond the entry, for the organisation's shipped flow. */
function preloadsOf(landing: LandingPreloads | undefined, flowId: string, org: string, path: string): string[] {
  const shipped = landing?.flows[flowId];
  const flow = shipped && landing.steps[shipped.brands[org] ?? shipped.key];
  if (!flow) return [];
  const stepPath = path.slice(flow.basePath.length).replace(/^\/+|\/+$/g, '');
  return flow.paths[stepPath] ?? [];
}

/** `{ orgCode, flags, newAuthMode }` and the landing step's script files for a flow page; nothing for other pages. */
export function flowPageBootData(ctx: Ctx, staticDir: string): BootData {
  const landing = landingReader(staticDir);
  return async (req, path) => {
    const m = FLOW_PAGE.exec(path);
    if (!m) return undefined;
    const orgCode = orgOfPage(req, ctx);
    const [flags, newAuthMode, preloads] = await Promise.all([flagsFor(ctx.db, orgCode), authModeFor(ctx.db, orgCode), landing().catch(() => undefined)]);
    return { data: { orgCode, flags, newAuthMode }, preload: preloadsOf(preloads, FLOW_OF_PATH[m[1]!]!, orgCode, path) };
  };
}
