// axe on every page the e2e suite visits, as a fixture (issue 26; decisions 663-666): each time the
// page's main frame navigates (a load or a client-side route change) to the sandbox, the watcher
// waits for the page's h1 to settle and runs axe (e2e/support/axe.ts) once per distinct page of
// this worker: its route (ids in the path as {id}), its brand (what the app remembered for the tab)
// and the viewport. A page already checked in this worker is not checked again, which keeps the
// cost to one scan per page the suite reaches rather than one per visit. Violations fail the test
// that visited the page, listed, when it ends.
import { appendFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { CPU_LOG } from './cpu-log';

/** The distinct pages this worker process has checked (or is checking). */
const checked = new Set<string>();
/** How long a visited page's h1 may take to appear before the watcher leaves it unchecked (a page with no h1: the test moved on). */
const HEADING_MS = 5_000;

/** A path's ids (uuids, long numbers, the loan widgets' document ids) as {id}, so one route is one page. */
export function routeOf(pathname: string): string {
  return pathname
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '{id}')
    .replace(/\/\d{4,}(?=\/|$)/g, '/{id}');
}

const isSandboxUrl = (url: string): boolean => /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url);

export interface AxeWatch {
  /** Waits for the checks still running; throws with every violation this test's pages had. */
  finish(): Promise<void>;
}

/** Watches `page` for the rest of the test. `E2E_AXE=0` turns the watcher off (for measuring its cost). */
export function watchAxe(page: Page, title = ''): AxeWatch {
  const failures: string[] = [];
  const scanned: { page: string; ms: number }[] = [];
  const running = new Set<Promise<void>>();
  let generation = 0;
  if (process.env['E2E_AXE'] === '0') return { finish: async () => undefined };

  const check = async (mine: number): Promise<void> => {
    const h1 = page.locator('h1').first();
    if (!(await h1.waitFor({ state: 'visible', timeout: HEADING_MS }).then(() => true, () => false))) return;
    // The heading has settled when two frames apart it reads the same (a page that routes on at once never does).
    const text = await h1.textContent({ timeout: 1_000 }).catch(() => null);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))).catch(() => undefined);
    if (mine !== generation || text === null || (await h1.textContent({ timeout: 1_000 }).catch(() => null)) !== text) return;
    const where = await page.evaluate(() => ({ path: location.pathname, brand: sessionStorage.getItem('heloc-org') ?? '' })).catch(() => null);
    if (where === null || mine !== generation) return;
    const size = page.viewportSize();
    const key = `${routeOf(where.path)} ${where.brand} ${size ? `${size.width}x${size.height}` : ''}`;
    if (checked.has(key)) return;
    checked.add(key);
    const t0 = Date.now();
    try {
      await expectNoAxeViolations(page, key);
      scanned.push({ page: key, ms: Date.now() - t0 });
    } catch (err) {
      const message = (err as Error).message;
      // The page went away under the scan (the test moved on): not a finding; the next visit checks it.
      if (!message.startsWith('axe:')) checked.delete(key);
      else failures.push(message), scanned.push({ page: key, ms: Date.now() - t0 });
    }
  };

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame() || !isSandboxUrl(frame.url())) return;
    const mine = ++generation;
    const p = check(mine).catch(() => undefined);
    running.add(p);
    void p.finally(() => running.delete(p));
  });

  return {
    async finish() {
      await Promise.all([...running]);
      // With E2E_CPU=1, the pages this test scanned, beside the CPU log (for measuring the fixture's cost).
      if (CPU_LOG && scanned.length > 0) appendFileSync(CPU_LOG.replace(/cpu\.jsonl$/, 'axe.jsonl'), `${JSON.stringify({ test: title, scanned })}\n`);
      if (failures.length > 0) throw new Error(`axe fixture (e2e/support/axe-watch.ts): ${failures.join('\n')}`);
    },
  };
}
