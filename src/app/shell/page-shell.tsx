// The frame of every page: the brand navbar (logo, support phone, Log in or the signed-in
// entries), one main landmark, and the brand's legal footer. Plain styled elements keep the
// first registration step light: the signed-in entries (src/app/portal/account-nav.tsx) load
// lazily, with the portal wording, only while a token is stored.
import { lazy, Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { chakra } from '@chakra-ui/react';
import { session } from '../../api/session';
import { pageTitle } from '../../engine/brand-resolution';
import { useAppEnv } from '../app-env';
import { loadMessageBundle, logoUrl } from '../definitions';
import { Footer } from './footer';
import { supportPhone, telHref } from './footer-rules';

const Header = chakra('header', {
  base: { position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'track', bg: 'white' },
});
const NavList = chakra('ul', { base: { display: 'flex', alignItems: 'center', gap: '3', listStyle: 'none', p: '0', m: '0', whiteSpace: 'nowrap' } });
const Main = chakra('main', {
  base: { maxWidth: '40rem', mx: 'auto', px: '4', pt: '6', pb: '12', outline: 'none' },
  variants: { wide: { true: { maxWidth: '62rem' }, false: {} } },
});
const Link = chakra('a', { base: { color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px' } });

const AccountNav = lazy(() => Promise.all([import('../portal/account-nav'), loadMessageBundle('portal')]).then(([m]) => m));

const subscribe = (listener: () => void): (() => void) => session.subscribe(listener);
const readToken = (): string | null => session.token;

/** Whether a session token is stored; re-renders when it is set or cleared. */
function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readToken, () => null) !== null;
}

/** Navbar: logo, support phone as a tel: link, and Log in (back to this page) or the signed-in entries. */
function NavBar() {
  const { brand, t } = useAppEnv();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const logo = logoUrl(brand);
  const phone = supportPhone(brand);
  const login = `/auth/login?redirectUrl=${encodeURIComponent(pathname + search)}`;
  return (
    // Signed in, the navbar's entries take a row of their own on phones; a visitor's fit beside the logo.
    <Header flexWrap={signedIn ? 'wrap' : undefined}>
      <a href="/dashboard">{logo ? <img src={logo} alt={brand.company.shortName} width={160} height={32} /> : brand.company.shortName}</a>
      <nav aria-label={t('msg:nav.label')}>
        <NavList>
          <li>
            <Link href={telHref(phone)} aria-label={t('msg:nav.callSupport', { phone })}>
              {phone}
            </Link>
          </li>
          {signedIn ? (
            <Suspense fallback={null}>
              <AccountNav />
            </Suspense>
          ) : pathname.startsWith('/auth/') ? null : (
            // Not on the sign-in pages themselves, which would link to themselves.
            <li>
              <Link href={login}>{t('msg:nav.login')}</Link>
            </li>
          )}
        </NavList>
      </nav>
    </Header>
  );
}

/** Page frame with the brand navbar and footer; sets the title '{brand} | {title}'. */
export function PageShell({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const { brand } = useAppEnv();
  useEffect(() => {
    document.title = pageTitle(brand, title);
  }, [brand, title]);
  return (
    <>
      <NavBar />
      <Main id="main" tabIndex={-1} wide={wide}>
        {children}
      </Main>
      <Footer />
    </>
  );
}
