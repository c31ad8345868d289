// axe-core in the page (WCAG 2.0/2.1 A and AA, WCAG 2.2 AA): fails with every violation, its
// impact, help text and the elements it found.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page (or the part `include` selects) and throws when it finds a violation. */
export async function expectNoAxeViolations(page: Page, where: string, include?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include !== undefined) builder = builder.include(include);
  const { violations } = await builder.analyze();
  if (violations.length === 0) return;
  const lines = violations.map(
    (v) => `${v.id} (${v.impact ?? '?'}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}` +
      (v.nodes[0]?.failureSummary ? ` [${v.nodes[0].failureSummary.replace(/\s+/g, ' ').slice(0, 200)}]` : ''),
  );
  throw new Error(`axe: ${violations.length} violation(s) on ${where}:\n${lines.join('\n')}`);
}
