// The sandbox notary's room (the NOTARY_SESSION vendor, decision 520) as an applicant goes through
// it after notary/session's Join: the room, the ID check, the deed signed with a typed name, then
// Finish with the sandbox ending, or Leave. Ends when the browser is back on notary/session.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { expect } from './expect';

export interface RoomOptions {
  /** How the session ends: the notary seals the deed (default), ends it, or the applicant leaves. */
  ending?: 'success' | 'failure' | 'leave';
  /** axe on each step of the room. */
  axe?: boolean;
  /** Called on each step (a screenshot). */
  shot?: (step: string) => Promise<unknown>;
}

export async function throughNotaryRoom(page: Page, uuid: string, o: RoomOptions = {}): Promise<void> {
  const h1 = (name: string) => expect(page.getByRole('heading', { name, level: 1 }));
  await page.waitForURL(/\/__vendor\/notary-session\/[0-9a-f-]+$/, { timeout: 15_000 });
  await h1('Your notary session').toBeVisible();
  await expect(page.getByText(/commissioned in Virginia/)).toBeVisible();
  if (o.axe) await expectNoAxeViolations(page, 'notary room');
  await o.shot?.('room');
  const back = new RegExp(`/account/heloc/${uuid}/notary/session\\?session=`);
  if (o.ending === 'leave') {
    await page.getByRole('button', { name: /^Leave the session and return to/ }).click();
    await page.waitForURL(back, { timeout: 15_000 });
    return;
  }
  await page.getByRole('link', { name: 'Start the ID check' }).click();
  await h1('Check your ID').toBeVisible();
  if (o.axe) await expectNoAxeViolations(page, 'notary room, the ID check');
  await o.shot?.('id');
  await page.getByRole('link', { name: 'My ID is checked: continue' }).click();
  await h1('Sign your deed of trust').toBeVisible();
  if (o.axe) {
    // Finish without a signature: the browser asks for it (required); the server's message is tested in Vitest.
    await expectNoAxeViolations(page, 'notary room, the deed');
  }
  await page.getByLabel('Type your full name to sign').fill('Alex Morgan');
  await page.getByRole('radio', { name: o.ending === 'failure' ? /The notary ends the session/ : /The notary seals the deed/ }).check();
  await o.shot?.('sign');
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page.waitForURL(back, { timeout: 15_000 });
}
