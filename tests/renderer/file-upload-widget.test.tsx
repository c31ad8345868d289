// @vitest-environment happy-dom
// The fileUpload widget: documents checked in the browser (kind by extension and first bytes,
// size, how many) with the definition's messages, uploaded one by one with a named progress bar,
// removed, retried after a failure with the file and message kept; the form value holds only the
// stored documents, and Continue needs numDocsRequired of them (the step schema's message).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import type { DocumentService, UploadOptions } from '../../src/api/documents';
import type { StoredDocument } from '../../src/domain/document-files';
import { FILE_UPLOAD_LABELS } from '../../src/renderer/widgets/file-upload-widget';
import { renderStep } from './harness';

const step = JSON.parse(readFileSync('schemas/steps/document-upload/v1.json', 'utf8')) as { schema: RJSFSchema; uiSchema: Record<string, unknown> };
const APP = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const PATH = `/service-application/api/v1/application/heloc/${APP}/documents`;

const pdf = (name: string, extra = 100) => new File([new Uint8Array([...'%PDF-1.7\n'].map((c) => c.charCodeAt(0))), new Uint8Array(extra)], name, { type: 'application/pdf' });

/** A document service whose uploads the test settles by hand. */
function fakeService() {
  const uploads: { path: string; file: File; options: UploadOptions; resolve: (d: StoredDocument) => void; reject: (e: Error) => void }[] = [];
  const removed: { path: string; id: string }[] = [];
  const service: DocumentService = {
    upload: (path, file, options) => new Promise((resolve, reject) => uploads.push({ path, file, options, resolve, reject })),
    remove: async (path, id) => void removed.push({ path, id }),
  };
  const finish = (i: number, id = `doc-${i}`) => {
    const u = uploads[i]!;
    act(() => u.resolve({ id, name: u.file.name, size: u.file.size, type: 'application/pdf' }));
  };
  return { service, uploads, removed, finish };
}

function setup(context: Record<string, unknown> = { 'query.application': APP }) {
  const fake = fakeService();
  const utils = renderStep({ schema: step.schema, uiSchema: step.uiSchema as never, formContext: { documents: fake.service, readContext: (p: string) => context[p] } });
  const input = document.getElementById('step_paystubs__input') as HTMLInputElement;
  const choose = (...files: File[]) => fireEvent.change(input, { target: { files } });
  return { ...utils, ...fake, input, choose };
}

