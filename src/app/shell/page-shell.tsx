// The frame of every page: the brand navbar (logo, support phone, Log in or Dashboard), one
// main landmark, and the brand's legal footer. Notifications, sidebar and chat come later
// (issue 3); plain styled elements keep the first registration step light.
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { chakra } from '@chakra-ui/react';
import { session } from '../../api/session';
import { pageTitle } from '../../engine/brand-resolution';
import { useAppEnv } from '../app-env';
import { logoUrl } from '../definitions';
import { Footer } from './footer';
import { supportPhone, telHref } from './footer-rules';

const Header = chakra('header', {
  base: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'track', bg: 'white' },
});
const NavList = chakra('ul', { base: { display: 'flex', alignItems: 'center', gap: '3', listStyle: 'none', p: '0', m: '0', whiteSpace: 'nowrap' } });
const Main = chakra('main', {
  base: { maxWidth: '40rem', mx: 'auto', px: '4', pt: '6', pb: '12', outline: 'none' },
  variants: { wide: { true: { maxWidth: '62rem' }, false: {} } },
});
// With an aside (the application sidebar): aside and main side by side, the aside first as it reads.
const Columns = chakra('div', { base: { display: 'flex', alignItems: 'flex-start', gap: '6', maxWidth: '80rem', mx: 'auto', px: '4' } });
const Link = chakra('a', { base: { color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px' } });

const subscribe = (listener: () => void): (() => void) => session.subscribe(listener);
const readToken = (): string | null => session.token;

/** Whether a session token is stored; re-renders when it is set or cleared. */
function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readToken, () => null) !== null;
}

/** Navbar: logo, support phone as a tel: link, and Log in (back to this page) or Dashboard. */
function NavBar() {
  const { brand, t } = useAppEnv();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const logo = logoUrl(brand);
  const phone = supportPhone(brand);
  const login = `/auth/login?redirectUrl=${encodeURIComponent(pathname + search)}`;
  return (
    <Header>
      <a href="/dashboard">{logo ? <img src={logo} alt={brand.company.shortName} width={160} height={32} /> : brand.company.shortName}</a>
      <nav aria-label={t('msg:nav.label')}>
        <NavList>
          <li>
            <Link href={telHref(phone)} aria-label={t('msg:nav.callSupport', { phone })}>
              {phone}
            </Link>
          </li>
          {signedIn ? (
            <li>
              <Link href="/dashboard">{t('msg:nav.dashboard')}</Link>
            </li>
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

/** Page frame with the brand navbar and footer; sets the title '{brand} | {title}'. An `aside` (a complementary landmark; may be null while hidden) goes beside main. */
export function PageShell({ title, wide = false, aside, children }: { title: string; wide?: boolean; aside?: ReactNode; children: ReactNode }) {
  const { brand } = useAppEnv();
  useEffect(() => {
    document.title = pageTitle(brand, title);
  }, [brand, title]);
  return (
    <>
      <NavBar />
      {aside !== undefined ? (
        // Same tree whether the aside is shown or null, so main's content is not remounted on resize.
        <Columns>
          {aside}
          <Main id="main" tabIndex={-1} wide={wide} flex="1" minW="0" mx="0" px="0">
            {children}
          </Main>
        </Columns>
      ) : (
        <Main id="main" tabIndex={-1} wide={wide}>
          {children}
        </Main>
      )}
      <Footer />
    </>
  );
}
