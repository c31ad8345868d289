// Signing a test's page in with a session token made through the sandbox API, without loading the
// app to do it. The token lives in the origin's localStorage, which a page of that origin must be
// open to write; opening /auth/login for that was a whole cold load of the app (about 1.5-2 s of
// CPU in this harness) thrown away before the page the test is about. A blank document of the
// same origin, answered by Playwright itself and never by the sandbox, does the same in a few ms.
import type { Page } from 'playwright-core';

const BLANK = '/__e2e/blank';

/** Opens a blank page of the sandbox's origin (nothing of the app loads): localStorage and sessionStorage can be written. */
export async function openOrigin(page: Page, url: string): Promise<void> {
  const blank = `${url}${BLANK}`;
  await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html lang="en"><title>e2e</title></html>' }));
  await page.goto(blank);
  await page.unroute(blank);
}

/** The session token in the origin's localStorage, as the login page would leave it; the next goto opens the app signed in. */
export async function storeToken(page: Page, url: string, jwt: string): Promise<void> {
  await openOrigin(page, url);
  await page.evaluate((t) => localStorage.setItem('jwt', t), jwt);
}
