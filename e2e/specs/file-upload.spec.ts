// The fileUpload widget on the widget kit (flows/kit, added in kit@2; /account/heloc/kit/upload) at 390 px,
// against the sandbox's document store: real small files through the file input, progress while a
// throttled upload runs, a refused kind and an over-size file with their messages, the #fail name
// failing once and Retry, Remove, the step schema's count message on Continue, axe clean in three
// states; then the file's name and contents (canaries) are in no storage, URL, other request body
// or the sandbox's log.
import type { Page } from 'playwright-core';
import { expectNoAxeViolations } from '../support/axe';
import { assert, eventually, expect } from '../support/expect';
import { submit } from '../support/registration';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { join } from 'node:path';
import { startSandbox } from '../support/sandbox';
import { ARTIFACTS, PHONE, type E2eTest, type TestContext } from '../support/runner';
import { registerSpec } from '../support/register';
import { onDisk } from '../support/files';
import { signInWithToken } from '../support/sign-in';

const NAME_CANARY = 'Canary7Q4Z';
const CONTENT_CANARY = 'CANARY-CONTENT-91XK';
const BASE = '/service-application/api/v1/application/heloc';

/** A real (tiny) PDF's bytes with a canary inside, padded to `size`. */
function pdfBytes(size = 600): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% ${CONTENT_CANARY}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n`);
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from('%%EOF\n')]);
}

// A string, not a function: tsx would wrap an inner closure in a __name helper the page lacks.
const storageText = (page: Page): Promise<string> =>
  page.evaluate(`[localStorage, sessionStorage].map((s) => Array.from({ length: s.length }, (_, i) => s.key(i) + '=' + s.getItem(s.key(i))).join('\\n')).join('\\n')`);

function expectAbsent(where: string, text: string, canaries: string[]): void {
  for (const c of canaries) {
    for (const f of [c, encodeURIComponent(c)]) assert(!text.includes(f), `the canary ${f} is in ${where}: …${text.slice(Math.max(0, text.indexOf(f) - 80), text.indexOf(f) + 40)}…`);
  }
}

/** Signs the browser in as a new borrower with an application; opens the kit's upload step for it. */
async function openUploadStep(page: Page, url: string): Promise<{ jwt: string; uuid: string }> {
  const { jwt, uuid } = await borrowerWithApplication(url, 'upload');
  await signInWithToken(page, jwt);
  await page.goto(`${url}/account/heloc/kit/upload?application=${uuid}`);
  await expect(page.getByRole('group', { name: /Paystubs/ })).toBeVisible();
  return { jwt, uuid };
}

const pdfFile = (name: string, size = 900) => ({ name, mimeType: 'application/pdf', buffer: pdfBytes(size) });

async function widgetOnTheKit({ page, url }: TestContext): Promise<void> {
  const { jwt, uuid } = await openUploadStep(page, url);
  const group = page.getByRole('group', { name: /Paystubs/ });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upload your two most recent paystubs');
  await expect(group.getByText('PDF, JPG or PNG, up to 10 MB each')).toBeVisible();
  await expectNoAxeViolations(page, 'the fileUpload widget, first load (390 px)');

  // Continue with nothing: the step schema's message, under the field and in the summary.
  await submit(page);
  await expect(page.locator('#root_paystubs__error')).toHaveText('Upload your two most recent paystubs');
  await expectNoAxeViolations(page, 'the fileUpload widget after a failed Continue (390 px)');

  const input = page.locator('#root_paystubs__input');
  // Refused in the browser before any upload: a kind not accepted, a file over 10 MB.
  await input.setInputFiles([await onDisk('notes.txt', 'hello'), await onDisk('big scan.pdf', pdfBytes(12_500_000))]);
  const alert = page.getByRole('alert').filter({ hasText: 'notes.txt' });
  await expect(alert).toContainText('notes.txt can’t be uploaded. Choose a PDF, JPG or PNG file.');
  await expect(alert).toContainText('big scan.pdf is 12.5 MB. Each file must be 10 MB or smaller.');
  await page.screenshot({ path: join(ARTIFACTS, 'file-upload-refused-390.png'), fullPage: true });

  // A throttled upload shows its progress (the bar is named after the file).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 250_000 });
  const first = 'March paystub.pdf';
  await input.setInputFiles([pdfFile(first, 600_000)]);
  const bar = page.getByRole('progressbar', { name: `Uploading ${first}` });
  await expect(bar).toBeVisible();
  await eventually(async () => {
    const now = Number((await bar.getAttribute('aria-valuenow', { timeout: 500 }).catch(() => '0')) ?? 0);
    return now > 0 && now < 100;
  }, true, 15_000);
  await expect(page.getByRole('status').filter({ hasText: 'uploaded' })).toHaveText(`${first} uploaded`);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  const row = (name: string) => page.getByRole('listitem').filter({ hasText: name });
  await expect(row(first)).toContainText('600 KB · Uploaded');
  await expect(page.getByText('1 of 2 uploaded')).toBeVisible();

  // The #fail name fails once: the message and the file stay, Retry uploads it.
  await input.setInputFiles([pdfFile('April #fail.pdf')]);
  await expect(row('April #fail.pdf')).toContainText('April #fail.pdf was not uploaded: Simulated upload failure (#fail in the file name). Try again.');
  await page.screenshot({ path: join(ARTIFACTS, 'file-upload-failed-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Retry uploading April #fail.pdf' }).click();
  await expect(row('April #fail.pdf')).toContainText('Uploaded');
  await expect(page.getByText('2 of 2 uploaded')).toBeVisible();

  // Remove: gone from the list and from the store; focus back on Choose files.
  await input.setInputFiles([{ name: 'extra.png', mimeType: 'image/png', buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(300, 7)]) }]);
  await expect(row('extra.png')).toContainText('Uploaded');
  await page.getByRole('button', { name: 'Remove extra.png' }).click();
  await expect(row('extra.png')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Choose files' })).toBeFocused();
  const stored = await api(url, 'GET', `${BASE}/${uuid}/documents`, undefined, jwt);
  assert(
    JSON.stringify(stored.documents.map((d: { name: string; documentType: string }) => [d.name, d.documentType])) === JSON.stringify([[first, 'PAYSTUB'], ['April #fail.pdf', 'PAYSTUB']]),
    `the store holds ${JSON.stringify(stored.documents)}`,
  );
  await expectNoAxeViolations(page, 'the fileUpload widget, filled (390 px)');
  await page.screenshot({ path: join(ARTIFACTS, 'file-upload-filled-390.png'), fullPage: true });
  await submit(page);
  await page.waitForURL(/\/kit\/password/);
}

async function canaries({ page }: TestContext): Promise<void> {
  const sb = await startSandbox({ log: true });
  try {
    const urls: string[] = [];
    const bodies: string[] = [];
    page.on('request', (r) => {
      urls.push(r.url());
      // the upload's body is the file itself: expected there, nowhere else
      if (!r.url().includes('/documents')) bodies.push(`${r.url()} ${r.postData() ?? ''}`);
    });
    page.on('framenavigated', (f) => urls.push(f.url()));
    await openUploadStep(page, sb.url);
    const input = page.locator('#root_paystubs__input');
    const names = [`${NAME_CANARY} March.pdf`, `${NAME_CANARY} April.pdf`];
    await input.setInputFiles(names.map((n) => pdfFile(n)));
    await expect(page.getByText('2 of 2 uploaded')).toBeVisible();
    // The draft is kept, without the documents; Continue moves on.
    // The draft is written once typing pauses (300 ms, decision 669): wait for it.
    await eventually(async () => (await storageText(page)).includes('heloc-draft:HOMELINE:kit'), true, 5_000).catch(() => {
      throw new Error('the kit keeps no draft, so the scan would prove nothing');
    });
    expectAbsent('storage on the upload step', await storageText(page), [NAME_CANARY, CONTENT_CANARY]);
    await submit(page);
    await page.waitForURL(/\/kit\/password/);

    expectAbsent('storage', await storageText(page), [NAME_CANARY, CONTENT_CANARY]);
    assert(urls.some((u) => u.includes('/documents')), 'no upload was seen, so the URL scan would prove nothing');
    expectAbsent('a URL', urls.join('\n'), [NAME_CANARY, CONTENT_CANARY]);
    expectAbsent('a request body other than the uploads', bodies.join('\n'), [NAME_CANARY, CONTENT_CANARY]);
    const log = sb.log.join('');
    assert(log.includes('/documents'), 'the sandbox log holds no upload, so the scan would prove nothing');
    expectAbsent('the sandbox log', log, [NAME_CANARY, CONTENT_CANARY]);
  } finally {
    await sb.close();
  }
}

export const tests: E2eTest[] = [
  { name: 'the widget kit at 390 px: refusals, progress, #fail and Retry, Remove, the count on Continue; axe first load, failed Continue, filled', viewport: PHONE, fn: widgetOnTheKit },
  { name: "a document's name and contents reach no storage, URL, other request body or the sandbox log", viewport: PHONE, fn: canaries },
];

registerSpec(tests);
