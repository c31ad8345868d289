// What the signed-in navbar offers (seed 001 §2 'Borrower portal shell', §6 roles) and where
// the survey-on-leave applies (§2, §4, §9). Pure rules; src/app/portal/account-nav.tsx renders them.

import { CO_DEEDER } from './signer';

/** The user's roles as the navbar needs them (seed 001 §6; decided in src/domain/signer.ts). */
export interface NavRole {
  /** CO_DEEDER, or listed in the application's helocSigners under v1 (`isAdditionalSigner`). */
  additionalSigner: boolean;
  /** The broker decision (`isBrokerUser`). */
  broker: boolean;
}

/** The brand toggles the navbar reads. */
export interface NavToggles {
  [name: string]: unknown;
}

/** Which entries the signed-in navbar shows. */
export interface AccountNavEntries {
  dashboard: boolean;
  /** The additional signer's Conditions link (seed 001 §6). */
  conditions: boolean;
  portfolioManager: boolean;
  feedback: boolean;
}

/** Additional signers on the deed (seed 001 §6): profile type CO_DEEDER. */
export { CO_DEEDER };

/**
 * The navbar's entries for a signed-in user: the Dashboard link for borrowers, and for an
 * additional signer only when a broker (seed 001 §2); the Conditions link for additional
 * signers; Portfolio Manager links when the brand's `portfolioManager` toggle is on; the CEO
 * feedback entry under the main brand only. A role not known yet (the identity loading or
 * failed) counts as a borrower: the dashboard guards itself.
 */
export function accountNavEntries(role: NavRole | undefined, toggles: NavToggles): AccountNavEntries {
  const signer = role?.additionalSigner === true;
  return {
    dashboard: !signer || role?.broker === true,
    conditions: signer,
    portfolioManager: toggles['portfolioManager'] === true,
    feedback: toggles['mainBrand'] === true,
  };
}

/** Portfolio Manager paths (seed 001 §2 navigation paths). */
export const PORTFOLIO_LINKS = [
  { key: 'portfolio', href: '/portfolio' },
  { key: 'groupManager', href: '/group-manager' },
] as const;

/** Application routes where logging out first offers the exit survey (seed 001 §2). */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const SURVEY_ROUTES = new RegExp(`^/account/heloc/${UUID}/(identity|liens|product/select|signing/sign)/?$`, 'i');

/** True when `pathname` is one of the survey-on-leave routes. */
export function surveyOnLeaveApplies(pathname: string): boolean {
  return SURVEY_ROUTES.test(pathname);
}

/** Delay between the survey closing and the logout (seed 001 §9). */
export const SURVEY_LOGOUT_DELAY_MS = 750;

/** The application uuid in an /account/heloc/{uuid}/... path, if any (for the feedback payload). */
export function applicationUuidOf(pathname: string): string | undefined {
  const m = new RegExp(`^/account/heloc/(${UUID})(/|$)`, 'i').exec(pathname);
  return m?.[1];
}

/**
 * Where to go after logout: the broker's answer when it is a local path or a web URL (the
 * identity broker may answer its own sign-out page), otherwise the sign-in fallback.
 */
export function logoutTarget(redirect: unknown): string {
  if (typeof redirect === 'string' && (/^\/[a-z]/.test(redirect) || /^https?:\/\//i.test(redirect))) return redirect;
  return LOGIN_FALLBACK;
}

/** Sign-in fallback path (seed 001 §2 'Footer and legal', §7 logout). */
export const LOGIN_FALLBACK = '/auth/login';
