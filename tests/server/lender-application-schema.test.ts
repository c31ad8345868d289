// The lender's application schema (schemas/lender/application.json) is the one source of the
// context's application part (issue 22), so it must say what the sandbox lender sends: its
// answers, as created, with offers and with an offer chosen, validate against it (a field the
// lender starts sending that the schema lacks fails here, with its name).
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import schema from '../../schemas/lender/application.json';
import { applicationAtDisbursement, createBody, fileSandbox, register } from './helpers';

const BASE = '/service-application/api/v1/application/heloc';
const sb = fileSandbox();
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
const problems = (body: unknown): string[] => (validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message} ${JSON.stringify(e.params)}`));

describe("the sandbox lender's application answers match the lender's application schema", () => {
  it('as created and once the lender has priced it', async () => {
    const token = await register(sb, 'lender-schema@example.com');
    const created = await sb.call('POST', `${BASE}?state=TX`, { token, body: createBody() });
    expect(created.status).toBe(200);
    expect(problems(created.body)).toEqual([]);
    sb.clock.advance(10_000);
    const priced = await sb.call('GET', `${BASE}/${created.body.uuid as string}`, { token });
    expect(priced.body.offers.length).toBeGreaterThan(0);
    expect(problems(priced.body)).toEqual([]);
  });

  it('with an offer chosen, at the disbursement account', async () => {
    const { token, uuid } = await applicationAtDisbursement(sb);
    const a = await sb.call('GET', `${BASE}/${uuid}`, { token });
    expect(problems(a.body)).toEqual([]);
  });
});
