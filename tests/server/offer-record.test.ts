// The lender's offer record (seed 001 §3): each offer's rates and discount list, the offers by
// type, the offer set (costs with the valuation when no AVM valued the home, the DTI-unlimited
// line, the income methods), and the partner discount a brand grants at selection.
import { describe, expect, it } from 'vitest';
import { LENDER_WAIT_MS, PROGRESSION } from '../../src/server/lender/progression';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();

type Offer = { type: string; term: number; rate: number; baseRate: number; otherRate: number; maxDraw: number; discountList: { discount: { type: string }; rateWithDiscount: number }[] };
type Record_ = { offers: Offer[]; offersByType: Record<string, Offer[]>; offerSet: { costs: { feeType: string; borrowerPaidAmount?: number }[]; maxDtiUnlimited: number; incomeRequestRecords: { incomeType: string; methods: string[] }[] } };

let n = 0;
async function applied(lastName: string, org = 'HOMELINE'): Promise<{ token: string; uuid: string }> {
  const token = await register(sb, `offer-record-${++n}@example.com`, org);
  const r = await sb.call('POST', BASE, { token, body: createBody({ lastName }), headers: { 'x-org': org } });
  expect(r.status).toBe(200);
  sb.clock.advance(10_000);
  return { token, uuid: r.body.uuid as string };
}
const read = async (a: { token: string; uuid: string }): Promise<Record_> => (await sb.call('GET', `${BASE}/${a.uuid}`, { token: a.token })).body as Record_;
/** A rate as the lender rounds it: within the 7.60-17.20% APR range, 2 decimals (a discounted rate: 3). */
const apr = (v: number, decimals = 2): number => Math.round(Math.min(17.2, Math.max(7.6, v)) * 10 ** decimals) / 10 ** decimals;
const discount = (o: Offer, type: string): number | undefined => o.discountList.find((d) => d.discount.type === type)?.rateWithDiscount;

describe('the offer record', () => {
  it('prices each offer on the Prime Rate, groups the offers by type and term, and lists the income methods', async () => {
    const rec = await read(await applied('Morgan'));
    expect(rec.offers).toHaveLength(5);
    for (const o of rec.offers) {
      expect(o.baseRate).toBe(7.5);
      // Autopay takes 0.25 points off, the credit-union program 0.125 (never below the 7.60% floor).
      expect(discount(o, 'AUTOPAY')).toBe(apr(o.rate - 0.25, 3));
      expect(discount(o, 'CREDIT_UNION')).toBe(apr(o.rate - 0.125, 3));
      // A fixed line fixes each later draw at a higher rate; a variable line's draws all move with the index.
      expect(o.otherRate).toBe(o.type === 'VARIABLE' ? o.rate : apr(o.rate + 0.25));
    }
    expect(rec.offersByType['FIXED']?.map((o) => o.term)).toEqual([5, 10, 15, 30]);
    expect(rec.offersByType['VARIABLE']?.map((o) => o.term)).toEqual([10]);
    expect(rec.offerSet.maxDtiUnlimited).toBe(rec.offers[0]?.maxDraw);
    expect(rec.offerSet.incomeRequestRecords).toEqual([{ incomeType: 'PRIMARY', methods: ['PAYROLL_LINK', 'BANK_LINK', 'MANUAL_PAYSTUB'] }]);
    // An AVM valued the home: no valuation cost.
    expect(rec.offerSet.costs.map((c) => c.feeType)).not.toContain('VALUATION');
  });

  it('adds the $180 valuation to the costs when a BPO, not an AVM, valued the home (Noavm)', async () => {
    const a = await applied('Noavm');
    expect((await sb.call('PUT', `${BASE}/${a.uuid}/bpo-estimate`, { token: a.token, body: { estimatedValue: 400000 } })).status).toBe(200);
    sb.clock.advance(PROGRESSION.bpoEstimate.ms);
    await read(a);
    sb.clock.advance(LENDER_WAIT_MS);
    const rec = await read(a);
    expect(rec.offers.length).toBeGreaterThan(0);
    expect(rec.offerSet.costs).toContainEqual(expect.objectContaining({ feeType: 'VALUATION', borrowerPaidAmount: 180 }));
  });

  it('keeps the line the home supports (maxDtiUnlimited) above offers a lower limit capped (Requalify)', async () => {
    const a = await applied('Requalify');
    const r = await sb.call('PUT', `${BASE}/${a.uuid}/requalify`, { token: a.token, body: { accept: true } });
    expect(r.status).toBe(200);
    const rec = r.body as Record_;
    expect(rec.offers.every((o) => o.maxDraw === 30000)).toBe(true);
    expect(rec.offerSet.maxDtiUnlimited).toBeGreaterThan(30000);
  });
});

describe('partner discounts at selection', () => {
  const choose = async (a: { token: string; uuid: string }, autopay: boolean) => {
    const ten = (await read(a)).offers.find((o) => o.type === 'FIXED' && o.term === 10)!;
    const r = await sb.call('PUT', `${BASE}/${a.uuid}/offer-selection`, { token: a.token, body: { type: 'FIXED', term: 10, amount: 20000, autopay } });
    expect(r.status).toBe(200);
    return { ten, rate: r.body.rate as number };
  };

  it("a credit union's applicant gets its member discount, with or without autopay (the best discount; they do not stack)", async () => {
    const manual = await choose(await applied('Morgan', 'LAKESHORE'), false);
    expect(manual.rate).toBe(discount(manual.ten, 'CREDIT_UNION'));
    const auto = await choose(await applied('Morgan', 'LAKESHORE'), true);
    expect(auto.rate).toBe(discount(auto.ten, 'AUTOPAY'));
  });

  it('a brand without the program gets the offer rate, or the autopay rate', async () => {
    const manual = await choose(await applied('Morgan'), false);
    expect(manual.rate).toBe(manual.ten.rate);
    const auto = await choose(await applied('Morgan'), true);
    expect(auto.rate).toBe(discount(auto.ten, 'AUTOPAY'));
  });
});
