// The application document store (the fileUpload widget's server): uploads checked by extension,
// content and size, idempotent, listed and removed by the owner only, a #fail name failing once.
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();

const BASE = '/service-application/api/v1/application/heloc';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(40, 1)]);

async function applicant(email: string): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, email);
  const app = await sb.call('POST', BASE, { token, body: createBody({ email }) });
  expect(app.status).toBe(200);
  return { token, uuid: app.body.uuid as string };
}

/** Uploads bytes the way the widget does: raw body, the name in X-File-Name (percent-encoded). */
async function upload(uuid: string, token: string | undefined, name: string, data: Buffer, o: { type?: string; contentType?: string; mediaType?: string } = {}) {
  const headers: Record<string, string> = { 'content-type': o.contentType ?? 'application/octet-stream', 'x-file-name': encodeURIComponent(name) };
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (o.mediaType !== undefined) headers['x-file-type'] = o.mediaType;
  const res = await fetch(`${sb.base}${BASE}/${uuid}/documents?type=${o.type ?? 'PAYSTUB'}`, { method: 'POST', headers, body: new Uint8Array(data) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

describe('POST .../{uuid}/documents', () => {
  it('stores a PDF and answers its id, name, size and media type (never the bytes), with a fresh token', async () => {
    const { token, uuid } = await applicant('docs-store@example.com');
    const r = await upload(uuid, token, 'Paystub März 2026.pdf', PDF, { mediaType: 'application/pdf' });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ applicationUuid: uuid, documentType: 'PAYSTUB', name: 'Paystub März 2026.pdf', size: PDF.byteLength, mediaType: 'application/pdf' });
    expect(r.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.stringify(r.body)).not.toContain('%PDF');
    expect(r.headers.get('authorization')).toMatch(/^Bearer /);
    // The bytes are stored as sent: the owner downloads them back as an attachment.
    const got = await fetch(`${sb.base}${BASE}/${uuid}/documents/${r.body.id}`, { headers: { authorization: `Bearer ${token}` } });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(Buffer.from(await got.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('is idempotent: the same bytes, name and type answer the same document; other bytes or another type are another', async () => {
    const { token, uuid } = await applicant('docs-idem@example.com');
    const a = await upload(uuid, token, 'stub.png', PNG);
    const b = await upload(uuid, token, 'stub.png', PNG);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
    const c = await upload(uuid, token, 'stub.png', Buffer.concat([PNG, Buffer.from([2])]));
    const d = await upload(uuid, token, 'stub.png', PNG, { type: 'BANK_STATEMENT' });
    expect(new Set([a.body.id, c.body.id, d.body.id]).size).toBe(3);
    const list = await sb.call('GET', `${BASE}/${uuid}/documents`, { token });
    expect(list.body.documents).toHaveLength(3);
  });

  it('refuses a kind it does not take (415), a renamed file by its content (415), an empty one (400), each naming the file', async () => {
    const { token, uuid } = await applicant('docs-kinds@example.com');
    const txt = await upload(uuid, token, 'notes.txt', Buffer.from('hello'));
    expect(txt.status).toBe(415);
    expect(txt.body.errors).toEqual(['notes.txt is not a PDF, JPG, PNG or HEIC file']);
    const renamed = await upload(uuid, token, 'paystub.pdf', Buffer.from('MZ this is really an executable'));
    expect(renamed.status).toBe(415);
    expect(renamed.body.message).toBe('paystub.pdf is not a real PDF file: its contents do not match its name');
    const pngAsPdf = await upload(uuid, token, 'scan.pdf', PNG);
    expect(pngAsPdf.status).toBe(415);
    const lying = await upload(uuid, token, 'scan.png', PNG, { mediaType: 'application/x-msdownload' });
    expect(lying.status).toBe(415);
    const empty = await upload(uuid, token, 'blank.pdf', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual(['blank.pdf is empty']);
    const list = await sb.call('GET', `${BASE}/${uuid}/documents`, { token });
    expect(list.body.documents).toEqual([]);
  });

  it('refuses a file over 10 MB with 413 naming the file and the limit', async () => {
    const { token, uuid } = await applicant('docs-size@example.com');
    const big = Buffer.concat([PDF, Buffer.alloc(10_000_001 - PDF.byteLength, 0x20)]);
    const r = await upload(uuid, token, 'huge statement.pdf', big);
    expect(r.status).toBe(413);
    expect(r.body.errors).toEqual(['huge statement.pdf is larger than 10 MB']);
    const exact = await upload(uuid, token, 'exact.pdf', Buffer.concat([PDF, Buffer.alloc(10_000_000 - PDF.byteLength, 0x20)]));
    expect(exact.status).toBe(200);
    expect(exact.body.size).toBe(10_000_000);
  });

  it('answers a far larger file with 413 and its message once the browser has sent it, instead of cutting the connection (issue 25)', { timeout: 60_000 }, async () => {
    const { token, uuid } = await applicant('docs-huge@example.com');
    const size = 40_000_000;
    let socket: Socket | undefined;
    // A client that reads the answer once its upload is sent, as curl and a browser's upload on
    // a slow link do: with the connection cut it gets a broken pipe or a reset, not the 413.
    const answer = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
      const url = new URL(sb.base);
      const conn = connect(Number(url.port), url.hostname);
      socket = conn;
      let sent = 0;
      let text = '';
      conn.on('error', (e) => reject(new Error(`${(e as NodeJS.ErrnoException).code ?? e.message} after ${sent} bytes`)));
      // The whole answer, once the upload is sent (a keep-alive connection stays open after it).
      const settle = (): void => {
        const [head = '', body = ''] = text.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? -1);
        if (sent === size && body.length === length) resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), body, sent });
      };
      conn.on('data', (c: Buffer) => {
        text += c.toString('latin1');
        settle();
      });
      conn.on('close', () => reject(new Error(`closed after ${sent} bytes with ${JSON.stringify(text.slice(0, 60))}`)));
      conn.write(`POST ${BASE}/${uuid}/documents?type=BANK_STATEMENT HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/octet-stream\r\nContent-Length: ${size}\r\nX-File-Name: scan%20of%20deed.pdf\r\n\r\n`);
      const chunk = Buffer.alloc(1_000_000, 0x20);
      const write = (): void => {
        while (sent < size) {
          sent += chunk.byteLength;
          if (!conn.write(chunk)) return void conn.once('drain', write);
        }
        settle();
      };
      write();
    });
    expect(answer.sent).toBe(size);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).errors).toEqual(['scan of deed.pdf is larger than 10 MB']);
    socket?.destroy();
  });

  it('refuses bad parameters with 400 and an errors list: unknown document type, missing name; another body type 415', async () => {
    const { token, uuid } = await applicant('docs-params@example.com');
    const type = await upload(uuid, token, 'stub.pdf', PDF, { type: 'SELFIE' });
    expect(type.status).toBe(400);
    expect(type.body.errors[0]).toMatch(/^type must be a document type/);
    const noName = await upload(uuid, token, '', PDF);
    expect(noName.status).toBe(400);
    expect(noName.body.errors).toContain('A file name of 1 to 255 characters is required (X-File-Name header)');
    const json = await sb.call('POST', `${BASE}/${uuid}/documents?type=PAYSTUB`, { token, body: { data: 'x' }, headers: { 'x-file-name': 'stub.pdf' } });
    expect(json.status).toBe(415);
  });

  it('needs the owner: 401 without a token, 404 for another identity, 400 for a malformed id', async () => {
    const { token, uuid } = await applicant('docs-owner@example.com');
    expect((await upload(uuid, undefined, 'stub.pdf', PDF)).status).toBe(401);
    const other = await register(sb, 'docs-other@example.com');
    expect((await upload(uuid, other, 'stub.pdf', PDF)).status).toBe(404);
    expect((await sb.call('GET', `${BASE}/${uuid}/documents`, { token: other })).status).toBe(404);
    expect((await upload('not-a-uuid', token, 'stub.pdf', PDF)).status).toBe(400);
    expect((await sb.call('GET', `${BASE}/${uuid}/documents`)).status).toBe(401);
  });

  it('fails the first upload of a #fail name with 503 and stores nothing; the retry stores it', async () => {
    const { token, uuid } = await applicant('docs-fail@example.com');
    const first = await upload(uuid, token, 'stub #fail.pdf', PDF);
    expect(first.status).toBe(503);
    expect(first.body.errors).toEqual(['Simulated upload failure (#fail in the file name). Try again.']);
    expect((await sb.call('GET', `${BASE}/${uuid}/documents`, { token })).body.documents).toEqual([]);
    const retry = await upload(uuid, token, 'stub #fail.pdf', PDF);
    expect(retry.status).toBe(200);
    expect((await sb.call('GET', `${BASE}/${uuid}/documents`, { token })).body.documents.map((d: { name: string }) => d.name)).toEqual(['stub #fail.pdf']);
  });
});

