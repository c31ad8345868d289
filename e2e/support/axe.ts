// axe-core in the page (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA): fails with every violation, its
// impact, help text and the elements it found.
//
// Our pages have no frames, so axe runs in the page itself (`axe.run`, violations only), injected
// once per document: @axe-core/playwright's `analyze()` opens a blank page for every scan to merge
// per-frame results and collects every passing node too, which made axe about a fifth of the e2e
// suite's time (decision 415). A page with frames still goes through AxeBuilder, so a frame is
// never left unscanned.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

async function inPage(page: Page, include: string | undefined): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async ({ tags, include }) => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- axe-core's global, injected above
    const axe = (window as any).axe;
    const result = await axe.run(include ? { include: [include] } : document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return (result.violations as Violation[]).map((v) => ({
      id: v.id, impact: v.impact ?? null, help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, ...(n.failureSummary ? { failureSummary: n.failureSummary } : {}) })),
    }));
  }, { tags: WCAG_TAGS, include });
}

async function withFrames(page: Page, include: string | undefined): Promise<Violation[]> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include !== undefined) builder = builder.include(include);
  return (await builder.analyze()).violations;
}

/** The scan running on each page: axe refuses a second run while one is under way, and the fixture (axe-watch.ts) scans beside the tests' own calls. */
const busy = new WeakMap<Page, Promise<unknown>>();

/** Runs axe on the page (or the part `include` selects) and throws when it finds a violation. */
export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  const before = busy.get(page) ?? Promise.resolve();
  const scan = before.catch(() => undefined).then(() => (page.frames().length > 1 ? withFrames(page, include) : inPage(page, include)));
  busy.set(page, scan);
  const violations = await scan;
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) => `${v.id} (${v.impact ?? '?'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}` +
      (v.nodes[0]?.failureSummary ? ` [${v.nodes[0].failureSummary.replace(/\s+/g, ' ').slice(0, 200)}]` : ''),
  );
  throw new Error(`axe: ${violations.length} violation(s) on ${where}:\n${lines.join('\n')}`);
}
