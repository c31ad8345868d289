// Files for the file inputs, handed to the browser by path. Playwright gives a local browser the
// path, while a buffer crosses the protocol as base64: a 10 MB buffer took 17 s of a 21 s test on a
// busy 2-core host (the over-size refusals). Each file gets a folder of its own, so two workers
// writing 'big scan.pdf' of different sizes never read each other's.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Writes `content` as `name` (its extension gives the browser its type) in a new temp folder; the file's path. */
export async function onDisk(name: string, content: Buffer | string): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'heloc-e2e-file-')), name);
  await writeFile(path, content);
  return path;
}
