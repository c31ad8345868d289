// The flow studio's routing explorer (issue 26, /__sandbox/studio): QA picks a checklist status
// and sees the route and the row that matched, at 390 px, axe-clean; the production bundle in
// dist/ holds none of it. With E2E_SCREENSHOT_DIR set, the screen is saved there (docs/screenshots/).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { PHONE, type E2eTest } from '../support/runner';
import { registerSpec } from '../support/register';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';

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
      // The rows table scrolls inside its own box: the page itself is no wider than the phone.
      // The rows table wraps inside its box at 390 px: no column runs past the box's edge.
      const fit = await page.evaluate(() => {
        const box = document.querySelector('[role="region"][aria-labelledby="rows-caption"]')!;
        return { box: box.clientWidth, table: box.querySelector('table')!.scrollWidth, page: document.documentElement.scrollWidth };
      });
      assert(fit.table <= fit.box && fit.page <= 390, `the routing explorer's table is ${fit.table} px wide in a ${fit.box} px box (page ${fit.page} px) at 390 px`);
      if (SHOTS) {
        await page.getByRole('heading', { level: 2, name: 'Route' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: join(SHOTS, 'studio-routing.png') });
      }
      // Not only unrouted in production (tests/server/studio.test.ts): no built asset holds the studio.
      const assets = join(process.cwd(), 'dist', 'assets');
      for (const f of await readdir(assets)) {
        const code = await readFile(join(assets, f), 'utf8');
        if (/__sandbox\/studio|explainRoute|routing explorer|codemirror|studio-preview/i.test(code)) throw new Error(`flow studio code in the production bundle: ${f}`);
      }
    },
  },
  {
    name: 'editor: a message edited in the studio is checked in memory and the live preview shows it; nothing is written (desktop, axe)',
    viewport: { width: 1280, height: 900 },
    fn: async ({ page, url }) => {
      const catalogue = shippedVersion(readResolvedFiles(process.cwd()), 'flows/messages')!.path;
      const before = await readdir(join(process.cwd(), 'flows/messages'));
      await page.goto(`${url}/__sandbox/studio/editor?path=${encodeURIComponent(catalogue)}&org=HOMELINE&page=registration-v2`);
      // (The h1 takes focus on load; the app in the preview frame then takes it for its own h1.)
      await expect(page.getByRole('heading', { level: 1, name: 'Flow studio: editor' })).toBeVisible();
      const preview = page.frameLocator('#preview');
      await expect(preview.getByText("What is the address of the property you'd like to borrow against?")).toBeVisible();
      await expect(page.locator('#code-box[data-ready="true"] .cm-content')).toBeVisible();
      // Find the first step's question in the code editor (its search panel) and reword it.
      await page.locator('.cm-content').click();
      await page.keyboard.press('Control+f');
      await page.keyboard.type("like to borrow against?");
      await page.keyboard.press('Enter');
      await page.keyboard.press('Escape');
      await page.keyboard.type('like to borrow against, QA?');
      // The sandbox's first check compiles every schema (about 15 s on a 2-core host); later ones take about a second.
      await page.getByRole('status').getByText(/^flows:check passes with the edit as flows\/messages\/v\d+\.json \(not written\)\.$/).waitFor({ timeout: 45_000 });
      await expect(preview.getByText("What is the address of the property you'd like to borrow against, QA?")).toBeVisible();
      assert(JSON.stringify(await readdir(join(process.cwd(), 'flows/messages'))) === JSON.stringify(before), 'the studio wrote a file before Save');
      await expectNoAxeViolations(page, 'flow studio editor');
      if (SHOTS) {
        await page.keyboard.press('Home'); // the edited line from its start
        await page.screenshot({ path: join(SHOTS, 'studio-editor.png'), fullPage: true });
      }
    },
  },
];

registerSpec(tests);
