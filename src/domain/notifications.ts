// The notifications panel's rules (seed 001 §2, §3, §9): which notifications show, grouped by
// account, 3 previews until View All, and each one's age. The component only renders this.
import { relativeTime } from './relative-time';
import { isSafeRedirect } from './url';
import { shortenWallet } from './wallet';

/** A call to action of a notification. */
export interface NotificationCta {
  title: string;
  redirectPath: string;
}

/** A notification as the service answers it. */
export interface PortalNotification {
  uuid: string;
  /** ISO date-time. */
  created: string;
  title: string;
  description?: string;
  /** 'UNREAD', or a read status. */
  status: string;
  ctas?: NotificationCta[];
  walletAddress?: string | null;
}

/** Previews shown until View All (seed 001 §9). */
export const NOTIFICATION_PREVIEWS = 3;
/** While any is unread, at most this many show (seed 001 §9). */
export const NOTIFICATION_UNREAD_CAP = 8;
/** Group label of notifications without a wallet address. */
export const DEFAULT_ACCOUNT_LABEL = 'Account';
/** The seed's empty state. */
export const NO_NOTIFICATIONS = 'No Notifications';

/** True for an unread notification. */
export const isUnread = (n: PortalNotification): boolean => n.status === 'UNREAD';

/** The notifications the panel may show, in the answer's order: the first 8 at most while any is unread, otherwise all. */
export function cappedNotifications(list: readonly PortalNotification[]): PortalNotification[] {
  return list.some(isUnread) ? list.slice(0, NOTIFICATION_UNREAD_CAP) : [...list];
}

/** A notification ready to render. */
export interface NotificationItem {
  uuid: string;
  title: string;
  description: string;
  unread: boolean;
  /** ISO date-time for <time dateTime>. */
  created: string;
  /** '5m', '3h', '2d', '1w', 'Mar 5' (relativeTime). */
  age: string;
  /** Only CTAs whose redirectPath is a local path (isSafeRedirect); others are dropped. */
  ctas: NotificationCta[];
}

/** One account's notifications. */
export interface NotificationGroup {
  /** The wallet address, or '' for notifications without one. */
  account: string;
  /** The shortened address, or the 'Account' label. */
  label: string;
  items: NotificationItem[];
}

/** The panel's content for one render. */
export interface NotificationsView {
  empty: boolean;
  unreadCount: number;
  /** More than the previews exist: show the View All / View Less toggle. */
  canExpand: boolean;
  groups: NotificationGroup[];
}

/** Groups by account in order of first appearance ('' = no wallet address). */
export function groupByAccount<T extends Pick<PortalNotification, 'walletAddress'>>(list: readonly T[]): { account: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const n of list) {
    const account = n.walletAddress ?? '';
    const items = groups.get(account);
    if (items) items.push(n);
    else groups.set(account, [n]);
  }
  return [...groups].map(([account, items]) => ({ account, items }));
}

/** The panel's view: capped list, 3 previews unless expanded, grouped by account, ages against `now`; `accountLabel` names the no-wallet group. */
export function notificationsView(
  list: readonly PortalNotification[],
  expanded: boolean,
  now: Date,
  accountLabel: string = DEFAULT_ACCOUNT_LABEL,
): NotificationsView {
  const capped = cappedNotifications(list);
  const shown = expanded ? capped : capped.slice(0, NOTIFICATION_PREVIEWS);
  const groups = groupByAccount(shown).map(({ account, items }) => ({
    account,
    label: account === '' ? accountLabel : shortenWallet(account),
    items: items.map(
      (n): NotificationItem => ({
        uuid: n.uuid,
        title: n.title,
        description: n.description ?? '',
        unread: isUnread(n),
        created: n.created,
        age: relativeTime(new Date(n.created), now),
        ctas: (n.ctas ?? []).filter((c) => isSafeRedirect(c.redirectPath)),
      }),
    ),
  }));
  return {
    empty: list.length === 0,
    unreadCount: list.filter(isUnread).length,
    canExpand: capped.length > NOTIFICATION_PREVIEWS,
    groups,
  };
}
