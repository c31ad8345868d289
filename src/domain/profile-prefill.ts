// A signed-in applicant's profile prefills registration (seed 000 §3 'Register data': flags for
// which of email, name, dob the profile prefilled; isPrepopComplete; hasSaleStatusBeenSet,
// hasIncomeBeenSet), and the Contact Info group is left out when the profile already has e-mail
// and phone (seed 001 §4). Also the arrival query parameters `state` and `userData` (000 §9).
import { prepopPatch, type PrepopData } from './prepop';

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});

/** The profile as the profile service answers it (seed 000 §3 'Profile'; structurally api/profile's Profile). */
export interface ProfileRecord {
  name?: { firstName?: string; middleName?: string; lastName?: string; suffix?: string };
  email?: string;
  dob?: string;
  phoneNumbers?: readonly { type?: string; number?: string }[];
}

/** Which answers the profile filled (000 §3: 'flags for which of email, name, dob the profile prefilled'). */
export interface PrefilledFlags {
  email: boolean;
  name: boolean;
  dob: boolean;
}

/**
 * The answers a profile fills (never over what the applicant typed) and the flags: `prefilled`,
 * `isPrepopComplete` (the profile gave name, date of birth and e-mail) and `profileHasContact`
 * (it has e-mail and a phone: the Contact Info group is omitted).
 */
export function profilePrefill(profile: ProfileRecord, data: PrepopData): PrepopData {
  const name = obj(profile.name);
  const mobile = (profile.phoneNumbers ?? []).find((p) => str(p.number) !== '' && (p.type ?? '').toUpperCase() === 'MOBILE') ?? (profile.phoneNumbers ?? []).find((p) => str(p.number) !== '');
  const patch = prepopPatch({ name, email: profile.email, dob: profile.dob, phone: mobile?.number }, data);
  const hasName = str(name['firstName']) !== '' && str(name['lastName']) !== '';
  const prefilled: PrefilledFlags = {
    email: 'email' in patch,
    name: hasName && ('firstName' in patch || 'lastName' in patch),
    dob: 'dob' in patch,
  };
  // The profile's own fields, not what it changed: a reload after the first fill changes nothing, yet the profile still has them.
  const complete = hasName && str(profile.email) !== '' && str(profile.dob) !== '';
  const hasContact = str(profile.email) !== '' && mobile !== undefined;
  const before = obj(data['prefilled']);
  return {
    ...patch,
    prefilled: { email: prefilled.email || before['email'] === true, name: prefilled.name || before['name'] === true, dob: prefilled.dob || before['dob'] === true },
    isPrepopComplete: complete,
    profileHasContact: hasContact,
  };
}

/** The has-been-set flags of 000 §3: the for-sale and income answers were given (false is an answer to for-sale). */
export function answeredFlags(data: PrepopData): { hasSaleStatusBeenSet: boolean; hasIncomeBeenSet: boolean } {
  return {
    hasSaleStatusBeenSet: typeof data['isListedForSale'] === 'boolean',
    hasIncomeBeenSet: typeof data['income'] === 'number' && Number.isFinite(data['income']),
  };
}

const STATE = /^[A-Za-z]{2}$/;

/**
 * What the arrival query fills (000 §9 query parameters): `state` (two letters) preselects the
 * property's state; `userData` (JSON, plain or base64/base64url) carries name, address, dob,
 * e-mail, phone and income as the affiliate record does. Unreadable values are ignored; nothing
 * overwrites an answer.
 */
export function queryPrefill(query: Readonly<Record<string, string | undefined>>, data: PrepopData): PrepopData {
  const patch: PrepopData = {};
  const user = decodeUserData(query['userData']);
  if (user !== undefined) Object.assign(patch, prepopPatch(user, data));
  const state = str(query['state']);
  const address = obj(patch['propertyAddress'] ?? data['propertyAddress']);
  if (STATE.test(state) && str(address['street1']) === '' && str(address['state']) === '') {
    patch['propertyAddress'] = { street1: '', street2: '', city: '', zip: '', ...address, state: state.toUpperCase() };
  }
  return patch;
}

/** userData as an object: JSON, or base64/base64url of JSON; undefined when it is neither. */
export function decodeUserData(raw: string | undefined): Record<string, unknown> | undefined {
  const s = str(raw);
  if (s === '') return undefined;
  const tries = [s];
  try {
    const bytes = Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
    tries.push(new TextDecoder().decode(bytes));
  } catch {
    // not base64
  }
  for (const text of tries) {
    try {
      const v: unknown = JSON.parse(text);
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // next
    }
  }
  return undefined;
}
