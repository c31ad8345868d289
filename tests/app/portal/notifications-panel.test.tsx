// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotificationsPanel } from '../../../src/app/portal/notifications-panel';
import { renderPortal, stubFetch } from './harness';

const NOW = new Date('2026-03-30T12:00:00Z');
const ago = (min: number) => new Date(NOW.getTime() - min * 60_000).toISOString();
const note = (i: number, over: Record<string, unknown> = {}) => ({ uuid: `n${i}`, created: ago(i + 1), title: `Title ${i}`, status: 'READ', ...over });

afterEach(() => vi.unstubAllGlobals());

describe('NotificationsPanel', () => {
  it('is a disclosure with the unread count; 3 previews grouped by account until View All', async () => {
    const list = [
      note(0, { status: 'UNREAD', walletAddress: '0x1234567890abcdef1234', ctas: [{ title: 'Open', redirectPath: '/dashboard' }, { title: 'Bad', redirectPath: 'https://evil.example' }] }),
      note(1, { status: 'UNREAD' }),
      note(2),
      note(3),
      note(4),
    ];
    stubFetch({ '/service-notifications/secure/api/v1/notifications': { body: list } });
    renderPortal(<NotificationsPanel now={() => NOW} />);
    const toggle = await screen.findByRole('button', { name: 'Notifications 2 unread' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Notifications' });
    expect(within(panel).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['0x1234...f1234', 'Account']);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(within(panel).getByRole('link', { name: 'Open' })).toHaveAttribute('href', '/dashboard');
    expect(within(panel).queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(within(panel).getByText('1m')).toHaveAttribute('datetime', ago(1));
    const more = within(panel).getByRole('button', { name: 'View All' });
    await userEvent.click(more);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(more).toHaveTextContent('View Less');
    expect(more).toHaveAttribute('aria-expanded', 'true');
    // Following a notification's link closes the menu.
    await userEvent.click(within(panel).getByRole('link', { name: 'Open' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it("says 'No Notifications' when there are none, without a count", async () => {
    stubFetch({ notifications: { body: [] } });
    renderPortal(<NotificationsPanel now={() => NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No Notifications')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'View All' })).toBeNull();
  });

  it('shows the first 8 while any is unread, all when none is', async () => {
    stubFetch({ notifications: { body: Array.from({ length: 10 }, (_, i) => note(i, { status: i === 9 ? 'UNREAD' : 'READ' })) } });
    const { unmount } = renderPortal(<NotificationsPanel now={() => NOW} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications 1 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'View All' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    unmount();
    stubFetch({ notifications: { body: Array.from({ length: 10 }, (_, i) => note(i)) } });
    renderPortal(<NotificationsPanel now={() => NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    await userEvent.click(await screen.findByRole('button', { name: 'View All' }));
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
  });

  it('reports a failed load with a retry', async () => {
    stubFetch({ notifications: { status: 500, body: { message: 'down' } } });
    renderPortal(<NotificationsPanel now={() => NOW} />);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Notifications could not be loaded.');
  });
});
