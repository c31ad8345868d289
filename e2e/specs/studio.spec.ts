// The flow studio's routing explorer (issue 26, /__sandbox/studio): QA picks a checklist status
// and sees the route and the row that matched, at 390 px, axe-clean; the production bundle in
// dist/ holds none of it, nor the QA page's or the studio's wording. The editor previews a
// wording edit and a routing edit of the machine live, and the flags pick changes the page as an
// applicant with those flags sees it. With E2E_SCREENSHOT_DIR set, the screens are saved there
// (docs/screenshots/).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { DESKTOP, PHONE, type E2eTest } from '../support/runner';
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
      // Nor the wording of the sandbox-only catalogues (the QA page's qa@N, the studio's studio@N, the vendors' vendor@N; decisions 673, 687).
      const resolved = readResolvedFiles(process.cwd());
      const sandboxOnly = ['flows/messages/qa', 'flows/messages/studio', 'flows/messages/vendor'].flatMap((dir) => Object.keys(shippedVersion<{ messages: Record<string, string> }>(resolved, dir)!.json.messages));
      assert(sandboxOnly.includes('qa.title') && sandboxOnly.includes('studio.editor.title'), 'the sandbox-only catalogues were not read');
      for (const f of await readdir(assets)) {
        const code = await readFile(join(assets, f), 'utf8');
        if (/__sandbox\/studio|explainRoute|routing explorer|codemirror|studio-preview/i.test(code)) throw new Error(`flow studio code in the production bundle: ${f}`);
        const held = sandboxOnly.filter((key) => code.includes(key));
        if (held.length > 0) throw new Error(`sandbox-only wording in the production bundle: ${f} holds ${held.slice(0, 3).join(', ')}`);
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
  {
    name: 'editor: a routing edit of the machine previews live: the fixture applicant at HMDA goes to the edited row\'s page; nothing is written (desktop, axe)',
    viewport: DESKTOP,
    timeoutMs: 180_000,
    fn: async ({ page, url }) => {
      const machine = shippedVersion<{ checklistRoutes: { statuses: string[]; route: string }[] }>(readResolvedFiles(process.cwd()), 'flows/application')!;
      const before = await readdir(join(process.cwd(), 'flows/application'));
      await page.goto(`${url}/__sandbox/studio/editor?path=${encodeURIComponent(machine.path)}&org=HOMELINE&page=application&status=HMDA`);
      const preview = page.frameLocator('#preview');
      // The fixture applicant at HMDA: the shipped routing sends it to start/hmda.
      await expect(preview.getByRole('heading', { level: 1, name: 'Demographic information' })).toBeVisible();
      await expect(page.locator('#code-box[data-ready="true"] .cm-content')).toBeVisible();
      // The edit: HMDA's row routes to error/decline instead (the whole document replaced, as a paste would).
      const edited = JSON.parse(JSON.stringify(machine.json)) as typeof machine.json;
      const row = edited.checklistRoutes.find((r) => r.statuses.includes('HMDA') && r.route === 'start/hmda')!;
      row.route = 'error/decline';
      await page.locator('.cm-content').click();
      await page.keyboard.press('Control+a');
      await page.keyboard.insertText(JSON.stringify(edited, null, 2));
      await page.getByRole('status').getByText(/^flows:check passes with the edit as flows\/application\/v\d+\.json \(not written\)\.$/).waitFor({ timeout: 90_000 });
      await expect(page.locator('#preview-note')).toHaveText('The preview shows the edit (nothing written).');
      // The app in the frame, reloaded, routes the same applicant by the edited table.
      await expect(preview.getByRole('heading', { level: 1, name: "We can't approve your application right now" })).toBeVisible();
      assert(JSON.stringify(await readdir(join(process.cwd(), 'flows/application'))) === JSON.stringify(before), 'the studio wrote a file before Save');
      await expectNoAxeViolations(page, 'flow studio editor, routing edit');
      if (SHOTS) {
        // The code editor, the check's outcome and the preview side by side.
        await page.evaluate(() => document.getElementById('code-h')!.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: join(SHOTS, 'studio-editor-routing-edit.png') });
      }
    },
  },
  {
    name: 'editor: the flags pick changes the preview as an applicant with those flags sees it (390 px, axe)',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      const catalogue = shippedVersion(readResolvedFiles(process.cwd()), 'flows/messages')!.path;
      const framed = async (): Promise<string> => {
        const frame = page.frames().find((f) => f !== page.mainFrame() && f.url().includes('/account/heloc/'));
        return frame === undefined ? '' : new URL(frame.url()).pathname;
      };
      const waitFramed = async (path: RegExp): Promise<void> => {
        const until = Date.now() + 20_000;
        while (!path.test(await framed()) && Date.now() < until) await page.waitForTimeout(200);
        assert(path.test(await framed()), `the preview is at ${await framed()}, not ${String(path)}`);
      };
      await page.goto(`${url}/__sandbox/studio/editor?path=${encodeURIComponent(catalogue)}&org=HOMELINE&page=registration-v2`);
      const preview = page.frameLocator('#preview');
      await expect(preview.getByText("What is the address of the property you'd like to borrow against?")).toBeVisible();
      await waitFramed(/^\/account\/heloc\/register-v2(\/|$)/); // the brand has the redesign on
      // Off for the preview's applicant: registration-v2's gate sends such an applicant to the older flow.
      await page.getByLabel('fe-heloc-redesign-2025 (read by the definitions)').selectOption('off');
      await page.getByRole('button', { name: 'Open' }).click();
      await expect(page.getByLabel('fe-heloc-redesign-2025 (read by the definitions)')).toHaveValue('off');
      await waitFramed(/^\/account\/heloc\/register(\/|$)/);
      await expect(preview.getByText("What is the address of the property you'd like to borrow against?")).toBeVisible();
      // The brand's own flags are untouched: another browser still gets the redesign.
      const other = await page.context().browser()!.newContext();
      try {
        const res = await other.request.post(`${url}/service-optimize/heloc/api/v1/feature`, { data: { featureKey: 'fe-heloc-redesign-2025', optimizeUser: { orgCode: 'HOMELINE' } } });
        assert(((await res.json()) as { enabled: boolean }).enabled, 'the pick changed the brand\'s flag');
      } finally {
        await other.close();
      }
      await expectNoAxeViolations(page, 'flow studio editor, flags pick');
      const fit = await page.evaluate(() => document.documentElement.scrollWidth);
      assert(fit <= 390, `the editor page is ${fit} px wide at 390 px`);
      if (SHOTS) {
        await page.getByLabel('fe-heloc-redesign-2025 (read by the definitions)').scrollIntoViewIfNeeded();
        await page.evaluate(() => document.querySelector('fieldset')!.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: join(SHOTS, 'studio-editor-phone-flags.png') });
        await page.evaluate(() => document.getElementById('preview-h')!.scrollIntoView({ block: 'start' }));
        await page.screenshot({ path: join(SHOTS, 'studio-editor-phone-preview.png') });
      }
    },
  },
];

registerSpec(tests);
