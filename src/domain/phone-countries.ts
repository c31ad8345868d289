// The phone input's country list (seed 001 §3 Country entry, §5: default US; the maximum
// length follows the selected country's national format; changing country reformats). A
// pattern's '#' is a digit; everything else is punctuation shown once a digit follows it.

/** A country of the phone input. */
export interface PhoneCountry {
  /** English name as listed. */
  country: string;
  /** ISO 3166-1 alpha-2 code. */
  countryCode: string;
  /** International calling code without '+'. */
  callingCode: string;
  /** National number format. */
  format: string;
}

/** The countries offered, US first (the default), then by name. */
export const PHONE_COUNTRIES: readonly PhoneCountry[] = [
  { country: 'United States', countryCode: 'US', callingCode: '1', format: '(###) ###-####' },
  { country: 'Australia', countryCode: 'AU', callingCode: '61', format: '### ### ###' },
  { country: 'Brazil', countryCode: 'BR', callingCode: '55', format: '(##) #####-####' },
  { country: 'Canada', countryCode: 'CA', callingCode: '1', format: '(###) ###-####' },
  { country: 'France', countryCode: 'FR', callingCode: '33', format: '# ## ## ## ##' },
  { country: 'Germany', countryCode: 'DE', callingCode: '49', format: '#### #######' },
  { country: 'India', countryCode: 'IN', callingCode: '91', format: '#####-#####' },
  { country: 'Ireland', countryCode: 'IE', callingCode: '353', format: '## ### ####' },
  { country: 'Italy', countryCode: 'IT', callingCode: '39', format: '### ### ####' },
  { country: 'Japan', countryCode: 'JP', callingCode: '81', format: '##-####-####' },
  { country: 'Mexico', countryCode: 'MX', callingCode: '52', format: '## #### ####' },
  { country: 'Philippines', countryCode: 'PH', callingCode: '63', format: '### ### ####' },
  { country: 'Spain', countryCode: 'ES', callingCode: '34', format: '### ### ###' },
  { country: 'United Kingdom', countryCode: 'GB', callingCode: '44', format: '#### ######' },
];

/** The default country: US. */
export const DEFAULT_PHONE_COUNTRY = 'US';

/** The country with `code` (case-insensitive), else the US. */
export function phoneCountry(code: string | undefined): PhoneCountry {
  const upper = (code ?? '').toUpperCase();
  return PHONE_COUNTRIES.find((c) => c.countryCode === upper) ?? (PHONE_COUNTRIES[0] as PhoneCountry);
}

/** Digits a national number of `country` holds. */
export function nationalDigitCount(country: PhoneCountry): number {
  return country.format.replace(/[^#]/g, '').length;
}

/** Maximum length of the formatted national number of `country` (the input's maxLength). */
export function nationalMaxLength(country: PhoneCountry): number {
  return country.format.length;
}

/** The digits of `input` laid into the country's format, extra digits dropped; '' without digits; punctuation appears only before a digit. */
export function formatNational(input: string, country: PhoneCountry): string {
  const digits = input.replace(/\D/g, '').slice(0, nationalDigitCount(country));
  if (digits === '') return '';
  let out = '';
  let i = 0;
  for (const ch of country.format) {
    if (i >= digits.length) break;
    if (ch === '#') out += digits[i++];
    else out += ch;
  }
  return out;
}

/** The stored value: '+{calling code} {national}' ('' when no digits). */
export function phoneValue(national: string, country: PhoneCountry): string {
  const formatted = formatNational(national, country);
  return formatted === '' ? '' : `+${country.callingCode} ${formatted}`;
}

/**
 * Reads a stored value back: the country whose calling code prefixes it ('+44 …'), preferring
 * `preferred` when codes are shared (US and Canada share +1), and the national part formatted
 * for it. A value without '+' is a national number of `preferred`.
 */
export function parsePhoneValue(value: string, preferred: string = DEFAULT_PHONE_COUNTRY): { country: PhoneCountry; national: string } {
  const fallback = phoneCountry(preferred);
  const m = /^\+(\d{1,3})\s*(.*)$/.exec(value.trim());
  if (!m) return { country: fallback, national: formatNational(value, fallback) };
  const code = m[1] as string;
  const rest = m[2] as string;
  const candidates = PHONE_COUNTRIES.filter((c) => code === c.callingCode);
  const country = candidates.find((c) => c.countryCode === fallback.countryCode) ?? candidates[0] ?? fallback;
  return { country, national: formatNational(rest, country) };
}

/** Changing country keeps the digits typed, reformatted (and cut) to the new country's format. */
export function switchCountry(national: string, to: PhoneCountry): string {
  return formatNational(national, to);
}
