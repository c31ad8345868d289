import { describe, expect, it } from 'vitest';
import {
  cappedNotifications,
  DEFAULT_ACCOUNT_LABEL,
  groupByAccount,
  NO_NOTIFICATIONS,
  NOTIFICATION_PREVIEWS,
  NOTIFICATION_UNREAD_CAP,
  notificationsView,
  type PortalNotification,
} from '../../src/domain/notifications';

const NOW = new Date('2026-03-30T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const MIN = 60_000;
const WALLET = '0x1234567890abcdef1234';

const note = (i: number, over: Partial<PortalNotification> = {}): PortalNotification => ({
  uuid: `n${i}`,
  created: ago(i * MIN),
  title: `Title ${i}`,
  status: 'READ',
  ...over,
});

describe('cappedNotifications', () => {
  it('shows the first 8 at most while any is unread, otherwise all', () => {
    expect(NOTIFICATION_UNREAD_CAP).toBe(8);
    const list = Array.from({ length: 12 }, (_, i) => note(i, { status: i === 11 ? 'UNREAD' : 'READ' }));
    expect(cappedNotifications(list).map((n) => n.uuid)).toEqual(['n0', 'n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7']);
    const allRead = list.map((n) => ({ ...n, status: 'READ' }));
    expect(cappedNotifications(allRead)).toHaveLength(12);
  });
});

describe('groupByAccount', () => {
  it('groups by wallet address in order of first appearance; none goes to one group', () => {
    const groups = groupByAccount([{ walletAddress: 'w1' }, { walletAddress: null }, { walletAddress: 'w1' }, {}]);
    expect(groups.map((g) => [g.account, g.items.length])).toEqual([['w1', 2], ['', 2]]);
  });
});

describe('notificationsView', () => {
  it("is empty for no notifications (the seed's 'No Notifications')", () => {
    expect(NO_NOTIFICATIONS).toBe('No Notifications');
    expect(notificationsView([], false, NOW)).toEqual({ empty: true, unreadCount: 0, canExpand: false, groups: [] });
  });

  it('shows 3 previews until expanded, grouped by account with labels', () => {
    const list = [note(1, { walletAddress: WALLET, status: 'UNREAD' }), note(2), note(3, { walletAddress: WALLET }), note(4), note(5)];
    const preview = notificationsView(list, false, NOW);
    expect(NOTIFICATION_PREVIEWS).toBe(3);
    expect(preview.canExpand).toBe(true);
    expect(preview.unreadCount).toBe(1);
    expect(preview.groups.map((g) => [g.label, g.items.map((i) => i.uuid)])).toEqual([
      ['0x1234...f1234', ['n1', 'n3']],
      [DEFAULT_ACCOUNT_LABEL, ['n2']],
    ]);
    const all = notificationsView(list, true, NOW);
    expect(all.groups.flatMap((g) => g.items).length).toBe(5);
    expect(notificationsView(list.slice(0, 3), false, NOW).canExpand).toBe(false);
  });

  it('uses the given label for the no-wallet group', () => {
    expect(notificationsView([note(1)], false, NOW, 'Your account').groups[0]?.label).toBe('Your account');
  });

  it('gives ages m, h, d, w, then month and day', () => {
    const H = 60 * MIN;
    const D = 24 * H;
    const list = [
      note(0, { created: ago(59 * MIN) }),
      note(1, { created: ago(23 * H) }),
      note(2, { created: ago(6 * D) }),
      note(3, { created: ago(27 * D) }),
      note(4, { created: '2026-03-01T12:00:00Z' }),
    ];
    const ages = notificationsView(list, true, NOW).groups.flatMap((g) => g.items.map((i) => i.age));
    expect(ages).toEqual(['59m', '23h', '6d', '3w', 'Mar 1']);
  });

  it('keeps only local CTA paths and marks unread items', () => {
    const list = [
      note(1, {
        status: 'UNREAD',
        description: 'Upload your paystub',
        ctas: [
          { title: 'Upload', redirectPath: '/account/heloc/abc/conditions/upload-document' },
          { title: 'Evil', redirectPath: 'https://evil.example' },
          { title: 'Proto', redirectPath: '//evil.example' },
          { title: 'Js', redirectPath: 'javascript:alert(1)' },
        ],
      }),
    ];
    const item = notificationsView(list, false, NOW).groups[0]?.items[0];
    expect(item).toMatchObject({ unread: true, description: 'Upload your paystub', ctas: [{ title: 'Upload', redirectPath: '/account/heloc/abc/conditions/upload-document' }] });
  });
});
