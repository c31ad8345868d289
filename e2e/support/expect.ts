// Retrying assertions for the e2e specs, built on playwright-core's locator waits (kept from the
// suite's own runner; Playwright Test's web-first expect is not used yet: decision 407).
import type { Locator, Page } from 'playwright-core';

const TIMEOUT = 10_000;

async function until(check: () => Promise<boolean>, describe: () => Promise<string>): Promise<void> {
  const end = Date.now() + TIMEOUT;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > end) throw new Error(await describe().catch(() => 'condition not met'));
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** expect(locator | page).toX(...) with retries until 10 s. */
export function expect(target: Locator | Page) {
  const locator = target as Locator;
  const page = target as Page;
  return {
    toBeVisible: () => locator.waitFor({ state: 'visible', timeout: TIMEOUT }),
    toBeHidden: () => locator.waitFor({ state: 'hidden', timeout: TIMEOUT }),
    toHaveText: (text: string | RegExp) =>
      until(
        async () => {
          const t = (await locator.textContent())?.trim() ?? '';
          return typeof text === 'string' ? t === text : text.test(t);
        },
        async () => `expected text ${String(text)}, got '${(await locator.textContent())?.trim()}'`,
      ),
    toContainText: (text: string) =>
      until(
        async () => ((await locator.textContent()) ?? '').includes(text),
        async () => `expected to contain '${text}', got '${(await locator.textContent())?.trim().slice(0, 300)}'`,
      ),
    toHaveValue: (value: string) =>
      until(
        async () => (await locator.inputValue()) === value,
        async () => `expected value '${value}', got '${await locator.inputValue()}'`,
      ),
    toHaveCount: (n: number) => until(async () => (await locator.count()) === n, async () => `expected ${n} elements, got ${await locator.count()}`),
    toBeDisabled: () => until(() => locator.isDisabled(), async () => 'expected disabled'),
    toBeFocused: () =>
      until(
        () => locator.evaluate((el) => el === document.activeElement),
        async () => `expected focus, focused: ${await locator.page().evaluate(() => document.activeElement?.outerHTML.slice(0, 120))}`,
      ),
    toHaveURL: (url: RegExp) => until(async () => url.test(page.url()), async () => `expected URL ${String(url)}, got ${page.url()}`),
  };
}

/** Plain assertion with a message. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Waits until `read()` answers a value equal (as JSON) to `want`; throws with the last value after `timeoutMs`. */
export async function eventually<T>(read: () => T | Promise<T>, want: unknown, timeoutMs = 10_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    last = await read();
    if (JSON.stringify(last) === JSON.stringify(want)) return;
    if (Date.now() > until) throw new Error(`expected ${JSON.stringify(want)}, still ${JSON.stringify(last)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
