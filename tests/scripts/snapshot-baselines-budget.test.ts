// The committed snapshot baselines have a budget (decision 661): every application page is stored
// as its main column only (plus one shell shot per brand and viewport), so the repository grows
// by about 110 KB per page state, and the whole folder stays under BUDGET_MB. A page added to the
// snapshots in the old viewport-plus-full-page form, or a shot far larger than its kind, fails here.
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', 'e2e', 'snapshots', 'baselines');
const BUDGET_MB = 110;
/** The largest single baseline allowed (the biggest measured: a registration step's desktop full page, 254 KB). */
const MAX_FILE_KB = 400;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));
}

describe('snapshot baselines budget', () => {
  const all = files(root);
  it(`stay under ${BUDGET_MB} MB in all`, () => {
    const bytes = all.reduce((s, f) => s + statSync(f).size, 0);
    expect(bytes / 1e6).toBeLessThan(BUDGET_MB);
  });
  it(`are each under ${MAX_FILE_KB} KB`, () => {
    const big = all.filter((f) => statSync(f).size > MAX_FILE_KB * 1024).map((f) => relative(root, f));
    expect(big).toEqual([]);
  });
  it('store an application page as its main column only (the shell once per brand and viewport)', () => {
    const app = all.map((f) => relative(root, f).split(sep).join('/')).filter((f) => f.startsWith('application/'));
    expect(app.filter((f) => !f.startsWith('application/shell/') && !f.endsWith('.content.png'))).toEqual([]);
  });
});
