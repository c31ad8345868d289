// The flow studio's editor and live preview (issue 26), sandbox only, registered beside the
// routing explorer (app.ts, control API on): a production server answers 404 for all of it.
//   GET  /__sandbox/studio/editor       the page (definition, brand, preview page as the query)
//   GET  /__sandbox/studio/editor.js    its script, bundled here by esbuild on first use
//   GET  /__sandbox/studio/meta-schema  the picked definition's meta-schema (completion)
//   POST /__sandbox/studio/check        flows:check with the edit as the next version, in memory
//   POST /__sandbox/studio/save         writes that version file when the check passes
// The page sets a preview cookie; for that browser the sandbox serves the app's chunks with the
// checked edit's wording swapped in (studio/preview.ts) or, for any other definition, the edited
// definition's chunk made in memory (studio/preview-chunks.ts), answers the flags the editor's
// pick sets, and lets the studio frame the app.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { classifyDefinitionPath } from '../../engine/definition-paths';
import { readDefinitionFiles, readResolvedFiles, shippedVersion } from '../../engine/definitions-node';
import { createTranslator } from '../../engine/messages';
import type { JsonValue } from '../../engine/types';
import type { Ctx } from '../context';
import { HttpError } from '../errors';
import { CSP, editBootData } from '../static-site';
import { checkDraft, editableVersions, saveDraft } from '../studio/drafts';
import { messageEdits, rewriteChunk, type MessageEdit } from '../studio/preview';
import { builtStepForms, replacementChunk, SHIPPED_QUERY } from '../studio/preview-chunks';
import { flagKeysRead } from '../../engine/flag-keys';
import { overrideFlags, parseFlagPicks, type FlagPicks } from '../studio/flag-picks';
import { checklistStatuses, FLAG_KEYS } from '../qa-page/options';
import { fixtureApplication } from '../studio/fixture';
import { PREVIEW_PAGES, renderEditorPage, renderFixturePage } from '../studio/render-editor';

const COOKIE = 'studio-preview';
const previewId = (req: FastifyRequest): string | undefined => /(?:^|;\s*)studio-preview=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];

/** The preview's CSP: the app's own, except that the studio (same origin) may frame it. */
const PREVIEW_CSP = CSP.replace("frame-ancestors 'none'", "frame-ancestors 'self'");

async function text(payload: unknown): Promise<string> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  const chunks: Buffer[] = [];
  for await (const c of payload as Readable) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Registers the editor's routes and the preview's hook. */
