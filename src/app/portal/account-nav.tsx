// The signed-in part of the navbar (seed 001 §2, §6): Dashboard link, the additional signer's
// Conditions link (with the count of open conditions), notifications menu and the
// account menu (Portfolio Manager links, CEO feedback, Log out), with the feedback and exit
// survey dialogs and the toasts region. page-shell.tsx loads this module lazily and only while a
// token is stored, so the first registration step never carries it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { chakra } from '@chakra-ui/react';
import { useLocation } from 'react-router-dom';
import { isAuthFailure } from '../../api/account';
import { session } from '../../api/session';
import { styled } from '../../renderer/theme/styled';
import { textLinkRecipe } from '../shell/shell-recipes';
import { PORTFOLIO_LINKS, accountNavEntries } from '../../domain/account-nav';
import { SIGNER_CONDITIONS_PATH } from '../../domain/signer';
import { PortalButton as Button } from './portal-button';
import { useAppEnv } from '../app-env-context';
import IslandProvider from '../../renderer/theme/island-provider';
import { FeedbackModal } from './feedback-modal';
import { PortalProviders, useInPortal } from './portal-providers';
import { LeaveSurveyModal } from './leave-survey-modal';
import { CloseOnRouteChange, NotificationsPanel, useDismiss } from './notifications-panel';
import { hiddenOnPhone, phoneOnly, popover, popoverAnchor, srOnlyOnPhone } from './nav-styles';
import { useLogout } from './use-logout';
import { useSigner } from './use-signer';

const NavLink = styled('a', textLinkRecipe);
const MenuPanel = chakra('div', { base: { ...popover, minW: '14rem', py: '2' } });
const itemStyle = {
  display: 'flex', alignItems: 'center', w: 'full', minH: '11', px: '4', textAlign: 'start', color: 'brand.text', bg: 'transparent', fontWeight: 'normal',
  textDecoration: 'none', cursor: 'pointer', _focusVisible: { outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '-3px' },
} as const;
const MenuLink = chakra('a', { base: itemStyle });
const MenuButton = chakra('button', { base: itemStyle });

export interface AccountNavProps {
  /** Leaves the app after logout (default: a full page load of `url`). */
  leave?: (url: string) => void;
  /** Clock of the notifications menu (tests). */
  now?: () => Date;
}

const assign = (url: string) => window.location.assign(url);

/** A person, decorative: the button's words name it. */
function PersonIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </svg>
  );
}

