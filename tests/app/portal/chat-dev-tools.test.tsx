// @vitest-environment happy-dom
// Dev-only chat tools (seed 001 §6): outside production the window shows the dev line with the
// agent selection (sent as the next chat's target worker), Reset and the Alt+Shift shortcuts;
// a production build shows none of it, never lists agents, and ignores the shortcuts.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatApi, InitWebChatRequest } from '../../../src/api/chat';
import { chatShortcut } from '../../../src/domain/chat';
import { ChatWindow } from '../../../src/app/portal/chat/chat-window';
import { ChatStore } from '../../../src/stores/chat-store';
import { renderPortal, stubFetch } from './harness';

const AGENTS = [
  { workerSid: 'WK1', name: 'Sam', role: 'CSA' },
  { workerSid: 'WK2', name: 'Priya', role: 'SPECIALIST' },
];
const press = (code: string, over: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(document.body, { code, key: code.slice(3), altKey: true, shiftKey: true, ...over });

function fakeApi(inits: InitWebChatRequest[]): ChatApi {
  return {
    openStatus: async () => ({ open: true }),
    week: async () => [],
    initWebChat: async (b) => (inits.push(b), { token: 't', conversationSid: 'CH1', omniProxyChannelId: 'OP1' }),
    webChatInfo: async () => ({ contactId: 'CT' }),
    refreshToken: async () => ({ token: 't2' }),
    authenticate: async () => ({ nonce: 'n' }),
    refreshNonce: async () => ({ nonce: 'n' }),
    history: async () => ({ conversationId: 'CH1', active: true, endedReason: null, messages: [] }),
    chatWithAutobot: async () => Promise.reject(new Error('agent chat')),
    uploadFile: async () => Promise.reject(new Error('unused')),
    downloadFile: async () => Promise.reject(new Error('unused')),
    fileLink: async () => Promise.reject(new Error('unused')),
    sendToAgent: async () => Promise.reject(new Error('unused')),
    endChat: async () => undefined,
    feedback: async () => ({}),
    survey: async () => ({}),
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  sessionStorage.clear();
});

describe('chat shortcuts', () => {
  it('are Alt+Shift+R (reset) and Alt+Shift+M (message box) only, by physical key, without Control or Meta', () => {
    const k = (code: string, over = {}) => chatShortcut({ altKey: true, shiftKey: true, ctrlKey: false, metaKey: false, code, ...over });
    expect(k('KeyR')).toBe('reset');
    expect(k('KeyM')).toBe('message');
    expect(k('KeyT')).toBeNull();
    expect(k('KeyR', { shiftKey: false })).toBeNull();
    expect(k('KeyR', { altKey: false })).toBeNull();
    expect(k('KeyR', { ctrlKey: true })).toBeNull();
    expect(k('KeyM', { metaKey: true })).toBeNull();
  });
});

describe('dev tools outside production', () => {
  it('list the agents, send the chosen one as the next chat\'s target worker, and work from the keyboard', async () => {
    const calls = stubFetch({ '/stream/users': { body: AGENTS } });
    const inits: InitWebChatRequest[] = [];
    const store = new ChatStore({
      api: fakeApi(inits),
      context: { orgCode: 'HOMELINE', applicationUuid: 'a1', identity: null, pageUrl: () => 'http://x', welcomeMessage: 'Hi', flags: { borrowerAuth: false, stream: false } },
    });
    store.activate();
    store.openWindow();
    renderPortal(<ChatWindow store={store} onClose={() => undefined} devTools />);
    const tools = await screen.findByRole('group', { name: 'Developer tools' });
    await waitFor(() => expect(within(tools).getByText('Dev mode: agent')).toBeInTheDocument());
    expect(within(tools).getByText('Shortcuts: Alt+Shift+R resets the chat, Alt+Shift+M goes to the message box.')).toBeInTheDocument();
    expect(within(tools).getByRole('button', { name: 'Reset chat' })).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+R');
    const select = within(tools).getByLabelText('Agent for the next chat');
    await within(tools).findByRole('option', { name: 'Priya (SPECIALIST)' });
    expect(calls.some((u) => u.includes('/service-omni-proxy/secure/api/v1/stream/users'))).toBe(true);
    await userEvent.selectOptions(select, 'Priya (SPECIALIST)');
    await store.start({ name: 'Alex', email: 'alex@example.com' });
    expect(inits[0]).toMatchObject({ chatMode: 'AGENT', targetWorker: 'WK2' });

    const message = await screen.findByLabelText('Message');
    press('KeyM');
    expect(message).toHaveFocus();
    press('KeyR');
    expect(await screen.findByRole('button', { name: 'Start chat' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
    expect(store.phase).toBe('prechat');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Chat with our team' })).toHaveFocus());
    store.dispose();
  });

  it('say when the agents could not be loaded and try again', async () => {
    let fail = true;
    vi.stubGlobal('fetch', async () =>
      fail ? new Response('{"message":"nope"}', { status: 500, headers: { 'Content-Type': 'application/json' } }) : new Response(JSON.stringify(AGENTS), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    const store = new ChatStore({
      api: fakeApi([]),
      context: { orgCode: 'HOMELINE', applicationUuid: 'a1', identity: null, pageUrl: () => 'http://x', welcomeMessage: 'Hi', flags: { borrowerAuth: false, stream: false } },
    });
    store.openWindow();
    renderPortal(<ChatWindow store={store} onClose={() => undefined} devTools />);
    expect(await screen.findByRole('alert')).toHaveTextContent('The agents could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('option', { name: 'Sam (CSA)' })).toBeInTheDocument();
    expect(screen.queryByText('The agents could not be loaded.')).toBeNull();
    store.dispose();
  });
});

describe('a production build', () => {
  it('hides the dev tools, never lists agents, ignores the mode query and the shortcuts', async () => {
    vi.stubEnv('PROD', true);
    vi.resetModules();
    // Fresh modules, so the window module reads PROD at load like a production bundle does.
    const { renderPortal: render, stubFetch: stub } = await import('./harness');
    const { default: ChatLauncher } = await import('../../../src/app/portal/chat/chat-launcher');
    const calls = stub({
      '/hours/OPS_CHAT/openStatus': { body: { open: false } },
      '/hours/OPS_CHAT/week': { body: { weekdays: [] } },
      '/service-optimize/': { body: [] },
      '/stream/users': { body: AGENTS },
      '/twilio/initWebChat': { body: { token: 't', conversationSid: 'CH1', omniProxyChannelId: 'OP1' } },
      '/getChatHistory/': { body: { conversationId: 'CH1', active: true, endedReason: null, messages: [] } },
    });
    window.history.replaceState(null, '', '/x?pop-webchat');
    render(<ChatLauncher />, '/account/heloc/abc/identity?mode=agent&pop-webchat');
    const win = await screen.findByRole('dialog', { name: 'Chat with our virtual assistant' });
    await userEvent.type(await within(win).findByLabelText(/^Name/), 'Alex');
    await userEvent.type(within(win).getByLabelText(/^Email/), 'alex@example.com');
    await userEvent.click(within(win).getByRole('button', { name: 'Start chat' }));
    const message = await within(win).findByLabelText('Message');
    expect(within(win).queryByRole('group', { name: 'Developer tools' })).toBeNull();
    expect(within(win).queryByText(/^Dev mode/)).toBeNull();
    expect(within(win).queryByRole('button', { name: 'Reset chat' })).toBeNull();
    expect(within(win).queryByLabelText('Agent for the next chat')).toBeNull();
    press('KeyR');
    press('KeyM');
    expect(within(win).getByLabelText('Message')).toBe(message);
    expect(message).not.toHaveFocus();
    expect(calls.some((u) => u.includes('/stream/users'))).toBe(false);
    window.history.replaceState(null, '', '/');
    vi.resetModules();
  });
});
