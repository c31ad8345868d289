// @vitest-environment happy-dom
// The chat window over a store with a fake API: pre-chat through StepForm, chatbot answers,
// thumbs-down dialog, composer rules, alerts with their words and tones, ended panel.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ChatApi, ChatMessageWire } from '../../../src/api/chat';
import { ChatWindow } from '../../../src/app/portal/chat/chat-window';
import { ChatStore } from '../../../src/stores/chat-store';
import { renderPortal } from './harness';

let seq = 0;
const msg = (authorType: ChatMessageWire['authorType'], body: string, over: Partial<ChatMessageWire> = {}): ChatMessageWire => ({
  id: `m${++seq}`, seq, authorType, authorName: authorType === 'AGENT' ? 'Sam' : null, authorRole: authorType === 'AGENT' ? 'CSA' : null,
  body, files: [], questionId: null, createdAt: '2026-11-02T18:00:00Z', ...over,
});

function fakeApi(over: Partial<ChatApi> = {}): ChatApi {
  return {
    openStatus: async () => ({ open: false }),
    week: async () => [1, 2, 3, 4, 5].map((v) => ({ weekday: String(v), weekdayValue: v, isOpen: true, startTime: '06:00:00', endTime: '17:00:00' })),
    initWebChat: async () => ({ token: 't', conversationSid: 'CH1', omniProxyChannelId: 'OP1' }),
    webChatInfo: async () => ({ contactId: 'CT' }),
    refreshToken: async () => ({ token: 't2' }),
    authenticate: async () => ({ nonce: 'n' }),
    refreshNonce: async () => ({ nonce: 'n' }),
    history: async () => ({ conversationId: 'CH1', active: true, endedReason: null, messages: [msg('SYSTEM', 'Welcome!')] }),
    chatWithAutobot: async (b) => ({ questionId: 'q1', message: msg('CUSTOMER', b.message), reply: msg('CHATBOT', 'APRs range from 7.60% to 17.20%.', { questionId: 'q1' }) }),
    uploadFile: async (_s, _t, f) => ({ id: `F-${f.name}`, name: f.name, size: f.size, type: f.type }),
    downloadFile: async () => new Blob(['%PDF'], { type: 'application/pdf' }),
    fileLink: async () => ({ url: '/service-csp/external/api/v1/chat-files/CH1/F1?exp=1&sig=abc', expiresAt: '2026-11-02T18:05:00Z' }),
    sendToAgent: async (_s, _t, body, files) => msg('CUSTOMER', body, { files: files.map((f) => ({ id: f.id, name: f.id.slice(2), size: 1500, type: 'application/pdf' })) }),
    endChat: async () => undefined,
    feedback: async () => ({}),
    survey: async () => ({}),
    ...over,
  };
}

function setup(api: ChatApi, devTools = false) {
  const store = new ChatStore({
    api,
    context: { orgCode: 'HOMELINE', applicationUuid: 'a1', identity: null, pageUrl: () => 'http://x', welcomeMessage: 'Hi', flags: { borrowerAuth: false, stream: false } },
  });
  store.activate();
  store.openWindow();
  const onClose = vi.fn();
  renderPortal(<ChatWindow store={store} onClose={onClose} devTools={devTools} />);
  return { store, onClose };
}

afterEach(() => vi.useRealTimers());

