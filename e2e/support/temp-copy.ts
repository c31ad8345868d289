// A throw-away copy of the project (definitions, sources, build config; node_modules linked)
// for tests that change definitions the way ops would and then build and serve that copy.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const COPIED = ['src', 'flows', 'schemas', 'brands', 'scripts', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json', 'definitions.lock.json'];

export interface TempCopy {
  dir: string;
  /** Writes a JSON file at a repo-relative path (folders made as needed). */
  write: (path: string, json: unknown) => void;
  /** npm run build in the copy: gen (fails on a definition problem), the published gate, vite build. */
  build: () => void;
  /** What the build's published gate prints when it refuses the copy ('' when it would build). */
  buildRefusal: () => string;
  remove: () => void;
}

export function tempCopy(): TempCopy {
  const dir = mkdtempSync(join(tmpdir(), 'heloc-copy-'));
  for (const name of COPIED) cpSync(join(ROOT, name), join(dir, name), { recursive: true, filter: (src) => !src.includes(`${join('src', 'generated')}`) });
  symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const run = (args: string[]) => execFileSync(process.execPath, args, { cwd: dir, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } });
  return {
    dir,
    write: (path, json) => {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), `${JSON.stringify(json, null, 2)}\n`);
    },
    build: () => {
      run(['--import', 'tsx', 'scripts/gen-validators.ts']);
      run(['--import', 'tsx', 'scripts/gen-styles.ts']);
      run(['--import', 'tsx', 'scripts/check-published.ts']);
      run([join(dir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error']);
    },
    buildRefusal: () => {
      try {
        run(['--import', 'tsx', 'scripts/check-published.ts']);
        return '';
      } catch (e) {
        return String((e as { stderr?: Buffer }).stderr ?? e);
      }
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
