// Addresses (seed 001 §3 display, §5 rules; seed 000 §5 property step; DECISIONS 13).
import { ZIP_LENGTH } from './constants';

/** Address texts, verbatim from seed 001 §5. */
export const ADDRESS_MESSAGES = {
  street: 'Please enter a valid property address',
  street1Required: 'Street address is required',
  city: 'Please enter a valid city name',
  stateLength: 'State must be two characters in length',
  state: 'Please enter a valid state',
  notLending:
    "We're not yet available in your state or aren't currently lending in your area but are working hard to make it happen.",
  zip: 'Please enter a valid zipcode',
} as const;

/** The 50 states and DC, as two-letter codes. */
export const US_STATES: readonly string[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];

const states = new Set(US_STATES);

/** An address as displayed and validated. */
export interface Address {
  readonly street1: string;
  readonly street2?: string | undefined;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

/** Capitalises each space-separated word (first character upper, the rest lower) and collapses runs of spaces: '123 MAIN st' -> '123 Main St'. */
export function capitaliseWords(text: string): string {
  return text
    .trim()
    .split(/\s+/)
    .filter((w) => w !== '')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** 'Street1, Street2, City, ST 12345': street and city words-capitalised, state upper-cased, blank parts left out. */
export function formatAddress(a: Address): string {
  const stateZip = [a.state.trim().toUpperCase(), a.zip.trim()].filter((p) => p !== '').join(' ');
  return [capitaliseWords(a.street1), capitaliseWords(a.street2 ?? ''), capitaliseWords(a.city), stateZip]
    .filter((p) => p !== '')
    .join(', ');
}

/** Property-street check: 'Please enter a valid property address' when the trimmed street is empty, under 3 characters or a single word. */
export function streetError(street: string | null | undefined): string | undefined {
  const v = (street ?? '').trim();
  return v.length < 3 || !/\s/.test(v) ? ADDRESS_MESSAGES.street : undefined;
}

/** Person-address street1 check: 'Street address is required' when blank. */
export function street1Error(street: string | null | undefined): string | undefined {
  return (street ?? '').trim() === '' ? ADDRESS_MESSAGES.street1Required : undefined;
}

// Letters and spaces (seed 001 §5), plus the '.', "'" and '-' of real city names (St. Louis,
// Coeur d'Alene, Winston-Salem); the same pattern as schemas/fields/v1.json#/$defs/city.
const CITY = /^[A-Za-z]+(?:[ .'-]+[A-Za-z]+)*\.?$/;

/** City check: 'Please enter a valid city name' unless the trimmed city is letter words joined by spaces, periods, apostrophes or hyphens. */
export function cityError(city: string | null | undefined): string | undefined {
  return CITY.test((city ?? '').trim()) ? undefined : ADDRESS_MESSAGES.city;
}

/** State check on the trimmed, upper-cased value: 'State must be two characters in length', then 'Please enter a valid state' (not one of the 50 states and DC), then the not-lending text for NY when `regulatorReview` is on. */
export function stateError(state: string | null | undefined, { regulatorReview = false }: { regulatorReview?: boolean } = {}): string | undefined {
  const v = (state ?? '').trim().toUpperCase();
  if (v.length !== 2) return ADDRESS_MESSAGES.stateLength;
  if (!states.has(v)) return ADDRESS_MESSAGES.state;
  return regulatorReview && v === 'NY' ? ADDRESS_MESSAGES.notLending : undefined;
}

/** Zip check: 'Please enter a valid zipcode' unless exactly 5 digits (surrounding spaces ignored). */
export function zipError(zip: string | null | undefined): string | undefined {
  return new RegExp(`^\\d{${ZIP_LENGTH}}$`).test((zip ?? '').trim()) ? undefined : ADDRESS_MESSAGES.zip;
}

/** Errors per address field; absent keys are valid. */
export type AddressErrors = Partial<Record<'street1' | 'city' | 'state' | 'zip', string>>;

/** Person-address checks of seed 001 §5 for every field (street1 required, city, state with the NY regulator rule, zip). */
export function addressErrors(a: Partial<Address>, options: { regulatorReview?: boolean } = {}): AddressErrors {
  const errors: AddressErrors = {};
  const street1 = street1Error(a.street1);
  const city = cityError(a.city);
  const state = stateError(a.state, options);
  const zip = zipError(a.zip);
  if (street1 !== undefined) errors.street1 = street1;
  if (city !== undefined) errors.city = city;
  if (state !== undefined) errors.state = state;
  if (zip !== undefined) errors.zip = zip;
  return errors;
}
