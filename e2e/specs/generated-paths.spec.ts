// Issue 26: every application page the routing tables reach, opened in the browser through a
// generated path (e2e/support/page-paths.ts): a fresh application put where the path says through
// the sandbox QA API (status, decision, flags, data and recorded machine events; no registration
// walk), then the application's root routes to the page and its h1 is the definition's. The pages
// are shared among a few tests (one browser page each); a failure names the page, the row and the patch.
import type { Page } from 'playwright-core';
import { assert, expect } from '../support/expect';
import { generatedPagePaths, type PagePath } from '../support/page-paths';
import { PHONE, type E2eTest } from '../support/runner';
import { api, borrowerWithApplication, CALIFORNIA_HOME } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { openOrigin } from '../support/session';

/** A borrower whose application the QA API put on `p`'s path. */
async function seeded(url: string, p: PagePath, tag: string): Promise<{ jwt: string; uuid: string }> {
  // Created without the soft-credit consent: no lender script runs and no trigger fires on its own.
  const b = await borrowerWithApplication(url, `paths${tag}`, { softCredit: false, property: CALIFORNIA_HOME });
  if (Object.keys(p.patch).length > 0) await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, p.patch);
  return b;
}

/** The pages in this many tests, every PARTS-th path each: one 46-page test held a worker 141 s, the suite's longest. */
const PARTS = 4;

/** Opens each of `paths` from its seeded application in one browser page; the pages that did not open. */
async function openEach(page: Page, url: string, paths: PagePath[], tag: string): Promise<string[]> {
  // The applications are made up front, a few at a time; the pages are then opened one by one.
  const made: { jwt: string; uuid: string }[] = [];
  for (let i = 0; i < paths.length; i += 6) made.push(...(await Promise.all(paths.slice(i, i + 6).map((p, k) => seeded(url, p, `${tag}-${i + k}`)))));
  await openOrigin(page, url);
  const failed: string[] = [];
  for (const [i, p] of paths.entries()) {
    const { jwt, uuid } = made[i]!;
    try {
      await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
      await page.goto(`${url}/account/heloc/${uuid}`);
      await page.waitForURL(new RegExp(`/account/heloc/${uuid}/${p.route}(\\?.*)?$`), { timeout: 20_000 });
      await expect(page.getByRole('heading', { name: p.heading, level: 1 })).toBeVisible();
      await expect(page.getByText(/finish this step together/)).toHaveCount(0);
    } catch (err) {
      const h1 = await page.getByRole('heading', { level: 1 }).allTextContents().catch(() => []);
      failed.push(`${p.route} (${p.row}, patch ${JSON.stringify(p.patch)}): at ${page.url().replace(url, '')}, h1 ${JSON.stringify(h1)}: ${(err as Error).message.split('\n')[0]}`);
    }
  }
  return failed;
}

const ALL = generatedPagePaths();

export const tests: E2eTest[] = Array.from({ length: PARTS }, (_, part) => ({
  name: `every page the routing reaches opens from its generated path with its own h1 (never the pending page), part ${part + 1} of ${PARTS}`,
  viewport: PHONE,
  timeoutMs: 300_000,
  fn: async ({ page, url }) => {
    const paths = ALL.filter((_, i) => i % PARTS === part);
    const started = Date.now();
    const failed = await openEach(page, url, paths, `p${part}`);
    console.log(`generated paths, part ${part + 1}: ${paths.length} of ${ALL.length} pages in ${Math.round((Date.now() - started) / 1000)} s`);
    assert(failed.length === 0, `${failed.length} of ${paths.length} pages did not open from their generated path:\n${failed.join('\n')}`);
  },
}));

registerSpec(tests);
