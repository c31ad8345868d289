// Builds the sandbox: Fastify + PGlite + every route. Tests call buildServer directly with an
// in-memory database and an injected clock; main.ts starts it from the command line.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { loadBrands } from './brands';
import { makeCtx } from './context';
import { HttpError, errorBody } from './errors';
import { addressRoutes } from './routes/address';
import { applicationRoutes } from './routes/application';
import { applicationStepRoutes } from './routes/application-steps';
import { applicationPart1Routes } from './routes/application-part1';
import { bannersRoutes } from './routes/banners';
import { chatControlRoutes, chatRoutes } from './routes/chat';
import { commsPrefsRoutes } from './routes/comms-prefs';
import { disclosuresRoutes } from './routes/disclosures';
import { documentRoutes } from './routes/documents';
import { signingRoutes } from './routes/signing';
import { notaryRoutes } from './routes/notary';
import { experimentProfileRoutes } from './routes/experiment-profile';
import { identityRoutes } from './routes/identity';
import { leadPortalRoutes } from './routes/lead-portal';
import { marketingRoutes } from './routes/marketing';
import { notificationsRoutes } from './routes/notifications';
import { optimizeRoutes } from './routes/optimize';
import { profileRoutes } from './routes/profile';
import { sandboxControlRoutes } from './routes/sandbox-control';
import { searchRoutes } from './routes/search';
import { signerControlRoutes } from './routes/signer-control';
import { signerRoutes } from './routes/signer';
import { statusRoutes } from './routes/status';
import { telemetryRoutes } from './routes/telemetry';
import { walletRoutes } from './routes/wallet';
import { registerStaticSite, securityHeaders } from './static-site';
import { flowPageBootData } from './boot-data';
import { chooseStore, openDb, storeLabel } from './store/db';
import { loadValidators } from './validation';
import { trackRoutes } from './route-list';
import { UNSAFE_TEXT_MESSAGE, findUnsafeText } from './safe-text';

/** Options of buildServer. */
export interface BuildOptions {
  /** Directory of the file database (created on first start). */
  dataDir?: string;
  /** Use an in-memory database (tests); wins over dataDir and databaseUrl. */
  inMemory?: boolean;
  /** Tests only: the in-memory database starts as a copy of this migrated one (StoreOptions.memoryTemplate). */
  memoryTemplate?: Blob;
  /** A real PostgreSQL server (postgres:// URL) instead of PGlite: a shared QA sandbox. */
  databaseUrl?: string;
  /** Built app to serve; default <repo>/dist. */
  staticDir?: string;
  /** Clock in ms; default Date.now. The lender's scripts and token expiry follow it. */
  now?: () => number;
  /** JWT secret; default SANDBOX_JWT_SECRET, else one generated once into dataDir. */
  secret?: string;
  /** Repository root holding schemas/ and brands/; default two levels above this file. */
  root?: string;
  /** Register /__sandbox/ (default: NODE_ENV !== 'production'). */
  controlApi?: boolean;
  logger?: FastifyServerOptions['logger'];
}

