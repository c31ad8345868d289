// A server as strict as its forms (issue 25): text the database refuses (U+0000) or that is not
// text (lone surrogates, control characters) is a 400 on its field, never a 500; and every write
// the sandbox registers (listed from its routes, so a new one is covered the day it lands)
// survives control characters, lone surrogates, huge strings and wrong types without a 500.
import { describe, expect, it } from 'vitest';
import { routesOf } from '../../src/server/route-list';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();
let n = 0;

async function application(status?: string, lastName = 'Morgan'): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `fuzz${++n}-${Date.now()}@example.com`);
  const r = await sb.call('POST', `${BASE}?state=TX`, { body: createBody({ lastName }), token, headers: { 'x-org': 'HOMELINE' } });
  expect(r.status).toBe(200);
  const uuid = r.body.uuid as string;
  if (status !== undefined) expect((await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: status } })).status).toBe(200);
  return { token, uuid };
}

// Each write the issue saw answer 500 with a U+0000: the page's status, its path, a body the form
// would send, and the field the NUL goes into (as a path into that body).
const NUL_WRITES: [string, string | undefined, string, string, Record<string, unknown>, string[]][] = [
  ['start/profile', 'PROFILE_INCOMPLETE', 'PUT', 'profile-confirmation', { name: { firstName: 'Alex', lastName: 'Morgan' }, dob: '1980-04-12', propertyConfirmed: true, consents: [{ type: 'SOFT_CREDIT' }] }, ['name', 'lastName']],
  ['start/hmda', 'HMDA', 'PUT', 'hmda', { ethnicity: ['DO_NOT_WISH'], race: ['DO_NOT_WISH'], sex: ['DO_NOT_WISH'] }, ['race', '0']],
  ['bpo/condition', 'BPO_ORDER_REQUEST', 'PUT', 'bpo-condition', { condition: 'GOOD', recentImprovements: true, improvements: 'A new roof' }, ['improvements']],
  ['review-app/property', 'NO_PROPERTY_FOUND', 'PUT', 'property-selection', { address: { street1: '1422 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' } }, ['address', 'street1']],
  ['feedback/ceo', undefined, 'POST', '/service-profile/api/v1/feedback/ceo', { topic: 'COMPLIMENT', message: 'The flow was quick and clear.', marketingConsent: true, productType: 'HELOC' }, ['message']],
];

function withText(body: Record<string, unknown>, path: string[], text: string): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, any>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k];
  const last = path[path.length - 1]!;
  at[last] = typeof at[last] === 'string' ? `${at[last].slice(0, 2)}${text}${at[last].slice(2)}` : text;
  return copy;
}

describe('a character the store refuses', () => {
  it.each(NUL_WRITES)('%s answers 400 naming the field, for U+0000, a lone surrogate and an escape character', async (_page, status, method, path, body, field) => {
    const { token, uuid } = await application(status);
    const url = path.startsWith('/') ? path : `${BASE}/${uuid}/${path}`;
    for (const bad of ['\u0000', '\uD800', '\u001B[2J']) {
      const r = await sb.call(method, url, { token, body: withText(body, field, bad) });
      expect(r.status, `${path} with ${JSON.stringify(bad)}`).toBe(400);
      expect(r.body.fieldErrors).toEqual([expect.objectContaining({ path: field.join('.') })]);
    }
    // The same body without it is taken: the check refuses the character, not the field.
    expect((await sb.call(method, url, { token, body })).status).toBe(200);
  });

  it('keeps tabs and line breaks a text area sends, and any language', async () => {
    const { token } = await application();
    const r = await sb.call('POST', '/service-profile/api/v1/feedback/ceo', { token, body: { topic: 'COMPLIMENT', message: 'Très bien\n\tمرحبا 你好 👍🏽 ok', marketingConsent: false, productType: 'HELOC' } });
    expect(r.status).toBe(200);
  });
});

