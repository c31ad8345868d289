import type { Page } from 'playwright-core';

/**
 * Signs the page's documents in by the session token, as a signed-in tab holds it (local storage
 * `jwt`), unless one is there already. The script runs in every document the page opens; where
 * the browser refuses storage (a sandboxed frame, an opaque document) there is nobody to sign in,
 * and reading `localStorage` there throws, which was an uncaught page error (file-upload, flaky).
 */
export async function signInWithToken(page: Page, jwt: string): Promise<void> {
  await page.addInitScript(`try { if (!localStorage.getItem('jwt')) localStorage.setItem('jwt', ${JSON.stringify(jwt)}); } catch {}`);
}