describe('fileUpload widget', () => {
  it('is a labelled group with the hint from its options, a Choose files button, the accept list and the count; the form starts without documents', () => {
    const { input, latest } = setup();
    const group = screen.getByRole('group', { name: /Paystubs/ });
    expect(within(group).getByText('PDF, JPG or PNG, up to 10 MB each')).toBeTruthy();
    const button = within(group).getByRole('button', { name: 'Choose files' });
    expect(button.getAttribute('aria-describedby')).toBe('step_paystubs__hint');
    expect(input.getAttribute('accept')).toBe('.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png');
    expect(input.multiple).toBe(true);
    expect(screen.getByText('0 of 2 uploaded')).toBeTruthy();
    // minItems 2 must not pad the list with two empty documents
    expect(latest.data['paystubs'] ?? []).toEqual([]);
  });

  it('refuses a kind it does not take, a renamed file and one over the limit before uploading, naming the file and the limit', async () => {
    const { choose, uploads } = setup();
    const big = pdf('big stub.pdf', 10_000_000);
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }), new File(['MZ not a pdf'], 'fake.pdf', { type: 'application/pdf' }), big);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('notes.txt can’t be uploaded. Choose a PDF, JPG or PNG file.');
    expect(alert.textContent).toContain('fake.pdf can’t be uploaded: it is not a real PDF file.');
    expect(alert.textContent).toContain('big stub.pdf is 10 MB. Each file must be 10 MB or smaller.');
    expect(uploads).toHaveLength(0);
  });

  it('uploads each file with a named progress bar and announcements; the value holds only the stored documents', async () => {
    const { choose, uploads, finish, latest } = setup();
    choose(pdf('march.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0]!.path).toBe(PATH);
    expect(uploads[0]!.options.documentType).toBe('PAYSTUB');
    act(() => uploads[0]!.options.onProgress?.(40, 100));
    const bar = screen.getByRole('progressbar', { name: 'Uploading march.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByText(/· 40%/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Uploading march.pdf');
    finish(0);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('march.pdf uploaded'));
    expect(screen.queryByRole('progressbar', { name: /march/ })).toBeNull();
    expect(screen.getByText(/· Uploaded/)).toBeTruthy();
    expect(screen.getByText('1 of 2 uploaded')).toBeTruthy();
    expect(latest.data['paystubs']).toEqual([{ id: 'doc-0', name: 'march.pdf', size: 109, type: 'application/pdf' }]);
  });

  it('needs numDocsRequired documents to continue, with the step schema message', async () => {
    const user = userEvent.setup();
    const { choose, uploads, finish, submitted } = setup();
    choose(pdf('march.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    finish(0);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveLength(0);
    expect((await screen.findAllByText('Upload your two most recent paystubs')).length).toBeGreaterThan(0);
    choose(pdf('april.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    finish(1);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]!['paystubs']).toEqual([
      { id: 'doc-0', name: 'march.pdf', size: 109, type: 'application/pdf' },
      { id: 'doc-1', name: 'april.pdf', size: 109, type: 'application/pdf' },
    ]);
  });

  it('Continue pressed while an upload runs waits for it, then submits the stored documents (no refusal for a document being stored)', async () => {
    const user = userEvent.setup();
    const { choose, uploads, finish, submitted } = setup();
    choose(pdf('march.pdf'), pdf('april.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(2));
    finish(0);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    // Held: the widget says it waits (shown and announced); nothing refused, nothing sent yet.
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(FILE_UPLOAD_LABELS.waiting));
    expect(screen.getAllByText(FILE_UPLOAD_LABELS.waiting)).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Continue' })); // pressed again meanwhile: still one submit
    expect(screen.queryByText('Upload your two most recent paystubs')).toBeNull();
    expect(submitted).toHaveLength(0);
    finish(1);
    await waitFor(() => expect(submitted).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(submitted).toHaveLength(1);
    expect(screen.queryByText(FILE_UPLOAD_LABELS.waiting)).toBeNull();
    expect(submitted[0]!['paystubs']).toEqual([
      { id: 'doc-0', name: 'march.pdf', size: 109, type: 'application/pdf' },
      { id: 'doc-1', name: 'april.pdf', size: 109, type: 'application/pdf' },
    ]);
    expect(screen.queryByText('Upload your two most recent paystubs')).toBeNull();
  });

  it('keeps a failed upload with its message and Retry, which sends the same file again', async () => {
    const user = userEvent.setup();
    const { choose, uploads, finish, latest } = setup();
    const file = pdf('stub #fail.pdf');
    choose(file);
    await waitFor(() => expect(uploads).toHaveLength(1));
    act(() => uploads[0]!.reject(new Error('Simulated upload failure (#fail in the file name). Try again.')));
    const message = 'stub #fail.pdf was not uploaded: Simulated upload failure (#fail in the file name). Try again.';
    expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    expect(latest.data['paystubs'] ?? []).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Retry uploading stub #fail.pdf' }));
    await waitFor(() => expect(uploads).toHaveLength(2));
    expect(uploads[1]!.file).toBe(file);
    finish(1);
    await waitFor(() => expect(latest.data['paystubs']).toEqual([{ id: 'doc-1', name: 'stub #fail.pdf', size: 109, type: 'application/pdf' }]));
    expect(screen.queryByText(message)).toBeNull();
  });

  it('removes a stored document from the store and the value, and gives focus back to Choose files', async () => {
    const user = userEvent.setup();
    const { choose, uploads, finish, removed, latest } = setup();
    choose(pdf('march.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    finish(0);
    await user.click(await screen.findByRole('button', { name: 'Remove march.pdf' }));
    await waitFor(() => expect(screen.queryByText('march.pdf')).toBeNull());
    expect(removed).toEqual([{ path: PATH, id: 'doc-0' }]);
    expect(latest.data['paystubs'] ?? []).toEqual([]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files' }));
    expect(screen.getByRole('status').textContent).toBe('march.pdf removed');
  });

  it('opens the file picker from the keyboard', async () => {
    const user = userEvent.setup();
    const { input } = setup();
    let opened = 0;
    input.addEventListener('click', () => opened++);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Choose files' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(opened).toBe(2);
  });

  it('takes at most maxFiles files', async () => {
    const { choose, uploads } = setup();
    choose(pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf'), pdf('5.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(4));
    expect(screen.getByRole('alert').textContent).toBe('5.pdf was not added: you can upload up to 4 files.');
  });

  it('says uploading is unavailable, and cannot be used, without an application id in the context', () => {
    setup({});
    expect(screen.getByText(FILE_UPLOAD_LABELS.unavailable)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Choose files' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("has the parameter schema's defaults as its words", () => {
    const schema = JSON.parse(readFileSync('schemas/meta/widgets/fileUpload.json', 'utf8')) as { properties: { labels: { properties: Record<string, { default: string }> } } };
    const defaults = Object.fromEntries(Object.entries(schema.properties.labels.properties).map(([k, v]) => [k, v.default]));
    expect(defaults).toEqual({ ...FILE_UPLOAD_LABELS });
  });
});