describe('what the form refuses, the lender refuses', () => {
  const profile = { name: { firstName: 'Alex', lastName: 'Morgan' }, dob: '1980-04-12', propertyConfirmed: true, consents: [{ type: 'SOFT_CREDIT' }] };
  it.each([['digits', 'Morgan2'], ['a semicolon', 'Mor;gan'], ['a right-to-left override', 'Mor\u202Egan'], ['a zero-width space', 'Mor\u200Bgan'], ['an emoji', 'Morgan😀']])(
    'start/profile: a last name with %s is a 400 on name.lastName, with the form\'s words', async (_what, lastName) => {
      const { token, uuid } = await application('PROFILE_INCOMPLETE');
      const r = await sb.call('PUT', `${BASE}/${uuid}/profile-confirmation`, { token, body: { ...profile, name: { firstName: 'Alex', lastName } } });
      expect(r.status).toBe(400);
      expect(r.body.fieldErrors).toContainEqual({ path: 'name.lastName', message: 'Some of the characters entered are not supported.' });
    },
  );

  it('start/hmda: a string that is not an HMDA code is a 400 on its answer', async () => {
    const { token, uuid } = await application('HMDA');
    const r = await sb.call('PUT', `${BASE}/${uuid}/hmda`, { token, body: { ethnicity: ['DO_NOT_WISH'], race: ['MARTIAN'], sex: ['DO_NOT_WISH'] } });
    expect(r.status).toBe(400);
    expect(r.body.fieldErrors.map((e: { path: string }) => e.path)).toContain('race.0');
    expect((await sb.call('PUT', `${BASE}/${uuid}/hmda`, { token, body: { ethnicity: ['DO_NOT_WISH'], race: ['KOREAN'], sex: ['DO_NOT_WISH'] } })).status).toBe(200);
  });
});

// Values no form sends: control characters, lone surrogates, a huge string, and every wrong type.
const HUGE = 'x'.repeat(400_000);
const VALUES: unknown[] = ['\u0000', 'a\u0000b', '\uD800', 'x\uDFFF', '\u0007\u001B[31m', '\u202E\u200B', HUGE, 0, -1, 1e308, 1.5, true, null, [], {}, [null], [HUGE], { a: { b: { c: '\u0000' } } }];
const KEYS = ['name', 'firstName', 'lastName', 'dob', 'ethnicity', 'race', 'sex', 'address', 'street1', 'zip', 'condition', 'improvements', 'feedback', 'documents', 'type', 'id', 'amount', 'term', 'signature', 'ssn', 'pin', 'email', 'phoneNumber', 'propertyUuid', 'event', 'checklistStatus'];

describe('every write of the sandbox', () => {
  it('answers no 500 to control characters, lone surrogates, huge strings and wrong types', { timeout: 480_000 }, async () => {
    const writes = routesOf(sb.app).filter((r) => !['GET', 'HEAD', 'OPTIONS'].includes(r.method));
    // A reset empties the store under the other calls: those go last.
    writes.sort((a, b) => Number(a.url.includes('reset')) - Number(b.url.includes('reset')));
    expect(writes.length).toBeGreaterThan(60);
    const { token, uuid } = await application('HMDA');
    const failures: string[] = [];
    for (const { method, url } of writes) {
      const path = url.replace(':uuid', uuid).replace(':appUuid', uuid).replace(/:[a-zA-Z]+/g, 'x1');
      // Each value under every key at once; a huge string under one key (26 of them would be a 10 MB body).
      const small = VALUES.filter((v) => v !== HUGE && !(Array.isArray(v) && v[0] === HUGE));
      const bodies: unknown[] = [...VALUES, ...small.map((v) => Object.fromEntries(KEYS.map((k) => [k, v]))), { ...Object.fromEntries(KEYS.map((k) => [k, 'x'])), name: HUGE }];
      for (const body of bodies) {
        const r = await sb.call(method, path, { token, body, headers: { 'x-org': 'HOMELINE' } });
        if (r.status >= 500) failures.push(`${method} ${url} ${JSON.stringify(body).slice(0, 60)} -> ${r.status}`);
      }
      // The same in a query string.
      const q = await sb.call(method, `${path}?state=%00&type=%ED%A0%80&filter=${encodeURIComponent('\u0000')}`, { token, body: {} });
      if (q.status >= 500) failures.push(`${method} ${url}?%00 -> ${q.status}`);
    }
    expect(failures).toEqual([]);
  });
});
