// Sample weekly support hours per organisation for GET /service-operating-hours/.../hours/{department}.
// Times are wall-clock 'HH:mm:ss' in America/Los_Angeles, the zone the footer shows (seed 001 §9).

/** One day of a department's week; weekdayValue 1 (Monday) to 7 (Sunday). */
export interface OperatingDay {
  weekday: string;
  weekdayValue: number;
  isOpen: boolean;
  startTime: string;
  endTime: string;
}

const NAMES = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const;

/** A week from weekday hours and optional Saturday / Sunday hours (closed when absent). */
function week(weekdays: [string, string], sat?: [string, string], sun?: [string, string]): OperatingDay[] {
  return NAMES.map((weekday, i) => {
    const hours = i < 5 ? weekdays : i === 5 ? sat : sun;
    return { weekday, weekdayValue: i + 1, isOpen: hours !== undefined, startTime: hours?.[0] ?? '00:00:00', endTime: hours?.[1] ?? '00:00:00' };
  });
}

/** Departments the sandbox knows; any other answers 404. */
export const DEPARTMENTS: readonly string[] = ['OPS_SUPPORT', 'OPS_CHAT'];

/** The week of organisations without their own hours. */
export const DEFAULT_WEEK: readonly OperatingDay[] = week(['06:00:00', '17:00:00'], ['08:00:00', '12:30:00'], ['08:00:00', '12:30:00']);

/** Organisations whose hours differ from the default (weekend closed, or one weekend day). */
export const ORG_WEEKS: Readonly<Record<string, readonly OperatingDay[]>> = {
  LAKESHORE: week(['07:00:00', '18:00:00']),
  EMPIRE: week(['06:00:00', '16:30:00'], ['07:00:00', '11:00:00']),
};

/** The week of an organisation's department. */
export const operatingWeek = (org: string): readonly OperatingDay[] => ORG_WEEKS[org] ?? DEFAULT_WEEK;
