// @vitest-environment happy-dom
// The signed-in navbar: which entries show (role, broker, brand toggles, main brand), the CEO
// feedback modal (seed 001 §5 messages, boolean consent, error banner and retry, toast), and
// logout with the survey-on-leave (listed routes only, once per session, then 750 ms).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../src/api/session';
import { AccountNavItems } from '../../../src/app/portal/account-nav';
import { Toasts } from '../../../src/app/portal/toasts';
import { toasts } from '../../../src/app/portal/toast-store';
import { SURVEY_SHOWN_KEY } from '../../../src/app/portal/use-logout';
import { renderPortal } from './harness';

const UUID = '6c1e7a0e-0000-4000-8000-000000000001';
const IDENTITY = '/identity/secure/api/v1_1/identity';
const FEEDBACK = '/service-profile/api/v1/feedback/ceo';
const LOGOUT = '/identity-broker/customer/secure/api/v3/logout';

interface Call {
  url: string;
  body: unknown;
}
type Route = { status?: number; body: unknown } | ((call: Call) => { status?: number; body: unknown });

/** Stubs fetch by path fragment and records every call with its JSON body. */
function stub(routes: Record<string, Route>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const call = { url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    const route = Object.entries(routes).find(([k]) => url.includes(k))?.[1];
    const hit = typeof route === 'function' ? route(call) : route;
    return new Response(JSON.stringify(hit?.body ?? { message: 'nope' }), { status: hit?.status ?? (hit ? 200 : 404), headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

const identity = (over: Record<string, unknown> = {}) => ({ [IDENTITY]: { body: { uuid: 'i1', profileType: 'PRIMARY', isBroker: false, ...over } } });
const base = { '/service-notifications': { body: [] }, '/ft/external/session': { body: { sessionKey: { uuid: 's1', epoch: 1, trackerUuid: 't1' } } }, '/ft/external/event': { body: { duplicate: false } } };

function renderNav(path = `/account/heloc/${UUID}/identity`, org = 'HOMELINE', leave = vi.fn()) {
  // The toasts region comes from PortalProviders on a real page (or AccountNav's own on registration pages).
  renderPortal(
    <>
      <nav aria-label="Account">
        <ul>
          <AccountNavItems leave={leave} />
        </ul>
      </nav>
      <Toasts />
    </>,
    path,
    org,
  );
  return leave;
}

const menuButton = () => screen.getByRole('button', { name: 'My account' });
async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(menuButton());
  return screen.getByRole('button', { name: 'My account' }).nextElementSibling as HTMLElement;
}

beforeEach(() => {
  session.setToken('header.payload.sig');
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  session.clear();
  toasts.snapshot().forEach((toast) => toasts.dismiss(toast.id));
});

describe('navbar entries', () => {
  it.each([
    ['a borrower', { profileType: 'PRIMARY' }, true],
    ['an additional signer', { profileType: 'CO_DEEDER', isBroker: false }, false],
    ['an additional signer who is a broker', { profileType: 'CO_DEEDER', isBroker: true }, true],
  ])('shows the Dashboard link to %s: %s', async (_who, over, shown) => {
    stub({ ...base, ...identity(over) });
    renderNav();
    await screen.findByRole('button', { name: 'My account' });
    // The identity answers after the first render; wait until the rule has seen it.
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Dashboard' }) !== null).toBe(shown));
    if (shown) expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('lists Portfolio Manager links only when the brand enables them, feedback only under the main brand', async () => {
    stub({ ...base, ...identity() });
    renderNav(`/account/heloc/${UUID}/identity`, 'BROKERLINK');
    const user = userEvent.setup();
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'Portfolio Manager' })).toHaveAttribute('href', '/portfolio');
    expect(within(menu).getByRole('link', { name: 'Group Manager' })).toHaveAttribute('href', '/group-manager');
    expect(within(menu).queryByRole('button', { name: 'Share feedback' })).toBeNull();
    expect(within(menu).getByRole('button', { name: 'Log out' })).toBeVisible();
  });

  it('under the main brand offers feedback and no Portfolio Manager links', async () => {
    stub({ ...base, ...identity() });
    renderNav();
    const user = userEvent.setup();
    const menu = await openMenu(user);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    expect(within(menu).getByRole('button', { name: 'Share feedback' })).toBeVisible();
    expect(within(menu).queryByRole('link', { name: 'Portfolio Manager' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('has the notifications menu with its unread count', async () => {
    stub({ ...base, ...identity(), '/service-notifications': { body: [{ uuid: 'n1', created: new Date().toISOString(), title: 'Offer ready', status: 'UNREAD' }] } });
    renderNav();
    const user = userEvent.setup();
    const bell = await screen.findByRole('button', { name: 'Notifications 1 unread' });
    await user.click(bell);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('Offer ready');
    await user.keyboard('{Escape}');
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('a stale token', () => {
  it('is cleared without leaving the page, and no other secure call is made', async () => {
    const calls = stub({ ...base, [IDENTITY]: { status: 401, body: { errors: ['unauthenticated'], message: 'unauthenticated' } } });
    const endSession = vi.spyOn(session, 'endSession');
    const leave = renderNav('/account/heloc/register-v2');
    await waitFor(() => expect(session.token).toBeNull());
    // endSession would send the visitor to /auth/login; the first step must stay put.
    expect(endSession).not.toHaveBeenCalled();
    endSession.mockRestore();
    expect(leave).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.includes('/service-notifications'))).toBe(false);
  });
});

describe('CEO feedback modal', () => {
  async function openFeedback(user: ReturnType<typeof userEvent.setup>) {
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Share feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share your thoughts with our CEO', hidden: true });
    await within(dialog).findByRole('button', { name: 'Send feedback', hidden: true });
    return dialog;
  }
  const errorOf = (field: string) => document.getElementById(`feedback_ceo_${field}__error`)?.textContent;

  it("shows the seed's messages, focuses the first invalid field, and sends the consent as a boolean", async () => {
    const calls = stub({ ...base, ...identity(), [FEEDBACK]: { body: { uuid: 'f1' } } });
    renderNav();
    const user = userEvent.setup();
    const dialog = await openFeedback(user);
    const send = within(dialog).getByRole('button', { name: 'Send feedback', hidden: true });
    await user.click(send);
    await waitFor(() => expect(errorOf('topic')).toBe('Please select a topic'));
    expect(errorOf('message')).toBe('Required');
    expect(errorOf('marketingConsent')).toBe('Required');
    await waitFor(() => expect(within(dialog).getByRole('radio', { name: 'Improve our product', hidden: true })).toHaveFocus());

    await user.click(within(dialog).getByRole('radio', { name: 'Give us a compliment', hidden: true }));
    const message = within(dialog).getByRole('textbox', { name: /Your message/, hidden: true });
    await user.type(message, 'Too short');
    await user.click(send);
    await waitFor(() => expect(errorOf('message')).toBe('Must be at least 10 characters'));
    expect(errorOf('topic')).toBeFalsy();
    await user.clear(message);
    await user.click(message);
    await user.paste('x'.repeat(1001));
    await waitFor(() => expect(errorOf('message')).toBe('Must be at most 1000 characters'));
    await user.clear(message);
    await user.click(message);
    await user.paste('y'.repeat(1000));
    await waitFor(() => expect(errorOf('message')).toBeFalsy());
    expect(errorOf('marketingConsent')).toBe('Required');
    await user.click(within(dialog).getByRole('radio', { name: 'No', hidden: true }));
    expect(calls.filter((c) => c.url.includes(FEEDBACK))).toHaveLength(0);
    await user.click(send);

    await waitFor(() => expect(calls.filter((c) => c.url.includes(FEEDBACK))).toHaveLength(1));
    expect(calls.find((c) => c.url.includes(FEEDBACK))?.body).toEqual({
      applicationUuid: UUID,
      message: 'y'.repeat(1000),
      topic: 'COMPLIMENT',
      marketingConsent: false,
      pathname: `/account/heloc/${UUID}/identity`,
      productType: 'HELOC',
    });
    expect(await screen.findByText('Thank you! Your feedback was sent to our CEO.')).toBeInTheDocument();
    expect(document.querySelector('dialog[open]')).toBeNull();
  });

  it('keeps the answers and shows an error banner when the send fails; a retry succeeds', async () => {
    let fail = true;
    const calls = stub({ ...base, ...identity(), [FEEDBACK]: () => (fail ? { status: 503, body: { errors: ['Simulated feedback failure'], message: 'Simulated feedback failure' } } : { body: { uuid: 'f2' } }) });
    renderNav('/dashboard');
    const user = userEvent.setup();
    const dialog = await openFeedback(user);
    await user.click(within(dialog).getByRole('radio', { name: 'Improve our product', hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { name: /Your message/, hidden: true }), 'Please add a dark mode.');
    await user.click(within(dialog).getByRole('radio', { name: 'Yes', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback', hidden: true }));
    const alert = await within(dialog).findByRole('alert', { hidden: true });
    expect(alert).toHaveTextContent('Your feedback could not be sent: Simulated feedback failure. Your answers are kept; please try again.');
    expect(within(dialog).getByRole('textbox', { name: /Your message/, hidden: true })).toHaveValue('Please add a dark mode.');
    expect(within(dialog).getByRole('radio', { name: 'Yes', hidden: true })).toBeChecked();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Send feedback', hidden: true }));
    expect(await screen.findByText('Thank you! Your feedback was sent to our CEO.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.includes(FEEDBACK));
    expect(sent).toHaveLength(2);
    // No application on /dashboard: the uuid is left out; the consent is the boolean true.
    expect(sent[1]?.body).toEqual({ message: 'Please add a dark mode.', topic: 'IMPROVE', marketingConsent: true, pathname: '/dashboard', productType: 'HELOC' });
  });
});

describe('logout and the survey-on-leave', () => {
  async function logOut(user: ReturnType<typeof userEvent.setup>) {
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('button', { name: 'Log out' }));
  }

  it('on a listed route shows the survey once, then logs out 750 ms after Skip', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const calls = stub({ ...base, ...identity(), [LOGOUT]: { body: { redirect: '/auth/login' } } });
    const leave = renderNav(`/account/heloc/${UUID}/identity`);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await logOut(user);
    const dialog = await screen.findByRole('dialog', { name: 'Before you go, what stopped you today?', hidden: true });
    expect(sessionStorage.getItem(SURVEY_SHOWN_KEY)).not.toBeNull();
    const skip = await within(dialog).findByRole('button', { name: 'Skip and log out', hidden: true });
    vi.useFakeTimers(); // from here time moves only when the test says so
    await act(async () => skip.click());
    await act(async () => void vi.advanceTimersByTime(700));
    expect(calls.some((c) => c.url.includes(LOGOUT))).toBe(false);
    expect(leave).not.toHaveBeenCalled();
    await act(async () => void vi.advanceTimersByTime(60));
    vi.useRealTimers();
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/auth/login'));
    expect(session.token).toBeNull();
    await waitFor(() => expect(calls.find((c) => c.url.includes('/ft/external/event'))?.body).toMatchObject({ event: 'heloc-leave-survey', applicationUuid: UUID, eventProperties: { action: 'SKIPPED' } }));
  });

  it('sends the chosen reason with the telemetry event', async () => {
    const calls = stub({ ...base, ...identity(), [LOGOUT]: { body: { redirect: '/auth/login' } } });
    const leave = renderNav(`/account/heloc/${UUID}/product/select`);
    const user = userEvent.setup();
    await logOut(user);
    const dialog = await screen.findByRole('dialog', { name: 'Before you go, what stopped you today?', hidden: true });
    const send = await within(dialog).findByRole('button', { name: 'Send and log out', hidden: true });
    await user.click(send);
    await waitFor(() => expect(document.getElementById('leave_survey_reason__error')?.textContent).toBe('Please select a reason'));
    await user.click(within(dialog).getByRole('radio', { name: "The offer isn't right for me", hidden: true }));
    await user.type(within(dialog).getByRole('textbox', { hidden: true }), 'Rate too high');
    await user.click(send);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/auth/login'), { timeout: 3000 });
    expect(calls.find((c) => c.url.includes('/ft/external/event'))?.body).toMatchObject({
      event: 'heloc-leave-survey',
      eventProperties: { action: 'SUBMITTED', reason: 'OFFER', comment: 'Rate too high', route: `/account/heloc/${UUID}/product/select` },
    });
  });

  it('Escape on the survey keeps the user signed in; the next Log out goes straight out', async () => {
    const calls = stub({ ...base, ...identity(), [LOGOUT]: { body: { redirect: '/auth/login' } } });
    const leave = renderNav(`/account/heloc/${UUID}/signing/sign`);
    const user = userEvent.setup();
    await logOut(user);
    const dialog = await screen.findByRole('dialog', { name: 'Before you go, what stopped you today?', hidden: true });
    await within(dialog).findByRole('button', { name: 'Skip and log out', hidden: true });
    // What the browser sends on Escape to a modal <dialog> (happy-dom has no key handling for it).
    await act(async () => void dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    await waitFor(() => expect(menuButton()).toHaveFocus());
    expect(leave).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.includes(LOGOUT))).toBe(false);
    expect(session.token).not.toBeNull();
    await logOut(user);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/auth/login'));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('skips the survey once it was shown in this session, and on routes not listed', async () => {
    const calls = stub({ ...base, ...identity(), [LOGOUT]: { body: { redirect: '/auth/login' } } });
    sessionStorage.setItem(SURVEY_SHOWN_KEY, '1');
    const leave = renderNav(`/account/heloc/${UUID}/liens`);
    const user = userEvent.setup();
    await logOut(user);
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/auth/login'));
    expect(document.querySelector('dialog')).toBeNull();
    expect(calls.filter((c) => c.url.includes(LOGOUT))).toHaveLength(1);
  });

  it.each([`/account/heloc/${UUID}/income/review`, '/dashboard', `/account/heloc/${UUID}/signing/intro`])('logs out at once on %s', async (path) => {
    stub({ ...base, ...identity(), [LOGOUT]: { body: { redirect: '/auth/login' } } });
    const leave = renderNav(path);
    await logOut(userEvent.setup());
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/auth/login'));
    expect(document.querySelector('dialog')).toBeNull();
    expect(sessionStorage.getItem(SURVEY_SHOWN_KEY)).toBeNull();
  });

  it('falls back to /auth/login when the broker fails, uses the agent path for brokers, and clears the token', async () => {
    const calls = stub({ ...base, ...identity({ isBroker: true }), '/identity-broker/agent/secure/api/v3/logout': { status: 500, body: { message: 'down' } } });
    const leave = renderNav('/dashboard');
    await screen.findByRole('link', { name: 'Dashboard' });
    await waitFor(() => expect(calls.some((c) => c.url.includes(IDENTITY))).toBe(true));
    await logOut(userEvent.setup());
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/auth/login'));
    expect(calls.some((c) => c.url.includes('/identity-broker/agent/secure/api/v3/logout'))).toBe(true);
    expect(session.token).toBeNull();
  });

  it('removes every registration draft (any brand, any flow) and nothing else', async () => {
    stub({ ...base, ...identity(), [LOGOUT]: { body: { redirect: '/auth/login' } } });
    localStorage.setItem('heloc-draft:HOMELINE:registration-v2', '{"version":1,"data":{"firstName":"Jane"}}');
    localStorage.setItem('heloc-draft:PINECREST:register', '{"version":1,"data":{"dob":"1980-01-15"}}');
    sessionStorage.setItem('heloc-draft:HOMELINE:register', '{}');
    localStorage.setItem('heloc-banner-dismissals', '{}');
    const leave = renderNav('/dashboard');
    await logOut(userEvent.setup());
    await waitFor(() => expect(leave).toHaveBeenCalledWith('/auth/login'));
    const keys = (s: Storage) => Array.from({ length: s.length }, (_, i) => s.key(i));
    expect([...keys(localStorage), ...keys(sessionStorage)].filter((k) => k?.startsWith('heloc-draft:'))).toEqual([]);
    expect(localStorage.getItem('heloc-banner-dismissals')).toBe('{}');
    localStorage.removeItem('heloc-banner-dismissals');
  });
});
