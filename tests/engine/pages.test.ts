import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { checkContextPath, readPath } from '../../src/engine/context-paths';
import type { PagesFile } from '../../src/engine/page-types';
import { boundsOf, fillBody, formRefLists, formRefs, fillPathTemplate, findPage, matchRoute, parentRoute, prefillData, selectedOffer, visibleActions, visibleRows } from '../../src/engine/pages';
import { readContextSchema } from '../../src/engine/definitions-node';
import type { JsonValue } from '../../src/engine/types';

const evaluate = createRuntimeEvaluator();
const file: PagesFile = {
  $schema: 'x',
  id: 'income',
  version: 1,
  conditions: { crypto: { 'application.isCrypto': true } },
  pages: [
    { route: 'income/review', kind: 'info', title: 'Review', actions: [
      { label: 'Always', effects: [{ effect: 'route' }] },
      { label: 'Crypto only', when: 'crypto', effects: [{ effect: 'route' }] },
    ] },
    { route: 'income/upload/{type}', kind: 'form', title: 'Upload', schema: 'upload@1', actions: [],
      prefill: { 'name.first': 'profile.name.firstName', dob: 'profile.dob', missing: 'application.term' },
      bounds: { amount: { minimum: 'offer.minDraw', maximum: 'offer.maxDraw' } } },
  ],
};
const ctx = {
  profile: { name: { firstName: 'Ana' }, dob: '1970-01-02' },
  application: { uuid: 'u-1', isCrypto: false, term: null, property: { state: 'TX' } },
  offer: { minDraw: 15000, maxDraw: 90000 },
};

describe('application pages', () => {
  it('finds a page by exact route, then by pattern with its parameters', () => {
    expect(findPage([file], 'income/review')?.page.title).toBe('Review');
    expect(findPage([file], 'income/upload/W2')?.params).toEqual({ type: 'W2' });
    expect(findPage([file], 'income/upload')).toBeUndefined();
    expect(matchRoute('income/upload/{type}', 'income/upload/')).toBeUndefined();
  });

  it('prefills from context paths, nested fields included, leaving absent values out', () => {
    expect(prefillData(file.pages[1]!, ctx)).toEqual({ name: { first: 'Ana' }, dob: '1970-01-02' });
  });

  it('prefills from the first path of a list that has a value (the query, else the server)', () => {
    const page = { route: 'product/select', kind: 'form', schema: 'x@1', actions: [], prefill: { term: ['query.term', 'application.term'], state: ['query.state', 'application.property.state'] } } as unknown as PagesFile['pages'][number];
    expect(prefillData(page, { ...ctx, query: { term: '15' } })).toEqual({ term: '15', state: 'TX' });
  });

  it('fills a body template from the form and the context, leaving absent values out', () => {
    const body = fillBody({ ssn: { $form: 'ssn' }, all: { $form: '' }, app: { $context: 'application.uuid' }, none: { $form: 'nope' }, list: [{ type: 'SOFT_CREDIT' }] }, { ssn: '123' }, ctx);
    expect(body).toEqual({ ssn: '123', all: { ssn: '123' }, app: 'u-1', list: [{ type: 'SOFT_CREDIT' }] });
  });

  it('keeps only the picked keys of a form object or of each item of a form list', () => {
    const form = { liens: [{ id: 'l1', lender: 'Bank', balance: 1, payoff: true }, { id: 'l2', lender: 'CU', balance: 2 }], who: { a: 1, b: 2 } };
    expect(fillBody({ liens: { $form: 'liens', $pick: ['id', 'balance', 'payoff'] }, who: { $form: 'who', $pick: ['b'] } }, form, ctx)).toEqual({
      liens: [{ id: 'l1', balance: 1, payoff: true }, { id: 'l2', balance: 2 }],
      who: { b: 2 },
    });
  });

  it('composes a form from the first schema variant whose condition holds, else its own schema', () => {
    const page = { route: 'start/contact', kind: 'form', title: 'x', actions: [], schema: ['own@1', 'consent@1'], schemaVariants: [{ when: { 'profile.hasSsn': { ne: true } }, schema: ['own@1', 'ssn@1', 'consent@1'] }] } as unknown as PagesFile['pages'][number];
    expect(formRefs(file, page, { ...ctx, profile: { hasSsn: true } }, evaluate)).toEqual(['own@1', 'consent@1']);
    expect(formRefs(file, page, { ...ctx, profile: {} }, evaluate)).toEqual(['own@1', 'ssn@1', 'consent@1']);
    expect(formRefLists(page)).toEqual([['own@1', 'consent@1'], ['own@1', 'ssn@1', 'consent@1']]);
  });

  it('fills a path template with encoded values and refuses a missing one', () => {
    expect(fillPathTemplate('/heloc/{uuid}/docs/{type}', { uuid: 'a b', type: 'W2' })).toBe('/heloc/a%20b/docs/W2');
    expect(() => fillPathTemplate('/heloc/{uuid}', {})).toThrow('needs {uuid}');
  });

  it('shows only the actions and rows whose (named) conditions hold', () => {
    expect(visibleActions(file, file.pages[0]!, ctx, evaluate).map((a) => a.label)).toEqual(['Always']);
    expect(visibleActions(file, file.pages[0]!, { ...ctx, application: { isCrypto: true } }, evaluate)).toHaveLength(2);
    expect(visibleRows(file, [{ label: 'State', value: 'application.property.state' }], ctx, evaluate)[0]?.value).toBe('TX');
  });

  it('reads number bounds from data (the offer draw limits)', () => {
    expect(boundsOf(file.pages[1]!, ctx)).toEqual({ amount: { minimum: 15000, maximum: 90000 } });
  });

  it('picks the selected offer by rate type and term, else the preliminary offer', () => {
    const offers = [{ type: 'FIXED', term: 10, rate: 8.1 }, { type: 'VARIABLE', term: 10, rate: 7.9 }];
    expect(selectedOffer({ offers, term: 10, rateType: 'VARIABLE', amount: 50000 })).toEqual({ type: 'VARIABLE', term: 10, rate: 7.9, amount: 50000 });
    expect(selectedOffer({ offers, term: 0, preliminaryOffer: { rate: 9 } })).toEqual({ rate: 9 });
    expect(selectedOffer(null)).toBeNull();
  });

  it('sends a group index to its parent', () => {
    expect(parentRoute('income/link')).toBe('income');
    expect(parentRoute('start')).toBe('');
  });
});

