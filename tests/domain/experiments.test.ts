import { describe, expect, it } from 'vitest';
import { experimentsToSave, markExperimentsSaved, parseSavedExperiments, type ExperimentRecord } from '../../src/domain/experiments';

const A = 'app-1';
const rec = (name: string, variation: ExperimentRecord['variation'] = 'variation'): ExperimentRecord => ({ name, variation });

describe('experiment assignments (seed 001 §4, §5)', () => {
  it("needs an application id: 'App ID is required to save experiment'", () => {
    expect(() => experimentsToSave({}, '', [rec('x')])).toThrow('App ID is required to save experiment');
    expect(() => experimentsToSave({}, undefined, [rec('x')])).toThrow('App ID is required to save experiment');
  });

  it('saves each experiment once per application; the first assignment stays', () => {
    expect(experimentsToSave({}, A, [rec('rate-buy-down'), rec('rate-buy-down', 'control'), rec('redesign', 'control')])).toEqual([rec('rate-buy-down'), rec('redesign', 'control')]);
    const saved = markExperimentsSaved({}, A, [rec('rate-buy-down')]);
    expect(experimentsToSave(saved, A, [rec('rate-buy-down', 'control'), rec('redesign')])).toEqual([rec('redesign')]);
    // another application saves its own
    expect(experimentsToSave(saved, 'app-2', [rec('rate-buy-down')])).toEqual([rec('rate-buy-down')]);
    expect(markExperimentsSaved(saved, A, [rec('rate-buy-down', 'control')])[A]).toEqual({ 'rate-buy-down': 'variation' });
  });

  it("drops records that are not 'variation' or 'control' or have no name", () => {
    expect(experimentsToSave({}, A, [{ name: 'x', variation: 'treatment' } as never, rec('')])).toEqual([]);
  });

  it('reads the stored record defensively', () => {
    expect(parseSavedExperiments(null)).toEqual({});
    expect(parseSavedExperiments('not json')).toEqual({});
    expect(parseSavedExperiments('[1]')).toEqual({});
    expect(parseSavedExperiments('{"a":{"x":"control","y":3},"b":4}')).toEqual({ a: { x: 'control' } });
  });
});
