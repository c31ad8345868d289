// The frame of every page: the brand navbar (logo, support phone, Log in or the signed-in
// entries), one main landmark, and the brand's legal footer. Plain styled elements keep the
// first registration step light: the signed-in entries (src/app/portal/account-nav.tsx) load
// lazily, with the portal wording, only while a token is stored, and like the shell's other
// Chakra islands only once the page's content is on screen (decision 283).
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { session } from '../../api/session';
import { pageTitle } from '../../engine/brand-resolution';
import { deferred } from '../../renderer/lazy';
import { styled } from '../../renderer/theme/styled';
import { useAppEnv } from '../app-env';
import { loadMessageBundle, logoUrl } from '../definitions';
import { afterPageContent, useContentShown } from '../portal/chakra-island';
import { Footer } from './footer';
import { floatingRoomRecipe, headerRecipe, mainRecipe, navListRecipe, shellColumnsRecipe, textLinkRecipe } from './shell-recipes';
import { supportPhone, telHref } from './footer-rules';
import { useChatOpener } from './chat-prompt';

const Header = styled('header', headerRecipe);
const NavList = styled('ul', navListRecipe);
const Main = styled('main', mainRecipe);
const Columns = styled('div', shellColumnsRecipe);
const Link = styled('a', textLinkRecipe);
const PromptButton = styled('button', textLinkRecipe);
const FloatingRoom = styled('div', floatingRoomRecipe);

// The account menu styles with Chakra at run time: its code waits for the page's content, so a
// deep link's first field does not wait for Chakra's runtime (the wording loads meanwhile).
const AccountNav = deferred(() => Promise.all([afterPageContent().then(() => import('../portal/account-nav')), loadMessageBundle('portal')]).then(([m]) => m.default));

const subscribe = (listener: () => void): (() => void) => session.subscribe(listener);
// A boolean snapshot: every authenticated answer refreshes the token (sliding session), and a
// token snapshot re-rendered the navbar on each of them (five or more during a deep link's load).
const readSignedIn = (): boolean => session.token !== null;

/** Whether a session token is stored; re-renders when one is first set or is cleared. */
function useSignedIn(): boolean {
  return useSyncExternalStore(subscribe, readSignedIn, () => false);
}

/** Navbar: logo, support phone as a tel: link, and Log in (back to this page) or the signed-in entries. */
function NavBar() {
  const { brand, t } = useAppEnv();
  const { pathname, search } = useLocation();
  const signedIn = useSignedIn();
  const logo = logoUrl(brand);
  const phone = supportPhone(brand);
  const openChat = useChatOpener();
  const login = `/auth/login?redirectUrl=${encodeURIComponent(pathname + search)}`;
  return (
    // Signed in, the navbar's entries take a row of their own on phones; a visitor's fit beside the logo.
    <Header wrap={signedIn}>
      <a href="/dashboard">{logo ? <img src={logo} alt={brand.company.shortName} width={160} height={32} /> : brand.company.shortName}</a>
      <nav aria-label={t('msg:nav.label')}>
        <NavList>
          <li>
            {openChat ? (
              // Seed 001 §2: the support phone or, where the page has the chat, its prompt.
              <PromptButton type="button" onClick={openChat} aria-haspopup="dialog">
                {t('msg:chat.navPrompt')}
              </PromptButton>
            ) : (
              <Link href={telHref(phone)} aria-label={t('msg:nav.callSupport', { phone })}>
                {phone}
              </Link>
            )}
          </li>
          {signedIn ? (
            <AccountNav />
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

/**
 * Page frame with the brand navbar and footer; sets the title '{brand} | {title}'. An `aside` (a
 * complementary landmark; may be null while hidden) goes beside main; `floatingButton` keeps room
 * under the footer for a button fixed at the screen's bottom (the chat launcher). The shell's
 * Chakra islands load once the page's content is on screen: after the shell's first paint, unless
 * `pageSignalsContent` (the application pages, whose content comes after their reads, say when).
 */
export function PageShell({ title, wide = false, aside, floatingButton = false, pageSignalsContent = false, children }: { title: string; wide?: boolean; aside?: ReactNode; floatingButton?: boolean; pageSignalsContent?: boolean; children: ReactNode }) {
  const { brand } = useAppEnv();
  useContentShown(!pageSignalsContent);
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
          <Main id="main" tabIndex={-1} wide={wide} inColumns>
            {children}
          </Main>
        </Columns>
      ) : (
        <Main id="main" tabIndex={-1} wide={wide}>
          {children}
        </Main>
      )}
      <Footer />
      {floatingButton && <FloatingRoom aria-hidden="true" />}
    </>
  );
}
