import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinMessages } from '../../src/domain/messages';

describe('joinMessages', () => {
  it('joins with commas and one trailing full stop', () => {
    expect(joinMessages(['Email is taken', 'Phone is invalid'])).toBe('Email is taken, Phone is invalid.');
    expect(joinMessages(['Request failed.'])).toBe('Request failed.');
  });

  it('drops repeats, blanks and doubled full stops', () => {
    expect(joinMessages(['A', 'B.', 'A.', ' ', 'B'])).toBe('A, B.');
  });

  it('gives the unknown-error text rather than an empty string', () => {
    expect(joinMessages([])).toBe('Something unexpected happened');
    expect(joinMessages(['', ' . '])).toBe('Something unexpected happened');
    expect(joinMessages([], 'Error')).toBe('Error');
  });

  it('never gives an empty string', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (msgs) => {
        expect(joinMessages(msgs).length).toBeGreaterThan(0);
      }),
    );
  });
});
