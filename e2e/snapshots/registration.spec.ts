// Every registration step of both flows (registration-v2 at /account/heloc/register-v2, register
// at /account/heloc/register), for every brand, at phone and desktop: the step empty, then after
// Continue with nothing filled in (the error summary and inline errors), then filled with the same
// answers on every run to reach the next step. The walk ends on the step whose button creates the
// account ('Check my rate' or 'Apply Now'), which is never pressed with valid data. A 'Second home'
// answer brings in the home-address step.
import type { Page } from '@playwright/test';
import { BRANDS, VIEWPORTS, brandQuery, snap, test, type ViewportName } from './support';

const FLOWS = [
  { id: 'registration-v2', path: '/account/heloc/register-v2' },
  { id: 'register', path: '/account/heloc/register' },
];
const PRIMARY = /^(Continue|Check my rate|Apply Now)$/;

/** Fills every field of the step it knows, with fixed answers (a field the step lacks is skipped); a New York brand's home is in New York. */
async function fill(page: Page, newYork: boolean): Promise<void> {
  const visible = async (selector: string) => (await page.locator(selector).count()) > 0 && page.locator(selector).first().isVisible();
  const address = async (field: string, typed: string, suggestion: RegExp) => {
    await page.locator(field).fill(typed);
    await page.getByRole('option', { name: suggestion }).click();
  };
  if (await visible('#root_propertyAddress')) {
    if (newYork) await address('#root_propertyAddress', '215 Clinton', /215 Clinton Ave/);
    else await address('#root_propertyAddress', '1420 Maple', /1420 Maple Ridge Dr/);
  }
  if (await visible('#root_homeAddress')) await address('#root_homeAddress', '712 Elm', /712 Elm St/);
  const radio = async (group: RegExp, name: string) => {
    const g = page.getByRole('group', { name: group });
    if ((await g.count()) > 0) await g.getByRole('radio', { name, exact: true }).check();
  };
  await radio(/^How do you use this property/, 'Second home');
  await radio(/^Is this property currently for sale/, 'No');
  const employment = page.getByRole('combobox', { name: 'Employment status' });
  if ((await employment.count()) > 0) await employment.selectOption({ label: 'Employed full-time' });
  const text: [string, string][] = [
    ['Annual income', '85000'],
    ['First name', 'Jane'],
    ['Last name', 'Doe'],
    ['Date of birth', '01/15/1980'],
    ['Email', 'snapshots@example.com'],
    ['Mobile phone', '5125550142'],
  ];
  for (const [label, value] of text) {
    const field = page.getByRole('textbox', { name: label, exact: true });
    if ((await field.count()) > 0) await field.fill(value);
  }
}

const stepOf = (page: Page, base: string): string => new URL(page.url()).pathname.slice(base.length).replace(/^\//, '') || 'index';

for (const flow of FLOWS) {
  for (const brand of BRANDS) {
    for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
      test.describe(() => {
        test.use({ viewport: VIEWPORTS[viewport] });
        test(`registration ${flow.id} ${brand.orgCode} ${viewport}`, async ({ page, sandbox }) => {
          await page.goto(`${sandbox.url}${flow.path}${brandQuery(brand)}`);
          const seen: string[] = [];
          for (;;) {
            const h1 = page.getByRole('heading', { level: 1 });
            await h1.waitFor({ timeout: 30_000 });
            const step = stepOf(page, flow.path);
            if (seen.includes(step)) throw new Error(`the walk came back to ${step}: ${seen.join(' > ')}`);
            seen.push(step);
            const parts = ['registration', flow.id, step];
            await snap(page, parts, 'empty', brand.orgCode, viewport);
            const button = page.getByRole('button', { name: PRIMARY });
            const label = await button.innerText();
            await button.click();
            await page.getByRole('alert').filter({ has: page.getByRole('heading', { name: 'There is a problem' }) }).waitFor();
            await snap(page, parts, 'failed-continue', brand.orgCode, viewport);
            if (label.trim() !== 'Continue') return;
            await fill(page, !!brand.toggles.newYorkBrand);
            const before = new URL(page.url()).pathname;
            await button.click();
            await page.waitForURL((u) => u.pathname !== before);
          }
        });
      });
    }
  }
}
