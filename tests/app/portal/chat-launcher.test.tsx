// @vitest-environment happy-dom
// The launcher: closed by default, pop-webchat opens the window at load, the operating status
// picks the mode, a dev mode query wins outside production, focus returns on close.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import ChatLauncher, { identityOf } from '../../../src/app/portal/chat/chat-launcher';
import { renderPortal, stubFetch } from './harness';

const week = [1, 2, 3, 4, 5, 6, 7].map((v) => ({ weekday: String(v), weekdayValue: v, isOpen: v < 6, startTime: '06:00:00', endTime: '17:00:00' }));
const routes = (open: boolean) => ({
  '/hours/OPS_CHAT/openStatus': { body: { open } },
  '/hours/OPS_CHAT/week': { body: { weekdays: week } },
  '/service-optimize/': { body: [] },
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ChatLauncher', () => {
  it('shows only the launcher until clicked; Close returns focus to it', async () => {
    const calls = stubFetch(routes(true));
    renderPortal(<ChatLauncher />, '/account/heloc/abc/identity');
    const launcher = await screen.findByRole('button', { name: 'Chat with us' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(calls.some((u) => u.includes('/openStatus'))).toBe(true));
    await userEvent.click(launcher);
    expect(await screen.findByRole('dialog', { name: 'Chat with our team' })).toBeInTheDocument();
    expect(await screen.findByText('Our team is available Monday-Friday 6am-5pm PT.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Chat with us' })).toHaveFocus());
  });

  it('opens at load with pop-webchat, in chatbot mode when closed', async () => {
    stubFetch(routes(false));
    window.history.replaceState(null, '', '/account/heloc/abc/identity?pop-webchat=true');
    renderPortal(<ChatLauncher />, '/account/heloc/abc/identity?pop-webchat=true');
    expect(await screen.findByRole('dialog', { name: 'Chat with our virtual assistant' })).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('takes a dev mode from the mode query outside production', async () => {
    stubFetch(routes(false));
    window.history.replaceState(null, '', '/x?pop-webchat');
    renderPortal(<ChatLauncher />, '/account/heloc/abc/identity?mode=agent');
    expect(await screen.findByRole('dialog', { name: 'Chat with our team' })).toBeInTheDocument();
    expect(screen.getByText('Dev mode: agent')).toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('reads the identity from the token payload, null when unreadable', () => {
    const payload = btoa(JSON.stringify({ sub: 'id-123' })).replace(/=+$/, '');
    expect(identityOf(`h.${payload}.s`)).toBe('id-123');
    expect(identityOf('garbage')).toBeNull();
    expect(identityOf(null)).toBeNull();
  });
});
