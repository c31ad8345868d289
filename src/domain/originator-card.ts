// The loan originator card (seed 001 §3 Originator info: originatorName, brokerName, avatarUri,
// email, phoneNumber, nmls): initials when there is no avatar, tel: and mailto: links.
import { formatPhone, nationalDigits } from './phone';
import { isWebUrl } from './url';

/** Originator info as the lead portal answers it (any field may be missing). */
export interface OriginatorInfo {
  readonly originatorName?: string | null;
  readonly brokerName?: string | null;
  readonly avatarUri?: string | null;
  readonly email?: string | null;
  readonly phoneNumber?: string | null;
  readonly nmls?: string | null;
}

/** The card's content; absent parts are null and left out. */
export interface OriginatorCardView {
  readonly name: string;
  readonly brokerName: string | null;
  readonly initials: string;
  readonly avatarUrl: string | null;
  readonly nmls: string | null;
  readonly phone: { readonly display: string; readonly href: string } | null;
  readonly email: { readonly display: string; readonly href: string } | null;
}

const clean = (v: string | null | undefined): string => (v ?? '').trim();

/** Up to two initials: first letters of the first and last words ('Dana Whitfield' -> 'DW', 'Cher' -> 'C'). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((w) => w !== '');
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? '') : '';
  return (first + last).toUpperCase();
}

/** The card for an originator, or null when it has neither a name nor a broker name. Only http(s) or same-site ('/path') avatars are used; a phone needs 10 digits. */
export function originatorCardView(info: OriginatorInfo | null | undefined): OriginatorCardView | null {
  if (!info) return null;
  const broker = clean(info.brokerName);
  const name = clean(info.originatorName) || broker;
  if (name === '') return null;
  const digits = nationalDigits(clean(info.phoneNumber));
  const email = clean(info.email);
  const avatar = clean(info.avatarUri);
  const nmls = clean(info.nmls);
  return {
    name,
    brokerName: broker !== '' && broker !== name ? broker : null,
    initials: initialsOf(name),
    avatarUrl: isWebUrl(avatar) || /^\/[^/\\]/.test(avatar) ? avatar : null,
    nmls: nmls !== '' ? nmls : null,
    phone: digits.length === 10 ? { display: formatPhone(digits), href: `tel:+1${digits}` } : null,
    email: /^[^\s@]+@[^\s@]+$/.test(email) ? { display: email, href: `mailto:${email}` } : null,
  };
}