/** The repository root (src/server/ -> ../..). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The signing secret: option, env, or a file generated once in dataDir (random when in memory). */
function resolveSecret(opts: BuildOptions): string {
  if (opts.secret !== undefined && opts.secret !== '') return opts.secret;
  const env = process.env['SANDBOX_JWT_SECRET'];
  if (env !== undefined && env !== '') return env;
  if (opts.inMemory === true || opts.dataDir === undefined) return randomBytes(32).toString('hex');
  const file = join(opts.dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(opts.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Paths that need a bearer token whatever route answers them. */
const isSecurePath = (path: string): boolean => path.includes('/secure/');

/** Origins allowed to call with credentials: the page's own, and local dev servers. */
const LOCAL_ORIGIN = /^https?:\/\/((?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/** Builds (but does not start) the sandbox server. */
export async function buildServer(opts: BuildOptions = {}): Promise<FastifyInstance> {
  const root = opts.root ?? REPO_ROOT;
  const now = opts.now ?? Date.now;
  const app = Fastify({
    // Fastify never logs bodies; main.ts passes sandboxLoggerOptions (log-redaction.ts), which
    // scrubs query strings and logged objects and drops the authorization header, so no token,
    // password, SSN or bank number reaches the log.
    logger: opts.logger ?? false,
  });
  trackRoutes(app);
  const warn = (msg: string): void => app.log.warn(msg);
  const store = chooseStore(opts);
  const db = await openDb(opts);
  app.addHook('onClose', async () => db.close());
  const ctx = makeCtx(db, {
    now,
    secret: resolveSecret(opts),
    brands: loadBrands(join(root, 'brands'), warn),
    validators: loadValidators(root),
  });

  app.decorateRequest('auth', null);
  // The chat's streaming socket (seed 001 §7): the plugin must be in place before its route.
  await app.register((await import('@fastify/websocket')).default);

  // sendBeacon/keepalive telemetry may arrive as text/plain: read it as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, body === '' ? {} : JSON.parse(body as string));
    } catch {
      done(new HttpError(400, 'Body is not valid JSON'), undefined);
    }
  });

  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (typeof origin === 'string' && LOCAL_ORIGIN.test(origin)) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
    reply.header('access-control-expose-headers', 'Authorization');
    if (req.method === 'OPTIONS') {
      reply.header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      reply.header('access-control-allow-headers', 'Authorization, Content-Type, x-org, x-origin, Idempotency-Key, X-Auth0-Application-Name');
      reply.header('access-control-max-age', '600');
      return reply.code(204).send();
    }
    if (isSecurePath(req.url.split('?')[0] ?? '')) await ctx.authenticate(req);
    return undefined;
  });

  // Before any route's schema: text the database refuses (U+0000) or that is not text at all
  // (a lone surrogate, a control character) is a 400 on its field, never a 500 (safe-text.ts).
  app.addHook('preValidation', async (req) => {
    const field = findUnsafeText(req.body) ?? findUnsafeText(req.query, ['query']);
    if (field !== undefined) throw new HttpError(400, `${field} ${UNSAFE_TEXT_MESSAGE}`, undefined, [{ path: field, message: `${field} ${UNSAFE_TEXT_MESSAGE}` }]);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    // Every 200 to an authenticated caller hands out a fresh token (sliding session).
    if (req.auth !== null && reply.statusCode === 200) reply.header('authorization', `Bearer ${await ctx.sign(req.auth.identityUuid, req.auth.org)}`);
    securityHeaders(req, reply);
    // An answer for a signed-in caller (or to a call that carried a token) is theirs alone: no
    // browser or shared cache keeps it, so a later user of the same device cannot be shown it.
    const signedIn = req.auth !== null || req.headers.authorization !== undefined;
    if (signedIn && !String(reply.getHeader('cache-control') ?? '').includes('no-store')) reply.header('cache-control', 'no-store');
    return payload;
  });

  app.setErrorHandler(async (err, req, reply) => {
    if (err instanceof HttpError) {
      const fields = err.fieldErrors;
      return reply.code(err.status).send({ ...errorBody(err.message, err.errors), ...(fields !== undefined ? { fieldErrors: fields } : {}) });
    }
    const e = err as { statusCode?: number; message?: string };
    if (typeof e.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500) {
      return reply.code(e.statusCode).send(errorBody(e.message ?? 'Bad request'));
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send(errorBody('Something unexpected happened'));
  });

  for (const routes of [
    identityRoutes, profileRoutes, applicationRoutes, applicationStepRoutes, applicationPart1Routes, statusRoutes, searchRoutes, commsPrefsRoutes,
    marketingRoutes, leadPortalRoutes, optimizeRoutes, addressRoutes, telemetryRoutes,
    bannersRoutes, notificationsRoutes, experimentProfileRoutes, chatRoutes, walletRoutes, disclosuresRoutes, documentRoutes, signerRoutes, signingRoutes, notaryRoutes,
  ]) {
    routes(app, ctx);
  }
  (await import('./routes/chat-socket')).chatSocketRoutes(app, ctx); // the chat's streaming socket (issue 23)
  (await import('./routes/identity-extras')).identityExtraRoutes(app, ctx); // identity/alias, self/figureinfo (issue 23)
  (await import('./routes/full-story-link')).fullStoryLinkRoutes(app, ctx); // the session replay link (issue 23)
  (await import('./routes/application-bank')).applicationBankRoutes(app, ctx); // bank accounts and merchant review (part 2, issue 21)
  (await import('./routes/application-signing')).applicationSigningRoutes(app, ctx); // part 2: identity, closing signatures, co-deeders (issue 21)
  (await import('./routes/co-deeder')).coDeederRoutes(app, ctx); // the signer area: the co-deeder's identity and signature (issue 23)
  (await import('./routes/application-conditions')).applicationConditionsRoutes(app, ctx, opts.controlApi ?? process.env['NODE_ENV'] !== 'production'); // conditions pages (part 2)
  (await import('./routes/operating-hours')).operatingHoursRoutes(app, ctx); // footer support hours (seed 001 §7)
  (await import('./routes/machine-events')).machineEventRoutes(app, ctx); // a page's machine event (sendEvent)
  (await import('./routes/application-income')).applicationIncomeRoutes(app, ctx); // part 2: income/upload, income/employer-verification
  (await import('./routes/vendors')).vendorRoutes(app, ctx, root); // the sandbox's simulated vendors (docs/sandbox.md), also in production
  (await import('./routes/application-notary')).applicationNotaryRoutes(app, ctx); // part 2: notary, insurance, funding (issue 21)
  if (opts.controlApi ?? process.env['NODE_ENV'] !== 'production') {
    sandboxControlRoutes(app, ctx, { dataDir: store.kind === 'pglite-file' ? store.dataDir : null, store: storeLabel(store) });
    chatControlRoutes(app, ctx);
    signerControlRoutes(app, ctx);
    (await import('./routes/application-signing')).applicationSigningControlRoutes(app, ctx); // part 2: a co-deeder signs (QA)
    (await import('./routes/qa-page')).qaPageRoutes(app, ctx, root); // the QA page over it
    (await import('./routes/studio')).studioRoutes(app, root); // the flow studio's routing explorer (issue 26)
    (await import('./routes/studio-editor')).studioEditorRoutes(app, ctx, root, opts.staticDir ?? join(root, 'dist')); // its editor and live preview (issue 26)
  }
  await registerStaticSite(app, opts.staticDir ?? join(root, 'dist'), flowPageBootData(ctx, opts.staticDir ?? join(root, 'dist')));
  return app;
}
