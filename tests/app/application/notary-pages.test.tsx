// @vitest-environment happy-dom
// The notary, insurance and complete pages from their definitions (part 2, issue 21): the intro
// offers 'Talk to eNotary' or 'Schedule Notary Session' by status.manualNotary, says when an
// attorney reviews and when the notary is ready; the session asks for the recording consent and
// everyone on title before it sends; insurance/upload says why a policy was refused and shows the
// brand's mortgagee clause; complete shows the rescission deadline on a primary residence only.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { baseApplication, baseProfile, renderPage, stubLender } from './page-harness';

afterEach(() => vi.unstubAllGlobals());

const application = (over: Record<string, unknown> = {}) => baseApplication({ term: 10, rate: 8.25, amount: 90000, rateType: 'FIXED', ...over });
const status = (checklistStatus: string, over: Record<string, unknown> = {}) => ({ checklistStatus, uwDecision: 'FINAL', disclosures: { notaryReady: false }, ...over });

describe('notary/intro', () => {
  it('online: what to have ready, Talk to eNotary now (sends the request) or book a time; no manual scheduling', async () => {
    const writes = stubLender({ application: application(), status: status('GEN_NOTARY_DISCLOSURE'), profile: baseProfile() });
    renderPage('notary/intro');
    expect(await screen.findByText(/One last signature: a commissioned notary meets you on a video call/, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByText(/an unexpired driver's license, passport or state ID/)).toBeVisible();
    expect(screen.getByText('Everyone on title must join the session, each with their own photo ID.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Book a time instead' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Schedule Notary Session' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Join session' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Talk to eNotary now' }));
    await vi.waitFor(() => expect(writes.length).toBeGreaterThan(0));
    expect(writes[0]).toMatchObject({ method: 'POST', body: { startNow: true } });
    expect(writes[0]!.url).toContain('/notary/enotary');
    expect(writes[0]!.key).toBeTruthy();
  });

  it('a manual notary: Schedule Notary Session, no eNotary', async () => {
    stubLender({ application: application({ status: { condition: 'GOOD', manualNotary: true } }), status: status('GEN_NOTARY_DISCLOSURE'), profile: baseProfile() });
    renderPage('notary/intro');
    expect(await screen.findByRole('button', { name: 'Schedule Notary Session' })).toBeVisible();
    expect(screen.getByText(/a notary schedules the session with you/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Talk to eNotary now' })).toBeNull();
  });

  it('says an attorney reviews (with Check my status), and offers Join session once the notary is ready', async () => {
    stubLender({ application: application(), status: status('ATTORNEY_REVIEW'), profile: baseProfile() });
    const first = renderPage('notary/intro');
    expect(await screen.findByText(/A closing attorney licensed in TX is reviewing your documents/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Check my status' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Talk to eNotary now' })).toBeNull();
    first.unmount();
    stubLender({ application: application({ requestedManualNotaryTime: '2026-11-02T15:00:00.000Z' }), status: status('DEED_SIGNING', { disclosures: { notaryReady: true } }), profile: baseProfile() });
    renderPage('notary/intro');
    expect(await screen.findByText('Your notary is ready. Join the session now.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join session' })).toBeVisible();
    expect(screen.getByTestId('page-display')).toHaveTextContent(/Your session.*Nov 2, 2026/);
  });
});

describe('notary/session', () => {
  it('asks everyone on title and the recording consent before it sends them', async () => {
    const writes = stubLender({ application: application(), status: status('DEED_SIGNING', { disclosures: { notaryReady: true } }), profile: baseProfile() });
    renderPage('notary/session');
    const join = await screen.findByRole('button', { name: 'Join session' });
    await userEvent.click(join);
    expect((await screen.findAllByText('Please agree to the recording of the session')).length).toBeGreaterThan(0);
    expect(writes).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: /Everyone on title is with me/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /I agree that the session is recorded/ }));
    await userEvent.click(join);
    await vi.waitFor(() => expect(writes.length).toBeGreaterThan(0));
    // Join opens the notary's room (the NOTARY_SESSION vendor, decision 520), which returns here.
    expect(writes[0]!.url).toContain('/vendor-sessions');
    expect(writes[0]!.body).toEqual({ vendor: 'NOTARY_SESSION', returnTo: 'notary/session' });
    expect(writes[0]!.key).toBeTruthy();
  });

  it('back from the room with the session under way: says the notary is finishing, no form, and follows the lender', async () => {
    window.history.replaceState(null, '', `/account/heloc/x/notary/session?session=${'1'.repeat(8)}`);
    try {
      stubLender({ application: application(), status: status('WAITING_FOR_NOTARY_SESSION', { disclosures: { notaryReady: true } }), profile: baseProfile() });
      renderPage('notary/session');
      expect(await screen.findByText(/Your notary is finishing your session/, {}, { timeout: 8000 })).toBeVisible();
      expect(screen.getByTestId('wait-message')).toBeVisible();
      expect(screen.queryByRole('button', { name: 'Join session' })).toBeNull();
      expect(screen.queryByText(/Your notary session is not open yet/)).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('back from the room after leaving it: says so and offers Join again', async () => {
    window.history.replaceState(null, '', `/account/heloc/x/notary/session?session=${'1'.repeat(8)}`);
    try {
      stubLender({ application: application({ closing: { notarySession: { outcome: 'CANCELLED' } } }), status: status('DEED_SIGNING', { disclosures: { notaryReady: true } }), profile: baseProfile() });
      renderPage('notary/session');
      expect(await screen.findByText(/You left the notary session before it ended/, {}, { timeout: 8000 })).toBeVisible();
      expect(await screen.findByRole('button', { name: 'Join session' })).toBeVisible();
      expect(screen.queryByTestId('wait-message')).toBeNull();
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('before the notary is ready: says so and sends nothing', async () => {
    stubLender({ application: application(), status: status('NOTARY_WAITING_PERIOD'), profile: baseProfile() });
    renderPage('notary/session');
    expect(await screen.findByText(/Your notary session is not open yet/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Join session' })).toBeNull();
  });
});

describe('insurance/upload', () => {
  it('shows the brand\'s mortgagee clause, and why the last policy was refused', async () => {
    stubLender({ application: application({ insurance: { complete: false, review: { outcome: 'REFUSED', reason: 'MISSING_MORTGAGEE' } } }), status: status('INSURANCE_REQUIRED'), profile: baseProfile() });
    renderPage('insurance/upload');
    expect(await screen.findByText(/Upload its declarations page/, {}, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/it does not name .+ as mortgagee/);
    expect(screen.getByTestId('page-display')).toHaveTextContent('Loan number4821937750');
    expect(screen.getByTestId('page-display')).toHaveTextContent(/Mortgagee\s*\S+/);
    expect(await screen.findByRole('button', { name: 'Send my declarations page' }, { timeout: 8000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Have my agent send it' })).toBeVisible();
  });
});

describe('complete', () => {
  it('a primary residence in its rescission period: the last day to cancel and how', async () => {
    stubLender({
      application: application({ closing: { rescission: { applies: true, startsOn: '2026-11-01', endsOn: '2026-11-04', fundsOn: '2026-11-05' }, funding: { amount: 90000, payoffAmount: 0, cashToAccount: 90000, accountLastFour: '6789' } } }),
      status: status('RESCISSION'),
      profile: baseProfile(),
    });
    renderPage('complete');
    expect(await screen.findByText(/federal law gives you three business days to cancel/)).toBeVisible();
    const rows = screen.getByTestId('page-display');
    expect(rows).toHaveTextContent('You may cancel until midnight of11/04/2026');
    expect(rows).toHaveTextContent('Funds are sent from11/05/2026');
    expect(rows).toHaveTextContent('Line amount$90,000.00');
    expect(rows).toHaveTextContent(/Account\*+6789/);
    expect(screen.getByRole('button', { name: 'How to cancel' })).toBeVisible();
  });

  it('an investment property: no rescission period', async () => {
    stubLender({ application: application({ closing: { rescission: { applies: false, startsOn: '2026-11-01' } } }), status: status('FUNDABLE'), profile: baseProfile() });
    renderPage('complete');
    expect(await screen.findByText(/there is no waiting period to cancel/)).toBeVisible();
    expect(screen.getByText('Your line is approved for funding. We are sending the money now.')).toBeVisible();
    expect(screen.getByTestId('page-display')).not.toHaveTextContent('You may cancel');
    expect(screen.queryByRole('button', { name: 'How to cancel' })).toBeNull();
  });
});
