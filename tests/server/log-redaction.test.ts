// The sandbox's log, at its most talkative, never holds a password, SSN, routing or account
// number, or the token: not from a body, a query string, a header or an object a route logs.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REDACTED, sandboxLoggerOptions, scrubDeep, scrubUrl } from '../../src/server/log-redaction';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/server/main';
import { memoryTemplateOption } from './helpers';

const SSN = '219099999';
const ACCOUNT = '000987654321';
const ROUTING = '021000021';
const PASSWORD = 'Canary!Passw0rd-7731';

describe('scrubUrl and scrubDeep', () => {
  it('redact sensitive query values and keys at any depth, leaving the rest', () => {
    expect(scrubUrl(`/a/b?ssn=${SSN}&state=TX&accountNumber=${ACCOUNT}&x`)).toBe(`/a/b?ssn=${REDACTED}&state=TX&accountNumber=${REDACTED}&x`);
    expect(scrubUrl('/plain')).toBe('/plain');
    expect(scrubDeep({ msg: 'hi', body: { Password: PASSWORD, list: [{ routingNumber: ROUTING, ok: 1 }] }, url: `/x?ssn=${SSN}` })).toEqual({
      msg: 'hi',
      body: { Password: REDACTED, list: [{ routingNumber: REDACTED, ok: 1 }] },
      url: `/x?ssn=${REDACTED}`,
    });
  });

  it('log the length of bytes (an uploaded document), never the bytes', () => {
    const doc = Buffer.from('%PDF-1.4 CANARY-BYTES');
    expect(scrubDeep({ upload: { name: 'x', data: doc, raw: new Uint8Array(3) } })).toEqual({ upload: { name: 'x', data: '[21 bytes]', raw: '[3 bytes]' } });
  });
});

describe('the sandbox log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let base = '';
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await fetch(`${base}${path}`, { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  beforeAll(async () => {
    app = await buildServer({ inMemory: true, ...(await memoryTemplateOption()), secret: 'test-secret', logger: sandboxLoggerOptions('trace', { write: (line: string) => void lines.push(line) }) });
    app.get('/__test/log-body', async (req) => {
      req.log.info({ body: { ssn: SSN, bank: { accountNumber: ACCOUNT, routingNumber: ROUTING } }, authorization: 'Bearer abc' }, 'a route logs what it got');
      return {};
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const addr = app.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  });
  afterAll(() => app.close());

  it('holds requests (method and path) but no sensitive value or token', async () => {
    const reg = await call('POST', '/identity/api/v1/registration/register?organization=HOMELINE', { email: `canary${Date.now()}@example.com`, password: PASSWORD, phoneNumber: '5125550100' });
    expect(reg.status).toBe(200);
    const jwt = (reg.body as { jwt: string }).jwt;
    await call('GET', `/__test/log-body?ssn=${SSN}&routingNumber=${ROUTING}&password=${encodeURIComponent(PASSWORD)}`, undefined, jwt);
    // A refused body (400) is not echoed into the log either.
    await call('POST', '/identity/api/v1/registration/register?organization=HOMELINE', { email: 'nope', password: PASSWORD, ssn: SSN });
    const log = lines.join('');
    expect(log).toContain('/identity/api/v1/registration/register');
    expect(log).toContain('a route logs what it got');
    expect(log).toContain(REDACTED);
    for (const secret of [SSN, ACCOUNT, ROUTING, PASSWORD, encodeURIComponent(PASSWORD), jwt]) expect(log).not.toContain(secret);
  });

  it('holds no typed property address: the search sends it in its body, and an old client\'s query string is redacted (issue 25)', async () => {
    const typed = '1420 Maple Ridge';
    expect((await call('POST', '/service-address/external/api/v1/typeahead', { filter: typed })).status).toBe(200);
    await call('GET', `/service-address/external/api/v1/typeahead?filter=${encodeURIComponent(typed)}`);
    const log = lines.join('');
    expect(log).toContain('/service-address/external/api/v1/typeahead');
    for (const form of [typed, encodeURIComponent(typed), typed.replace(/ /g, '+'), 'Maple']) expect(log).not.toContain(form);
  });
});
