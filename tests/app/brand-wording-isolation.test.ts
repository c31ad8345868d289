// Issue 26: a change to one brand's wording changes only that brand's snapshots. In a temp copy
// of the definitions, LAKESHORE's brand file gets its own wording for the first registration
// step's question and the start/profile page's title, the way ops change a brand's wording; the
// resolved wording (the text snapshots' content) changes for LAKESHORE on those lines only, and is
// the same for every other brand.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FLOW_IDS, brandWording } from './brand-wording';

const ROOT = join(import.meta.dirname, '..', '..');
const copy = mkdtempSync(join(tmpdir(), 'heloc-wording-'));
for (const name of ['flows', 'schemas', 'brands', 'definitions.lock.json']) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const brandFile = join(copy, 'brands', 'lakeshore', 'brand.json');
const brand = JSON.parse(readFileSync(brandFile, 'utf8')) as { messages: Record<string, string> };
brand.messages['step.index.title'] = 'Which Lakeshore home would you like to borrow against?';
brand.messages['page.startProfile.title'] = 'Check your Lakeshore details';
writeFileSync(brandFile, JSON.stringify(brand, null, 2));

/** Every brand's snapshot text: both registration flows in both auth modes, and the application pages. */
function snapshotText(root: string): Record<string, string[]> {
  const w = brandWording(root);
  return Object.fromEntries(
    w.brands.map((b) => [
      b.orgCode,
      [...FLOW_IDS.flatMap((id) => [...w.registration(id, b, false), ...w.registration(id, b, true)]), ...Object.values(w.pages(b)).flat()],
    ]),
  );
}

describe("one brand's wording", () => {
  it("changes that brand's snapshot text, on the changed lines only, and no other brand's", () => {
    const before = snapshotText(ROOT);
    const after = snapshotText(copy);
    expect(Object.keys(after)).toEqual(Object.keys(before));
    for (const org of Object.keys(before).filter((o) => o !== 'LAKESHORE')) expect(after[org], org).toEqual(before[org]);
    const changed = after['LAKESHORE']!.filter((line, i) => line !== before['LAKESHORE']![i]);
    expect(after['LAKESHORE']!.length).toBe(before['LAKESHORE']!.length);
    expect([...new Set(changed)]).toEqual(['# index: Which Lakeshore home would you like to borrow against?', '  title: Check your Lakeshore details']);
  }, 240_000);
});
