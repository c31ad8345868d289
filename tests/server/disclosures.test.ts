import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();

const BASE = '/service-application/api/v1/application/heloc';
const ALL = [
  { id: 'heloc-early-disclosure', version: 3 },
  { id: 'esign-consent', version: 2 },
  { id: 'heloc-booklet', version: 1 },
];

/** A fresh identity of `org` with one application. */
async function applicant(email: string, org = 'HOMELINE'): Promise<{ token: string; uuid: string; loanNumber: string }> {
  const token = await register(sb, email, org);
  const app = await sb.call('POST', BASE, { token, body: createBody({ email }), headers: { 'x-org': org } });
  expect(app.status).toBe(200);
  return { token, uuid: app.body.uuid as string, loanNumber: app.body.loanNumber as string };
}

describe('GET .../{uuid}/disclosures', () => {
  it("lists the application's documents, filled from the brand and the application, none acknowledged", async () => {
    const { token, uuid, loanNumber } = await applicant('disc-list@example.com');
    const r = await sb.call('GET', `${BASE}/${uuid}/disclosures`, { token });
    expect(r.status).toBe(200);
    expect(r.body.applicationUuid).toBe(uuid);
    expect(r.body.complete).toBe(false);
    const docs = r.body.documents as { id: string; version: number; kind: string; title: string; body?: string; url?: string; acknowledgedAt: string | null }[];
    expect(docs.map((d) => [d.id, d.version, d.kind])).toEqual([
      ['heloc-early-disclosure', 3, 'html'],
      ['esign-consent', 2, 'text'],
      ['heloc-booklet', 1, 'pdf'],
    ]);
    expect(docs.every((d) => d.acknowledgedAt === null)).toBe(true);
    const early = docs[0]?.body ?? '';
    expect(early).toContain('Homeline Lending');
    expect(early).toContain('NMLS #1000001');
    expect(early).toContain(`Application ID ${loanNumber}`);
    expect(early).toContain('1420 Maple Ridge Dr, Austin, TX 78704');
    // The payment example uses the lender's 10-year offer: 120 payments of a dollar amount.
    expect(early).toMatch(/you would make 120 monthly payments of \$\d{2,3}\.\d{2}/);
    expect(early.length).toBeGreaterThan(4000);
    expect(docs[1]?.body).toContain('Homeline Lending (NMLS #1000001)');
    expect(docs[1]?.body).toContain('support@homeline.example');
    expect(docs[2]?.url).toBe('/service-application/external/api/v1/heloc/documents/heloc-booklet.pdf?orgCode=HOMELINE');
  });

  it('names the brand of the application (a sample brand)', async () => {
    const { token, uuid } = await applicant('disc-lake@example.com', 'LAKESHORE');
    const r = await sb.call('GET', `${BASE}/${uuid}/disclosures`, { token, headers: { 'x-org': 'LAKESHORE' } });
    const early = r.body.documents[0].body as string;
    expect(early).toContain('Lakeshore Credit Union (sample)');
    expect(early).toContain('NMLS #1000004');
    expect(early).not.toContain('Homeline');
    expect(r.body.documents[2].url).toContain('orgCode=LAKESHORE');
  });

  it('needs a sign-in, answers 404 for another identity and 400 for a malformed id', async () => {
    const { uuid } = await applicant('disc-owner@example.com');
    expect((await sb.call('GET', `${BASE}/${uuid}/disclosures`)).status).toBe(401);
    const other = await register(sb, 'disc-other@example.com');
    const r = await sb.call('GET', `${BASE}/${uuid}/disclosures`, { token: other });
    expect(r.status).toBe(404);
    expect(r.body.errors).toEqual(['application not found']);
    expect((await sb.call('GET', `${BASE}/not-a-uuid/disclosures`, { token: other })).status).toBe(400);
  });
});

