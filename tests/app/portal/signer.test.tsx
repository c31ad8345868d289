// @vitest-environment happy-dom
// The additional signer (seed 001 §6, §7): the navbar's Conditions link with the open count, who
// gets it (CO_DEEDER, or listed in helocSigners under v1), which calls are made only then, the
// flag that switches the list, polling every 60 s and on focus, the broker modes; and the
// /heloc-signer/conditions page: the sorted, filtered list, its empty, switched-off, loading and
// failure states with Try again.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { focusManager } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../src/api/session';
import SignerConditionsPage from '../../../src/app/pages/signer-conditions-page';
import { AccountNavItems } from '../../../src/app/portal/account-nav';
import { renderPortal } from './harness';

const APP_UUID = '6c1e7a0e-0000-4000-8000-000000000001';
const OTHER_APP = '6c1e7a0e-0000-4000-8000-000000000002';
const ME = '0b6f2a52-6a4e-4b1e-9c2a-1d4f0000aaaa';
const IDENTITY = '/identity/secure/api/v1_1/identity';
const CO_DEED = '/co-deed/status';
const FEATURES = '/service-optimize/secure/api/v1/features';
const CONDITIONS = '/conditions/external-applicants';

type Route = { status?: number; body: unknown };

/** Stubs fetch by path fragment (first match); records every URL. Routes may change between calls. */
function stub(routes: Record<string, Route>): string[] {
  const calls: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    const hit = Object.entries(routes).find(([k]) => url.includes(k))?.[1];
    return new Response(JSON.stringify(hit?.body ?? { message: 'nope' }), { status: hit?.status ?? (hit ? 200 : 404), headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

const identity = (over: Record<string, unknown> = {}): Route => ({ body: { uuid: ME, profileType: 'CO_DEEDER', isBroker: false, ...over } });
const flags = (conditionsOn: boolean, broker = false): Route => ({
  body: [
    { key: 'additional-signer-conditions', enabled: conditionsOn, variables: {} },
    { key: 'fe-heloc-broker', enabled: broker, variables: {} },
  ],
});
const cond = (uuid: string, categoryEnum: string, created: string, status = 'OPEN', notes = `About ${uuid}`) => ({ uuid, categoryEnum, created, status, notes, applicationUuid: APP_UUID });
// In the service's order: not sorted, one unknown category, a tie (b1, b2).
const LIST = [
  cond('b1', 'PROPERTY_LEGAL_DESCRIPTION', '2026-03-02T15:00:00Z', 'SUBMITTED', 'Send the deed that shows how you hold title.'),
  cond('a', 'IDENTITY_DOCUMENT_FRAUD_REVIEW', '2026-03-01T15:00:00Z', 'OPEN', "Upload your driver's license."),
  cond('x', 'UNDERWRITING_INTERNAL', '2026-02-01T15:00:00Z', 'OPEN', 'Internal review'),
  cond('b2', 'MISSING_PHONE_NUMBER', '2026-03-02T15:00:00Z', 'OPEN', 'Confirm your mobile phone number.'),
  cond('c', 'FALSE_OWNERSHIP_TYPE_REVIEW', '2026-03-05T15:00:00Z', 'CLEARED', 'Tell us whether you live at the property.'),
];
const signerRoutes = (over: Record<string, Route> = {}): Record<string, Route> => ({
  [IDENTITY]: identity(),
  [CO_DEED]: { body: { applicationUuid: APP_UUID, loanNumber: '4821937750', coDeedStatus: 'PENDING', signerVersion: 'v1' } },
  [FEATURES]: flags(true),
  [CONDITIONS]: { body: LIST },
  '/service-notifications': { body: [] },
  ...over,
});

function renderNav(path = '/dashboard', toggles: Record<string, string> = {}) {
  return renderPortal(
    <nav aria-label="Account">
      <ul>
        <AccountNavItems leave={vi.fn()} />
      </ul>
    </nav>,
    path,
    'HOMELINE',
    toggles,
  );
}

const count = (calls: string[], part: string) => calls.filter((u) => u.includes(part)).length;

beforeEach(() => session.setToken('header.payload.sig'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  session.clear();
  focusManager.setFocused(undefined);
});

describe('navbar: the Conditions link', () => {
  it('shows a CO_DEEDER the link with the open count of known categories, and no Dashboard link', async () => {
    const calls = stub(signerRoutes());
    renderNav();
    const link = await screen.findByRole('link', { name: 'Conditions 2 open' });
    expect(link).toHaveAttribute('href', '/heloc-signer/conditions');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    // The list is the co-deed status's application's.
    expect(calls.find((u) => u.includes(CONDITIONS))).toContain(`/applications/${APP_UUID}/conditions/external-applicants`);
  });

  it('also lists it in the account menu (the phone place of the inline links)', async () => {
    stub(signerRoutes());
    renderNav();
    await screen.findByRole('link', { name: 'Conditions 2 open' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'My account' }));
    const menu = screen.getByRole('button', { name: 'My account' }).nextElementSibling as HTMLElement;
    // Phone-only CSS hides it at this (desktop) width; e2e checks it at 390 px.
    expect(within(menu).getByRole('link', { name: 'Conditions 2 open', hidden: true })).toHaveAttribute('href', '/heloc-signer/conditions');
  });

  it('with the flag off: the link without a count, and the list is never fetched', async () => {
    const calls = stub(signerRoutes({ [FEATURES]: flags(false) }));
    renderNav();
    await waitFor(() => expect(count(calls, FEATURES)).toBe(1));
    const link = await screen.findByRole('link', { name: 'Conditions' });
    expect(link).toHaveAttribute('href', '/heloc-signer/conditions');
    expect(count(calls, CO_DEED)).toBe(1);
    expect(count(calls, CONDITIONS)).toBe(0);
  });

  it('a borrower gets no link, and neither co-deed status, flags nor conditions are fetched', async () => {
    const calls = stub(signerRoutes({ [IDENTITY]: identity({ profileType: 'PRIMARY' }) }));
    renderNav();
    await screen.findByRole('link', { name: 'Dashboard' });
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('link', { name: /^Conditions/ })).toBeNull();
    expect([count(calls, CO_DEED), count(calls, FEATURES), count(calls, CONDITIONS)]).toEqual([0, 0, 0]);
  });

  it('a borrower listed in the application’s helocSigners under v1 gets the link to that application’s conditions', async () => {
    const application = { uuid: APP_UUID, loanNumber: '1', helocSigners: [{ identityUuid: ME }], additionalSignerVersion: 'v1' };
    const calls = stub(
      signerRoutes({
        [IDENTITY]: identity({ profileType: 'PRIMARY' }),
        [`/application/heloc/${APP_UUID}`]: { body: application },
        // The co-deed status names another application: the one in context wins.
        [CO_DEED]: { body: { applicationUuid: OTHER_APP, coDeedStatus: 'PENDING' } },
      }),
    );
    renderNav(`/account/heloc/${APP_UUID}/identity`);
    const link = await screen.findByRole('link', { name: 'Conditions 2 open' });
    expect(link).toHaveAttribute('href', `/heloc-signer/conditions?applicationUuid=${APP_UUID}`);
    expect(count(calls, CO_DEED)).toBe(1);
    expect(calls.filter((u) => u.includes(CONDITIONS)).every((u) => u.includes(APP_UUID))).toBe(true);
  });

  it('listed under another signer version: no link and no co-deed status', async () => {
    const application = { uuid: APP_UUID, loanNumber: '1', helocSigners: [{ identityUuid: ME }], additionalSignerVersion: 'v2' };
    const calls = stub(signerRoutes({ [IDENTITY]: identity({ profileType: 'PRIMARY' }), [`/application/heloc/${APP_UUID}`]: { body: application } }));
    renderNav(`/account/heloc/${APP_UUID}/identity`);
    await screen.findByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(count(calls, `/application/heloc/${APP_UUID}`)).toBe(1));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByRole('link', { name: /^Conditions/ })).toBeNull();
    expect(count(calls, CO_DEED)).toBe(0);
  });

  it('polls the list every 60 s and on window focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const routes = signerRoutes();
    const calls = stub(routes);
    renderNav();
    await screen.findByRole('link', { name: 'Conditions 2 open' });
    expect(count(calls, CONDITIONS)).toBe(1);
    // A new open condition arrives; the next poll shows it.
    routes[CONDITIONS] = { body: [...LIST, cond('d', 'HELOC_MANUAL_PAYSTUB_UPLOAD', '2026-03-06T15:00:00Z')] };
    await act(async () => vi.advanceTimersByTimeAsync(60_000));
    await screen.findByRole('link', { name: 'Conditions 3 open' });
    expect(count(calls, CONDITIONS)).toBe(2);
    // Back to the window after a while: read again at once.
    await act(async () => vi.advanceTimersByTimeAsync(10_000));
    routes[CONDITIONS] = { body: [] };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await screen.findByRole('link', { name: 'Conditions 0 open' });
    expect(count(calls, CONDITIONS)).toBe(3);
  });

  it('a CO_DEEDER broker keeps the Dashboard link (legacy mode: the user record)', async () => {
    stub(signerRoutes({ [IDENTITY]: identity({ isBroker: true }) }));
    renderNav();
    await screen.findByRole('link', { name: 'Conditions 2 open' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('optimizely mode: the fe-heloc-broker flag decides, not the user record', async () => {
    stub(signerRoutes({ [IDENTITY]: identity({ isBroker: true }), [FEATURES]: flags(true, false) }));
    renderNav('/dashboard', { brokerMode: 'optimizely' });
    await screen.findByRole('link', { name: 'Conditions 2 open' });
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('broker mode: every signer is a broker', async () => {
    stub(signerRoutes());
    renderNav('/dashboard', { brokerMode: 'broker' });
    await screen.findByRole('link', { name: 'Conditions 2 open' });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });
});

const region = () => screen.getByRole('region', { name: 'Your conditions' });
/** The conditions' list items, once the list shows. */
async function listItems(): Promise<HTMLElement[]> {
  const list = await waitFor(() => within(region()).getByRole('list'));
  return within(list).getAllByRole('listitem');
}

function renderPage(routes: Record<string, Route>, path = '/heloc-signer/conditions') {
  const calls = stub(routes);
  renderPortal(<SignerConditionsPage />, path);
  return calls;
}

describe('/heloc-signer/conditions', () => {
  it('lists known categories oldest first (ties in service order) with description, date and status', async () => {
    renderPage(signerRoutes());
    const items = await listItems();
    expect(items.map((li) => within(li).getByRole('heading', { level: 3 }).textContent)).toEqual(['ID document review', 'Property legal description', 'Phone number', 'Ownership type review']);
    expect(screen.queryByText('Internal review')).toBeNull();
    const first = items[0]!;
    expect(first).toHaveTextContent("Upload your driver's license.");
    expect(within(first).getByText('Mar 1, 2026').tagName).toBe('TIME');
    expect(within(first).getByText('Mar 1, 2026')).toHaveAttribute('datetime', '2026-03-01T15:00:00Z');
    expect(first).toHaveTextContent('Needs your action');
    expect(items[1]).toHaveTextContent('Submitted, in review');
    expect(items[3]).toHaveTextContent('Done');
    expect(screen.getByTestId('signer-loan-number')).toHaveTextContent('4821937750');
    expect(screen.getByTestId('co-deed-status')).toHaveTextContent('In progress');
    expect(screen.getByRole('heading', { level: 1, name: 'Conditions' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your conditions' })).toBeInTheDocument();
  });

  it('says so while loading, and when there is nothing to do', async () => {
    renderPage(signerRoutes({ [CONDITIONS]: { body: [cond('x', 'SECRET', '2026-03-01T15:00:00Z')] } }));
    expect(screen.getByText('Loading your conditions…')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('You have nothing to take care of right now. Anything the lender needs from you will be listed here.')).toBeVisible();
    expect(within(region()).queryByRole('list')).toBeNull();
  });

  it('with the flag off says the list is not available, and does not fetch it', async () => {
    const calls = renderPage(signerRoutes({ [FEATURES]: flags(false) }));
    expect(await screen.findByText(/The conditions list is not available right now/)).toBeVisible();
    expect(count(calls, CONDITIONS)).toBe(0);
  });

  it('a failed list shows the reason and Try again, which loads it', async () => {
    const routes = signerRoutes({ [CONDITIONS]: { status: 503, body: { errors: ['Simulated conditions failure'], message: 'Simulated conditions failure' } } });
    renderPage(routes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your conditions: Simulated conditions failure');
    routes[CONDITIONS] = { body: LIST };
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await listItems()).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a malformed answer is a failure too', async () => {
    renderPage(signerRoutes({ [CONDITIONS]: { body: { conditions: LIST } } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Conditions data does not match the expected format');
  });

  it('a co-deed status 400 is shown at once (not retried), with Try again', async () => {
    const routes = signerRoutes({ [CO_DEED]: { status: 400, body: { errors: ['No co-deed request found for this identity'], message: 'No co-deed request found for this identity' } } });
    const calls = renderPage(routes);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find the application you are signing for: No co-deed request found for this identity');
    expect(count(calls, CO_DEED)).toBe(1);
    expect(count(calls, CONDITIONS)).toBe(0);
    routes[CO_DEED] = { body: { applicationUuid: APP_UUID, loanNumber: '4821937750', coDeedStatus: 'COMPLETE' } };
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('co-deed-status')).toHaveTextContent('Complete');
  });

  it('a failed flags read shows Try again', async () => {
    const routes = signerRoutes({ [FEATURES]: { status: 500, body: { message: 'flags down' } } });
    renderPage(routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not check whether the conditions list is available: flags down');
    routes[FEATURES] = flags(true);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await listItems()).toHaveLength(4);
  });

  it('tells a user who is not an additional signer, and fetches nothing for signers', async () => {
    const calls = renderPage(signerRoutes({ [IDENTITY]: identity({ profileType: 'PRIMARY' }) }));
    expect(await screen.findByText(/Your account is not listed as a signer on an application/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect([count(calls, CO_DEED), count(calls, CONDITIONS)]).toEqual([0, 0]);
  });

  it('a v1-listed borrower reads the conditions of the application the link names', async () => {
    const application = { uuid: APP_UUID, loanNumber: '1', helocSigners: [{ identityUuid: ME }], additionalSignerVersion: 'v1' };
    const calls = renderPage(
      signerRoutes({ [IDENTITY]: identity({ profileType: 'PRIMARY' }), [`/application/heloc/${APP_UUID}`]: { body: application } }),
      `/heloc-signer/conditions?applicationUuid=${APP_UUID}`,
    );
    expect(await listItems()).toHaveLength(4);
    expect(calls.some((u) => u.includes(`/applications/${APP_UUID}/conditions`))).toBe(true);
  });
});
