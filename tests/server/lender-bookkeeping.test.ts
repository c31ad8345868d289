// The sandbox's record of the writes it has applied (`lenderWrites`: a body hash per write, so a
// replay changes nothing) is its own bookkeeping, not part of the lender's contract: the
// application the lender answers never carries it, after a write or on a repeated one, and the
// lender's application schema (the context's application part) does not describe it.
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/lender/application.json';
import { createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();

describe("the lender's application answer holds no sandbox bookkeeping", () => {
  it('GET after an offer selection (a recorded write), and the write repeated, carry no lenderWrites', async () => {
    const token = await register(sb, `bookkeeping-${Date.now()}@example.com`);
    const created = await sb.call('POST', `${BASE}?state=TX`, { token, body: createBody({ lastName: 'Morgan' }), headers: { 'x-org': 'HOMELINE' } });
    expect(created.status).toBe(200);
    const uuid = created.body.uuid as string;
    sb.clock.advance(10_000);
    const offers = (await sb.call('GET', `${BASE}/${uuid}`, { token })).body['offers'] as { type: string; term: number; minDraw: number }[];
    const ten = offers.find((o) => o.type === 'FIXED' && o.term === 10)!;
    const choice = { type: 'FIXED', term: 10, amount: ten.minDraw + 5000, autopay: true };
    const chosen = await sb.call('PUT', `${BASE}/${uuid}/offer-selection`, { token, body: choice });
    expect(chosen.status).toBe(200);
    expect(chosen.body).not.toHaveProperty('lenderWrites');
    const again = await sb.call('PUT', `${BASE}/${uuid}/offer-selection`, { token, body: choice });
    expect(again.status).toBe(200);
    expect(again.body).not.toHaveProperty('lenderWrites');
    sb.clock.advance(5000);
    const read = await sb.call('GET', `${BASE}/${uuid}`, { token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ term: 10, amount: choice.amount });
    expect(read.body).not.toHaveProperty('lenderWrites');
    // The repeat is still recognised (the bookkeeping is kept, only not answered): no second change.
    expect((await sb.call('PUT', `${BASE}/${uuid}/offer-selection`, { token, body: { ...choice, term: 30 } })).status).toBe(409);
  });

  it("the lender's application schema does not describe it", () => {
    expect(Object.keys(schema.properties)).not.toContain('lenderWrites');
  });
});
