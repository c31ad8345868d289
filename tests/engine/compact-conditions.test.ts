import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { compactConditionParts, expandCondition, isCompactCondition } from '../../src/engine/compact-conditions';
import type { Condition } from '../../src/engine/types';

const ajv = new Ajv({ strict: false });
const holds = (c: Condition, ctx: unknown): boolean => ajv.validate(expandCondition(c) as object, ctx) === true;

const ny = { data: { propertyAddress: { state: 'NY' } }, brand: { orgCode: 'X', toggles: { nyRegulatorReview: true } } };

describe('compact conditions', () => {
  it.each<[string, Condition, unknown, boolean]>([
    ['a literal is equality', { 'brand.toggles.nyRegulatorReview': true }, ny, true],
    ['a literal fails on another value', { 'brand.toggles.nyRegulatorReview': false }, ny, false],
    ['two paths must both hold', { 'brand.toggles.nyRegulatorReview': true, 'data.propertyAddress.state': { in: ['NY'] } }, ny, true],
    ['in fails outside the list', { 'data.propertyAddress.state': { in: ['CA', 'TX'] } }, ny, false],
    ['notIn holds outside the list', { 'data.propertyAddress.state': { notIn: ['CA'] } }, ny, true],
    ['ne holds when the field is missing', { 'status.uwDecision': { ne: 'DECLINE' } }, {}, true],
    ['ne fails on the value', { 'status.uwDecision': { ne: 'DECLINE' } }, { status: { uwDecision: 'DECLINE' } }, false],
    ['not negates an operator', { 'status.uwDecision': { not: { in: ['DECLINE', 'INELIGIBLE'] } } }, { status: { uwDecision: 'SELECT' } }, true],
    ['exists fails on a missing path', { 'profile.dob': { exists: true } }, { profile: {} }, false],
    ['exists fails on null and empty text', { 'profile.dob': { exists: true } }, { profile: { dob: '' } }, false],
    ['exists holds on a value', { 'profile.dob': { exists: true } }, { profile: { dob: '1960-01-01' } }, true],
    ['exists false holds on null', { 'application.referrer': { exists: false } }, { application: { referrer: null } }, true],
    ['gte compares numbers', { 'application.amount': { gte: 15000 } }, { application: { amount: 15000 } }, true],
    ['gt is exclusive', { 'application.amount': { gt: 15000 } }, { application: { amount: 15000 } }, false],
    ['lt and gte combine', { 'data.income.income': { lt: 15000, gte: 0 } }, { data: { income: { income: 9000 } } }, true],
    ['a text is not a number', { 'application.amount': { gt: 0 } }, { application: { amount: '5' } }, false],
    ['some looks into array items', { 'application.consents': { some: { type: 'SOFT_CREDIT' } } }, { application: { consents: [{ type: 'HARD_CREDIT' }, { type: 'SOFT_CREDIT' }] } }, true],
    ['some fails without a matching item', { 'application.consents': { some: { type: 'SOFT_CREDIT' } } }, { application: { consents: [{ type: 'HARD_CREDIT' }] } }, false],
    ['none holds without a matching item', { 'application.documents': { none: { type: { in: ['ID_CARD_FRONT'] } } } }, { application: { documents: [] } }, true],
    ['any holds when one holds', { any: [{ 'status.checklistStatus': 'HMDA' }, { 'machine.state': 'hmda' }] }, { machine: { state: 'hmda' } }, true],
    ['all needs every one', { all: [{ 'status.checklistStatus': 'HMDA' }, { 'machine.state': 'hmda' }] }, { machine: { state: 'hmda' } }, false],
    ['not next to paths negates its operand', { 'machine.state': 'hmda', not: { 'application.hasHmda': true } }, { machine: { state: 'hmda' }, application: { hasHmda: true } }, false],
    ['a lone JSON Schema not expands its compact operand', { not: { 'offer.rate': { exists: true } } }, { offer: null }, true],
  ])('%s', (_name, condition, ctx, expected) => {
    expect(holds(condition, ctx)).toBe(expected);
  });

  it('leaves JSON Schema conditions as written', () => {
    const schema = { required: ['auth'], properties: { auth: { properties: { newAuthMode: { const: true } } } } };
    expect(isCompactCondition(schema)).toBe(false);
    expect(expandCondition(schema)).toBe(schema);
    expect(expandCondition(true)).toBe(true);
  });

  it('reports an unknown operator and lists the paths read', () => {
    const parts = compactConditionParts({ 'status.checklistStatus': { inn: ['HMDA'], in: ['X'] }, any: [{ 'profile.dob': { exists: true } }] });
    expect(parts.paths.map((p) => p.path)).toEqual(['status.checklistStatus', 'profile.dob']);
    expect(parts.issues).toEqual([expect.objectContaining({ pointer: '/status.checklistStatus/inn', value: 'inn' })]);
  });
});