describe('context paths', () => {
  // The context schema as the checker reads it: the lender's application schema inlined (context-schema.ts).
  const schema = readContextSchema(process.cwd()) as JsonValue;
  it.each([
    ['application.property.state', undefined],
    ['status.disclosures.summaryReady', undefined],
    ['brand.toggles.anything.below', undefined],
    ['flags.fe-heloc-ny-fcra.enabled', undefined],
    ['profile.phoneNumbers.0.number', undefined],
    ['data.propertyAddress.state', undefined],
    ['application.propety.state', 'propety'],
    ['status.disclosures.summaryReddy', 'summaryReddy'],
    ['aplication.uuid', 'aplication'],
  ])('%s', (path, bad) => {
    expect(checkContextPath(schema, path)?.segment).toBe(bad);
  });

  it('reads dotted paths through objects and arrays', () => {
    expect(readPath({ a: [{ b: 1 }] }, 'a.0.b')).toBe(1);
    expect(readPath({ a: null }, 'a.b')).toBeUndefined();
  });
});

describe('formFieldOf: the form field a body path was filled from', () => {
  it('reads the body template backwards', async () => {
    const { formFieldOf } = await import('../../src/engine/pages');
    const template = { name: { lastName: { $form: 'lastName' } }, account: { $form: 'bank' }, consents: [{ type: 'HARD_CREDIT' }], front: { $form: 'front', $pick: ['id'] } };
    expect(formFieldOf(template, 'name.lastName')).toBe('lastName');
    expect(formFieldOf(template, 'account.routingNumber')).toBe('bank.routingNumber');
    expect(formFieldOf(template, 'consents.0.type')).toBeUndefined();
    expect(formFieldOf(template, 'name.firstName')).toBeUndefined();
    expect(formFieldOf(template, 'front.0.id')).toBe('front.0.id');
    expect(formFieldOf({ $form: '' }, 'ssn')).toBe('ssn');
    expect(formFieldOf({ $form: '' }, '')).toBeUndefined();
  });
});
