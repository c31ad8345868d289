// The flow studio's routing explorer (issue 26, /__sandbox/studio): QA picks a checklist status
// and sees the route and the row that matched, at 390 px, axe-clean; the production bundle in
// dist/ holds none of it. With E2E_SCREENSHOT_DIR set, the screen is saved there (docs/screenshots/).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { expect } from '../support/expect';
import { PHONE, type E2eTest } from '../support/runner';
import { registerSpec } from '../support/register';

const SHOTS = process.env['E2E_SCREENSHOT_DIR'];

export const tests: E2eTest[] = [
  {
    name: 'routing explorer: a status in, the route and the matched row out (390 px, axe); absent from the production bundle',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      await page.goto(`${url}/__sandbox/studio`);
      await page.getByLabel('Checklist status').selectOption('GEN_CLOSING_DISCLOSURE');
      await page.getByRole('button', { name: 'Explain the route' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Flow studio: routing explorer' })).toBeFocused();
      await expect(page.getByTestId('studio-route')).toContainText('Route: review-app/signdocs');
      await expect(page.getByTestId('studio-row')).toHaveText(/^Matched row: checklistRoutes\/\d+$/);
      const flood = page.getByRole('row').filter({ hasText: 'error/flood-cert' });
      await expect(flood).toContainText('Condition failed:');
      await expect(flood).toContainText('{"status.waitingOnFloodCert":true} (value here: absent)');
      // The answers stay across a reload (they are the form's query).
      await page.reload();
      await expect(page.getByLabel('Checklist status')).toHaveValue('GEN_CLOSING_DISCLOSURE');
      await expectNoAxeViolations(page, 'flow studio');
      if (SHOTS) {
        await page.getByRole('heading', { level: 2, name: 'Route' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, 'studio-routing.png') });
      }
      // Not only unrouted in production (tests/server/studio.test.ts): no built asset holds the studio.
      const assets = join(process.cwd(), 'dist', 'assets');
      for (const f of await readdir(assets)) {
        const code = await readFile(join(assets, f), 'utf8');
        if (/__sandbox\/studio|explainRoute|routing explorer/i.test(code)) throw new Error(`flow studio code in the production bundle: ${f}`);
      }
    },
  },
];

registerSpec(tests);
