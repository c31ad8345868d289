// Screenshots of the shared kit's screens (docs/portal.md): `npm run build` first, then
// `node --import tsx scripts/kit-screenshots.ts [out-dir]`. The loading overlay on an
// application page, the error page after a missing chunk, the dashboard's wallet accounts with
// a tooltip and toasts, a wallet failure, and /plaid-oauth-success without a stored application.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { launch } from '../e2e/support/browser';
import { startSandbox } from '../e2e/support/sandbox';

const [outDir = 'docs/screenshots'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const sandbox = await startSandbox();
const url = sandbox.url;
let n = 0;

async function register(email: string): Promise<string> {
  const res = await fetch(`${url}/identity/api/v1/registration/register?organization=HOMELINE`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Str0ng!Passw0rd', phoneNumber: `512555${String(1000 + n++)}` }),
  });
  return ((await res.json()) as { jwt: string }).jwt;
}

async function application(jwt: string, email: string): Promise<string> {
  const res = await fetch(`${url}/service-application/api/v1/application/heloc?state=TX`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}`, 'x-org': 'HOMELINE' },
    body: JSON.stringify({
      abVersionsRequest: [], consentRequests: [{ type: 'SOFT_CREDIT', version: 3 }], consentListRequest: [{ type: 'PRIVACY', version: 4, optIn: 'OPT_IN' }],
      income: { incomeCoDeeders: 0, incomePrimary: 120000, incomeOther: 0 }, marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
      profileRequest: { name: { firstName: 'Alex', middleName: '', lastName: 'Morgan', suffix: '' }, dob: '1980-04-12', email },
      propertyListedForSale: false, propertyRequest: { street1: '1420 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704', type: 'HOME' },
      publish: true, utmParameters: {}, employmentType: 'FULL_TIME',
    }),
  });
  return ((await res.json()) as { uuid: string }).uuid;
}

const shot = async (page: Page, name: string, width: number) => {
  const file = join(outDir, `kit-${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
};

try {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    const w = viewport.width;
    const scenes: [string, (page: Page) => Promise<void>][] = [
      ['loader-overlay', async (page) => {
        const email = `shots${Date.now()}${n++}@example.com`;
        const jwt = await register(email);
        const uuid = await application(jwt, email);
        await page.addInitScript(`localStorage.setItem('jwt', ${JSON.stringify(jwt)})`);
        await page.route(/\/status(\?|$)/, () => undefined); // never answers: the overlay stays
        await page.goto(`${url}/account/heloc/${uuid}`);
        await page.getByTestId('loader-overlay').waitFor();
        await page.waitForTimeout(400);
      }],
      ['snag', async (page) => {
        await page.addInitScript(`localStorage.setItem('jwt', ${JSON.stringify(await register(`shots${Date.now()}${n++}@example.com`))})`);
        await page.route(/\/assets\/dashboard-page-[^/]+\.js$/, (r) => r.fulfill({ status: 404, body: '' }));
        await page.goto(`${url}/dashboard`);
        await page.getByRole('heading', { name: /snag/ }).waitFor({ timeout: 20_000 });
      }],
      ['dashboard-wallet', async (page) => {
        await page.addInitScript(`Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: function () { return Promise.reject(new Error('denied')); } } }); localStorage.setItem('jwt', ${JSON.stringify(await register(`shots${Date.now()}${n++}@example.com`))})`);
        await page.goto(`${url}/dashboard`, { waitUntil: 'networkidle' });
        await page.getByRole('button', { name: 'Copy wallet address' }).click();
        await page.getByRole('button', { name: 'Copy wallet address' }).click();
        await page.mouse.move(0, 0);
        await page.getByTestId('wallet-address').first().focus();
        await page.getByRole('tooltip').first().waitFor();
      }],
      ['wallet-error', async (page) => {
        await page.addInitScript(`localStorage.setItem('jwt', ${JSON.stringify(await register(`shots${Date.now()}${n++}+walletfail@example.com`))})`);
        await page.goto(`${url}/dashboard`, { waitUntil: 'networkidle' });
        await page.getByText('Failed to fetch profile details.').waitFor();
      }],
      ['plaid-oauth-no-application', async (page) => {
        await page.goto(`${url}/plaid-oauth-success?oauth_state_id=abc`, { waitUntil: 'networkidle' });
        await page.getByRole('alert').waitFor();
      }],
    ];
    for (const [name, scene] of scenes) {
      const browser = await launch(viewport);
      try {
        const page = await browser.context.newPage();
        page.on('pageerror', (e) => console.error(`pageerror: ${e.message}`));
        await scene(page);
        await shot(page, name, w);
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await sandbox.close();
}
