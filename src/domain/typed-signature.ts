// A typed-name signature: it must be the signer's first and last name, the middle name optional,
// ignoring case, dots, commas and spacing (the browser's named validator and the lender agree).

/** The name parts a signature is checked against. */
export interface SignerName {
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
}

/** Lower case, dots and commas as spaces, single spaces, trimmed. */
export const normalTypedName = (v: string): string => v.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();

/** True when `typed` is 'first last' or 'first middle last' of `name`. */
export function typedNameMatches(typed: string, name: SignerName): boolean {
  const t = normalTypedName(typed);
  if (t === '') return false;
  const first = normalTypedName(name.firstName ?? '');
  const middle = normalTypedName(name.middleName ?? '');
  const last = normalTypedName(name.lastName ?? '');
  if (first === '' || last === '') return false;
  return t === `${first} ${last}` || t === `${first} ${middle} ${last}`.replace(/ +/g, ' ');
}
