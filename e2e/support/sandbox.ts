// Starts the sandbox API with the production build on an ephemeral 127.0.0.1 port and an
// in-memory database, for one e2e run (or one test that needs its own sandbox).
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server/app';
import { sandboxLoggerOptions } from '../../src/server/log-redaction';

export interface RunningSandbox {
  url: string;
  app: FastifyInstance;
  /** The production logger's lines at trace level, when started with `{ log: true }`. */
  log: string[];
  close: () => Promise<void>;
}

export interface SandboxOptions {
  /** Serve this folder instead of dist/. */
  staticDir?: string;
  /** Read the definitions of this repository copy. */
  root?: string;
  /** Log with the production logger (redaction included) into `log`. */
  log?: boolean;
  /** The sandbox's clock (the lender's scripts, token expiry, opening hours); default Date.now. */
  now?: () => number;
}

/** Starts a sandbox serving dist/ (or `staticDir`, with the definitions of `root`); call `npm run build` first. */
export async function startSandbox(opts: SandboxOptions = {}): Promise<RunningSandbox> {
  const log: string[] = [];
  const logger = opts.log ? sandboxLoggerOptions('trace', { write: (line: string) => void log.push(line) }) : false;
  const app = await buildServer({ inMemory: true, logger, ...(opts.staticDir ? { staticDir: opts.staticDir } : {}), ...(opts.root ? { root: opts.root } : {}), ...(opts.now ? { now: opts.now } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, app, log, close: () => closeNow(app) };
}

/**
 * Closes the server and every socket it holds. Chromium preconnects sockets it may never send a
 * request on; Node's close() leaves those open until the 60 s headers timeout, which made a test
 * that closed its own sandbox time out on a loaded CI machine (decision 253).
 */
async function closeNow(app: FastifyInstance): Promise<void> {
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}
