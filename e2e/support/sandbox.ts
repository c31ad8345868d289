// Starts the sandbox API with the production build on an ephemeral 127.0.0.1 port and an
// in-memory database, for one e2e run.
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server/app';

export interface RunningSandbox {
  url: string;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** Starts a sandbox serving dist/ (or `staticDir`, with the definitions of `root`); call `npm run build` first. */
export async function startSandbox(staticDir?: string, root?: string): Promise<RunningSandbox> {
  const app = await buildServer({ inMemory: true, logger: false, ...(staticDir ? { staticDir } : {}), ...(root ? { root } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}
