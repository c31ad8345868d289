// Two part-1 writes as the pages use them (decisions 270, 272): start/contact saves the contact
// details the profile lacked (phone as the page shows it, stored as digits; a bad one is a 400
// with its field), and review-app/datatree corrects the address with review-app/property's write,
// after which the lender's lookup matches and the offers follow.
import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();

let n = 0;
async function application(lastName: string): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `contact-${lastName}-${n++}-${Date.now()}@example.com`);
  const r = await sb.call('POST', `${BASE}?state=TX`, { body: createBody({ lastName }), token, headers: { 'x-org': 'HOMELINE' } });
  expect(r.status).toBe(200);
  sb.clock.advance(10_000);
  return { token, uuid: r.body.uuid as string };
}
const status = async (token: string, uuid: string): Promise<Record<string, unknown>> => (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body;
const put = (token: string, uuid: string, path: string, body: unknown) => sb.call('PUT', `${BASE}/${uuid}/${path}`, { token, body });
const info = { ownership: 'SOLE', ssn: '123456789', consents: [{ type: 'HARD_CREDIT' }] };

describe('start/contact: contact details', () => {
  it('stores the phone (as digits) and e-mail sent with the page, and still moves to the hard pull', async () => {
    const { token, uuid } = await application('Morgan');
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'COLLECT_ADDITIONAL_INFO', uwDecision: 'SELECT' } });
    const saved = await put(token, uuid, 'additional-info', { ...info, phoneNumber: '(512) 555-0188', email: 'alex.new@example.com' });
    expect(saved.status).toBe(200);
    const profile = (await sb.call('GET', '/service-profile/api/v1/profile', { token })).body;
    expect(profile).toMatchObject({ email: 'alex.new@example.com', phoneNumbers: [{ type: 'MOBILE', number: '5125550188' }] });
    expect((await status(token, uuid))['checklistStatus']).toBe('HARD_CREDIT_PULL');
  });

  it('refuses a malformed phone or e-mail with a 400 naming the field, and stores nothing', async () => {
    const { token, uuid } = await application('Morgan');
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'COLLECT_ADDITIONAL_INFO', uwDecision: 'SELECT' } });
    const phone = await put(token, uuid, 'additional-info', { ...info, phoneNumber: '555-01' });
    expect(phone.status).toBe(400);
    expect(JSON.stringify(phone.body.errors)).toContain('Please enter a valid phone number');
    const email = await put(token, uuid, 'additional-info', { ...info, email: 'alex@' });
    expect(email.status).toBe(400);
    expect(JSON.stringify(email.body.errors)).toContain('Please enter a valid email address');
    expect((await status(token, uuid))['checklistStatus']).toBe('COLLECT_ADDITIONAL_INFO');
    const profile = (await sb.call('GET', '/service-profile/api/v1/profile', { token })).body;
    expect(profile.phoneNumbers).toEqual([{ type: 'MOBILE', number: '5125550100' }]);
  });
});

describe('review-app/datatree: Correct the address', () => {
  const address = { street1: '1422 Maple Ridge Dr', street2: '', city: 'Austin', state: 'TX', zip: '78704' };

  it('takes the corrected address on DATATREE_NO_MATCH, looks it up again and prices the offers', async () => {
    const { token, uuid } = await application('Datatree');
    expect(await status(token, uuid)).toMatchObject({ checklistStatus: 'DATATREE_NO_MATCH', datatreeNoMatch: true });
    const r = await put(token, uuid, 'property-selection', { address });
    expect(r.status).toBe(200);
    expect(r.body.property).toMatchObject({ street1: '1422 Maple Ridge Dr', zip: '78704' });
    expect((await status(token, uuid))['checklistStatus']).toBe('WAITING_FOR_PROPERTY');
    // A retried Continue answers the same.
    expect((await put(token, uuid, 'property-selection', { address })).status).toBe(200);
    sb.clock.advance(5000);
    const after = await status(token, uuid);
    expect(after).toMatchObject({ checklistStatus: 'OFFER_SELECTION', datatreeNoMatch: false, propertyComplete: true });
    const app = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body as { offers?: unknown[] };
    expect(app.offers?.length).toBeGreaterThan(0);
  });

  it('still refuses the correction where no property step is open (409)', async () => {
    const { token, uuid } = await application('Morgan');
    expect((await put(token, uuid, 'property-selection', { address })).status).toBe(409);
  });
});
