// The built app (dist/) served from the sandbox's origin, under a strict CSP: redirects,
// SPA fallback for the app's route prefixes, long cache for hashed assets.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/** The Content-Security-Policy of every HTML answer (no 'unsafe-eval': validators are precompiled). */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; " +
  "connect-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'";

/** Path prefixes the client-side router owns; a GET there answers index.html. */
export const SPA_PREFIXES = ['/account/', '/auth/', '/dashboard', '/register', '/heloc-signer', '/not-accepting-apps', '/marketing-waitlist', '/waitlist', '/plaid-oauth-success',
  // the main-site paths: the app sends them on to the brand's main site (src/domain/main-site.ts), it does not answer 404
  '/terms', '/communications', '/privacy', '/licenses', '/contact', '/exchange', '/pay', '/universal-marketplace', '/universal-passport'] as const;

const isSpaPath = (path: string): boolean =>
  SPA_PREFIXES.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`) || (p.endsWith('/') && path === p.slice(0, -1)));

const HASHED_ASSET = /^\/assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Security headers on every answer; CSP and caching rules on HTML and assets. */
export function securityHeaders(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  const type = String(reply.getHeader('content-type') ?? '');
  if (type.startsWith('text/html')) {
    reply.header('content-security-policy', CSP);
    reply.header('x-frame-options', 'DENY');
    reply.header('cache-control', 'no-cache');
  } else if (HASHED_ASSET.test(req.url.split('?')[0] ?? '')) {
    reply.header('cache-control', 'public, max-age=31536000, immutable');
  }
}

const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>HELOC sandbox</title></head>
<body><main><h1>HELOC sandbox API</h1><p>The web app is not built. Run <code>npm run build</code> (or <code>npm start</code>) and reload.</p></main></body></html>`;

/** Where a legacy or browser-level path redirects (query kept), or undefined. */
export function redirectFor(path: string): string | undefined {
  if (path === '/' || path === '/account' || path === '/account/') return '/dashboard';
  const m =
    /^\/account\/heloc-signer(\/.*)?$/.exec(path) ?? null;
  if (m !== null) return `/heloc-signer${m[1] ?? ''}`;
  const reg = /^(?:\/account)?\/(register(?:-v2)?)(\/.*)?$/.exec(path);
  if (reg !== null) return `/account/heloc/${reg[1] ?? 'register'}${reg[2] ?? ''}`;
  return undefined;
}

/**
 * What a page's first load needs on every visit, put into index.html (issue 24): `data`, the
 * answers of API reads the page would wait on, as a `<script type="application/json">` data
 * block, which the browser never runs, so the strict CSP (script-src 'self') is unchanged; and
 * `preload`, the page's own script files (dist-relative), as modulepreload links fetched beside
 * the entry. Undefined: index.html as built.
 */
export interface BootAnswer {
  data?: Record<string, unknown>;
  preload?: readonly string[];
}
export type BootData = (req: FastifyRequest, path: string) => Promise<BootAnswer | undefined>;

/** The id of the data block in index.html (src/app/boot-data.ts reads it). */
export const BOOT_DATA_ID = 'heloc-boot';

/** A dist-relative asset path safe to put in an attribute (hashed assets only). */
const SAFE_ASSET = /^assets\/[A-Za-z0-9@._+-]+\.js$/;

/** The data block; `<` escaped so no text can close the script. */
const bootBlock = (data: Record<string, unknown>): string => `<script type="application/json" id="${BOOT_DATA_ID}">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
const BOOT_BLOCK = new RegExp(`<script type="application/json" id="${BOOT_DATA_ID}">(.*?)</script>`);

/** index.html with the preload links and the data block before </head>. */
export function withBootData(html: string, data: Record<string, unknown> | undefined, preload: readonly string[] = []): string {
  const links = preload.filter((f) => SAFE_ASSET.test(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`);
  const block = data === undefined ? '' : bootBlock(data);
  const head = links.join('') + block;
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : head + html;
}

/** `html` with its data block (if any) replaced by `edit` of it (the studio's flag picks). */
export function editBootData(html: string, edit: (data: Record<string, unknown>) => Record<string, unknown>): string {
  const found = BOOT_BLOCK.exec(html);
  return found === null ? html : html.replace(found[0], bootBlock(edit(JSON.parse(found[1]!) as Record<string, unknown>)));
}

/** Registers static hosting, redirects and the not-found handler (SPA fallback or JSON 404). */
export async function registerStaticSite(app: FastifyInstance, staticDir: string, bootData?: BootData): Promise<void> {
  const built = existsSync(join(staticDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, { root: staticDir, prefix: '/', wildcard: true, index: false, cacheControl: false, etag: true });
  }

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return undefined;
    const [path = '/', query] = req.url.split('?');
    const to = redirectFor(path);
    if (to !== undefined) return reply.redirect(query === undefined ? to : `${to}?${query}`, 302);
    return undefined;
  });

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0] ?? '/';
    if ((req.method === 'GET' || req.method === 'HEAD') && isSpaPath(path)) {
      if (built) {
        const boot = bootData ? await bootData(req, path).catch(() => undefined) : undefined;
        if (boot === undefined) return reply.type('text/html; charset=utf-8').sendFile('index.html');
        // Read per answer: a rebuild replaces dist/ under a running sandbox (npm test, the bench).
        const html = await readFile(join(staticDir, 'index.html'), 'utf8');
        return reply.type('text/html; charset=utf-8').send(withBootData(html, boot.data, boot.preload));
      }
      return reply.type('text/html; charset=utf-8').send(PLACEHOLDER);
    }
    return reply.code(404).send(errorBody(`No route for ${req.method} ${path}`));
  });
}
