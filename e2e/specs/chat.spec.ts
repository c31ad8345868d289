// The chat widget end to end against the sandbox (seed 001 §2, §4, §5, §8): open it from the
// launcher or with pop-webchat, pre-chat validation, chatbot answers, thumbs-down feedback,
// agent mode during hours with a QA-posted agent message, a file uploaded and downloaded (and
// one whose upload fails, then resends), end + survey + new chat, resend,
// init failure; axe on the open chat at desktop and at 390 px. E2E_SCREENSHOTS=<dir> also
// saves screenshots of each chat screen.
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { type } from '../support/registration';
import { DESKTOP, PHONE, type E2eTest, type Viewport } from '../support/runner';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';

const ORG = 'HOMELINE';
/** A 1500-byte 'PDF' the agent test uploads and downloads. */
const STATEMENT = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1491, 0x41)]);

/** Forces the OPS_CHAT status for the org: open, closed, or back to the real hours. */
async function hours(url: string, state: 'open' | 'closed' | 'real'): Promise<void> {
  for (const key of ['sandbox-chat-open', 'sandbox-chat-closed']) await fetch(`${url}/__sandbox/flags/${ORG}/${key}`, { method: 'DELETE' });
  if (state !== 'real') await api(url, 'PUT', `/__sandbox/flags/${ORG}/sandbox-chat-${state}`, { enabled: true });
}

