import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD, createBody, makeClock, register, startSandbox } from './helpers';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('file database', () => {
  it('keeps identities, applications and statuses across a restart, and the signing secret too', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'heloc-data-'));
    dirs.push(dataDir);
    const clock = makeClock();
    // An empty secret: the sandbox generates one into DATA_DIR on first start.
    const first = await startSandbox({ dataDir, secret: '' }, clock);
    const token = await register(first, 'persist@example.com');
    const c = await first.call('POST', '/service-application/api/v1/application/heloc', { token, body: createBody() });
    expect(c.status).toBe(200);
    await first.close();
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);

    clock.advance(5000);
    const second = await startSandbox({ dataDir, secret: '' }, clock);
    try {
      const health = await second.call('GET', '/__sandbox/health');
      expect(health.body).toMatchObject({ migrations: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], counts: { identities: 1, applications: 1 } });
      // The old token still verifies: same secret.
      const all = await second.call('GET', '/service-application/api/v1/application/heloc/all', { token });
      expect(all.status).toBe(200);
      expect(all.body[0]).toMatchObject({ uuid: c.body.uuid, loanNumber: c.body.loanNumber });
      const s = await second.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${c.body.uuid}/status`, { token });
      expect(s.body.checklistStatus).toBe('OFFER_SELECTION');
      const login = await second.call('POST', '/identity/api/v1/login', { body: { email: 'persist@example.com', password: PASSWORD } });
      expect(login.status).toBe(200);
      const dup = await second.call('POST', '/identity/api/v1/registration/register?organization=HOMELINE', { body: { email: 'persist@example.com', password: PASSWORD, phoneNumber: '5125550100' } });
      expect(dup.status).toBe(401);
    } finally {
      await second.close();
    }
  }, 60_000);
});
