import { describe, expect, it } from 'vitest';
import {
  CONDITION_CATEGORIES,
  CONDITIONS_FLAG,
  CONDITIONS_FORMAT_ERROR,
  CONDITIONS_POLL_MS,
  CATEGORY_ACTIONS,
  conditionDate,
  conditionsRead,
  numDocsRequiredOf,
  conditionStatusKey,
  openConditionCount,
  toSignerCondition,
  visibleConditions,
} from '../../src/domain/conditions';

const c = (uuid: string, created: unknown, over: Record<string, unknown> = {}) => ({
  uuid,
  categoryEnum: 'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  notes: `Condition ${uuid}`,
  status: 'OPEN',
  created,
  ...over,
});

describe('visibleConditions (seed 001 §7)', () => {
  it('sorts by created ascending', () => {
    const list = [c('c', '2026-03-03T10:00:00Z'), c('a', '2026-03-01T10:00:00Z'), c('b', '2026-03-02T10:00:00.000+00:00')];
    expect(visibleConditions(list).map((x) => x.uuid)).toEqual(['a', 'b', 'c']);
  });

  it('compares instants, not strings (offsets and fractions)', () => {
    // 09:00-05:00 is 14:00Z: after 12:00Z although the string sorts first.
    const list = [c('late', '2026-03-01T09:00:00-05:00'), c('early', '2026-03-01T12:00:00Z')];
    expect(visibleConditions(list).map((x) => x.uuid)).toEqual(['early', 'late']);
  });

  it('keeps the service order for equal timestamps (ties), also when written differently', () => {
    const same = '2026-03-01T10:00:00Z';
    const list = [c('second', '2026-03-02T00:00:00Z'), c('t1', same), c('t2', '2026-03-01T10:00:00.000Z'), c('t3', same), c('first', '2026-02-01T00:00:00Z')];
    expect(visibleConditions(list).map((x) => x.uuid)).toEqual(['first', 't1', 't2', 't3', 'second']);
    // The same input reversed keeps the reversed order among the ties.
    expect(visibleConditions([...list].reverse()).map((x) => x.uuid)).toEqual(['first', 't3', 't2', 't1', 'second']);
  });

  it('drops unknown categories and malformed items, keeps every one of the seed\'s twelve categories', () => {
    expect(CONDITION_CATEGORIES).toHaveLength(12);
    const list = [
      ...CONDITION_CATEGORIES.map((categoryEnum, i) => c(`k${i}`, `2026-03-${String(i + 1).padStart(2, '0')}T00:00:00Z`, { categoryEnum })),
      c('internal', '2026-01-01T00:00:00Z', { categoryEnum: 'UNDERWRITING_INTERNAL' }),
      c('lower', '2026-01-01T00:00:00Z', { categoryEnum: 'generic_document_request' }),
      c('nocat', '2026-01-01T00:00:00Z', { categoryEnum: undefined }),
      c('oldname', '2026-01-01T00:00:00Z', { categoryEnum: undefined, category: 'GENERIC_DOCUMENT_REQUEST' }),
      c('', '2026-01-01T00:00:00Z'),
      null,
      'text',
      [c('nested', '2026-01-01T00:00:00Z')],
    ];
    const out = visibleConditions(list);
    expect(out.map((x) => x.category)).toEqual([...CONDITION_CATEGORIES]);
    expect(out.map((x) => x.uuid)).not.toContain('internal');
  });

  it('puts conditions without a readable created last, in the service order', () => {
    const list = [c('none', undefined), c('bad', 'yesterday'), c('ok', '2026-03-01T00:00:00Z'), c('num', 1_700_000_000_000)];
    expect(visibleConditions(list).map((x) => x.uuid)).toEqual(['ok', 'none', 'bad', 'num']);
  });

  it('throws the format error for an answer that is not a list; an empty list is empty', () => {
    expect(() => visibleConditions({ conditions: [] })).toThrow(CONDITIONS_FORMAT_ERROR);
    expect(() => visibleConditions(null)).toThrow(CONDITIONS_FORMAT_ERROR);
    expect(visibleConditions([])).toEqual([]);
  });
});