describe('GET and DELETE .../{uuid}/documents', () => {
  it('lists metadata only, oldest first, and removes one (404 when it is gone)', async () => {
    const { token, uuid } = await applicant('docs-list@example.com');
    const a = await upload(uuid, token, 'a.pdf', PDF);
    sb.clock.advance(1000);
    const b = await upload(uuid, token, 'b.png', PNG, { type: 'BANK_STATEMENT' });
    const list = await sb.call('GET', `${BASE}/${uuid}/documents`, { token });
    expect(list.status).toBe(200);
    expect(list.body.documents).toEqual([
      { id: a.body.id, applicationUuid: uuid, documentType: 'PAYSTUB', name: 'a.pdf', size: PDF.byteLength, mediaType: 'application/pdf', uploadedAt: expect.any(String) },
      { id: b.body.id, applicationUuid: uuid, documentType: 'BANK_STATEMENT', name: 'b.png', size: PNG.byteLength, mediaType: 'image/png', uploadedAt: expect.any(String) },
    ]);
    const del = await sb.call('DELETE', `${BASE}/${uuid}/documents/${a.body.id}`, { token });
    expect(del.status).toBe(204);
    expect((await sb.call('DELETE', `${BASE}/${uuid}/documents/${a.body.id}`, { token })).status).toBe(404);
    const other = await register(sb, 'docs-list-other@example.com');
    expect((await sb.call('DELETE', `${BASE}/${uuid}/documents/${b.body.id}`, { token: other })).status).toBe(404);
    expect((await sb.call('GET', `${BASE}/${uuid}/documents`, { token })).body.documents.map((d: { name: string }) => d.name)).toEqual(['b.png']);
    // Removed and uploaded again: a new document.
    const again = await upload(uuid, token, 'a.pdf', PDF);
    expect(again.body.id).not.toBe(a.body.id);
  });
});
