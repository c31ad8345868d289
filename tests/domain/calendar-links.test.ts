import { describe, expect, it } from 'vitest';
import { calendarLink } from '../../src/domain/calendar-links';

const event = { title: 'Notary session', startsAt: '2026-11-02T15:00:00.000Z', endsAt: '2026-11-02T15:30:00.000Z', details: 'Online; bring your ID' };

describe('calendarLink', () => {
  it('makes a Google link, an Outlook link and an iCalendar file', () => {
    expect(calendarLink('google', event)).toContain('dates=20261102T150000Z%2F20261102T153000Z');
    expect(calendarLink('outlook', event)).toContain('startdt=2026-11-02T15%3A00%3A00.000Z');
    expect(calendarLink('ics', event)).toContain('DTSTART:20261102T150000Z\r\nDTEND:20261102T153000Z\r\nSUMMARY:Notary session');
  });
  it("refuses any other kind with seed 001 §8's 'Unsupported calendar type'", () => {
    expect(() => calendarLink('yahoo', event)).toThrow('Unsupported calendar type: yahoo');
  });
});
