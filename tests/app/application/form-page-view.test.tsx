// @vitest-environment happy-dom
// A form page from its definition (start/contact): what the profile already holds is shown, not
// asked (the phone through the named `phone` formatter); what it lacks is asked (decision 270); a
// failed save keeps every answer on screen, says why, and Try again sends the same answers with the
// same idempotency key; the status read again while the page is open (the lender moving meanwhile)
// undoes no answer.
import Form from '@rjsf/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApplication, baseProfile, renderPage, stubLender, type Lender } from './page-harness';

afterEach(() => vi.unstubAllGlobals());

const application = baseApplication({ term: 10, rate: 9.25, amount: 60000 });
const status = { checklistStatus: 'COLLECT_ADDITIONAL_INFO', uwDecision: 'SELECT' };

describe('start/contact', () => {
  it('shows the name, the phone (formatted) and e-mail the profile holds, and asks neither again', async () => {
    stubLender({ application, status, profile: baseProfile() });
    renderPage('start/contact');
    const rows = await screen.findByTestId('page-display');
    expect(rows).toHaveTextContent('NameAlex Morgan');
    expect(rows).toHaveTextContent('Mobile phone(512) 555-0142');
    expect(rows).toHaveTextContent('Emailalex@example.com');
    expect(rows).toHaveTextContent('Social Security number****6789');
    await screen.findByRole('radio', { name: 'Only in my name' });
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Mobile phone/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Social Security number/ })).toBeNull();
    expect(screen.queryByText(/We also need a way to reach you/)).toBeNull();
  });

  it('asks only the phone when the profile has an e-mail but no phone', async () => {
    stubLender({ application, status, profile: baseProfile({ phoneNumbers: [] }) });
    renderPage('start/contact');
    expect(await screen.findByRole('textbox', { name: /^Mobile phone/ })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: /^Email/ })).toBeNull();
    expect(screen.getByTestId('page-display')).toHaveTextContent('Emailalex@example.com');
    expect(screen.getByText(/We also need a way to reach you/)).toBeVisible();
  });

  it('asks the e-mail and phone the profile lacks; a failed save keeps the answers and says why, Try again sends the same with the same key', async () => {
    const lender: Lender = {
      application,
      status,
      profile: baseProfile({ email: undefined, phoneNumbers: [] }),
      writes: { 'additional-info': { status: 503, body: { errors: ['The lender is not answering. Please try again.'] } } },
    };
    const writes = stubLender(lender);
    renderPage('start/contact');
    const email = await screen.findByRole('textbox', { name: /^Email/ });
    const phone = screen.getByRole('textbox', { name: /^Mobile phone/ });
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Please enter your email')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter your mobile phone').length).toBeGreaterThan(0);
    expect(writes).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Only in my name' }));
    await userEvent.type(email, 'alex.reach@example.com');
    await userEvent.type(phone, '5125550177');
    await userEvent.click(screen.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The lender is not answering. Please try again.')).toBeVisible();
    expect(email).toHaveValue('alex.reach@example.com');
    expect(phone).toHaveValue('(512) 555-0177');
    expect(screen.getByRole('radio', { name: 'Only in my name' })).toBeChecked();
    const body = { ownership: 'SOLE', email: 'alex.reach@example.com', phoneNumber: '(512) 555-0177', consents: [{ type: 'HARD_CREDIT' }] };
    expect(writes.map((w) => w.body)).toEqual([body]);

    lender.writes = {};
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]!.body).toEqual(body);
    expect(writes[1]!.key).toBe(writes[0]!.key);
    await vi.waitFor(() => expect(screen.queryByText('The lender is not answering. Please try again.')).toBeNull());
  });

  it('keeps every answer while the status is read again and changes between and right after the answers (live validation on); Continue sends them all', async () => {
    let reads = 0;
    const lender = {
      application,
      profile: baseProfile({ email: undefined, phoneNumbers: [] }),
      writes: { 'additional-info': { status: 503, body: { errors: ['The lender is not answering. Please try again.'] } } },
    } as unknown as Lender;
    // Every read of the status is a new status (as when QA or the lender changes it), so every refetch re-renders the page.
    Object.defineProperty(lender, 'status', { get: () => ({ ...status, read: (reads += 1) }) });
    const writes = stubLender(lender);
    // RoutedPage reads the status every 5 s; here every 20 ms, so refreshes land between and right after the answers.
    renderPage('start/contact', { statusRefreshMs: 20 });
    const email = await screen.findByRole('textbox', { name: /^Email/ }, { timeout: 10_000 });
    const phone = screen.getByRole('textbox', { name: /^Mobile phone/ });
    const consent = () => screen.getByRole('checkbox', { name: /I authorize the lender to obtain my full credit report/ });
    const user = userEvent.setup();
    /** Lets at least two status reads (and their re-renders) happen. */
    const refreshed = async () => {
      const seen = reads;
      await vi.waitFor(() => expect(reads).toBeGreaterThan(seen + 1), { timeout: 5_000 });
    };
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Please enter your email')).length).toBeGreaterThan(0);
    await refreshed();

    await user.click(screen.getByRole('radio', { name: 'Only in my name' }));
    await refreshed();
    await user.type(email, 'alex.reach@example.com');
    await refreshed();
    await user.type(phone, '5125550177');
    await refreshed();
    await user.click(consent());
    await refreshed();
    expect(screen.getByRole('radio', { name: 'Only in my name' })).toBeChecked();
    expect(email).toHaveValue('alex.reach@example.com');
    expect(phone).toHaveValue('(512) 555-0177');
    expect(consent()).toBeChecked();
    expect(within(screen.getByRole('main')).queryByText('We need your permission to check your credit')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]!.body).toEqual({ ownership: 'SOLE', email: 'alex.reach@example.com', phoneNumber: '(512) 555-0177', consents: [{ type: 'HARD_CREDIT' }] });
    await refreshed();
    expect(consent()).toBeChecked();
    expect(email).toHaveValue('alex.reach@example.com');
  });

  it('draws the form once per key typed, though the page around it re-renders with each answer (decision 692)', async () => {
    stubLender({ application, status, profile: baseProfile({ email: undefined, phoneNumbers: [] }) });
    renderPage('start/contact');
    const email = await screen.findByRole('textbox', { name: /^Email/ }, { timeout: 10_000 });
    const user = userEvent.setup();
    // (An earlier test's draft of this page may have filled it.)
    await user.clear(email);
    const draws = vi.spyOn(Form.prototype, 'render');
    await user.keyboard('alex@');
    expect(draws.mock.calls.length).toBeLessThanOrEqual(5);
    draws.mockRestore();
    expect(email).toHaveValue('alex@');
  });
});
