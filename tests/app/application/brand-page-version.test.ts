// @vitest-environment happy-dom
// A brand's own version of a page group reaches that brand only: the app resolves the visit's
// brand once (createAppEnv) and then loads that brand's version from the build's table of page
// groups, every other brand the shared one. The table is the one `npm run gen` writes for a
// brand version (tests/engine/authoring-help.test.ts checks the gen side).
import { describe, expect, it, vi } from 'vitest';
import type { PagesFile } from '../../../src/engine/page-types';

const file = (title: string): PagesFile => ({ id: 'start', version: 2, pages: [{ route: 'start/hmda', kind: 'info', title }] }) as unknown as PagesFile;

// The conditions table named is the shipped start group's own (the build has only the shipped ones).
vi.mock('../../../src/generated/page-groups.js', async (importOriginal) => {
  const real = (await importOriginal()) as { pageGroups: Record<string, { conditions: string }> };
  const conditions = real.pageGroups['start']!.conditions;
  return {
    pageGroups: {
      start: {
        version: 2,
        conditions,
        load: () => Promise.resolve(file('Shared')),
        // The brand's table entry: its conditions are the shared ones here, which the build has.
        brands: { LAKESHORE: { version: 1, conditions, load: () => Promise.resolve(file('Lakeshore')) } },
      },
    },
  };
});

const { createAppEnv } = await import('../../../src/app/app-env');
const { loadPageGroup, loadPagesFile } = await import('../../../src/app/page-groups');

const visit = (search: string) => createAppEnv({ hostname: 'localhost', search } as Location);
const title = (f: PagesFile) => f.pages[0]?.title;

describe("a brand's own page group version", () => {
  it('is what that brand loads, and no other brand', async () => {
    expect(visit('?org=LAKESHORE').brand.orgCode).toBe('LAKESHORE');
    expect(title(await loadPageGroup('start'))).toBe('Lakeshore');
    expect(title(await loadPagesFile('start'))).toBe('Lakeshore');
    expect(visit('?org=HOMELINE').brand.orgCode).toBe('HOMELINE');
    expect(title(await loadPageGroup('start'))).toBe('Shared');
    expect(title(await loadPagesFile('start'))).toBe('Shared');
  });
});