describe('ChatWindow', () => {
  it('is a labelled dialog that takes focus, shows the chatbot mode and hours, and closes on Escape', async () => {
    const { store, onClose } = setup(fakeApi());
    const dialog = screen.getByRole('dialog', { name: 'Chat with our virtual assistant' });
    expect(screen.getByRole('heading', { name: 'Chat with our virtual assistant' })).toHaveFocus();
    expect(await within(dialog).findByText('Our team is available Monday-Friday 6am-5pm PT.')).toBeInTheDocument();
    expect(within(dialog).getByText('Our virtual assistant can answer your questions now.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
    store.dispose();
  });

  it('validates the pre-chat form with the seed messages and starts the chat', async () => {
    const { store } = setup(fakeApi());
    const name = await screen.findByLabelText(/^Name/);
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect((await screen.findAllByText('Please enter your name')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter your email').length).toBeGreaterThan(0);
    await userEvent.type(name, 'x'.repeat(129));
    expect((await screen.findAllByText('Cannot be more than 128 characters')).length).toBeGreaterThan(0);
    await userEvent.clear(name);
    await userEvent.type(name, 'Alex');
    await userEvent.type(screen.getByLabelText(/^Email/), 'alex@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(screen.getByRole('log', { name: 'Chat messages' })).toBeInTheDocument();
    store.dispose();
  });

  it('sends to the chatbot, does not send an empty message, and opens the thumbs-down dialog', async () => {
    const feedback = vi.fn(async () => ({}));
    const { store } = setup(fakeApi({ feedback }));
    await store.start({ name: 'Alex', email: 'alex@example.com' });
    const send = await screen.findByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message'), '   ');
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Message'), 'apr?{Enter}');
    expect(await screen.findByText('APRs range from 7.60% to 17.20%.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Attach a file' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'This answer was not helpful' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tell us what went wrong' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Send feedback' }));
    expect((await within(dialog).findAllByText('Please select a reason')).length).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByLabelText('Other'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(feedback).toHaveBeenCalledWith(expect.objectContaining({ questionId: 'q1', feedbackMessage: 'Other', rating: 'THUMBS_DOWN', senderEmail: 'alex@example.com' })));
    expect(await screen.findByText('Thanks, your feedback was sent.')).toBeInTheDocument();
    store.dispose();
  });

  it('links addresses on the lenders\' own domains in a reply and leaves any other address as text', async () => {
    const reply = 'Pay at homeline.example/pay or lakeshore.example; ignore evil.example.';
    const { store } = setup(fakeApi({ chatWithAutobot: async (b) => ({ questionId: 'q2', message: msg('CUSTOMER', b.message), reply: msg('CHATBOT', reply, { questionId: 'q2' }) }) }));
    await store.start({ name: 'Alex', email: 'alex@example.com' });
    await userEvent.type(await screen.findByLabelText('Message'), 'pay?{Enter}');
    const link = await screen.findByRole('link', { name: 'homeline.example/pay' });
    expect(link).toHaveAttribute('href', 'https://homeline.example/pay');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'lakeshore.example' })).toHaveAttribute('href', 'https://lakeshore.example');
    expect(screen.queryByRole('link', { name: /evil/ })).toBeNull();
    store.dispose();
  });

  it('shows each alert with its words and tone, and the resend action keeps the message', async () => {
    let fail = true;
    const api = fakeApi();
    const ok = api.chatWithAutobot;
    api.chatWithAutobot = (b) => (fail ? Promise.reject(new Error('x')) : ok(b));
    const { store } = setup(api);
    await store.start({ name: 'Alex', email: 'alex@example.com' });
    await userEvent.type(await screen.findByLabelText('Message'), 'fees{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try resending the message.');
    expect(alert).toHaveAttribute('data-tone', 'error');
    expect(screen.getByText('Not sent: fees')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Resend message' }));
    await waitFor(() => expect(screen.queryByText('Not sent: fees')).toBeNull());
    expect(screen.getByText('fees')).toBeInTheDocument();
    store.dispose();
  });

  it.each([
    ['connectionLost', 'Connection lost. Attempting to reconnect.', 'warning'],
    ['tokenInvalid', 'Token state is invalid.', 'warning'],
    ['generic', 'Something went wrong. Please try again later.', 'error'],
  ] as const)('renders the %s alert verbatim', async (alert, text, tone) => {
    const { store } = setup(fakeApi());
    store['raise'](alert);
    const banner = await screen.findByText(text);
    expect(banner.closest('[data-tone]')).toHaveAttribute('data-tone', tone);
    store.dispose();
  });

  it('in agent mode attaches accepted files with their sizes and refuses others', async () => {
    const { store } = setup(fakeApi({ openStatus: async () => ({ open: true }) }));
    await waitFor(() => expect(store.mode).toBe('agent'));
    await store.start({ name: 'Alex', email: 'alex@example.com' });
    await screen.findByRole('button', { name: 'Attach a file' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await userEvent.upload(input, [new File(['x'.repeat(1500)], 'statement.pdf', { type: 'application/pdf' }), new File(['MZ'], 'tool.exe', { type: 'application/x-msdownload' })], { applyAccept: false });
    expect(screen.getByText('statement.pdf (1.5 KB)')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent("tool.exe can't be attached. Accepted file types: jpg, png, amr, mp3, mp4, pdf, txt.");
    await userEvent.click(screen.getByRole('button', { name: 'Remove statement.pdf' }));
    expect(screen.queryByText('statement.pdf (1.5 KB)')).toBeNull();
    store.dispose();
  });

  it('refuses a file over 10 MB by name; a failed upload keeps the file as not sent with Resend', async () => {
    let fail = true;
    const api = fakeApi({ openStatus: async () => ({ open: true }) });
    const ok = api.uploadFile;
    api.uploadFile = (s, tk, f) => (fail ? Promise.reject(new Error('503')) : ok(s, tk, f));
    const { store } = setup(api);
    await waitFor(() => expect(store.mode).toBe('agent'));
    await store.start({ name: 'Alex', email: 'alex@example.com' });
    await screen.findByRole('button', { name: 'Attach a file' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    const big = new File(['x'], 'movie.mp4', { type: 'video/mp4' });
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    await userEvent.upload(input, [new File(['x'.repeat(1500)], 'statement.pdf', { type: 'application/pdf' }), big]);
    expect(screen.getByRole('alert')).toHaveTextContent("movie.mp4 is larger than 10 MB and can't be attached.");
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByText('Something went wrong. Please try resending the message.');
    expect(alert.closest('[data-tone]')).toHaveAttribute('data-tone', 'error');
    expect(screen.getByText('Not sent: statement.pdf (1.5 KB)')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Resend message' }));
    expect(await screen.findByRole('link', { name: 'statement.pdf (1.5 KB) (opens in a new tab)' })).toBeInTheDocument();
    expect(screen.queryByText('Not sent: statement.pdf (1.5 KB)')).toBeNull();
    store.dispose();
  });

  it('opens a stored file in a new tab through a short-lived signed link (never the chat token in a URL), and says when the link could not be made', async () => {
    let fail = true;
    const fileLink = vi.fn(async (_s: string, _t: string, id: string) =>
      fail ? Promise.reject(new Error('401')) : { url: `/service-csp/external/api/v1/chat-files/CH1/${id}?exp=1&sig=abc`, expiresAt: '2026-11-02T18:05:00Z' });
    const history = async () => ({ conversationId: 'CH1', active: true, endedReason: null, messages: [msg('AGENT', 'Here you go', { files: [{ id: 'F1', name: 'disclosure.pdf', size: 2_500_000, type: 'application/pdf' }] })] });
    const { store } = setup(fakeApi({ fileLink, history }));
    await store.start({ name: 'Alex', email: 'alex@example.com' });
    const link = await screen.findByRole('link', { name: 'disclosure.pdf (2.5 MB) (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const tab = { opener: {} as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await userEvent.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('disclosure.pdf could not be downloaded. Please try again.');
    expect(fileLink).toHaveBeenCalledWith('CH1', 't', 'F1');
    expect(tab.close).toHaveBeenCalled();
    fail = false;
    await userEvent.click(link);
    await waitFor(() => expect(tab.location.href).toBe('/service-csp/external/api/v1/chat-files/CH1/F1?exp=1&sig=abc'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).not.toContain('t=');
    expect(screen.queryByText('disclosure.pdf could not be downloaded. Please try again.')).toBeNull();
    open.mockRestore();
    store.dispose();
  });

  it('offers survey and new chat after a live agent ended the chat', async () => {
    const api = fakeApi({ history: async () => ({ conversationId: 'CH1', active: false, endedReason: 'AGENT_ENDED', messages: [msg('AGENT', 'Bye')] }) });
    const { store } = setup(api);
    await store.start({ name: 'Alex', email: 'alex@example.com' });
    expect(await screen.findByText('The agent ended the chat.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Take a short survey' }));
    expect(await screen.findByText('How would you rate your chat with our team?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start a new chat' }));
    expect(await screen.findByRole('button', { name: 'Start chat' })).toBeInTheDocument();
    store.dispose();
  });
});
