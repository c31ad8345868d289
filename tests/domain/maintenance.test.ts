import { describe, expect, it } from 'vitest';
import {
  MAINTENANCE_DEFAULT_MESSAGE,
  MAINTENANCE_DEFAULT_TITLE,
  MAINTENANCE_FLAG,
  maintenanceFor,
  maintenanceRoutes,
  matchesMaintenanceRoute,
} from '../../src/domain/maintenance';
import { shipped } from '../shipped';

// The portal wording that ships (issue 25: never a version that does not).
const catalogue = shipped<{ messages: Record<string, string> }>('flows/messages/portal');

const flag = (enabled: boolean, variables: Record<string, unknown> = {}) => [{ key: MAINTENANCE_FLAG, enabled, variables }];
const APP = '/account/heloc/0b6c1f3e-1111-4222-8333-944445555666/identity';

describe('maintenanceRoutes', () => {
  it('reads a list or a JSON string of one; anything else is the empty list', () => {
    expect(maintenanceRoutes(['/a', ' /b ', '', 3])).toEqual(['/a', '/b']);
    expect(maintenanceRoutes('["/account/heloc"]')).toEqual(['/account/heloc']);
    expect(maintenanceRoutes('not json')).toEqual([]);
    expect(maintenanceRoutes({})).toEqual([]);
    expect(maintenanceRoutes(undefined)).toEqual([]);
  });
});

describe('matchesMaintenanceRoute', () => {
  it('matches prefixes on segment boundaries; empty list matches every path', () => {
    expect(matchesMaintenanceRoute(APP, [])).toBe(true);
    expect(matchesMaintenanceRoute(APP, ['/account/heloc'])).toBe(true);
    expect(matchesMaintenanceRoute(APP, ['/account/heloc/'])).toBe(true);
    expect(matchesMaintenanceRoute('/account/heloc', ['/account/heloc'])).toBe(true);
    expect(matchesMaintenanceRoute('/account/helocs/x', ['/account/heloc'])).toBe(false);
    expect(matchesMaintenanceRoute(APP, ['/dashboard', '/account/heloc/other'])).toBe(false);
    expect(matchesMaintenanceRoute(APP, ['/'])).toBe(true);
  });
});

describe('maintenanceFor', () => {
  it('is null when the flag is off or absent', () => {
    expect(maintenanceFor(flag(false), APP)).toBeNull();
    expect(maintenanceFor([], APP)).toBeNull();
    expect(maintenanceFor([{ key: 'other', enabled: true }], APP)).toBeNull();
  });

  it("uses the seed's defaults when title and message are missing or blank", () => {
    expect(MAINTENANCE_DEFAULT_TITLE).toBe('Scheduled Maintenance');
    expect(MAINTENANCE_DEFAULT_MESSAGE).toBe('We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!');
    expect(maintenanceFor(flag(true, { pageTitle: ' ', routes: [] }), APP)).toEqual({
      title: MAINTENANCE_DEFAULT_TITLE,
      message: MAINTENANCE_DEFAULT_MESSAGE,
      showDashboardLink: false,
    });
  });

  it('uses the flag variables and the dashboard link switch', () => {
    const r = maintenanceFor(flag(true, { routes: '["/account/heloc"]', pageTitle: 'Down', message: 'Back at 5', shouldShowDashboardLink: true }), APP);
    expect(r).toEqual({ title: 'Down', message: 'Back at 5', showDashboardLink: true });
    expect(maintenanceFor(flag(true, { shouldShowDashboardLink: 'true' }), APP)?.showDashboardLink).toBe(true);
  });

  it('is null when the routes do not cover the path', () => {
    expect(maintenanceFor(flag(true, { routes: ['/dashboard'] }), APP)).toBeNull();
  });

  it('takes translated defaults from the caller', () => {
    expect(maintenanceFor(flag(true), APP, { title: 'T', message: 'M' })).toMatchObject({ title: 'T', message: 'M' });
  });

  it('the catalogue holds the same defaults', () => {
    const m = (catalogue as { messages: Record<string, string> }).messages;
    expect(m['maintenance.title']).toBe(MAINTENANCE_DEFAULT_TITLE);
    expect(m['maintenance.message']).toBe(MAINTENANCE_DEFAULT_MESSAGE);
  });
});