describe('toSignerCondition (seed 001 §3 fields)', () => {
  it('reads the seed\'s fields; a missing status is OPEN and needs action; the category names the page and its query', () => {
    const out = toSignerCondition({
      uuid: 'x', categoryEnum: 'HARD_CREDIT_INQUIRY_REVIEW', notes: 'Inquiry by Acme Bank on 02/11', commentsToBorrower: 'Please send the cancellation letter',
      requestDocuments: ['Cancellation letter', 3, ''], xtraData: { numDocsRequired: 2 }, created: '2026-03-01T00:00:00Z',
    });
    expect(out).toEqual({
      uuid: 'x', category: 'HARD_CREDIT_INQUIRY_REVIEW', notes: 'Inquiry by Acme Bank on 02/11', commentsToBorrower: 'Please send the cancellation letter',
      actionNeeded: true, requestDocuments: ['Cancellation letter'], numDocsRequired: 2, status: 'OPEN', created: '2026-03-01T00:00:00Z',
      createdMs: Date.UTC(2026, 2, 1), action: 'uploadDocument', route: 'conditions/upload-document',
      query: { conditionUuid: 'x', conditionType: 'UPLOAD_DOCUMENT', conditionEnum: 'HARD_CREDIT_INQUIRY_REVIEW' },
    });
  });

  it('actionNeeded wins over the status; without it OPEN and REJECTED need action', () => {
    const at = '2026-03-01T00:00:00Z';
    expect(toSignerCondition(c('a', at, { status: 'SUBMITTED', actionNeeded: true }))?.actionNeeded).toBe(true);
    expect(toSignerCondition(c('b', at, { status: 'OPEN', actionNeeded: false }))?.actionNeeded).toBe(false);
    expect(toSignerCondition(c('c', at, { status: 'REJECTED' }))?.actionNeeded).toBe(true);
    expect(toSignerCondition(c('d', at, { status: 'CLEARED' }))?.actionNeeded).toBe(false);
  });

  it('each category asks what seed 001 §3 says', () => {
    expect(CATEGORY_ACTIONS.MISSING_PHONE_NUMBER).toBe('phoneNumber');
    expect(CATEGORY_ACTIONS.ID_VERIFICATION_FAILURE).toBe('verifyId');
    const uploads = CONDITION_CATEGORIES.filter((k) => CATEGORY_ACTIONS[k] === 'uploadDocument');
    expect(uploads).toHaveLength(10);
    expect(toSignerCondition(c('p', '2026-03-01T00:00:00Z', { categoryEnum: 'MISSING_PHONE_NUMBER' }))?.route).toBe('conditions/phone-number');
    expect(toSignerCondition(c('i', '2026-03-01T00:00:00Z', { categoryEnum: 'ID_VERIFICATION_FAILURE' }))?.route).toBe('identity');
  });

  it('numDocsRequired: xtraData\'s whole number from 1 (at most 3), else 1 (seed 001 §9 paystubs default 1)', () => {
    expect(numDocsRequiredOf(undefined)).toBe(1);
    expect(numDocsRequiredOf({})).toBe(1);
    expect(numDocsRequiredOf({ numDocsRequired: 0 })).toBe(1);
    expect(numDocsRequiredOf({ numDocsRequired: 1.5 })).toBe(1);
    expect(numDocsRequiredOf({ numDocsRequired: '2' })).toBe(1);
    expect(numDocsRequiredOf({ numDocsRequired: 2 })).toBe(2);
    expect(numDocsRequiredOf({ numDocsRequired: 9 })).toBe(3);
    expect(toSignerCondition(c('ps', '2026-03-01T00:00:00Z', { categoryEnum: 'HELOC_MANUAL_PAYSTUB_UPLOAD' }))?.numDocsRequired).toBe(1);
  });
});

describe('conditionsRead (the page read)', () => {
  it('lists, counts the open ones and picks the one the URL names', () => {
    const list = [c('a', '2026-03-02T00:00:00Z'), c('b', '2026-03-01T00:00:00Z', { status: 'CLEARED' }), c('x', '2026-03-01T00:00:00Z', { categoryEnum: 'SECRET' })];
    const read = conditionsRead(list, 'a');
    expect(read.items.map((i) => i.uuid)).toEqual(['b', 'a']);
    expect(read.open).toBe(1);
    expect(read.current?.uuid).toBe('a');
    expect(conditionsRead(list, 'x').current).toBeNull();
    expect(conditionsRead(list, undefined).current).toBeNull();
  });
});

describe('openConditionCount / conditionStatusKey / conditionDate', () => {
  it('counts the ones that need action', () => {
    const list = visibleConditions([c('a', '2026-03-01T00:00:00Z'), c('b', '2026-03-02T00:00:00Z', { status: 'SUBMITTED' }), c('d', '2026-03-03T00:00:00Z', { status: undefined }), c('e', '2026-03-04T00:00:00Z', { status: 'CLEARED' }), c('f', '2026-03-05T00:00:00Z', { categoryEnum: 'SECRET' }), c('g', '2026-03-06T00:00:00Z', { status: 'REJECTED' })]);
    expect(openConditionCount(list)).toBe(3);
    expect(openConditionCount([])).toBe(0);
  });

  it('folds unknown statuses into OTHER', () => {
    expect(['OPEN', 'SUBMITTED', 'REJECTED', 'CLEARED', 'WAIVED', 'ESCALATED'].map(conditionStatusKey)).toEqual(['OPEN', 'SUBMITTED', 'REJECTED', 'CLEARED', 'WAIVED', 'OTHER']);
  });

  it('formats the day (midday UTC reads the same day in any zone within 11 h); unreadable is empty', () => {
    expect(conditionDate({ createdMs: Date.UTC(2026, 2, 5, 12) })).toBe('Mar 5, 2026');
    expect(conditionDate({ createdMs: Number.NaN })).toBe('');
  });

  it('has the seed constants', () => {
    expect(CONDITIONS_POLL_MS).toBe(60_000);
    expect(CONDITIONS_FLAG).toBe('additional-signer-conditions');
  });
});
