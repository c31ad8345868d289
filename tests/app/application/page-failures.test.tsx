// @vitest-environment happy-dom
// What a failed Continue says on an application page (issue 25 'Failures that say what
// happened'), one mechanism for every page: no answer says the connection dropped (or that the
// browser is offline) and that the answers are kept, and the page tries again by itself once the
// browser is back online; a server error keeps the lender's words and adds what to do; a refusal
// puts the lender's message on the field it was filled from (start/contact's e-mail).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApplication, baseProfile, renderPage, stubLender, type Lender } from './page-harness';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  // A failed page keeps its draft (decision 410): the next test starts without it.
  sessionStorage.clear();
});

const application = baseApplication({ term: 10, rate: 9.25, amount: 60000 });
const status = { checklistStatus: 'COLLECT_ADDITIONAL_INFO', uwDecision: 'SELECT' };

async function fillContact(): Promise<void> {
  const email = await screen.findByRole('textbox', { name: /^Email/ }, { timeout: 10_000 });
  await userEvent.click(screen.getByRole('radio', { name: 'Only in my name' }));
  await userEvent.type(email, 'alex.reach@example.com');
  await userEvent.type(screen.getByRole('textbox', { name: /^Mobile phone/ }), '5125550177');
  await userEvent.click(screen.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('a failed Continue on an application page', () => {
  it('a dropped connection says so and that the answers are kept; back online, the page sends them again by itself', async () => {
    const lender: Lender = { application, status, profile: baseProfile({ email: undefined, phoneNumbers: [] }), writes: { 'additional-info': { status: 0, body: null, network: true } } };
    const writes = stubLender(lender);
    renderPage('start/contact');
    await fillContact();
    expect(await screen.findByText('The connection dropped before we heard back, so nothing was sent or it did not finish.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByTestId('page-error-next')).toHaveTextContent("Your answers are kept on this page. Try again, or wait: we try again by ourselves as soon as you're back online.");
    expect(screen.queryByText('Something unexpected happened')).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('alex.reach@example.com');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(writes).toHaveLength(1);

    lender.writes = {};
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.body).toEqual(writes[0]!.body);
    expect(writes[1]!.key).toBe(writes[0]!.key);
    await vi.waitFor(() => expect(screen.queryByText(/The connection dropped/)).toBeNull());
  });

  it('offline: says the browser is offline', async () => {
    stubLender({ application, status, profile: baseProfile({ email: undefined, phoneNumbers: [] }), writes: { 'additional-info': { status: 0, body: null, network: true } } });
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage('start/contact');
    await fillContact();
    expect(await screen.findByText("You're offline, so this could not be sent.", {}, { timeout: 5000 })).toBeVisible();
  });

  it("a server error keeps the lender's words and adds what the applicant can do", async () => {
    stubLender({ application, status, profile: baseProfile({ email: undefined, phoneNumbers: [] }), writes: { 'additional-info': { status: 500, body: { message: 'Something unexpected happened' } } } });
    renderPage('start/contact');
    await fillContact();
    expect(await screen.findByText('Something unexpected happened', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByTestId('page-error-next')).toHaveTextContent('Your answers are kept on this page. Try again in a moment; if it keeps happening, contact support.');
  });

  it("a refusal puts the lender's message on the field the body took it from, until that field changes", async () => {
    stubLender({
      application,
      status,
      profile: baseProfile({ email: undefined, phoneNumbers: [] }),
      writes: { 'additional-info': { status: 400, body: { message: 'Bad request', fieldErrors: [{ path: 'email', message: 'This e-mail cannot receive mail' }] } } },
    });
    renderPage('start/contact');
    await fillContact();
    expect((await screen.findAllByText('This e-mail cannot receive mail', {}, { timeout: 5000 })).length).toBeGreaterThan(0);
    expect(screen.getByTestId('page-error-next')).toHaveTextContent('Correct the answers marked below, then continue.');
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveAccessibleDescription(/This e-mail cannot receive mail/);
    await userEvent.type(screen.getByRole('textbox', { name: /^Email/ }), 'x');
    await vi.waitFor(() => expect(screen.getByRole('textbox', { name: /^Email/ })).not.toHaveAccessibleDescription(/This e-mail cannot receive mail/));
  });
});
