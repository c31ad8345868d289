// Entry: `node --import tsx src/server/main.ts`. PORT (8080), HOST (127.0.0.1), DATA_DIR (.data/),
// DATABASE_URL (a real PostgreSQL instead of the embedded PGlite).
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT, buildServer } from './app';
import { sandboxLoggerOptions } from './log-redaction';

export { buildServer } from './app';
export type { BuildOptions } from './app';

/** Starts the sandbox from environment variables; resolves once it listens. */
export async function start(): Promise<void> {
  const port = Number(process.env['PORT'] ?? 8080);
  const host = process.env['HOST'] ?? '127.0.0.1';
  // An explicit DATA_DIR is relative to the working directory; the default lives in the repo.
  const dataDir = process.env['DATA_DIR'] ? resolve(process.env['DATA_DIR']) : resolve(REPO_ROOT, '.data');
  const databaseUrl = process.env['DATABASE_URL'];
  const app = await buildServer({
    dataDir,
    // A real PostgreSQL for a shared QA sandbox; DATA_DIR then only holds the JWT secret
    // (set SANDBOX_JWT_SECRET when several sandboxes share the database).
    ...(databaseUrl ? { databaseUrl } : {}),
    // No password, SSN, bank number or token reaches the log (log-redaction.ts).
    logger: sandboxLoggerOptions(process.env['LOG_LEVEL'] ?? 'info'),
  });
  // Requests in flight get 3 s to finish; then every socket is cut, including those a browser
  // preconnected and never used, which close() alone would wait 60 s for (decision 253).
  const close = (): void => {
    void app.close().then(() => process.exit(0));
    setTimeout(() => app.server.closeAllConnections(), 3000).unref();
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ port, host });
  console.log(`HELOC sandbox on http://${host}:${port}/account/heloc/register-v2`);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  start().catch((e: unknown) => {
    console.error(e);
    process.exit(1);
  });
}
