// The chat's streaming socket end to end (seed 001 §2, §7, §9; issue 23), at 390 px: with
// fe-webchat-stream on, the navbar's chat prompt opens the chat, the agent is shown typing and
// the QA agent message arrives over the socket without a history poll; with the QA switch
// sandbox-chat-socket-refused on, the socket is refused (4403) and the message arrives by polling.
// axe on the open chat with the typing indicator.
import type { Page, WebSocket } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { PHONE, type E2eTest } from '../support/runner';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';

const ORG = 'HOMELINE';
const HISTORY = '/getChatHistory/';

async function flag(url: string, key: string, on: boolean): Promise<void> {
  if (on) await api(url, 'PUT', `/__sandbox/flags/${ORG}/${key}`, { enabled: true });
  else await fetch(`${url}/__sandbox/flags/${ORG}/${key}`, { method: 'DELETE' });
}

/** Signs in a borrower with an application, lands on its page; counts history polls. */
async function onApplicationPage(page: Page, url: string): Promise<{ email: string; polls: () => number; resetPolls: () => void }> {
  const { email, jwt, uuid } = await borrowerWithApplication(url, 'chatsock');
  let polls = 0;
  page.on('request', (r) => {
    if (r.url().includes(HISTORY)) polls++;
  });
  await storeToken(page, url, jwt);
  await page.goto(`${url}/account/heloc/${uuid}/identity`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { email, polls: () => polls, resetPolls: () => (polls = 0) };
}

const chat = (page: Page) => page.getByRole('dialog', { name: /^Chat with/ });

/** Opens the chat from the navbar's prompt and starts an agent chat; the page's socket and the frames it received. */
async function startFromNavbar(page: Page): Promise<{ ws: WebSocket; frames: string[] }> {
  await page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Chat now' }).click();
  const win = chat(page);
  await expect(win.getByRole('heading', { name: 'Chat with our team' })).toBeVisible();
  const frames: string[] = [];
  const socket = new Promise<WebSocket>((done) =>
    page.once('websocket', (ws) => {
      ws.on('framereceived', (f) => frames.push(String(f.payload)));
      done(ws);
    }),
  );
  await page.getByRole('button', { name: 'Start chat' }).click();
  await expect(win.getByText("Hi Alex, I'm Sam. How can I help you today?")).toBeVisible();
  return { ws: await socket, frames };
}

/** Waits until a frame of `type` arrived. */
async function frameOf(frames: string[], type: string, page: Page): Promise<void> {
  for (let i = 0; i < 100 && !frames.some((f) => f.includes(`"type":"${type}"`)); i++) await page.waitForTimeout(100);
  assert(frames.some((f) => f.includes(`"type":"${type}"`)), `no ${type} frame (got ${frames.join(' ')})`);
}

/** Resolves once the socket closes. */
const closed = (ws: WebSocket): Promise<void> => (ws.isClosed() ? Promise.resolve() : new Promise((done) => ws.on('close', () => done())));

export const tests: E2eTest[] = [
  {
    name: 'with fe-webchat-stream: navbar prompt opens the chat; typing, then the agent message over the socket without a poll (390 px, axe)',
    viewport: PHONE,
    timeoutMs: 90_000,
    fn: async ({ page, url }) => {
      await flag(url, 'sandbox-chat-open', true);
      await flag(url, 'fe-webchat-stream', true);
      try {
        const { email, polls, resetPolls } = await onApplicationPage(page, url);
        const { ws, frames } = await startFromNavbar(page);
        assert(!ws.url().includes('token'), 'no token in the socket URL');
        // Live once the sandbox said ready; the catch-up read that follows is the last history call.
        await frameOf(frames, 'ready', page);
        await page.waitForTimeout(1500);
        resetPolls();
        await api(url, 'POST', `/__sandbox/chat/conversations/latest/agent-message?email=${encodeURIComponent(email)}&typingMs=2500`, { text: 'Funding usually takes five business days after signing.' });
        const win = chat(page);
        await expect(win.getByRole('status').filter({ hasText: 'Sam is typing…' })).toBeVisible();
        await expectNoAxeViolations(page, 'the chat with the agent typing (390 px)', '#chat-window');
        await expect(win.getByText('Funding usually takes five business days after signing.')).toBeVisible();
        await expect(win.getByText('Sam is typing…')).toBeHidden();
        assert(polls() === 0, `the message came over the socket, yet ${polls()} history polls were made`);
        // The agent polled every 3 s before the socket; 7 s more with the socket live: still none.
        await page.waitForTimeout(7000);
        assert(polls() === 0, `polled ${polls()} times while the socket was live`);
      } finally {
        await flag(url, 'fe-webchat-stream', false);
        await flag(url, 'sandbox-chat-open', false);
      }
    },
  },
  {
    name: 'socket refused (sandbox-chat-socket-refused): the agent message arrives by polling (390 px)',
    viewport: PHONE,
    timeoutMs: 90_000,
    fn: async ({ page, url }) => {
      await flag(url, 'sandbox-chat-open', true);
      await flag(url, 'fe-webchat-stream', true);
      await flag(url, 'sandbox-chat-socket-refused', true);
      try {
        const { email, polls } = await onApplicationPage(page, url);
        const { ws } = await startFromNavbar(page);
        await Promise.race([closed(ws), page.waitForTimeout(10_000)]);
        assert(ws.isClosed(), 'the refused socket is closed');
        await api(url, 'POST', `/__sandbox/chat/conversations/latest/agent-message?email=${encodeURIComponent(email)}&typingMs=0`, { text: 'Your appraisal is scheduled.' });
        const before = polls();
        await expect(chat(page).getByText('Your appraisal is scheduled.')).toBeVisible();
        assert(polls() > before || polls() > 1, 'the message came by polling');
        await expect(chat(page).getByText('is typing…')).toBeHidden();
      } finally {
        await flag(url, 'sandbox-chat-socket-refused', false);
        await flag(url, 'fe-webchat-stream', false);
        await flag(url, 'sandbox-chat-open', false);
      }
    },
  },
];

registerSpec(tests);
