// The lender's conditions (seed 001 §3 'Condition', 'Condition categories and the action each
// asks'; §7 'list of conditions; polled every 60 s and on window focus; filtered to known
// categories, sorted by created ascending'). Pure rules shared by the borrower's conditions pages
// (flows/pages/conditions, the `conditions` page read and widget) and the additional signer's
// list (src/api/signer.ts, src/app/pages/signer-conditions-page.tsx, the navbar's count).

/** The conditions path of an application (seed 001 §7), for borrowers and additional signers alike. */
export const conditionsPath = (applicationUuid: string): string =>
  `/service-conditions/external/api/v1/applications/${encodeURIComponent(applicationUuid)}/conditions/external-applicants`;

/** Polling interval of the conditions list (seed 001 §9 'Conditions polling 60 s'). */
export const CONDITIONS_POLL_MS = 60_000;

/** The flag that switches the signer's list on (seed 001 §6, §7 'Known flags'). */
export const CONDITIONS_FLAG = 'additional-signer-conditions';

/**
 * The twelve categories of seed 001 §3 (`categoryEnum`), the only ones the client shows: another
 * category may be an internal one and has no wording (docs/decisions.md 380).
 */
export const CONDITION_CATEGORIES = [
  'BANK_ACCOUNT_FRAUD_REVIEW',
  'ID_VERIFICATION_FAILURE',
  'MISSING_PHONE_NUMBER',
  'REVIEW_TRUST_REQUIREMENTS',
  'PROPERTY_LEGAL_DESCRIPTION',
  'IDENTITY_DOCUMENT_FRAUD_REVIEW',
  'PROPERTY_OWNERSHIP_FRAUD_REVIEW',
  'FALSE_OWNERSHIP_TYPE_REVIEW',
  'HELOC_MANUAL_PAYSTUB_UPLOAD',
  'HARD_CREDIT_INQUIRY_REVIEW',
  'GENERIC_DOCUMENT_REQUEST',
  'ESCALATION_REVIEW',
] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

/** What a category asks the applicant to do (seed 001 §3): upload a document, give a phone number, verify the ID again. */
export type ConditionAction = 'uploadDocument' | 'phoneNumber' | 'verifyId';

/** The action of each category (seed 001 §3 'the action each asks'). */
export const CATEGORY_ACTIONS: Readonly<Record<ConditionCategory, ConditionAction>> = {
  BANK_ACCOUNT_FRAUD_REVIEW: 'uploadDocument',
  ID_VERIFICATION_FAILURE: 'verifyId',
  MISSING_PHONE_NUMBER: 'phoneNumber',
  REVIEW_TRUST_REQUIREMENTS: 'uploadDocument',
  PROPERTY_LEGAL_DESCRIPTION: 'uploadDocument',
  IDENTITY_DOCUMENT_FRAUD_REVIEW: 'uploadDocument',
  PROPERTY_OWNERSHIP_FRAUD_REVIEW: 'uploadDocument',
  FALSE_OWNERSHIP_TYPE_REVIEW: 'uploadDocument',
  HELOC_MANUAL_PAYSTUB_UPLOAD: 'uploadDocument',
  HARD_CREDIT_INQUIRY_REVIEW: 'uploadDocument',
  GENERIC_DOCUMENT_REQUEST: 'uploadDocument',
  ESCALATION_REVIEW: 'uploadDocument',
};

/** The `conditionType` query parameter of each action's page (seed 001 §2 'conditionUuid, conditionType and conditionEnum'). */
export const ACTION_CONDITION_TYPES: Readonly<Record<ConditionAction, string>> = {
  uploadDocument: 'UPLOAD_DOCUMENT',
  phoneNumber: 'PHONE_NUMBER',
  verifyId: 'ID_VERIFICATION',
};

/** The application route of each action (under /{uuid}/; ID verification is the identity page). */
export const ACTION_ROUTES: Readonly<Record<ConditionAction, string>> = {
  uploadDocument: 'conditions/upload-document',
  phoneNumber: 'conditions/phone-number',
  verifyId: 'identity',
};

/** Statuses with their own wording (the sandbox's; the seed shows none); others read 'In progress'. */
export const CONDITION_STATUSES = ['OPEN', 'SUBMITTED', 'REJECTED', 'CLEARED', 'WAIVED'] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

/** The status of a condition waiting for the applicant (also when the service sends none). */
export const OPEN_CONDITION_STATUS: ConditionStatus = 'OPEN';

/** Statuses that need the applicant's action when the service does not say (`actionNeeded` absent). */
const ACTION_STATUSES: readonly string[] = ['OPEN', 'REJECTED'];

/** Statuses of a condition that is over. */
export const DONE_CONDITION_STATUSES: readonly string[] = ['CLEARED', 'WAIVED'];

/** Documents a condition asks for when `xtraData.numDocsRequired` says nothing (seed 001 §9 'Paystubs numDocsRequired default 1'). */
export const DEFAULT_NUM_DOCS_REQUIRED = 1;

/** The most documents a condition may ask for (the upload page has a form for 1 to this many). */
export const MAX_NUM_DOCS_REQUIRED = 3;

/** A condition as the service answers it (seed 001 §3; fields beyond these are kept but not read). */
export interface RawCondition {
  uuid?: unknown;
  categoryEnum?: unknown;
  created?: unknown;
  notes?: unknown;
  commentsToBorrower?: unknown;
  actionNeeded?: unknown;
  requestDocuments?: unknown;
  xtraData?: unknown;
  status?: unknown;
  [field: string]: unknown;
}