export function studioEditorRoutes(app: FastifyInstance, ctx: Ctx, root: string, staticDir: string = join(root, 'dist')): void {
  const atStart = readResolvedFiles(root);
  const t = createTranslator(shippedVersion<{ messages: Record<string, string> }>(atStart, 'flows/messages/studio')?.json.messages ?? {});
  const orgs = [...ctx.brands.byCode.values()].map((b) => ({ code: b.orgCode, name: b.companyName }));
  /**
   * Per preview cookie: what the last check changed (a check is a preview, not a save): the
   * wording of a catalogue edit (passing or not), or the chunk made from any other edited
   * definition that passed. A new check replaces it; the editor's page clears it.
   */
  const previews = new Map<string, { edits: MessageEdit[]; chunk: { file: string; code: string } | null }>();
  /** Per preview cookie: the flags the editor's pick sets for the preview's applicant. */
  const flagPicks = new Map<string, FlagPicks>();
  const assetsDir = join(staticDir, 'assets');
  const stepForms = builtStepForms(root);
  // The flags a pick offers: the ones the definitions read first (conditions), then the others the sandbox knows.
  const readFlags = flagKeysRead([...atStart].filter(([p]) => p.startsWith('flows/') || p.startsWith('brands/')).map(([, json]) => json));
  const flags = [...readFlags, ...FLAG_KEYS.filter((k) => !readFlags.includes(k)).sort()];
  let script: Promise<string> | undefined;
  const statuses = checklistStatuses(root);
  const fixtureScript = readFileSync(join(root, 'src/server/studio/fixture-signin.js'), 'utf8');

  app.get('/__sandbox/studio/fixture', async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const org = orgs.some((o) => o.code === query['org']) ? String(query['org']) : ctx.brands.defaultOrg;
    const status = statuses.includes(String(query['status'] ?? '')) ? String(query['status']) : '';
    let page: string;
    try {
      const { jwt, uuid } = await fixtureApplication(app, org, status);
      page = renderFixturePage(t, { jwt, to: `/account/heloc/${uuid}/?org=${org}` });
    } catch (e) {
      page = renderFixturePage(t, { error: (e as Error).message });
    }
    return reply.type('text/html; charset=utf-8').send(page);
  });
  app.get('/__sandbox/studio/fixture.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').send(fixtureScript));

  app.get('/__sandbox/studio/editor', async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const q = (k: string): string => (typeof query[k] === 'string' ? (query[k] as string) : '');
    const resolved = readResolvedFiles(root);
    const paths = editableVersions(readDefinitionFiles(root));
    const path = paths.includes(q('path')) ? q('path') : (shippedVersion(resolved, 'flows/messages')?.path ?? paths[0]!);
    const org = orgs.some((o) => o.code === q('org')) ? q('org') : ctx.brands.defaultOrg;
    const page = (PREVIEW_PAGES as readonly string[]).includes(q('page')) ? q('page') : PREVIEW_PAGES[0];
    const status = statuses.includes(q('status')) ? q('status') : '';
    const id = previewId(req) ?? randomUUID();
    previews.delete(id); // a fresh page previews what ships until its first edit
    const picks = parseFlagPicks(query, flags);
    flagPicks.set(id, picks);
    reply.header('set-cookie', `${COOKIE}=${id}; Path=/; HttpOnly; SameSite=Strict`);
    const json = `${JSON.stringify(resolved.get(path) ?? {}, null, 2)}\n`;
    const schema = classifyDefinitionPath(path)?.metaPath ?? '';
    return reply.type('text/html; charset=utf-8').send(renderEditorPage({ t, paths, orgs, statuses, flags, readFlags, asked: { path, org, page, status, flags: picks }, json, schema }));
  });

  app.get('/__sandbox/studio/editor.js', async (_req, reply) => {
    script ??= import('esbuild').then(async (esbuild) => {
      const out = await esbuild.build({ entryPoints: [join(root, 'src/server/studio/client/editor.ts')], bundle: true, format: 'esm', minify: true, write: false, target: 'es2022', logLevel: 'silent' });
      return out.outputFiles[0]!.text;
    });
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(await script);
  });

  app.get('/__sandbox/studio/meta-schema', async (req, reply) => {
    const path = String((req.query as Record<string, unknown>)['path'] ?? '');
    const meta = classifyDefinitionPath(path)?.metaPath;
    if (meta === undefined) throw new HttpError(404, `No definition ${path}`);
    return reply.send(JSON.parse(readFileSync(join(root, meta), 'utf8')) as JsonValue);
  });

  app.post('/__sandbox/studio/check', async (req, reply) => {
    const body = ctx.validators.parse<{ path: string; text: string }>('sandbox-studio-draft', req.body);
    const result = checkDraft(root, body.path, body.text);
    const id = previewId(req);
    let preview: { shown: boolean; reason?: string } = { shown: false, reason: 'no-preview' };
    if (id !== undefined) {
      const { draft } = result;
      if (body.path.startsWith('flows/messages/')) {
        previews.set(id, { edits: draft ? messageEdits(readResolvedFiles(root).get(body.path), draft.resolved) : [], chunk: null });
        preview = { shown: draft !== null };
      } else if (draft === null || draft.resolved === null || result.errors.length > 0) {
        // A definition the checker refuses may not even load: the preview keeps what ships.
        previews.delete(id);
        preview = { shown: false, reason: 'check-failed' };
      } else {
        const missing = draft.stepForms.filter((k) => !stepForms.has(k));
        const made = missing.length > 0 ? { file: null, reason: `step forms the build lacks: ${missing.join(', ')}` } : await definitionChunk(body.path, draft.path, draft.resolved);
        previews.set(id, { edits: [], chunk: made.file === null ? null : made });
        preview = made.file === null ? { shown: false, reason: made.reason } : { shown: true };
      }
    }
    return reply.send({ draft: result.draft && { path: result.draft.path, text: result.draft.text }, errors: result.errors, preview });
  });

  /** The chunk to serve in place of the edited definition's: its conditions compiled as `npm run gen` compiles them. */
  async function definitionChunk(editedPath: string, draftPath: string, resolved: JsonValue): Promise<{ file: string; code: string } | { file: null; reason: string }> {
    // The generator is loaded on the first such preview only (ajv's standalone code and rjsf's compiler).
    const gen = await import('../../../scripts/gen-validators');
    const code = gen.conditionsModule(gen.conditionTable([{ path: draftPath, json: resolved }]));
    return replacementChunk(assetsDir, editedPath, resolved, code, root);
  }

  app.post('/__sandbox/studio/save', async (req, reply) => {
    // Idempotent by content: the same change saved again finds its file and writes nothing.
    const body = ctx.validators.parse<{ path: string; text: string }>('sandbox-studio-draft', req.body);
    const result = saveDraft(root, body.path, body.text);
    return reply.code(result.saved === null ? 422 : 200).send(result);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const id = previewId(req);
    if (id === undefined) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) {
      reply.header('content-security-policy', PREVIEW_CSP);
      reply.header('x-frame-options', 'SAMEORIGIN');
      // A flow page carries its flags in index.html (the boot data block, decision 665) and then
      // does not ask the features call: the picks apply to the block too (decision 691).
      const picks = flagPicks.get(id);
      if (picks === undefined || Object.keys(picks).length === 0) return payload;
      reply.removeHeader('content-length');
      return editBootData(await text(payload), (data) => ({ ...data, flags: overrideFlags(data['flags'], picks) }));
    }
    const [urlPath = '', query = ''] = req.url.split('?');
    if (/^\/service-optimize\/[^/]+\/api\/v1\/features?$/.test(urlPath) && reply.statusCode === 200) {
      const picks = flagPicks.get(id);
      if (picks === undefined || Object.keys(picks).length === 0) return payload;
      reply.removeHeader('content-length');
      return JSON.stringify(overrideFlags(JSON.parse(await text(payload)) as unknown, picks));
    }
    if (!urlPath.startsWith('/assets/') || !urlPath.endsWith('.js')) return payload;
    // The preview's chunks are never cached: the next edit must reach the frame on reload.
    reply.header('cache-control', 'no-store');
    if (query === SHIPPED_QUERY) return payload; // the replacement's own import of what ships
    const preview = previews.get(id);
    if (preview === undefined) return payload;
    if (preview.chunk !== null && urlPath === `/assets/${preview.chunk.file}`) {
      reply.removeHeader('content-length');
      reply.removeHeader('etag');
      return preview.chunk.code;
    }
    if (preview.edits.length === 0) return payload;
    reply.removeHeader('content-length');
    reply.removeHeader('etag');
    return rewriteChunk(await text(payload), preview.edits);
  });
}
