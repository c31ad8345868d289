// The sandbox's default conditions list for an application (seed 001 §3 'Condition': uuid,
// categoryEnum, created, notes, commentsToBorrower, actionNeeded, requestDocuments,
// xtraData.numDocsRequired; the answer's other fields are ours: docs/sandbox.md). Used while
// neither QA nor the lender has set a list. Deliberately not in the client's order: two share a
// timestamp (a tie), and one has a category the client does not know (it must be left out).
import { createHash } from 'node:crypto';

/** The lender's pending review of what the applicant sent: its outcome at `dueAt` (applied when the list is read). */
export interface ConditionReview {
  dueAt: number;
  outcome: 'CLEARED' | 'REJECTED';
  /** The lender's words to the applicant on a rejection. */
  comments?: string;
}

/** One condition as the conditions service answers it. */
export interface ConditionItem {
  uuid: string;
  applicationUuid: string;
  categoryEnum: string;
  created: string;
  updated: string;
  notes: string | null;
  commentsToBorrower: string | null;
  actionNeeded: boolean;
  requestDocuments: string[];
  xtraData: Record<string, unknown>;
  /** The sandbox's status: OPEN, SUBMITTED (in review), REJECTED (needs a new answer), CLEARED, WAIVED. */
  status: string;
  /** Ids of the documents bound to it (conditions/upload-document). */
  documents?: string[];
  /** The phone number given (conditions/phone-number). */
  phoneNumber?: string;
  /** Raised by the lender with the adHocDocRequired event (routing waits on it). */
  adHoc?: boolean;
  review?: ConditionReview;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** A stable uuid per application and index, so the default list reads the same every time. */
export function conditionUuid(applicationUuid: string, i: number): string {
  const h = createHash('sha256').update(`${applicationUuid}:condition:${i}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/** [offset from the application's creation, categoryEnum, notes, status, requestDocuments] */
const DEFAULTS: [number, string, string, string, string[]][] = [
  [DAY, 'MISSING_PHONE_NUMBER', 'Confirm a mobile phone number we can reach you on before you sign.', 'OPEN', []],
  [2 * HOUR, 'IDENTITY_DOCUMENT_FRAUD_REVIEW', "Upload a photo of the front and back of your driver's license or passport.", 'OPEN', ["Driver's license or passport"]],
  [3 * HOUR, 'UNDERWRITING_INTERNAL', 'Internal: review co-deeder vesting against the title report.', 'OPEN', []],
  [DAY, 'PROPERTY_LEGAL_DESCRIPTION', 'Send a copy of your mortgage, deed of trust or deed that shows the legal description of the property.', 'SUBMITTED', ['Deed of trust']],
  [2 * HOUR - 30 * 60_000, 'FALSE_OWNERSHIP_TYPE_REVIEW', 'Send the most recent deed to the property, which shows how you hold title.', 'CLEARED', ['Deed']],
];

/** A condition of the sandbox's shape. */
export function conditionItem(applicationUuid: string, c: { uuid: string; categoryEnum: string; at: string; notes?: string | null; commentsToBorrower?: string | null; status?: string; actionNeeded?: boolean; requestDocuments?: string[]; xtraData?: Record<string, unknown> }): ConditionItem {
  const status = c.status ?? 'OPEN';
  return {
    uuid: c.uuid,
    applicationUuid,
    categoryEnum: c.categoryEnum,
    created: c.at,
    updated: c.at,
    notes: c.notes ?? null,
    commentsToBorrower: c.commentsToBorrower ?? null,
    actionNeeded: c.actionNeeded ?? (status === 'OPEN' || status === 'REJECTED'),
    requestDocuments: c.requestDocuments ?? [],
    xtraData: c.xtraData ?? {},
    status,
  };
}

/** The default list of an application created at `createdAt` (ms). */
export function defaultConditions(applicationUuid: string, createdAt: number): ConditionItem[] {
  return DEFAULTS.map(([offset, categoryEnum, notes, status, requestDocuments], i) =>
    conditionItem(applicationUuid, { uuid: conditionUuid(applicationUuid, i), categoryEnum, at: new Date(createdAt + offset).toISOString(), notes, status, requestDocuments }),
  );
}
