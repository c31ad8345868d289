// The sandbox's default conditions list for an application (seed 001 §7 'list of conditions';
// the answer's shape is not shown: docs/sandbox.md fixes it). Used while QA has set none.
// Deliberately not in the client's order: two share a timestamp (a tie), and one has a category
// the client does not know (it must be left out).
import { createHash } from 'node:crypto';

/** One condition as the conditions service answers it. */
export interface ConditionItem {
  uuid: string;
  applicationUuid: string;
  category: string;
  conditionType: string | null;
  conditionEnum: string | null;
  description: string;
  status: string;
  created: string;
  updated: string;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A stable uuid per application and index, so the default list reads the same every time. */
export function conditionUuid(applicationUuid: string, i: number): string {
  const h = createHash('sha256').update(`${applicationUuid}:condition:${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** [offset from the application's creation, category, type, enum, description, status] */
const DEFAULTS: [number, string, string | null, string | null, string, string][] = [
  [DAY, 'CONTACT', 'PHONE_NUMBER', 'MOBILE_PHONE', 'Confirm a mobile phone number we can reach you on before you sign.', 'OPEN'],
  [2 * HOUR, 'IDENTITY', 'UPLOAD_DOCUMENT', 'GOVERNMENT_ID', "Upload a photo of the front and back of your driver's license or passport.", 'OPEN'],
  [3 * HOUR, 'UNDERWRITING_INTERNAL', null, 'VESTING_REVIEW', 'Internal: review co-deeder vesting against the title report.', 'OPEN'],
  [DAY, 'TITLE', 'UPLOAD_DOCUMENT', 'VESTING_DEED', 'Send a copy of the deed that shows how you hold title to the property.', 'SUBMITTED'],
  [2 * HOUR - 30 * 60_000, 'PROPERTY', null, 'OCCUPANCY', 'Tell us whether you live at the property.', 'CLEARED'],
];

/** The default list of an application created at `createdAt` (ms). */
export function defaultConditions(applicationUuid: string, createdAt: number): ConditionItem[] {
  return DEFAULTS.map(([offset, category, conditionType, conditionEnum, description, status], i) => {
    const at = new Date(createdAt + offset).toISOString();
    return { uuid: conditionUuid(applicationUuid, i), applicationUuid, category, conditionType, conditionEnum, description, status, created: at, updated: at };
  });
}
