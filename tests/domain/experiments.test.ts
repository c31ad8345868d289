import { describe, expect, it } from 'vitest';
import { experimentsToSave, parseSaved, recordSaved, requireAppId, toAssignment } from '../../src/domain/experiments';

const APP = '6c1e7a0e-0000-4000-8000-000000000001';

describe('requireAppId', () => {
  it.each([undefined, null, '', '  '])('refuses %j with the seed message', (id) => {
    expect(() => requireAppId(id)).toThrow('App ID is required to save experiment');
  });
  it('passes an id through', () => expect(requireAppId(APP)).toBe(APP));
});

describe('toAssignment', () => {
  it('keeps variation and control, in any case', () => {
    expect(toAssignment({ name: 'offer-layout', variation: 'VARIATION' })).toEqual({ name: 'offer-layout', variation: 'variation' });
    expect(toAssignment({ name: ' copy ', variation: 'control' })).toEqual({ name: 'copy', variation: 'control' });
  });
  it.each([null, 'x', { name: '', variation: 'control' }, { name: 'a', variation: 'b' }, { name: 'a' }, { variation: 'control' }])('drops %j', (d) => {
    expect(toAssignment(d)).toBeUndefined();
  });
});

describe('experimentsToSave', () => {
  it('sends each experiment once, the first decision winning', () => {
    const d = [{ name: 'a', variation: 'variation' }, { name: 'a', variation: 'control' }, { name: 'b', variation: 'control' }];
    expect(experimentsToSave(APP, d, {})).toEqual([{ name: 'a', variation: 'variation' }, { name: 'b', variation: 'control' }]);
  });
  it('leaves out what was saved for this application, not for another', () => {
    const saved = { [APP]: { a: 'variation' }, other: { b: 'control' } };
    expect(experimentsToSave(APP, [{ name: 'a', variation: 'control' }, { name: 'b', variation: 'control' }], saved)).toEqual([{ name: 'b', variation: 'control' }]);
  });
  it('needs an application id', () => {
    expect(() => experimentsToSave('', [], {})).toThrow('App ID is required to save experiment');
  });
});

describe('the saved record', () => {
  it('round-trips through JSON and keeps the first variation saved', () => {
    let saved = recordSaved({}, APP, [{ name: 'a', variation: 'variation' }]);
    saved = recordSaved(parseSaved(JSON.stringify(saved)), APP, [{ name: 'a', variation: 'control' }, { name: 'b', variation: 'control' }]);
    expect(saved).toEqual({ [APP]: { a: 'variation', b: 'control' } });
  });
  it.each([null, '', 'not json', '[1]', '{"x": 3}'])('reads %j as nothing usable', (raw) => {
    const parsed = parseSaved(raw);
    expect(experimentsToSave(APP, [{ name: 'x', variation: 'control' }], parsed)).toHaveLength(1);
  });
});
