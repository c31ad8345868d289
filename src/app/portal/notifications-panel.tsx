// The notifications menu of the signed-in navbar: a disclosure button with the unread count,
// and a popover panel grouped by account with 3 previews until View All. Escape or a click
// outside closes it. The rules live in src/domain/notifications.ts.
import { memo, useCallback, useEffect, useId, useRef, useState } from 'react';
import { chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router-dom';
import { fetchNotifications } from '../../api/notifications';
import { notificationsView } from '../../domain/notifications';
import { spaceAboveRecipe } from '../../renderer/theme/recipes';
import { recipeClass } from '../../renderer/theme/styled';
import { PortalButton as Button } from './portal-button';
import { useAppEnv } from '../app-env-context';
import { popover, popoverAnchor, srOnlyOnPhone } from './nav-styles';

const Panel = chakra('section', { base: { ...popover, w: 'min(24rem, calc(100vw - 2rem))', maxH: '70vh', overflowY: 'auto', p: '4' } });
const Heading = chakra('h2', { base: { fontSize: 'lg', fontWeight: 'bold', mb: '2' } });
const GroupHeading = chakra('h3', { base: { fontSize: 'md', fontWeight: 'semibold', mt: '3', mb: '1' } });
const Item = chakra('li', { base: { py: '2', borderBottomWidth: '1px', borderColor: 'track', listStyle: 'none' } });
const Badge = chakra('span', { base: { ml: '2', px: '2', borderRadius: 'full', bg: 'brand.solid', color: 'brand.contrast', fontSize: 'sm' } });
const CtaLink = chakra(Link, { base: { color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px', mr: '3' } });

/**
 * Closes an open popover on Escape (focus back to its toggle), on a click outside `root`, or
 * when the route changes.
 * Shared by the navbar's notifications and account menus.
 */
export function useDismiss(open: boolean, root: React.RefObject<HTMLElement | null>, close: () => void, toggle: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      close();
      toggle.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, root, close, toggle]);
}

/**
 * Closes an open popup when a link inside it (a notification's CTA) moves to another route of
 * the same page. Rendered only while the popup is open, so a route change does not re-render the
 * closed popup and its owner (the header's Chakra-styled menus) on every page move.
 */
export function CloseOnRouteChange({ close }: { close: () => void }) {
  const { pathname } = useLocation();
  const openedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== openedAt.current) close();
  }, [pathname, close]);
  return null;
}

/** A bell, decorative: the button's words name it. */
function BellIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/**
 * The notifications disclosure; `now` is injectable for tests. Memoised: its owner (the account
 * menu) re-renders on every route change, which needs nothing new here.
 */
export const NotificationsPanel = memo(function NotificationsPanel({ now = () => new Date() }: { now?: () => Date }) {
  const { t } = useAppEnv();
  const [open, setOpen] = useState(false);
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const listId = useId();
  const query = useQuery({ queryKey: ['notifications'], queryFn: fetchNotifications, retry: false });
  const view = query.data ? notificationsView(query.data, expanded, now(), t('msg:notifications.account')) : null;
  const unread = view?.unreadCount ?? 0;
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, rootRef, close, toggleRef);

  let body;
  if (query.isError) {
    body = (
      <div role="alert">
        <p>{t('msg:notifications.error')}</p>
        <Button type="button" variant="link" onClick={() => void query.refetch()}>
          {t('msg:common.retry')}
        </Button>
      </div>
    );
  } else if (!view) {
    body = <p role="status">{t('msg:notifications.loading')}</p>;
  } else if (view.empty) {
    body = <p>{t('msg:notifications.empty')}</p>;
  } else {
    body = (
      <>
        <div id={listId}>
          {view.groups.map((group) => (
            <div key={group.account}>
              <GroupHeading>{group.label}</GroupHeading>
              <chakra.ul m="0" p="0">
                {group.items.map((item) => (
                  <Item key={item.uuid}>
                    <chakra.p fontWeight="semibold">
                      {item.title}
                      {item.unread && <Badge>{t('msg:notifications.unread')}</Badge>}
                    </chakra.p>
                    {item.description !== '' && <p>{item.description}</p>}
                    <chakra.time dateTime={item.created} fontSize="sm" display="block">
                      {item.age}
                    </chakra.time>
                    {item.ctas.map((cta) => (
                      <CtaLink key={cta.redirectPath + cta.title} to={cta.redirectPath}>
                        {cta.title}
                      </CtaLink>
                    ))}
                  </Item>
                ))}
              </chakra.ul>
            </div>
          ))}
        </div>
        {view.canExpand && (
          <Button type="button" variant="link" className={recipeClass(spaceAboveRecipe)} aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((e) => !e)}>
            {expanded ? t('msg:notifications.viewLess') : t('msg:notifications.viewAll')}
          </Button>
        )}
      </>
    );
  }

  return (
    <chakra.div css={popoverAnchor} ref={rootRef}>
      {open && <CloseOnRouteChange close={close} />}
      <Button ref={toggleRef} type="button" variant="outline" gap="2" px="3" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
        <BellIcon />
        <chakra.span css={srOnlyOnPhone}>{t('msg:notifications.toggle')}</chakra.span>
        {unread > 0 && <Badge ml="0">{t('msg:notifications.unreadCount', { count: unread })}</Badge>}
      </Button>
      {/* Always in the DOM (hidden when closed) so aria-controls names an element. */}
      <Panel id={panelId} aria-labelledby={headingId} hidden={!open}>
        <Heading id={headingId}>{t('msg:notifications.title')}</Heading>
        {body}
      </Panel>
    </chakra.div>
  );
});
