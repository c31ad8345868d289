// The footer's rules as pure functions (seed 001 §2 'Footer and legal'), so tests check them
// without rendering: which legal links, their fallbacks, and the licensed-states line.
import type { Translate } from '../../engine/messages';
import type { BrandDefinition } from '../../engine/types';

/** The application area under which the communications consent lives ({base}/communications). */
export const APP_BASE = '/account/heloc';

/** Support phone when a brand gives none (seed 001 §2). */
export const SUPPORT_PHONE_FALLBACK = '888-819-6388';

/** One footer link. */
export interface FooterLink {
  href: string;
  label: string;
}

const or = (value: string | undefined, fallback: string): string => (value !== undefined && value.trim() !== '' ? value : fallback);

/** The brand's support phone, or the fallback. */
export const supportPhone = (brand: BrandDefinition): string => or(brand.support.phone, SUPPORT_PHONE_FALLBACK);

/** The tel: URL of a phone as written ('888-819-6388' -> 'tel:8888196388'). */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^0-9+]/g, '')}`;

/**
 * Terms (titled by the brand's `legal.terms` message: 'Terms of Use' for the lenders that override
 * it, 'Terms of Service' otherwise), Privacy Policy, Licenses and communications; a link the brand
 * leaves out falls back to /terms, /privacy, /licenses and {base}/communications.
 */
export function legalLinks(brand: BrandDefinition, t: Translate): FooterLink[] {
  const legal = brand.legal;
  return [
    { href: or(legal.terms, '/terms'), label: t('msg:legal.terms') },
    { href: or(legal.privacy, '/privacy'), label: t('msg:legal.privacy') },
    { href: or(legal.licenses, '/licenses'), label: t('msg:footer.licenses') },
    { href: or(legal.communications, `${APP_BASE}/communications`), label: t('msg:legal.communications') },
  ];
}

/** The 'Your privacy choices' link: the brand's label and URL, else the privacy policy. */
export function privacyChoicesLink(brand: BrandDefinition, t: Translate): FooterLink {
  const options = brand.footer?.privacyOptions;
  return { href: or(options?.url, or(brand.legal.privacy, '/privacy')), label: t(options?.label ?? 'msg:footer.privacyChoices') };
}

/** 'Licensed in: AZ, CA, ...' sorted and without repeats; the quiet fallback when the list is unknown or empty. */
export function licensedStatesText(states: readonly string[] | undefined, t: Translate): string {
  const sorted = [...new Set(states ?? [])].sort();
  return sorted.length > 0 ? t('msg:footer.licensedStates', { states: sorted.join(', ') }) : t('msg:footer.licensedStatesFallback');
}
