// Effects read the numbers their definition gives (flows:check guarantees them, see
// tests/engine/definition-rules.test.ts) and never fall back to a hidden default.
import { describe, expect, it } from 'vitest';
import { confirmLowIncome } from '../../src/stores/effects/ui-effects';
import type { FlowStore } from '../../src/stores/flow-store';
import { runNamedValidators } from '../../src/stores/named-validators';

/** Just what confirmLowIncome touches: the answers, a modal the test answers, change. */
function fakeStore(data: Record<string, unknown>, answer: 'confirm' | 'close') {
  const opened: string[] = [];
  const store = {
    data,
    openModal: async (id: string) => (opened.push(id), answer),
    change: (patch: Record<string, unknown>) => Object.assign(data, patch),
  };
  return { store: store as unknown as FlowStore, opened };
}

const params = { field: 'income', confirmField: 'incomeConfirmed', modal: 'lowIncome' };

describe('confirmLowIncome', () => {
  it('asks below the threshold the flow gives, not below a built-in 15000', async () => {
    const { store, opened } = fakeStore({ income: 18000 }, 'confirm');
    expect(await confirmLowIncome(store, { ...params, threshold: 20000 })).toEqual({ kind: 'continue' });
    expect(opened).toEqual(['lowIncome']);
    const above = fakeStore({ income: 12000 }, 'confirm');
    expect(await confirmLowIncome(above.store, { ...params, threshold: 10000 })).toEqual({ kind: 'continue' });
    expect(above.opened).toEqual([]);
  });

  it('refuses to run without a numeric threshold instead of silently using 15000', async () => {
    for (const threshold of [undefined, 'abc']) {
      const { store, opened } = fakeStore({ income: 12000 }, 'confirm');
      const p = threshold === undefined ? params : { ...params, threshold };
      await expect(confirmLowIncome(store, p)).rejects.toThrow(/"threshold" must be a number.*flows:check/);
      expect(opened).toEqual([]);
    }
  });
});

describe('ageAtLeast', () => {
  const env = { now: new Date('2026-01-15T12:00:00'), sixtyTwoPlus: false };
  const base = { field: 'dob', years: 21, alabamaYears: 19, sixtyTwoPlusYears: 62, message: 'too young', sixtyTwoPlusMessage: '62' };

  it('uses the minimum age the definition gives', () => {
    const twenty = { dob: '01/01/2006' };
    expect(runNamedValidators([{ effect: 'ageAtLeast', params: base }], twenty, env)).toEqual([{ field: 'dob', message: 'too young' }]);
    expect(runNamedValidators([{ effect: 'ageAtLeast', params: { ...base, years: 18 } }], twenty, env)).toEqual([]);
  });

  it('refuses to run without its minimum age instead of assuming 18', () => {
    const { years: _omitted, ...noYears } = base;
    expect(() => runNamedValidators([{ effect: 'ageAtLeast', params: noYears }], { dob: '01/01/2006' }, env)).toThrow(/"years" must be a number/);
  });
});
