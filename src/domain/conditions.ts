// The additional signer's conditions list (seed 001 §7: 'list of conditions; polled every 60 s and
// on window focus; filtered to known categories, sorted by created ascending'). Pure rules; the
// client src/api/signer.ts applies them to the answer, src/app/pages/signer-conditions-page.tsx
// and the navbar render the result.

/** Polling interval of the conditions list (seed 001 §9 'Conditions polling 60 s'). */
export const CONDITIONS_POLL_MS = 60_000;

/** The flag that switches the list on (seed 001 §6, §7 'Known flags'). */
export const CONDITIONS_FLAG = 'additional-signer-conditions';

/**
 * The categories the client knows (the seed names none; docs/decisions.md 70). A condition of any
 * other category is left out: the client has no wording for it and it may be an internal one.
 */
export const CONDITION_CATEGORIES = ['IDENTITY', 'CONTACT', 'PROPERTY', 'TITLE', 'INCOME', 'CREDIT', 'INSURANCE'] as const;
export type ConditionCategory = (typeof CONDITION_CATEGORIES)[number];

/** Statuses with their own wording; others are shown as 'In progress'. */
export const CONDITION_STATUSES = ['OPEN', 'SUBMITTED', 'CLEARED', 'WAIVED'] as const;
export type ConditionStatus = (typeof CONDITION_STATUSES)[number];

/** The status that needs the signer's action (counted on the navbar link). */
export const OPEN_CONDITION_STATUS: ConditionStatus = 'OPEN';

/** A condition as the service answers it (fields beyond these are kept but not read). */
export interface RawCondition {
  uuid?: unknown;
  category?: unknown;
  description?: unknown;
  status?: unknown;
  created?: unknown;
  conditionType?: unknown;
  conditionEnum?: unknown;
  [field: string]: unknown;
}

/** A condition the client shows. */
export interface SignerCondition {
  uuid: string;
  category: ConditionCategory;
  description: string;
  /** The service's status; a missing one reads OPEN. */
  status: string;
  /** The `created` timestamp as sent (ISO 8601); '' when absent. */
  created: string;
  /** Milliseconds of `created`, NaN when it is absent or unreadable. */
  createdMs: number;
  conditionType?: string;
  conditionEnum?: string;
}

const isCategory = (v: unknown): v is ConditionCategory => typeof v === 'string' && (CONDITION_CATEGORIES as readonly string[]).includes(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** A well-formed condition of a known category, else null (no uuid, unknown category, no description). */
export function toSignerCondition(raw: unknown): SignerCondition | null {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const c = raw as RawCondition;
  const uuid = str(c.uuid);
  const description = str(c.description);
  if (uuid === undefined || description === undefined || !isCategory(c.category)) return null;
  const created = typeof c.created === 'string' ? c.created : '';
  const createdMs = created === '' ? Number.NaN : Date.parse(created);
  const conditionType = str(c.conditionType);
  const conditionEnum = str(c.conditionEnum);
  return {
    uuid,
    category: c.category,
    description,
    status: str(c.status) ?? OPEN_CONDITION_STATUS,
    created,
    createdMs,
    ...(conditionType !== undefined ? { conditionType } : {}),
    ...(conditionEnum !== undefined ? { conditionEnum } : {}),
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

/** How many of `conditions` are open (status OPEN). */
export function openConditionCount(conditions: readonly SignerCondition[]): number {
  return conditions.filter((c) => c.status === OPEN_CONDITION_STATUS).length;
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
