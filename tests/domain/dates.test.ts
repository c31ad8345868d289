import { describe, expect, it } from 'vitest';
import { dateFromParts, parseDateInput, toDisplayDate, toStorageDate } from '../../src/domain/dates';

describe('parseDateInput', () => {
  it('reads MM/dd/yyyy and yyyy-MM-dd as local midnight', () => {
    expect(parseDateInput('07/04/1990')).toEqual(new Date(1990, 6, 4));
    expect(parseDateInput('1990-07-04')).toEqual(new Date(1990, 6, 4));
    expect(parseDateInput(' 1990-07-04 ')).toEqual(new Date(1990, 6, 4));
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseDateInput('02/29/2000')).toEqual(new Date(2000, 1, 29));
    expect(parseDateInput('02/29/2024')).toEqual(new Date(2024, 1, 29));
    expect(parseDateInput('02/29/1900')).toBeUndefined();
    expect(parseDateInput('02/29/2023')).toBeUndefined();
  });

  it.each(['02/30/2000', '13/01/2000', '00/10/2000', '04/31/2000', '2000-02-30', '2000-00-10'])(
    'refuses the impossible date %s',
    (text) => {
      expect(parseDateInput(text)).toBeUndefined();
    },
  );

  it('refuses years before 1900 and accepts 1900 itself', () => {
    expect(parseDateInput('12/31/1899')).toBeUndefined();
    expect(parseDateInput('01/01/1900')).toEqual(new Date(1900, 0, 1));
  });

  it.each(['', 'abc', '7/4/1990', '07-04-1990', '1990/07/04', '07/04/90', '1990-7-4', '07/04/1990x'])(
    'refuses the unsupported format %j',
    (text) => {
      expect(parseDateInput(text)).toBeUndefined();
    },
  );
});

describe('dateFromParts', () => {
  it('refuses non-integer parts', () => {
    expect(dateFromParts(2000, 1.5, 1)).toBeUndefined();
    expect(dateFromParts(Number.NaN, 1, 1)).toBeUndefined();
  });
});

describe('display and storage formats', () => {
  it('round-trips through both formats', () => {
    const d = new Date(2024, 1, 29);
    expect(toStorageDate(d)).toBe('2024-02-29');
    expect(toDisplayDate(d)).toBe('02/29/2024');
    expect(parseDateInput(toStorageDate(d))).toEqual(d);
    expect(parseDateInput(toDisplayDate(d))).toEqual(d);
  });

  it('uses the local calendar day even late in the evening', () => {
    expect(toStorageDate(new Date(2024, 11, 31, 23, 59, 59, 999))).toBe('2024-12-31');
  });

  it('throws on an invalid Date', () => {
    expect(() => toStorageDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => toDisplayDate(new Date(Number.NaN))).toThrow(RangeError);
  });
});
