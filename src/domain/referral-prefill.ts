// A broker's wholesale referral prefilling registration (seed 000 §3 'Wholesale referral: first
// and last name, suffix, address, phone, e-mail'; seed 001 §7 lead-portal referrals/{referralUuid}).
// Only what the applicant has not answered is filled; a value the form would refuse is left out.
import { formatPhone, nationalDigits } from './phone';

/** The record's fields this reads (src/api/originator.ts WholesaleReferral adds its id). */
export interface ReferralRecord {
  firstName?: string | null;
  lastName?: string | null;
  suffix?: string | null;
  address?: { street1?: string | null; street2?: string | null; city?: string | null; state?: string | null; zip?: string | null } | null;
  phoneNumber?: string | null;
  email?: string | null;
}

/** The suffixes the legal-name step offers (seed 000 §3; '' is N/A). */
const SUFFIXES = ['JR', 'SR', 'I', 'II', 'III', 'IV', 'V'];

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const blank = (v: unknown): boolean => v === undefined || v === null || v === '';

/** The answers to fill from the referral: keys of the registration data not yet answered. */
export function referralPrefill(record: ReferralRecord, data: Readonly<Record<string, unknown>>): Record<string, string | Record<string, string>> {
  const out: Record<string, string | Record<string, string>> = {};
  const put = (key: string, value: string): void => {
    if (value !== '' && blank(data[key])) out[key] = value;
  };
  put('firstName', text(record.firstName));
  put('lastName', text(record.lastName));
  const suffix = text(record.suffix).toUpperCase().replace(/\.$/, '');
  if (SUFFIXES.includes(suffix)) put('suffix', suffix);
  put('email', text(record.email));
  const phone = text(record.phoneNumber);
  if (nationalDigits(phone).length === 10) put('phoneNumber', formatPhone(phone));
  const a = record.address;
  if (a && text(a.street1) !== '' && blank(data['propertyAddress'])) {
    out['propertyAddress'] = { street1: text(a.street1), street2: text(a.street2), city: text(a.city), state: text(a.state).toUpperCase(), zip: text(a.zip) };
  }
  return out;
}