/** A condition the client shows. */
export interface SignerCondition {
  uuid: string;
  category: ConditionCategory;
  /** What the lender asks, in its words (`notes`); '' when none. */
  notes: string;
  /** The lender's words to the applicant (`commentsToBorrower`, e.g. why a document was not accepted); '' when none. */
  commentsToBorrower: string;
  /** Whether the applicant has something to do: `actionNeeded`, else by the status (OPEN, REJECTED). */
  actionNeeded: boolean;
  /** The documents the lender names (`requestDocuments`, text items only). */
  requestDocuments: string[];
  /** How many documents the upload needs (`xtraData.numDocsRequired`, else 1; at most MAX_NUM_DOCS_REQUIRED). */
  numDocsRequired: number;
  /** The service's status; a missing one reads OPEN. */
  status: string;
  /** The `created` timestamp as sent (ISO 8601); '' when absent. */
  created: string;
  /** Milliseconds of `created`, NaN when it is absent or unreadable. */
  createdMs: number;
  /** What the category asks, its page and the page's query (seed 001 §2). */
  action: ConditionAction;
  route: string;
  query: { conditionUuid: string; conditionType: string; conditionEnum: string };
}

const isCategory = (v: unknown): v is ConditionCategory => typeof v === 'string' && (CONDITION_CATEGORIES as readonly string[]).includes(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** `xtraData.numDocsRequired` when it is a whole number from 1, capped; else the default (1). */
export function numDocsRequiredOf(xtraData: unknown): number {
  const n = xtraData !== null && typeof xtraData === 'object' ? (xtraData as { numDocsRequired?: unknown }).numDocsRequired : undefined;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) return DEFAULT_NUM_DOCS_REQUIRED;
  return Math.min(n, MAX_NUM_DOCS_REQUIRED);
}

/** A well-formed condition of a known category, else null (no uuid, unknown category). */
export function toSignerCondition(raw: unknown): SignerCondition | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const c = raw as RawCondition;
  const uuid = str(c.uuid);
  if (uuid === undefined || !isCategory(c.categoryEnum)) return null;
  const category = c.categoryEnum;
  const created = typeof c.created === 'string' ? c.created : '';
  const status = str(c.status) ?? OPEN_CONDITION_STATUS;
  const action = CATEGORY_ACTIONS[category];
  return {
    uuid,
    category,
    notes: str(c.notes) ?? '',
    commentsToBorrower: str(c.commentsToBorrower) ?? '',
    actionNeeded: typeof c.actionNeeded === 'boolean' ? c.actionNeeded : ACTION_STATUSES.includes(status),
    requestDocuments: Array.isArray(c.requestDocuments) ? c.requestDocuments.filter((d): d is string => typeof d === 'string' && d.trim() !== '') : [],
    numDocsRequired: numDocsRequiredOf(c.xtraData),
    status,
    created,
    createdMs: created === '' ? Number.NaN : Date.parse(created),
    action,
    route: ACTION_ROUTES[action],
    query: { conditionUuid: uuid, conditionType: ACTION_CONDITION_TYPES[action], conditionEnum: category },
  };
}

/**
 * The list to show: known categories only (and well-formed), oldest `created` first. Equal
 * timestamps keep the service's order (a stable sort); conditions without a readable `created`
 * go last, in the service's order. A non-list answer throws (the caller shows the error).
 */
export function visibleConditions(answer: unknown): SignerCondition[] {
  if (!Array.isArray(answer)) throw new TypeError(CONDITIONS_FORMAT_ERROR);
  const kept = answer.map(toSignerCondition).filter((c): c is SignerCondition => c !== null);
  const key = (c: SignerCondition): number => (Number.isNaN(c.createdMs) ? Number.POSITIVE_INFINITY : c.createdMs);
  return kept.sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    return ka === kb ? 0 : ka < kb ? -1 : 1;
  });
}

/** Message of a conditions answer that is not a list. */
export const CONDITIONS_FORMAT_ERROR = 'Conditions data does not match the expected format';

/** How many of `conditions` need the applicant's action. */
export function openConditionCount(conditions: readonly SignerCondition[]): number {
  return conditions.filter((c) => c.actionNeeded).length;
}

/**
 * The conditions page read (context root `conditions`): the list, how many need action, and the
 * one the URL names (`conditionUuid`), null when it names none or one not in the list.
 */
export interface ConditionsRead {
  items: SignerCondition[];
  open: number;
  current: SignerCondition | null;
}

/** The read of `answer` for a page whose URL names `conditionUuid`. */
export function conditionsRead(answer: unknown, conditionUuid: string | undefined): ConditionsRead {
  const items = visibleConditions(answer);
  return { items, open: openConditionCount(items), current: items.find((c) => c.uuid === conditionUuid) ?? null };
}

/** The status's message key suffix: its own for the known statuses, `OTHER` for the rest. */
export function conditionStatusKey(status: string): ConditionStatus | 'OTHER' {
  return (CONDITION_STATUSES as readonly string[]).includes(status) ? (status as ConditionStatus) : 'OTHER';
}

let dayFormat: Intl.DateTimeFormat | undefined;

/** `created` as a calendar day in the reader's zone ('Mar 5, 2026'); '' when it is unreadable. */
export function conditionDate(c: Pick<SignerCondition, 'createdMs'>): string {
  if (Number.isNaN(c.createdMs)) return '';
  dayFormat ??= new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  return dayFormat.format(new Date(c.createdMs));
}