describe('POST .../{uuid}/disclosures/acknowledgements', () => {
  it('refuses a partial acknowledgement with an errors list naming the unread documents, and records nothing', async () => {
    const { token, uuid } = await applicant('disc-partial@example.com');
    const r = await sb.call('POST', `${BASE}/${uuid}/disclosures/acknowledgements`, { token, body: { documents: [ALL[0]] } });
    expect(r.status).toBe(400);
    expect(r.body.errors).toEqual([
      'Consent to Electronic Records and Signatures has not been acknowledged',
      'What You Should Know About Home Equity Lines of Credit has not been acknowledged',
    ]);
    expect(r.body.message).toBe(r.body.errors.join(', '));
    const after = await sb.call('GET', `${BASE}/${uuid}/disclosures`, { token });
    expect(after.body.documents.map((d: { acknowledgedAt: string | null }) => d.acknowledgedAt)).toEqual([null, null, null]);
  });

  it('refuses an old version, an unknown document and a malformed body', async () => {
    const { token, uuid } = await applicant('disc-bad@example.com');
    const url = `${BASE}/${uuid}/disclosures/acknowledgements`;
    const old = await sb.call('POST', url, { token, body: { documents: [{ id: 'heloc-early-disclosure', version: 2 }, ALL[1], ALL[2]] } });
    expect(old.status).toBe(400);
    expect(old.body.errors).toEqual(['Home Equity Line of Credit Early Disclosure has changed since you opened it. Please read it again.']);
    const unknown = await sb.call('POST', url, { token, body: { documents: [...ALL, { id: 'privacy', version: 1 }] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual(['Unknown document: privacy']);
    const malformed = await sb.call('POST', url, { token, body: { documents: [{ id: 'esign-consent', version: 'two' }] } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors).toContain('document version must be a whole number from 1');
    expect((await sb.call('POST', url, { token, body: {} })).body.errors).toContain('documents is required');
  });

  it('records every document, shows them acknowledged on the next read and to QA', async () => {
    const { token, uuid } = await applicant('disc-all@example.com');
    const r = await sb.call('POST', `${BASE}/${uuid}/disclosures/acknowledgements`, { token, body: { documents: ALL } });
    expect(r.status).toBe(200);
    expect(r.headers.get('authorization')).toMatch(/^Bearer /);
    expect(r.body.complete).toBe(true);
    const stamp = new Date(sb.clock.now()).toISOString();
    expect(r.body.documents.map((d: { acknowledgedAt: string | null }) => d.acknowledgedAt)).toEqual([stamp, stamp, stamp]);
    const again = await sb.call('GET', `${BASE}/${uuid}/disclosures`, { token });
    expect(again.body.complete).toBe(true);
    const qa = await sb.call('GET', `/__sandbox/applications/${uuid}`);
    expect(qa.body.disclosureAcknowledgements).toEqual([
      { documentId: 'esign-consent', version: 2, title: 'Consent to Electronic Records and Signatures', acknowledgedAt: stamp },
      { documentId: 'heloc-booklet', version: 1, title: 'What You Should Know About Home Equity Lines of Credit', acknowledgedAt: stamp },
      { documentId: 'heloc-early-disclosure', version: 3, title: 'Home Equity Line of Credit Early Disclosure', acknowledgedAt: stamp },
    ]);
  });

  it('after HMDA, the acknowledgement moves the application to the summary (a wait, then APP_SUBMISSION with the summary ready); once only', async () => {
    const { token, uuid } = await applicant('disc-lender@example.com');
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'GEN_SUMMARY_DISCLOSURE' } });
    const status = async () => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body as Record<string, unknown>;
    const url = `${BASE}/${uuid}/disclosures/acknowledgements`;
    expect((await sb.call('POST', url, { token, body: { documents: ALL } })).status).toBe(200);
    const waiting = await status();
    expect(waiting['checklistStatus']).toBe('WAITING_FOR_APP_SUMMARY');
    expect(waiting['disclosures']).toMatchObject({ appDisclosuresComplete: true });
    expect((waiting['disclosures'] as Record<string, unknown>)['summaryReady']).not.toBe(true);
    sb.clock.advance(5_000);
    const ready = await status();
    expect(ready['checklistStatus']).toBe('APP_SUBMISSION');
    expect(ready['disclosures']).toMatchObject({ appDisclosuresComplete: true, summaryReady: true });
    // A second acknowledgement (the page is in the menu too) records again and moves nothing.
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'GEN_SUMMARY_DISCLOSURE' } });
    expect((await sb.call('POST', url, { token, body: { documents: ALL } })).status).toBe(200);
    expect((await status())['checklistStatus']).toBe('GEN_SUMMARY_DISCLOSURE');
  });

  it('at any other status only records the acknowledgement', async () => {
    const { token, uuid } = await applicant('disc-elsewhere@example.com');
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'INCOME_VERIFICATION' } });
    expect((await sb.call('POST', `${BASE}/${uuid}/disclosures/acknowledgements`, { token, body: { documents: ALL } })).status).toBe(200);
    const after = (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body as Record<string, unknown>;
    expect(after['checklistStatus']).toBe('INCOME_VERIFICATION');
  });

  it("is refused for another identity's application", async () => {
    const { uuid } = await applicant('disc-owner2@example.com');
    const other = await register(sb, 'disc-other2@example.com');
    const r = await sb.call('POST', `${BASE}/${uuid}/disclosures/acknowledgements`, { token: other, body: { documents: ALL } });
    expect(r.status).toBe(404);
  });
});

