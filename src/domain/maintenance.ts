// The maintenance switch (seed 000 §2, §9): flag `fe-heloc-maintenance` with variables routes
// (a JSON list of path prefixes), message, pageTitle and shouldShowDashboardLink.

/** The flag key. */
export const MAINTENANCE_FLAG = 'fe-heloc-maintenance';
/** The seed's default title. */
export const MAINTENANCE_DEFAULT_TITLE = 'Scheduled Maintenance';
/** The seed's default message. */
export const MAINTENANCE_DEFAULT_MESSAGE = 'We are currently undergoing scheduled maintenance. Please check back shortly. Thank you for your patience!';

/** A flag as the optimize service answers it (structurally the api's FeatureFlag). */
export interface MaintenanceFlag {
  key: string;
  enabled: boolean;
  variables?: Record<string, unknown>;
}

/** What the maintenance page shows. */
export interface MaintenanceContent {
  title: string;
  message: string;
  showDashboardLink: boolean;
}

/**
 * The route prefixes of the flag: a list of strings or a JSON string of one. Anything else
 * (absent, unreadable) counts as the empty list, i.e. every route: ops turned maintenance on,
 * so a typo in `routes` must not silently turn it off.
 */
export function maintenanceRoutes(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((r): r is string => typeof r === 'string' && r.trim() !== '').map((r) => r.trim());
}

/** True when `pathname` is `prefix` or lies under it on a segment boundary ('/a/b' covers '/a/b/c', not '/a/bc'); an empty list covers every path. */
export function matchesMaintenanceRoute(pathname: string, routes: readonly string[]): boolean {
  if (routes.length === 0) return true;
  return routes.some((route) => {
    const prefix = route.length > 1 ? route.replace(/\/+$/, '') : route;
    return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`);
  });
}

const text = (v: unknown, fallback: string): string => (typeof v === 'string' && v.trim() !== '' ? v : fallback);

/** The maintenance page for `pathname`, or null when the flag is off, absent, or its routes do not cover the path; empty title/message fall back to `defaults`. */
export function maintenanceFor(
  flags: readonly MaintenanceFlag[],
  pathname: string,
  defaults: { title: string; message: string } = { title: MAINTENANCE_DEFAULT_TITLE, message: MAINTENANCE_DEFAULT_MESSAGE },
): MaintenanceContent | null {
  const flag = flags.find((f) => f.key === MAINTENANCE_FLAG);
  if (flag?.enabled !== true) return null;
  const vars = flag.variables ?? {};
  if (!matchesMaintenanceRoute(pathname, maintenanceRoutes(vars['routes']))) return null;
  const link = vars['shouldShowDashboardLink'];
  return {
    title: text(vars['pageTitle'], defaults.title),
    message: text(vars['message'], defaults.message),
    showDashboardLink: link === true || link === 'true',
  };
}
