import { describe, expect, it } from 'vitest';
import {
  CONDITION_CATEGORIES,
  CONDITIONS_FLAG,
  CONDITIONS_FORMAT_ERROR,
  CONDITIONS_POLL_MS,
  conditionDate,
  conditionStatusKey,
  openConditionCount,
  toSignerCondition,
  visibleConditions,
} from '../../src/domain/conditions';

const c = (uuid: string, created: unknown, over: Record<string, unknown> = {}) => ({
  uuid,
  category: 'IDENTITY',
  description: `Condition ${uuid}`,
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

  it('drops unknown categories and malformed items, keeps every known category', () => {
    const list = [
      ...CONDITION_CATEGORIES.map((category, i) => c(`k${i}`, `2026-03-0${i + 1}T00:00:00Z`, { category })),
      c('internal', '2026-01-01T00:00:00Z', { category: 'UNDERWRITING_INTERNAL' }),
      c('lower', '2026-01-01T00:00:00Z', { category: 'identity' }),
      c('nocat', '2026-01-01T00:00:00Z', { category: undefined }),
      c('', '2026-01-01T00:00:00Z'),
      c('nodesc', '2026-01-01T00:00:00Z', { description: '  ' }),
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

describe('toSignerCondition', () => {
  it('reads a missing status as OPEN and keeps type and enum when given', () => {
    const out = toSignerCondition({ uuid: 'x', category: 'TITLE', description: 'Sign the deed', created: '2026-03-01T00:00:00Z', conditionType: 'UPLOAD_DOCUMENT', conditionEnum: 'DEED' });
    expect(out).toEqual({
      uuid: 'x', category: 'TITLE', description: 'Sign the deed', status: 'OPEN', created: '2026-03-01T00:00:00Z',
      createdMs: Date.UTC(2026, 2, 1), conditionType: 'UPLOAD_DOCUMENT', conditionEnum: 'DEED',
    });
  });
});

describe('openConditionCount / conditionStatusKey / conditionDate', () => {
  it('counts OPEN only', () => {
    const list = visibleConditions([c('a', '2026-03-01T00:00:00Z'), c('b', '2026-03-02T00:00:00Z', { status: 'SUBMITTED' }), c('d', '2026-03-03T00:00:00Z', { status: undefined }), c('e', '2026-03-04T00:00:00Z', { status: 'CLEARED' }), c('f', '2026-03-05T00:00:00Z', { category: 'SECRET' })]);
    expect(openConditionCount(list)).toBe(2);
    expect(openConditionCount([])).toBe(0);
  });

  it('folds unknown statuses into OTHER', () => {
    expect(['OPEN', 'SUBMITTED', 'CLEARED', 'WAIVED', 'ESCALATED'].map(conditionStatusKey)).toEqual(['OPEN', 'SUBMITTED', 'CLEARED', 'WAIVED', 'OTHER']);
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
