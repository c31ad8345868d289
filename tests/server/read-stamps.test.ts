// The application answer says which status change it reflects (statusUpdatedAt) and the status
// answer when it last changed (updatedAt): a client that read the two around a lender's step can
// tell which is older (src/domain/read-agreement.ts; the liens page once showed no loans).
import { describe, expect, it } from 'vitest';
import { olderRead } from '../../src/domain/read-agreement';
import { SOFT_CREDIT_MS } from '../../src/server/lender/outcomes';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox({}, () => delete process.env['SANDBOX_WAIT_MS']);

describe('read stamps', () => {
  it('agree when nothing happened between the reads; tell the older read when a step fell due between them', async () => {
    const token = await register(sb, 'stamps@example.com');
    const created = await sb.call('POST', BASE, { token, body: createBody({ lastName: 'Liens' }) });
    expect(created.status).toBe(200);
    const uuid = created.body.uuid as string;
    const readApp = async () => (await sb.call('GET', `${BASE}/${uuid}`, { token })).body;
    const readStatus = async () => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body;

    const app1 = await readApp();
    const status1 = await readStatus();
    expect(typeof status1.updatedAt).toBe('number');
    expect(app1.statusUpdatedAt).toBe(status1.updatedAt);
    expect(olderRead(app1, status1)).toBeNull();

    // The soft pull ends between the application read and the status read: the status is LIEN_VERIFICATION and
    // the application read before it has no liens yet; the stamps say the application is older.
    sb.clock.advance(SOFT_CREDIT_MS + 1);
    const status2 = await readStatus();
    expect(status2.checklistStatus).toBe('LIEN_VERIFICATION');
    expect(app1.liens).toBeUndefined();
    expect(olderRead(app1, status2)).toBe('application');

    // Read again, the application has the loans the step found, and the two agree.
    const app2 = await readApp();
    expect(Array.isArray(app2.liens) && app2.liens.length).toBeGreaterThan(0);
    expect(olderRead(app2, status2)).toBeNull();
  });

  it('the other way round: an application read after the step against a status read before it', async () => {
    const token = await register(sb, 'stamps2@example.com');
    const uuid = (await sb.call('POST', BASE, { token, body: createBody({ lastName: 'Liens' }) })).body.uuid as string;
    const status1 = (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body;
    sb.clock.advance(SOFT_CREDIT_MS + 1);
    const app2 = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body;
    expect(olderRead(app2, status1)).toBe('status');
  });
});
