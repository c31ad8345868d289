// Which paths need no login (seed 000 §2 'Access without login'), in both auth modes.
// Paths are the app's own, so '/register' means '/account/heloc/register' as well.

const BASE = '/account/heloc';
const EXEMPT = ['/register', '/terms', '/communications', '/privacy', '/licenses', '/coming-soon', '/register/account-setup', '/register/support', '/not-accepting-apps'];
const SIGNER_LOGIN = '/heloc-signer/login';

/** Strips the product base path so rules read as in the seed. */
function local(pathname: string): string {
  const p = pathname.replace(/\/+$/, '') || '/';
  return p.startsWith(`${BASE}/`) ? p.slice(BASE.length) : p === BASE ? '/' : p;
}

/** True when `pathname` may be visited without authentication. */
export function isAuthExempt(pathname: string, newAuthMode: boolean): boolean {
  const p = local(pathname);
  if (EXEMPT.includes(p)) return true;
  if (p === '/register-v2' || p.startsWith('/register-v2/')) return true;
  if (!newAuthMode && p === SIGNER_LOGIN) return true;
  // The sign-in pages themselves, the waitlist pages and the sandbox's own pages.
  return ['/auth/login', '/waitlist', '/marketing-waitlist', '/plaid-oauth-success'].includes(p);
}

/** Where an unauthenticated visitor of `pathname` signs in: the signer login for signer paths. */
export function loginPathFor(pathname: string): string {
  const p = local(pathname);
  const target = p.startsWith('/heloc-signer') ? SIGNER_LOGIN : '/auth/login';
  return `${target}?redirectUrl=${encodeURIComponent(pathname)}`;
}
