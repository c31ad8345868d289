// Vitest global setup (main process, once per run): a migrated in-memory PGlite database, dumped
// to a temp file that every test sandbox's in-memory database starts from (tests/server/helpers.ts
// `memoryTemplate`). A fresh PGlite runs initdb and then our migrations, ~3-4 s of CPU per
// sandbox; loading the dump skips both (~1 s). The migrations still run on each copy (none is
// pending), and file and PostgreSQL stores never use it (decision 285).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDb } from '../src/server/store/db';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the migrated database's dump (PGlite dumpDataDir, uncompressed tar). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'heloc-pglite-template-'));
  const db = await openDb({ inMemory: true });
  try {
    const dump = await (db as unknown as { dumpDataDir(compression: 'none'): Promise<Blob> }).dumpDataDir('none');
    const file = join(dir, 'migrated.tar');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
    project.provide('pgliteTemplate', file);
  } finally {
    await db.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
