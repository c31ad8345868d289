// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RemoteBanners } from '../../../src/app/portal/remote-banners';
import { BANNER_DISMISSALS_KEY } from '../../../src/domain/remote-banners';
import { renderPortal, stubFetch } from './harness';

const NOW = Date.parse('2026-03-10T12:00:00Z');
const b = (uuid: string, updatedAt: string, over: Record<string, unknown> = {}) => ({
  uuid,
  message: `Message ${uuid}`,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: '2026-01-01T00:00:00Z', updatedAt },
  ...over,
});
const LIST = [
  b('older', '2026-03-01T00:00:00Z'),
  b('warn', '2026-03-05T00:00:00Z', { variant: 'warn', dismissable: false }),
  b('newest', '2026-03-08T00:00:00Z', { message: '<img src=x onerror=alert(1)> {brand.company.name}' }),
];

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('RemoteBanners', () => {
  it('shows the newest 2 active banners, tenant text as text, dismiss only where dismissable', async () => {
    stubFetch({ 'heloc-banners.json': { body: LIST } });
    renderPortal(<RemoteBanners now={() => NOW} />);
    const region = await screen.findByRole('region', { name: 'Announcements' });
    const banners = screen.getAllByRole('status');
    expect(banners.map((el) => el.textContent)).toEqual(['<img src=x onerror=alert(1)> {brand.company.name}', 'Message warn']);
    expect(banners.map((el) => el.getAttribute('data-tone'))).toEqual(['info', 'warning']);
    expect(region.querySelector('img')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'Dismiss announcement' })).toHaveLength(1);
  });

  it('dismissing stores the time by uuid, shows the next banner and keeps focus in the region', async () => {
    stubFetch({ 'heloc-banners.json': { body: LIST } });
    renderPortal(<RemoteBanners now={() => NOW} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss announcement' }));
    await waitFor(() => expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual(['Message warn', 'Message older']));
    expect(JSON.parse(localStorage.getItem(BANNER_DISMISSALS_KEY) ?? '{}')).toEqual({ newest: NOW });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Announcements' }));
  });

  it('shows a dismissed banner again once it is updated later, clearing the dismissal', async () => {
    localStorage.setItem(BANNER_DISMISSALS_KEY, JSON.stringify({ newest: Date.parse('2026-03-07T00:00:00Z'), older: NOW }));
    stubFetch({ 'heloc-banners.json': { body: LIST } });
    renderPortal(<RemoteBanners now={() => NOW} />);
    await screen.findByText('Message warn');
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.getAllByRole('status')[0]?.textContent).toContain('<img');
    await waitFor(() => expect(JSON.parse(localStorage.getItem(BANNER_DISMISSALS_KEY) ?? '{}')).toEqual({ older: NOW }));
  });

  it('shows no banner when any item is malformed or the call fails', async () => {
    stubFetch({ 'heloc-banners.json': { body: [...LIST, { uuid: 'x', message: 'no variant', apps: ['heloc'] }] } });
    const { unmount } = renderPortal(<RemoteBanners />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('region')).toBeNull();
    unmount();
    stubFetch({ 'heloc-banners.json': { status: 500, body: { message: 'down' } } });
    renderPortal(<RemoteBanners />);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
