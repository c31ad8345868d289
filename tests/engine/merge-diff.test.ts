// The merge patch the flow studio writes as a new version's `merge` (issue 26): applying it to the
// base gives the edited definition back; a change that needs a null has no merge form.
import { describe, expect, it } from 'vitest';
import { applyMergePatch } from '../../src/engine/json-patch';
import { mergeDiff } from '../../src/engine/merge-diff';
import type { JsonValue } from '../../src/engine/types';

describe('mergeDiff', () => {
  it('says only what changed, removes with null, replaces a list whole, and round-trips', () => {
    const base: JsonValue = { title: 'a', messages: { x: '1', y: '2' }, steps: [{ id: 's1' }, { id: 's2' }], gone: true };
    const edited: JsonValue = { title: 'a', messages: { x: '1', y: 'two', z: '3' }, steps: [{ id: 's1' }] };
    const diff = mergeDiff(base, edited);
    expect(diff).toEqual({ gone: null, messages: { y: 'two', z: '3' }, steps: [{ id: 's1' }] });
    expect(applyMergePatch(structuredClone(base), diff!)).toEqual(edited);
  });

  it('is undefined for no change, and refuses a change to null', () => {
    expect(mergeDiff({ a: [1, 2], b: { c: 'd' } }, { b: { c: 'd' }, a: [1, 2] })).toBeUndefined();
    expect(() => mergeDiff({ a: 1 }, { a: null })).toThrow(/null/);
    expect(() => mergeDiff({ a: 1 }, { a: 1, b: { c: null } })).toThrow(/null/);
  });
});