/** A signed-in borrower with an application; lands on its page (with `query`). Returns the e-mail. */
async function onApplicationPage(page: Page, url: string, query = ''): Promise<string> {
  const { email, jwt, uuid } = await borrowerWithApplication(url, 'chat');
  await storeToken(page, url, jwt);
  await page.goto(`${url}/account/heloc/${uuid}/identity${query}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return email;
}

const chat = (page: Page) => page.getByRole('dialog', { name: /^Chat with/ });

async function shot(page: Page, name: string, viewport: Viewport): Promise<void> {
  const dir = process.env['E2E_SCREENSHOTS'];
  if (dir) await page.screenshot({ path: join(dir, `chat-${name}-${viewport.width}.png`) });
}

async function startChat(page: Page, name = 'Alex Morgan'): Promise<void> {
  await type(page.locator('#chat_prechat_name'), name);
  const email = page.locator('#chat_prechat_email');
  if ((await email.inputValue()) === '') await type(email, 'alex.chat@example.com');
  await page.getByRole('button', { name: 'Start chat' }).click();
}

export const tests: E2eTest[] = [
  {
    name: 'after hours: pre-chat validation, chatbot answers and thumbs-down feedback (desktop, axe)',
    viewport: DESKTOP,
    fn: async ({ page, url, viewport }) => {
      await hours(url, 'closed');
      await onApplicationPage(page, url);
      await page.getByRole('button', { name: 'Chat with us' }).click();
      const win = chat(page);
      await expect(win.getByRole('heading', { name: 'Chat with our virtual assistant' })).toBeFocused();
      await expect(win.getByText('Our virtual assistant can answer your questions now.')).toBeVisible();
      await expect(win.getByText('Our team is available Monday-Friday 6am-5pm PT and Saturday-Sunday 8am-12:30pm PT.')).toBeVisible();
      await shot(page, 'prechat', viewport);

      // Prefilled from the profile; clear it to see the messages.
      await page.locator('#chat_prechat_name').fill('');
      await page.locator('#chat_prechat_email').fill('');
      await page.getByRole('button', { name: 'Start chat' }).click();
      await expect(win.getByText('Please enter your name').first()).toBeVisible();
      await expect(win.getByText('Please enter your email').first()).toBeVisible();
      await page.locator('#chat_prechat_name').fill('x'.repeat(129));
      await page.locator('#chat_prechat_email').fill('alex@');
      await expect(win.getByText('Cannot be more than 128 characters').first()).toBeVisible();
      await expect(win.getByText('Please enter a valid email address').first()).toBeVisible();
      await expectNoAxeViolations(page, 'the pre-chat form with errors', '#chat-window');
      await page.locator('#chat_prechat_email').fill('alex.chat@example.com');
      await startChat(page);

      await expect(win.getByText('Hi! How can we help you with your home equity line of credit today?')).toBeVisible();
      await type(win.getByRole('textbox', { name: 'Message' }), 'What is the APR?');
      await page.keyboard.press('Enter');
      await expect(win.getByText('APRs range from 7.60% to 17.20%, depending on your credit, the amount and your home\'s value.')).toBeVisible();
      await type(win.getByRole('textbox', { name: 'Message' }), 'How much can I borrow?');
      await win.getByRole('button', { name: 'Send' }).click();
      await expect(win.getByText('You can apply for a line of $15,000 to $400,000, depending on your home equity and credit.')).toBeVisible();
      await expectNoAxeViolations(page, 'the open chat (desktop)', '#chat-window');
      await shot(page, 'chatbot', viewport);

      await win.getByRole('button', { name: 'This answer was not helpful' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Tell us what went wrong' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(dialog.getByText('Please select a reason').first()).toBeVisible();
      await dialog.locator('#chat_feedback_extraInfo').fill('y'.repeat(141));
      await expect(dialog.getByText('Please restrict your response to 140 characters.').first()).toBeVisible();
      await dialog.getByText('Not specific to my application').click();
      await dialog.locator('#chat_feedback_extraInfo').fill('Which APR applies to me?');
      await expectNoAxeViolations(page, 'the feedback dialog', 'dialog[open]');
      await shot(page, 'feedback', viewport);
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await expect(win.getByText('Thanks, your feedback was sent.')).toBeVisible();
      const qa = await api(url, 'GET', '/__sandbox/chat/conversations/latest?email=alex.chat@example.com');
      if (qa.feedback[0]?.feedbackMessage !== 'Not specific to my application: Which APR applies to me?') throw new Error(`feedback stored: ${JSON.stringify(qa.feedback)}`);

      await page.keyboard.press('Escape');
      await expect(win).toBeHidden();
      await expect(page.getByRole('button', { name: 'Chat with us' })).toBeFocused();
      await hours(url, 'real');
    },
  },
  {
    name: 'during hours with pop-webchat: agent greeting, QA agent message, refused file, end, survey, new chat (390 px, axe)',
    viewport: PHONE,
    fn: async ({ page, url, viewport }) => {
      await hours(url, 'open');
      const email = await onApplicationPage(page, url, '?pop-webchat=true');
      const win = chat(page);
      await expect(win.getByRole('heading', { name: 'Chat with our team' })).toBeVisible();
      await expect(win.getByText('You will chat with a member of our team.')).toBeVisible();
      await expectNoAxeViolations(page, 'the pre-chat form (390 px)', '#chat-window');
      await shot(page, 'prechat', viewport);
      // Prefilled from the profile (name and e-mail of the application).
      await expect(page.locator('#chat_prechat_email')).toHaveValue(email);
      await page.getByRole('button', { name: 'Start chat' }).click();

      await expect(win.getByText("Hi Alex, I'm Sam. How can I help you today?")).toBeVisible();
      await type(win.getByRole('textbox', { name: 'Message' }), 'When will my line be funded?');
      await win.getByRole('button', { name: 'Send' }).click();
      await expect(win.getByText('When will my line be funded?')).toBeVisible();
      await api(url, 'POST', `/__sandbox/chat/conversations/latest/agent-message?email=${encodeURIComponent(email)}`, { text: 'Funding usually takes five business days after signing.' });
      await expect(win.getByText('Funding usually takes five business days after signing.')).toBeVisible();

      await page.locator('#chat-window input[type=file]').setInputFiles([
        { name: 'virus.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
        { name: 'statement.pdf', mimeType: 'application/pdf', buffer: STATEMENT },
      ]);
      await expect(win.getByText("virus.exe can't be attached. Accepted file types: jpg, png, amr, mp3, mp4, pdf, txt.")).toBeVisible();
      await expect(win.getByText('statement.pdf (1.5 KB)')).toBeVisible();
      await expectNoAxeViolations(page, 'the open chat (390 px)', '#chat-window');
      await shot(page, 'agent', viewport);
      await win.getByRole('button', { name: 'Send' }).click();
      // The bytes were uploaded: the message links the file; it opens in a new tab through a
      // short-lived signed link (no chat token in the URL) that serves the same bytes.
      const link = win.getByRole('log').getByRole('link', { name: 'statement.pdf (1.5 KB) (opens in a new tab)' });
      await expect(link).toBeVisible();
      const [tab] = await Promise.all([page.waitForEvent('popup'), link.click()]);
      await tab.waitForURL(/\/chat-files\//);
      const signed = new URL(tab.url());
      if (!signed.searchParams.get('sig') || !signed.searchParams.get('exp') || /token/i.test(signed.search)) throw new Error(`file link ${signed.pathname}${signed.search}`);
      const saved = Buffer.from(await (await fetch(`${url}${signed.pathname}${signed.search}`)).arrayBuffer());
      if (!saved.equals(STATEMENT)) throw new Error(`the link served ${saved.length} bytes, not the uploaded ones`);
      await tab.close();
      // QA downloads it too.
      const qa = await api(url, 'GET', `/__sandbox/chat/conversations/latest?email=${encodeURIComponent(email)}`);
      const stored = qa.messages.at(-1).files[0];
      const qaFile = await fetch(`${url}/__sandbox/chat/conversations/latest/files/${stored.id}?email=${encodeURIComponent(email)}`);
      if (!Buffer.from(await qaFile.arrayBuffer()).equals(STATEMENT)) throw new Error('QA download differs');

      // A failing upload keeps the file as not sent; Resend uploads and sends it.
      await page.locator('#chat-window input[type=file]').setInputFiles([{ name: 'scan #fail.png', mimeType: 'image/png', buffer: Buffer.from('png') }]);
      await win.getByRole('button', { name: 'Send' }).click();
      await expect(win.getByRole('alert').filter({ hasText: 'Something went wrong. Please try resending the message.' })).toBeVisible();
      await expect(win.getByText('Not sent: scan #fail.png (3 bytes)')).toBeVisible();
      await expectNoAxeViolations(page, 'a file that was not sent (390 px)', '#chat-window');
      await shot(page, 'file-unsent', viewport);
      await win.getByRole('button', { name: 'Resend message' }).click();
      await expect(win.getByRole('log').getByRole('link', { name: 'scan #fail.png (3 bytes) (opens in a new tab)' })).toBeVisible();
      await expect(win.getByText('Not sent: scan #fail.png (3 bytes)')).toBeHidden();
      await shot(page, 'files', viewport);

      await api(url, 'POST', `/__sandbox/chat/conversations/latest/end?email=${encodeURIComponent(email)}`, {});
      await expect(win.getByText('The agent ended the chat.')).toBeVisible();
      await win.getByRole('button', { name: 'Take a short survey' }).click();
      await win.getByText('Excellent').click();
      await shot(page, 'ended', viewport);
      await win.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(win.getByText('Thank you for your feedback.')).toBeVisible();
      await win.getByRole('button', { name: 'Start a new chat' }).click();
      await expect(page.getByRole('button', { name: 'Start chat' })).toBeVisible();
      await hours(url, 'real');
    },
  },
  {
    name: 'a message that fails to send is kept with a resend action',
    viewport: DESKTOP,
    fn: async ({ page, url }) => {
      await hours(url, 'closed');
      await onApplicationPage(page, url, '?pop-webchat');
      await startChat(page);
      const win = chat(page);
      await type(win.getByRole('textbox', { name: 'Message' }), 'fees #fail');
      await page.keyboard.press('Enter');
      await expect(win.getByRole('alert').filter({ hasText: 'Something went wrong. Please try resending the message.' })).toBeVisible();
      await expect(win.getByText('Not sent: fees #fail')).toBeVisible();
      await win.getByRole('button', { name: 'Resend message' }).click();
      await expect(win.getByText(/^The origination fee is up to 4\.99%/)).toBeVisible();
      await expect(win.getByText('Something went wrong. Please try resending the message.')).toBeHidden();
      await hours(url, 'real');
    },
  },
  {
    name: "a failing start shows 'Something went wrong. Please try again later.' and keeps the answers",
    viewport: PHONE,
    fn: async ({ page, url }) => {
      await onApplicationPage(page, url, '?pop-webchat');
      await startChat(page, 'Chat Fail');
      const win = chat(page);
      await expect(win.getByRole('alert').filter({ hasText: 'Something went wrong. Please try again later.' })).toBeVisible();
      await expect(page.locator('#chat_prechat_name')).toHaveValue('Chat Fail');
    },
  },
  {
    name: 'a production build has no dev tools: no dev line, no agent selection, shortcuts do nothing, no agents call in the bundle',
    viewport: PHONE,
    fn: async ({ page, url }) => {
      await hours(url, 'closed');
      const agentCalls: string[] = [];
      page.on('request', (r) => r.url().includes('/stream/users') && agentCalls.push(r.url()));
      // ?mode=agent is a dev mode: ignored here, so the closed hours give the chatbot.
      await onApplicationPage(page, url, '?pop-webchat&mode=agent');
      const win = chat(page);
      await expect(win.getByRole('heading', { name: 'Chat with our virtual assistant' })).toBeVisible();
      await startChat(page);
      const message = win.getByRole('textbox', { name: 'Message' });
      await expect(message).toBeVisible();
      assert((await win.getByRole('group', { name: 'Developer tools' }).count()) === 0, 'the dev tools show');
      assert((await win.getByRole('button', { name: 'Reset chat' }).count()) === 0, 'Reset chat shows');
      assert((await win.getByText(/^Dev mode/).count()) === 0, 'the dev mode line shows');
      await win.getByRole('heading', { name: 'Chat with our virtual assistant' }).focus();
      await page.keyboard.press('Alt+Shift+R');
      await page.keyboard.press('Alt+Shift+M');
      await expect(message).toBeVisible();
      assert(!(await message.evaluate((el) => el === document.activeElement)), 'Alt+Shift+M moved focus to the message box');
      if (agentCalls.length > 0) throw new Error(`agents listed in production: ${agentCalls.join(', ')}`);
      // Not only hidden: the dev tools and the agents call are not in the bundle at all.
      const assets = join(process.cwd(), 'dist', 'assets');
      for (const f of (await readdir(assets)).filter((n) => n.endsWith('.js'))) {
        const code = await readFile(join(assets, f), 'utf8');
        if (code.includes('/stream/users') || f.startsWith('chat-dev-tools')) throw new Error(`dev-only chat code in the production bundle: ${f}`);
      }
      await hours(url, 'real');
    },
  },
  {
    name: "token expiry: 'Token state is invalid.' while refreshes fail, then the expired end state (desktop, axe)",
    viewport: DESKTOP,
    fn: async ({ page, url, viewport }) => {
      await hours(url, 'closed');
      // The page's clock is faked so the 90 s token of the 'Token Invalid' magic name runs out
      // in a moment; the sandbox keeps the real time and refuses every refresh of that token.
      await page.clock.install();
      await onApplicationPage(page, url, '?pop-webchat');
      await startChat(page, 'Token Invalid');
      const win = chat(page);
      await expect(win.getByText('Hi! How can we help you with your home equity line of credit today?')).toBeVisible();
      // A warning: a polite status, not an assertive alert (seed 001 §8 tones).
      const alert = win.getByRole('status').filter({ hasText: 'Token state is invalid.' });
      assert((await alert.count()) === 0, 'the token warning shows at the start');

      // The refresh is due a minute before expiry (30 s in): it fails, the warning shows, the chat goes on.
      await page.clock.fastForward('00:35');
      await expect(alert).toBeVisible();
      assert((await alert.getAttribute('data-tone')) === 'warning', 'the token alert is not a warning');
      await expect(win.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await expectNoAxeViolations(page, 'the token-invalid warning', '#chat-window');
      await shot(page, 'token-invalid', viewport);

      // Retries every 30 s fail too; once the token has run out the chat ends as expired.
      await page.clock.fastForward('00:30');
      await expect(win.getByRole('textbox', { name: 'Message' })).toBeVisible();
      await page.clock.fastForward('00:30');
      await expect(win.getByText('Your chat session expired.')).toBeVisible();
      await expect(win.getByRole('textbox', { name: 'Message' })).toBeHidden();
      await expect(win.getByText('Token state is invalid.')).toBeHidden();
      await expect(win.getByRole('button', { name: 'Start a new chat' })).toBeVisible();
      assert((await win.getByRole('button', { name: 'Take a short survey' }).count()) === 0, 'a survey is offered after a chatbot chat');
      await expectNoAxeViolations(page, 'the expired chat', '#chat-window');
      await shot(page, 'expired', viewport);
      await hours(url, 'real');
    },
  },
];

registerSpec(tests);
