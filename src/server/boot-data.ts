// The data a flow page's first load reads on every visit (feature flags, auth mode), put into
// index.html by the static site (static-site.ts withBootData) so the page does not wait on two
// API round trips before its first field (issue 24). The answers are the same ones the features
// and auth-mode routes give; the page still asks them itself when the block is missing or names
// another organisation than the one the browser resolves (host prefix, remembered brand).
import type { FastifyRequest } from 'fastify';
import type { Ctx } from './context';
import type { BootData } from './static-site';
import { authModeFor, flagsFor } from './store/org-settings';

/** The flow pages boot.ts prefetches (src/app/boot.ts preloadPage). */
const FLOW_PAGE = /^\/account\/heloc\/(register-v2|register|bench|kit)(\/|$)/;

/** The organisation the browser will resolve when the URL names it (`?org=`), else the default brand. */
function orgOfPage(req: FastifyRequest, ctx: Ctx): string {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const named = typeof q['org'] === 'string' ? q['org'].trim().toUpperCase() : '';
  return ctx.brands.byCode.has(named) ? named : ctx.brands.defaultOrg;
}

/** `{ orgCode, flags, newAuthMode }` for a flow page; nothing for other pages. */
export function flowPageBootData(ctx: Ctx): BootData {
  return async (req, path) => {
    if (!FLOW_PAGE.test(path)) return undefined;
    const orgCode = orgOfPage(req, ctx);
    const [flags, newAuthMode] = await Promise.all([flagsFor(ctx.db, orgCode), authModeFor(ctx.db, orgCode)]);
    return { orgCode, flags, newAuthMode };
  };
}
