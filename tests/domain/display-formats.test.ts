import { describe, expect, it } from 'vitest';
import { DISPLAY_FORMATTERS, formatDateTime, formatDisplay } from '../../src/domain/display-formats';
import { DISPLAY_FORMATS } from '../../src/engine/page-vocabulary';

describe('display formats', () => {
  it('has a formatter for every name definitions may use, and no other', () => {
    expect(Object.keys(DISPLAY_FORMATTERS).sort()).toEqual([...DISPLAY_FORMATS].sort());
  });

  it.each<[string, unknown, string]>([
    ['money', 1234.565, '$1,234.56'],
    ['percent', 8.99, '8.990%'],
    ['date', '1962-03-04', '03/04/1962'],
    ['date', 'not a date', ''],
    ['maskedAccount', '000123456789', '****6789'],
    ['address', { street1: '1420 MAPLE ridge dr', city: 'austin', state: 'TX', zip: '78704' }, '1420 Maple Ridge Dr, Austin, TX 78704'],
    ['phone', '5125550100', '(512) 555-0100'],
    ['name', { firstName: 'Ana', middleName: '', lastName: 'Diaz', suffix: 'JR' }, 'Ana Diaz JR'],
    ['years', 10, '10 years'],
    ['rateType', 'VARIABLE', 'Variable'],
    ['rateType', undefined, 'Fixed'],
    ['yesNo', false, 'No'],
    ['list', ['Credit score', 'Debt-to-income'], 'Credit score; Debt-to-income'],
    ['money', 'abc', ''],
    ['text', { a: 1 }, ''],
  ])('%s of %j is %j', (format, value, expected) => {
    expect(formatDisplay(format, value)).toBe(expected);
  });

  it('dateTime shows an instant as day and time in a zone, with the zone; anything else is empty', () => {
    expect(formatDateTime('2026-11-02T15:00:00.000Z', 'America/New_York')).toBe('Mon, Nov 2, 2026, 10:00 AM EST');
    expect(formatDateTime('2026-07-01T15:30:00.000Z', 'America/Los_Angeles')).toBe('Wed, Jul 1, 2026, 8:30 AM PDT');
    expect(formatDateTime('2026-11-02', 'America/New_York')).toBe('');
    expect(formatDateTime('2026-13-45T00:00:00Z', 'America/New_York')).toBe('');
    expect(formatDisplay('dateTime', 42)).toBe('');
    expect(formatDisplay('dateTime', '2026-11-02T15:00:00.000Z')).toMatch(/^Mon, Nov 2, 2026, \d{1,2}:00 (AM|PM) /);
  });
});
