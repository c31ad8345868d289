// Affiliate prepopulation (seed 000 §3 'Affiliate prepopulation: name, address, dob, email,
// phone, income, affiliate list, abVersion'; §7 only with the _ft_prepop cookie under the
// main brand): the answers it fills (never over what the applicant typed) and the affiliate
// fields it adds to the create call.
import type { AffiliateInfo } from './affiliate';
import { formatPhone } from './phone';

export const PREPOP_COOKIE = '_ft_prepop';

/** Register data as the flow holds it (a subset of JSON). */
export type PrepopData = Record<string, unknown>;

const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const obj = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
/** An answer counts when it is not blank; an address counts once it has a street. */
const answered = (v: unknown): boolean => {
  if (v === undefined || v === null) return false;
  if (typeof v === 'string') return v.trim() !== '';
  if (typeof v === 'object' && !Array.isArray(v)) return str(obj(v)['street1']) !== '';
  return true;
};

/** yyyy-MM-dd or MM/dd/yyyy -> yyyy-MM-dd; anything else is dropped. */
export function prepopDob(v: unknown): string | undefined {
  const s = str(v);
  if (/^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(s)) return s;
  const m = /^(0[1-9]|1[0-2])\/(0[1-9]|[12]\d|3[01])\/((?:19|20)\d{2})$/.exec(s);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : undefined;
}

/** A whole-dollar income from a number or a '98,000' string; negative or unreadable is dropped. */
export function prepopIncome(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^[\d,]+(\.\d+)?$/.test(v.trim()) ? Number(v.trim().replace(/,/g, '')) : NaN;
  return Number.isFinite(n) && n >= 0 ? Math.floor(n) : undefined;
}

/** The answers the record fills: only fields the applicant has not answered yet. */
export function prepopPatch(record: unknown, data: PrepopData): PrepopData {
  const r = obj(record);
  const name = obj(r['name']);
  const candidates: PrepopData = {};
  for (const k of ['firstName', 'middleName', 'lastName', 'suffix']) {
    const v = str(name[k] ?? r[k]);
    if (v) candidates[k] = v;
  }
  const address = obj(r['address']);
  if (str(address['street1'])) {
    candidates['propertyAddress'] = {
      street1: str(address['street1']),
      street2: str(address['street2']),
      city: str(address['city']),
      state: str(address['state']).toUpperCase(),
      zip: str(address['zip']),
    };
  }
  const dob = prepopDob(r['dob']);
  if (dob) candidates['dob'] = dob;
  if (str(r['email'])) candidates['email'] = str(r['email']);
  const phone = formatPhone(str(r['phone'] ?? r['phoneNumber']));
  if (phone.length === 14) candidates['phoneNumber'] = phone;
  const income = prepopIncome(r['income']);
  if (income !== undefined) candidates['income'] = income;
  return Object.fromEntries(Object.entries(candidates).filter(([k]) => !answered(data[k])));
}

/** The affiliate list and A/B version of a record. */
export function affiliateInfo(record: unknown): AffiliateInfo {
  const r = obj(record);
  const list = Array.isArray(r['affiliates']) ? r['affiliates'] : [];
  return {
    abVersion: str(r['abVersion']) || null,
    affiliates: list.filter((a): a is string => typeof a === 'string' && a.trim() !== '').map((a) => a.trim()),
  };
}

/** Reads a cookie's value from a `document.cookie` string (undefined when absent). */
export function cookieValue(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const i = part.indexOf('=');
    const key = (i < 0 ? part : part.slice(0, i)).trim();
    if (key === name) {
      const raw = i < 0 ? '' : part.slice(i + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
