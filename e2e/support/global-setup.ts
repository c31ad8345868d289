// Before any worker starts: the build exists, and every spec file registers its tests (a spec
// that only exported `tests` would silently run nothing under Playwright Test).
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');

export default function globalSetup(): void {
  if (!existsSync(join(root, 'dist', 'index.html'))) throw new Error('e2e: dist/ is not built; run `npm run build` first');
  mkdirSync(join(root, 'e2e', '.artifacts'), { recursive: true });
  const specs = join(root, 'e2e', 'specs');
  const silent = readdirSync(specs).filter((f) => f.endsWith('.spec.ts') && !readFileSync(join(specs, f), 'utf8').includes('registerSpec('));
  if (silent.length) throw new Error(`e2e: ${silent.join(', ')} export tests but never call registerSpec(...) (e2e/support/register.ts)`);
}
