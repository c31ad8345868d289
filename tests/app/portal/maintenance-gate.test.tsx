// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MaintenanceGate } from '../../../src/app/portal/maintenance-gate';
import { MAINTENANCE_DEFAULT_MESSAGE, MAINTENANCE_DEFAULT_TITLE } from '../../../src/domain/maintenance';
import { renderPortal, stubFetch } from './harness';

const flags = (enabled: boolean, variables: Record<string, unknown>) => ({ '/api/v1/features': { body: [{ key: 'fe-heloc-redesign-2025', enabled: true }, { key: 'fe-heloc-maintenance', enabled, variables }] } });
const child = <p>Application content</p>;

afterEach(() => vi.unstubAllGlobals());

describe('MaintenanceGate', () => {
  it('shows the children while the flag is off', async () => {
    stubFetch(flags(false, {}));
    renderPortal(<MaintenanceGate>{child}</MaintenanceGate>);
    expect(await screen.findByText('Application content')).toBeVisible();
  });

  it("shows the default maintenance page on every application route when routes is empty, with the dashboard link", async () => {
    stubFetch(flags(true, { routes: [], shouldShowDashboardLink: true }));
    renderPortal(<MaintenanceGate>{child}</MaintenanceGate>);
    expect(await screen.findByRole('heading', { level: 1, name: MAINTENANCE_DEFAULT_TITLE })).toBeVisible();
    expect(screen.getByText(MAINTENANCE_DEFAULT_MESSAGE)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Application content')).toBeNull();
  });

  it('uses the flag title and message, and only on the listed routes', async () => {
    stubFetch(flags(true, { routes: '["/account/heloc/abc/identity"]', pageTitle: 'Back soon', message: 'Identity checks are paused.', shouldShowDashboardLink: false }));
    const { unmount } = renderPortal(<MaintenanceGate>{child}</MaintenanceGate>);
    expect(await screen.findByRole('heading', { name: 'Back soon' })).toBeVisible();
    expect(screen.getByText('Identity checks are paused.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Go to your dashboard' })).toBeNull();
    unmount();
    renderPortal(<MaintenanceGate>{child}</MaintenanceGate>, '/account/heloc/abc/bank');
    expect(await screen.findByText('Application content')).toBeVisible();
  });

  it('shows the children when the flags call fails', async () => {
    stubFetch({});
    renderPortal(<MaintenanceGate>{child}</MaintenanceGate>);
    expect(await screen.findByText('Application content')).toBeVisible();
  });
});