/** The signed-in navbar entries as <li> items of the navbar list, plus their dialogs. */
export function AccountNavItems({ leave = assign, now }: AccountNavProps) {
  const { t, brand } = useAppEnv();
  const { pathname } = useLocation();
  const onConditionsPage = pathname === SIGNER_CONDITIONS_PATH;
  // The conditions page polls the list itself while it is open.
  const signer = useSigner({ poll: !onConditionsPage });
  const { identity } = signer;
  const entries = accountNavEntries(identity.isSuccess ? { additionalSigner: signer.additionalSigner, broker: signer.broker } : undefined, brand.toggles);
  const conditionsLabel = (
    <>
      {t('msg:signer.conditions.link')}
      {signer.openCount !== undefined && (
        <>
          {/* A real space, so the name reads 'Conditions 2 open' (a margin alone would join the words). */}{' '}
          <chakra.span ms="1" px="2" borderRadius="full" fontSize="sm" fontWeight="semibold" bg="brand.solid" color="brand.contrast">
            {t('msg:signer.conditions.openCount', { count: signer.openCount })}
          </chakra.span>
        </>
      )}
    </>
  );
  // A stale token: back to the visitor's navbar, without leaving the page (pages that need a
  // sign-in send the user to it themselves).
  const staleToken = isAuthFailure(identity.error);
  useEffect(() => {
    if (staleToken) session.clear();
  }, [staleToken]);
  const logout = useLogout(signer.broker ? 'agent' : 'customer', leave);
  const [menuOpen, setMenuOpen] = useState(false);
  const [feedback, setFeedback] = useState<'unmounted' | 'open' | 'closed'>('unmounted');
  const menuId = useId();
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, menuRef, closeMenu, toggleRef);
  // A dialog opened from the (now closed) menu hands focus back to the menu's button.
  const refocus = () => setTimeout(() => toggleRef.current?.focus(), 0);

  return (
    <>
      {entries.dashboard && (
        <chakra.li css={hiddenOnPhone}>
          <NavLink href="/dashboard">{t('msg:nav.dashboard')}</NavLink>
        </chakra.li>
      )}
      {entries.conditions && (
        <chakra.li css={hiddenOnPhone}>
          <NavLink href={signer.conditionsHref} aria-current={onConditionsPage ? 'page' : undefined}>
            {conditionsLabel}
          </NavLink>
        </chakra.li>
      )}
      {/* After the identity answered, so its secure call never runs on a stale token. */}
      {(identity.isSuccess || (identity.isError && !staleToken)) && (
        <li>
          <NotificationsPanel {...(now ? { now } : {})} />
        </li>
      )}
      <li>
        <chakra.div css={popoverAnchor} ref={menuRef}>
          {menuOpen && <CloseOnRouteChange close={closeMenu} />}
          <Button ref={toggleRef} type="button" variant="outline" gap="2" px="3" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((o) => !o)}>
            <PersonIcon />
            <chakra.span css={srOnlyOnPhone}>{t('msg:account.menu')}</chakra.span>
            <chakra.span aria-hidden="true" css={hiddenOnPhone}>
              ▾
            </chakra.span>
          </Button>
          <MenuPanel id={menuId} hidden={!menuOpen}>
            <chakra.ul listStyle="none" m="0" p="0">
              {entries.dashboard && (
                <chakra.li css={phoneOnly}>
                  <MenuLink href="/dashboard">{t('msg:nav.dashboard')}</MenuLink>
                </chakra.li>
              )}
              {entries.conditions && (
                <chakra.li css={phoneOnly}>
                  <MenuLink href={signer.conditionsHref} aria-current={onConditionsPage ? 'page' : undefined}>
                    {conditionsLabel}
                  </MenuLink>
                </chakra.li>
              )}
              {entries.portfolioManager &&
                PORTFOLIO_LINKS.map((link) => (
                  <li key={link.key}>
                    <MenuLink href={link.href}>{t(`msg:account.${link.key}`)}</MenuLink>
                  </li>
                ))}
              {entries.feedback && (
                <li>
                  <MenuButton
                    type="button"
                    onClick={() => {
                      setMenuOpen(false);
                      setFeedback('open');
                    }}
                  >
                    {t('msg:account.feedback')}
                  </MenuButton>
                </li>
              )}
              <li>
                <MenuButton
                  type="button"
                  disabled={logout.phase === 'leaving'}
                  onClick={() => {
                    setMenuOpen(false);
                    logout.start();
                  }}
                >
                  {t('msg:account.logout')}
                </MenuButton>
              </li>
            </chakra.ul>
          </MenuPanel>
        </chakra.div>
        {/* Always rendered, so 'Logging you out…' is announced when it appears. */}
        <chakra.span role="status" srOnly={logout.phase !== 'leaving'} fontSize="sm" ms="2">
          {logout.phase === 'leaving' ? t('msg:account.loggingOut') : ''}
        </chakra.span>
      </li>
      {createPortal(
        <>
          {feedback !== 'unmounted' && (
            <FeedbackModal
              open={feedback === 'open'}
              onClose={() => {
                setFeedback('closed');
                refocus();
              }}
            />
          )}
          {logout.surveyed && (
            <LeaveSurveyModal
              open={logout.phase === 'survey'}
              onDone={logout.afterSurvey}
              onCancel={() => {
                logout.cancel();
                refocus();
              }}
            />
          )}
        </>,
        document.body,
      )}
    </>
  );
}

/**
 * Lazy entry point (page-shell.tsx). It brings Chakra's run-time styling (an island: the
 * application page's content renders without it), and on registration and sign-in pages (static
 * CSS, no providers) the portal providers (query client, toasts for the feedback confirmation) too.
 */
export default function AccountNav() {
  const items = (
    <IslandProvider>
      <AccountNavItems />
    </IslandProvider>
  );
  return useInPortal() ? items : <PortalProviders>{items}</PortalProviders>;
}
