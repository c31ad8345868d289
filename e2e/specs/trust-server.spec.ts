// A server as strict as its forms (issue 25), as an applicant's browser sees it: the typed
// property address is searched with a POST whose body holds it, so no URL the page requested
// and no line of the sandbox's log holds the address.
import type { Page } from 'playwright-core';
import { assert, expect } from '../support/expect';
import { propertyStep } from '../support/registration';
import { startSandbox } from '../support/sandbox';
import { PHONE, type E2eTest, type TestContext } from '../support/runner';
import { registerSpec } from '../support/register';

/** Every request the page sent: method, URL and body. */
function recordRequests(page: Page): { method: string; url: string; body: string }[] {
  const seen: { method: string; url: string; body: string }[] = [];
  page.on('request', (r) => seen.push({ method: r.method(), url: r.url(), body: r.postData() ?? '' }));
  return seen;
}

async function addressSearch({ page }: TestContext): Promise<void> {
  const sb = await startSandbox({ log: true });
  try {
    const requests = recordRequests(page);
    await page.goto(`${sb.url}/account/heloc/register-v2`);
    await propertyStep(page);
    await page.waitForURL(/\/for-sale/);
    const searches = requests.filter((r) => r.url.includes('/typeahead'));
    assert(searches.length > 0, 'the address field searched nothing, so the check would prove nothing');
    for (const s of searches) {
      assert(s.method === 'POST', `the address search is a ${s.method}`);
      assert(JSON.parse(s.body).filter.includes('1420'), `the search body does not hold the typed text: ${s.body}`);
    }
    for (const r of requests) assert(!/1420(\+|%20| )Maple/i.test(r.url), `a URL holds the typed address: ${r.url}`);
    const log = sb.log.join('');
    assert(log.includes('/typeahead'), 'the sandbox log holds no search, so the scan would prove nothing');
    assert(!/1420(\+|%20| )Maple/i.test(log), 'the sandbox log holds the typed address');
    await expect(page).toHaveURL(/\/for-sale/);
  } finally {
    await sb.close();
  }
}

export const tests: E2eTest[] = [
  { name: 'the typed property address is searched in a POST body: no URL and no log line holds it', viewport: PHONE, fn: addressSearch },
];

registerSpec(tests);