describe('QA failure flags', () => {
  it('make the read and the acknowledgement answer 503 for the organisation until cleared', async () => {
    const { token, uuid } = await applicant('disc-qa@example.com', 'PINECREST');
    await sb.call('PUT', '/__sandbox/flags/PINECREST/sandbox-disclosures-load-fail', { body: { enabled: true } });
    await sb.call('PUT', '/__sandbox/flags/PINECREST/sandbox-disclosures-acknowledge-fail', { body: { enabled: true } });
    try {
      const read = await sb.call('GET', `${BASE}/${uuid}/disclosures`, { token });
      expect(read.status).toBe(503);
      expect(read.body.errors).toEqual(['Simulated disclosures failure (QA flag sandbox-disclosures-load-fail)']);
      const ack = await sb.call('POST', `${BASE}/${uuid}/disclosures/acknowledgements`, { token, body: { documents: ALL } });
      expect(ack.status).toBe(503);
      // Another organisation is not affected.
      const home = await applicant('disc-qa-home@example.com');
      expect((await sb.call('GET', `${BASE}/${home.uuid}/disclosures`, { token: home.token })).status).toBe(200);
    } finally {
      await sb.call('DELETE', '/__sandbox/flags/PINECREST/sandbox-disclosures-load-fail');
      await sb.call('DELETE', '/__sandbox/flags/PINECREST/sandbox-disclosures-acknowledge-fail');
    }
    expect((await sb.call('GET', `${BASE}/${uuid}/disclosures`, { token })).status).toBe(200);
    const ok = await sb.call('POST', `${BASE}/${uuid}/disclosures/acknowledgements`, { token, body: { documents: ALL } });
    expect(ok.status).toBe(200);
  });
});

describe('GET the sample booklet PDF', () => {
  it('serves a well-formed PDF naming the brand, without a sign-in', async () => {
    const res = await fetch(`${sb.base}/service-application/external/api/v1/heloc/documents/heloc-booklet.pdf?orgCode=LAKESHORE`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="heloc-booklet.pdf"');
    const bytes = Buffer.from(await res.arrayBuffer());
    const text = bytes.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    expect(text).toContain('Lakeshore Credit Union \\(sample\\)');
    expect(text).toContain('SAMPLE - sandbox document');
    // Every cross-reference entry points at its object, and startxref at the table.
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(entries.length).toBeGreaterThanOrEqual(7);
    entries.forEach((offset, i) => expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`));
  });
});
