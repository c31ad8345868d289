// The identity broker's view of the signed-in user (seed 001 §7 self/figureinfo; §3 Identity
// aliases) as the signer area's pages read it (context root `signedIn`): the e-mail they signed
// in with and the phone their sign-in carries (the Phone alias the phone-number condition sets).

/** What a signer page's context holds about the signed-in user. */
export interface SignedIn {
  readonly email: string | null;
  /** The Phone alias's 10 digits; null when the identity has none. */
  readonly phone: string | null;
  readonly isBroker: boolean;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The signed-in user from a figureinfo answer; anything missing or malformed reads as absent. */
export function signedInOf(figureinfo: unknown): SignedIn {
  const info = isObj(figureinfo) ? figureinfo : {};
  const aliases = Array.isArray(info['aliases']) ? info['aliases'] : [];
  // The last Phone alias is the current one (the identity answers one; a list may carry history).
  const phones = aliases.filter((a): a is Record<string, unknown> => isObj(a) && a['type'] === 'Phone' && typeof a['value'] === 'string' && /^\d{10}$/.test(a['value']));
  return {
    email: typeof info['email'] === 'string' && info['email'] !== '' ? info['email'] : null,
    phone: phones.length > 0 ? (phones[phones.length - 1]!['value'] as string) : null,
    isBroker: info['isBroker'] === true,
  };
}
