// 'Add to calendar' for a booked time (the notary session): a Google or Outlook link, or an
// iCalendar file's text. Seed 001 §8 names one error, 'Unsupported calendar type', for any other kind.
import { unsupportedCalendar } from './error-texts';

export const CALENDAR_TYPES = ['google', 'outlook', 'ics'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

export interface CalendarEvent {
  readonly title: string;
  /** ISO instants. */
  readonly startsAt: string;
  readonly endsAt: string;
  readonly details?: string;
  /** The iCalendar UID (RFC 5545 requires one; a calendar replaces an event of the same UID); default from the start. */
  readonly uid?: string;
  /** When the file was made (iCalendar DTSTAMP, required); default the start. */
  readonly stamp?: string;
}

/** '2026-11-02T15:00:00.000Z' -> '20261102T150000Z' (the basic format both links and iCalendar take). */
const basic = (iso: string): string => new Date(iso).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/** The link (or, for 'ics', the file's text) for `event`; throws 'Unsupported calendar type: {kind}' for any other kind. */
export function calendarLink(kind: string, event: CalendarEvent): string {
  switch (kind) {
    case 'google': {
      const q = new URLSearchParams({ action: 'TEMPLATE', text: event.title, dates: `${basic(event.startsAt)}/${basic(event.endsAt)}`, details: event.details ?? '' });
      return `https://calendar.google.com/calendar/render?${q.toString()}`;
    }
    case 'outlook': {
      const q = new URLSearchParams({ path: '/calendar/action/compose', rru: 'addevent', subject: event.title, startdt: new Date(event.startsAt).toISOString(), enddt: new Date(event.endsAt).toISOString(), body: event.details ?? '' });
      return `https://outlook.live.com/calendar/0/deeplink/compose?${q.toString()}`;
    }
    case 'ics': {
      const esc = (s: string): string => s.replace(/([,;\\])/g, '\\$1').replace(/\n/g, '\\n');
      return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//heloc//notary//EN', 'BEGIN:VEVENT', `UID:${event.uid ?? `${basic(event.startsAt)}@heloc`}`, `DTSTAMP:${basic(event.stamp ?? event.startsAt)}`, `DTSTART:${basic(event.startsAt)}`, `DTEND:${basic(event.endsAt)}`, `SUMMARY:${esc(event.title)}`, ...(event.details ? [`DESCRIPTION:${esc(event.details)}`] : []), 'END:VEVENT', 'END:VCALENDAR'].join('\r\n');
    }
    default:
      throw new Error(unsupportedCalendar(kind));
  }
}
