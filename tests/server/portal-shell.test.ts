// The data the application page shell reads: portal progress with the status, the lender's
// preliminary offer and valuation on the application, and QA control over all of them.
import { describe, expect, it } from 'vitest';
import { portalProgressFor } from '../../src/server/portal-progress';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();

const APP = '/service-application/api/v1/application/heloc';
const status = (uuid: string, token: string) => sb.call('GET', `/service-krang-heloc/borrower/secure/api/v1/${uuid}/status`, { token });

async function newApplication(email: string, lastName = 'Morgan'): Promise<{ uuid: string; token: string }> {
  const token = await register(sb, email);
  const c = await sb.call('POST', APP, { token, body: createBody({ lastName }) });
  expect(c.status).toBe(200);
  return { uuid: c.body.uuid as string, token };
}

describe('portal progress', () => {
  it.each([
    ['WAITING_FOR_SOFT_CREDIT', 'INITIAL'],
    ['LIEN_VERIFICATION', 'INITIAL'],
    ['OFFER_SELECTION', 'PRODUCT_SELECT'],
    ['HMDA', 'MORE_INFO'],
    ['INCOME_VERIFICATION', 'LINK_INCOME'],
    ['IDENTITY_VERIFICATION', 'ID_UPLOAD'],
    ['NOTE_SIGNING', 'SIGNING'],
    ['DEED_SIGNING', 'ENOTARY'],
    ['MANUAL_DEED_SIGNING', 'MANUAL_NOTARY'],
    ['FUNDABLE', 'COMPLETE'],
    // Part 2's statuses of ours: the step the lender is working on, not INITIAL.
    ['WAITING_FOR_INCOME_VERIFICATION', 'LINK_INCOME'],
    ['INCOME_PARTIALLY_VERIFIED', 'LINK_INCOME'],
    ['WAITING_FOR_ACCOUNT_VERIFICATION', 'SIGNING'],
    ['MERCHANT_REVIEW', 'SIGNING'],
    ['WAITING_FOR_IDENTITY_VERIFICATION', 'ID_UPLOAD'],
    ['WAITING_FOR_CO_DEED', 'SIGNING'],
    ['WAITING_FOR_NOTARY_SESSION', 'ENOTARY'],
    ['INSURANCE_REQUIRED', 'ENOTARY'],
    ['SOMETHING_NEW', 'INITIAL'],
  ])('checklist status %s reports %s', (checklist, progress) => {
    expect(portalProgressFor(checklist)).toBe(progress);
  });

  it('comes with the status and follows the lender: INITIAL while waiting, PRODUCT_SELECT once offers are made', async () => {
    const { uuid, token } = await newApplication('progress@example.com');
    expect((await status(uuid, token)).body).toMatchObject({ checklistStatus: 'WAITING_FOR_SOFT_CREDIT', portalProgress: 'INITIAL' });
    sb.clock.advance(3000);
    expect((await status(uuid, token)).body).toMatchObject({ checklistStatus: 'OFFER_SELECTION', portalProgress: 'PRODUCT_SELECT' });
  });

  it('is forced by QA, follows a forced checklist status, and is derived again after null', async () => {
    const { uuid, token } = await newApplication('progress-qa@example.com');
    const p = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { portalProgress: 'SIGNING' } });
    expect(p.status).toBe(200);
    expect(p.body.status.portalProgress).toBe('SIGNING');
    expect((await status(uuid, token)).body.portalProgress).toBe('SIGNING');
    await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { portalProgress: null, checklistStatus: 'IDENTITY_VERIFICATION' } });
    expect((await status(uuid, token)).body).toMatchObject({ checklistStatus: 'IDENTITY_VERIFICATION', portalProgress: 'ID_UPLOAD' });
    const bad = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, { body: { portalProgress: 'FUNDED' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('portalProgress must be one of');
  });
});

describe('offer and property on the application', () => {
  it('has no preliminary offer and no valuation right after creation', async () => {
    const { uuid, token } = await newApplication('offer-none@example.com');
    const a = await sb.call('GET', `${APP}/${uuid}`, { token });
    expect(a.body).toMatchObject({ rate: 0, amount: 0, preliminaryOffer: null, adjustedHomeAmount: 0, status: { condition: 'UNKNOWN_CONDITION', manualNotary: false } });
  });

  it('gets a deterministic preliminary offer within the seed limits, a valuation and a condition once the lender makes offers', async () => {
    const first = await newApplication('offer-a@example.com');
    const second = await newApplication('offer-b@example.com');
    sb.clock.advance(3000);
    const a = (await sb.call('GET', `${APP}/${first.uuid}`, { token: first.token })).body;
    const b = (await sb.call('GET', `${APP}/${second.uuid}`, { token: second.token })).body;
    expect(a.preliminaryOffer).toEqual(b.preliminaryOffer);
    const offer = a.preliminaryOffer;
    expect(offer).toMatchObject({ type: 'FIXED', term: 10, originationFee: 2.99 });
    expect(offer.rate).toBeGreaterThanOrEqual(7.6);
    expect(offer.rate).toBeLessThanOrEqual(17.2);
    expect(offer.amount).toBeGreaterThanOrEqual(15000);
    expect(offer.amount).toBeLessThanOrEqual(400000);
    expect(offer.amount).toBe(a.uwCalculatedDrawAmount);
    expect(a.adjustedHomeAmount).toBeGreaterThan(0);
    expect(a.status).toMatchObject({ condition: 'GOOD', manualNotary: false });
  });

  it('makes no offer when the lender makes none (Declined)', async () => {
    const { uuid, token } = await newApplication('offer-declined@example.com', 'Declined');
    sb.clock.advance(3000);
    expect((await sb.call('GET', `${APP}/${uuid}`, { token })).body.preliminaryOffer).toBeNull();
  });

  it('lets QA set the offer, the valuation, the condition and manual notary, and checks them', async () => {
    const { uuid, token } = await newApplication('offer-qa@example.com');
    const offer = { type: 'VARIABLE', term: 15, rate: 12.5, amount: 75000, originationFee: 1.5 };
    const p = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, {
      body: { application: { preliminaryOffer: offer, adjustedHomeAmount: 640000, status: { condition: 'EXCELLENT', manualNotary: true } } },
    });
    expect(p.status).toBe(200);
    const a = (await sb.call('GET', `${APP}/${uuid}`, { token })).body;
    expect(a).toMatchObject({ preliminaryOffer: offer, adjustedHomeAmount: 640000, status: { condition: 'EXCELLENT', manualNotary: true } });

    const bad = await sb.call('PATCH', `/__sandbox/applications/${uuid}`, {
      body: { application: { preliminaryOffer: { rate: 9 }, status: { condition: 'SHABBY' } } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('preliminaryOffer must be null or');
    expect(bad.body.message).toContain('status.condition must be');
  });
});
