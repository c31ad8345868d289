// One definition file read from disk as the loader takes it: parsed, or why it did not parse.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DefinitionFile } from './definitions';

/** The file at repo-relative `path` under rootDir, with its text (kept for the duplicate-key check). */
export function readDefinitionFile(rootDir: string, path: string): DefinitionFile {
  const text = readFileSync(join(rootDir, path), 'utf8');
  try {
    return { path, json: JSON.parse(text) as unknown, text };
  } catch (err) {
    return { path, json: undefined, parseError: (err as Error).message };
  }
}
