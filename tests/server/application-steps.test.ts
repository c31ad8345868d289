// The lender's write calls for start/profile and start/hmda: validated bodies (400 with errors),
// idempotent retries, refused out of order (409), and the application moving on through a
// waiting status on the lender's clock.
import { describe, expect, it } from 'vitest';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();

async function application(tag: string, body: Record<string, unknown> = createBody()): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `steps-${tag}-${Date.now()}@example.com`);
  const r = await sb.call('POST', `${BASE}?state=TX`, { body, token, headers: { 'x-org': 'HOMELINE' } });
  expect(r.status).toBe(200);
  return { token, uuid: r.body.uuid as string };
}
const status = async (token: string, uuid: string): Promise<Record<string, unknown>> =>
  (await sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token })).body;
const profileBody = { name: { firstName: 'Alex', lastName: 'Morgan' }, dob: '1980-04-12', propertyConfirmed: true, consents: [{ type: 'SOFT_CREDIT' }] };

describe('PUT .../{uuid}/profile-confirmation (start/profile)', () => {
  it('without a SOFT_CREDIT consent the lender waits for start/profile, which records it once and runs the soft pull', async () => {
    const { token, uuid } = await application('profile', { ...createBody(), consentRequests: [] });
    expect((await status(token, uuid))['checklistStatus']).toBe('PROFILE_INCOMPLETE');
    const first = await sb.call('PUT', `${BASE}/${uuid}/profile-confirmation`, { body: profileBody, token });
    expect(first.status).toBe(200);
    expect((first.body.consents as { type: string }[]).filter((c) => c.type === 'SOFT_CREDIT')).toHaveLength(1);
    expect((await status(token, uuid))['checklistStatus']).toBe('WAITING_FOR_SOFT_CREDIT');
    const again = await sb.call('PUT', `${BASE}/${uuid}/profile-confirmation`, { body: profileBody, token });
    expect(again.status).toBe(200);
    expect((again.body.consents as { type: string }[]).filter((c) => c.type === 'SOFT_CREDIT')).toHaveLength(1);
    sb.clock.advance(10_000);
    expect((await status(token, uuid))['checklistStatus']).toBe('OFFER_SELECTION');
  });

  it('answers 400 with readable errors for a bad body, and 404 for someone else', async () => {
    const { token, uuid } = await application('profile-bad', { ...createBody(), consentRequests: [] });
    const bad = await sb.call('PUT', `${BASE}/${uuid}/profile-confirmation`, { body: { ...profileBody, dob: '12/31/1980' }, token });
    expect(bad.status).toBe(400);
    // The form's own words for the field (issue 25: the page's step schema birthdate@2), on dob.
    expect(bad.body.fieldErrors).toContainEqual({ path: 'dob', message: 'Invalid date' });
    const other = await register(sb, `steps-other-${Date.now()}@example.com`);
    expect((await sb.call('PUT', `${BASE}/${uuid}/profile-confirmation`, { body: profileBody, token: other })).status).toBe(404);
  });
});

describe('PUT .../{uuid}/hmda (start/hmda)', () => {
  const hmda = { ethnicity: ['DO_NOT_WISH'], race: ['ASIAN', 'KOREAN'], sex: ['FEMALE'] };

  it('is refused before the lender asks for it (409)', async () => {
    const { token, uuid } = await application('hmda-early');
    const r = await sb.call('PUT', `${BASE}/${uuid}/hmda`, { body: hmda, token });
    expect(r.status).toBe(409);
    expect(r.body.errors.join(' ')).toContain('start/hmda');
  });

  it('records the answers (hasHmda), waits while disclosures are prepared, then asks to read them; a retry changes nothing', async () => {
    const { token, uuid } = await application('hmda');
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'HMDA' } });
    const r = await sb.call('PUT', `${BASE}/${uuid}/hmda`, { body: hmda, token });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ hasHmda: true, hmda });
    expect((await status(token, uuid))['checklistStatus']).toBe('GEN_APP_DISCLOSURES');
    expect((await sb.call('PUT', `${BASE}/${uuid}/hmda`, { body: hmda, token })).status).toBe(200);
    sb.clock.advance(5_000);
    const after = await status(token, uuid);
    expect(after['checklistStatus']).toBe('GEN_SUMMARY_DISCLOSURE');
    // Decision 192: the application disclosures first (document/disclosures), the summary after.
    expect(after['disclosures']).toMatchObject({ appDisclosuresReady: true, summaryReady: false });
    expect((after['disclosures'] as Record<string, unknown>)['appDisclosuresComplete']).toBeUndefined();
  });

  it('answers 400 for an empty answer list', async () => {
    const { token, uuid } = await application('hmda-bad');
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { checklistStatus: 'HMDA' } });
    expect((await sb.call('PUT', `${BASE}/${uuid}/hmda`, { body: { ...hmda, sex: [] }, token })).status).toBe(400);
  });
});

describe('POST .../{uuid}/soft-credit (credit/error Try again)', () => {
  it('after a frozen file, pulls again (the freeze is lifted) and reaches the offers; refused elsewhere', async () => {
    const done = await application('thawed');
    const { token, uuid } = await application('frozen', createBody({ lastName: 'Frozen' }));
    sb.clock.advance(10_000);
    expect((await status(done.token, done.uuid))['checklistStatus']).toBe('OFFER_SELECTION');
    expect((await sb.call('POST', `${BASE}/${done.uuid}/soft-credit`, { body: {}, token: done.token })).status).toBe(409);
    expect((await status(token, uuid))['checklistStatus']).toBe('SOFT_CREDIT_LOCKED_OR_FROZEN');
    expect((await sb.call('POST', `${BASE}/${uuid}/soft-credit`, { body: {}, token })).status).toBe(200);
    expect((await sb.call('POST', `${BASE}/${uuid}/soft-credit`, { body: {}, token })).status).toBe(200);
    expect((await status(token, uuid))['checklistStatus']).toBe('WAITING_FOR_SOFT_CREDIT');
    sb.clock.advance(10_000);
    expect((await status(token, uuid))['checklistStatus']).toBe('OFFER_SELECTION');
  });
});
