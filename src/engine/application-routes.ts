// The routes under /account/heloc/{uuid}/ (seed 000 §2 'Application routes', with the three
// DECISIONS 2 adds): every one is declared by a page definition in flows/pages/, and every
// route a routing row names must be one of them (or 'root').

/** The application's routes; `{type}` stands for one path segment. */
export const APPLICATION_ROUTES = [
  'bank/autopay', 'bank/confirm', 'bank/disburse', 'bank/manual-disburse', 'bank/autopay-manual',
  'credit/social', 'credit/error',
  'complete',
  'conditions', 'conditions/upload-document', 'conditions/phone-number',
  'document/disclosures',
  'error/decline', 'error/credit', 'error/income', 'error/timeout', 'error/flood-cert',
  'income/review', 'income/link/{type}', 'income/pointserv-callback', 'income/upload/{type}', 'income/employer-verification',
  'identity',
  'insurance/upload', 'insurance/requirements',
  'liens',
  'merchant/review', 'merchant/lien-attestation',
  'notary/intro', 'notary/schedule-manual', 'notary/reserve-manual', 'notary/session', 'notary/error',
  'product/assets', 'product/select', 'product/select/confirm', 'product/prequal-winback',
  'signing/intro', 'signing/sign', 'signing/additional', 'signing/support',
  'start/profile', 'start/contact', 'start/hmda', 'start/app-summary',
  'review-app/incorrect-pin', 'review-app/no-credit', 'review-app/property', 'review-app/uw', 'review-app/delinquency',
  'review-app/incorrect-ownership', 'review-app/datatree', 'review-app/signdocs',
  'payoff/hold',
  'bpo/condition', 'bpo/hold', 'bpo/waiting', 'bpo/estimate-value', 'bpo/order-bpo',
  'hold',
] as const;

/**
 * The additional signer's pages (seed 000 §2 '/heloc-signer: ... resume, login, cancelled,
 * identity, intro, error, sign, documents, conditions (index, upload-document, identity)'): page
 * definitions mounted at their own path, /heloc-signer/… (flows/pages/heloc-signer; issue 23).
 * The login and the conditions index are pages of their own (login-page, signer-conditions-page).
 */
export const SIGNER_ROUTES = [
  'heloc-signer/resume', 'heloc-signer/cancelled', 'heloc-signer/identity', 'heloc-signer/intro', 'heloc-signer/error',
  'heloc-signer/sign', 'heloc-signer/documents', 'heloc-signer/conditions/upload-document', 'heloc-signer/conditions/identity',
  // Seed 001 §2's /heloc-signer/conditions/{location} for MISSING_PHONE_NUMBER (decision 551; seed 000 §2 lists no signer page for it).
  'heloc-signer/conditions/phone-number',
] as const;

/** Bare group index routes: each redirects to its parent group (seed 000 §2 'Bare index routes'). */
export const GROUP_INDEX_ROUTES = [
  'bank', 'credit', 'document', 'error', 'income', 'income/link', 'income/upload', 'insurance', 'merchant', 'notary', 'product', 'signing', 'start', 'review-app', 'payoff', 'bpo',
] as const;

/** The route that leaves the application for the dashboard (DECISIONS 3). */
export const ROOT = 'root';

/** True when `route` is an application route, a group index or 'root'. */
export function isKnownRoute(route: string): boolean {
  return route === ROOT || (APPLICATION_ROUTES as readonly string[]).includes(route) || (GROUP_INDEX_ROUTES as readonly string[]).includes(route);
}
