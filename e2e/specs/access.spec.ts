// Access without login (seed 000 §2): the exempt paths load for a visitor; any other path
// sends them to /auth/login with the way back.
import type { E2eTest } from '../support/runner';
import { expect } from '../support/expect';
import { registerSpec } from '../support/register';

const exempt = ['/account/heloc/register', '/account/heloc/register-v2', '/account/heloc/not-accepting-apps', '/account/heloc/register/support'];

export const tests: E2eTest[] = [
  ...exempt.map(
    (path): E2eTest => ({
      name: `${path} loads without a login`,
      fn: async ({ page, url }) => {
        await page.goto(`${url}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}(\\?|$)`));
      },
    }),
  ),
  ...['/account/heloc/6c1e7a0e-0000-4000-8000-000000000000/start/profile', '/dashboard'].map(
    (path): E2eTest => ({
      name: `${path} without a login goes to /auth/login with redirectUrl`,
      fn: async ({ page, url }) => {
        await page.goto(`${url}${path}`);
        await page.waitForURL(new RegExp(`/auth/login\\?redirectUrl=${encodeURIComponent(path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
        await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      },
    }),
  ),
  {
    name: 'an expired or forged token on an application page ends the session at /auth/login',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc/register-v2`);
      await page.evaluate(() => localStorage.setItem('jwt', 'forged.token.value'));
      await page.goto(`${url}/account/heloc/6c1e7a0e-0000-4000-8000-000000000000/start/profile`);
      await page.waitForURL(/\/auth\/login\?redirectUrl=/);
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    },
  },
  {
    name: 'the bare /account/heloc path and the root go to /dashboard',
    fn: async ({ page, url }) => {
      await page.goto(`${url}/account/heloc`);
      await page.waitForURL(/\/(dashboard|auth\/login)/);
      await page.goto(`${url}/`);
      await page.waitForURL(/\/(dashboard|auth\/login)/);
    },
  },
];

registerSpec(tests);
