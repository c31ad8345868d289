// The borrower's notifications (secure; path fixed in docs/portal.md).
import type { PortalNotification } from '../domain/notifications';
import { request } from './http';

/** The notifications path. */
export const NOTIFICATIONS_PATH = '/service-notifications/secure/api/v1/notifications';

/** The signed-in borrower's notifications, in the service's order; a non-list answer counts as none. */
export async function fetchNotifications(): Promise<PortalNotification[]> {
  const data = await request<unknown>(NOTIFICATIONS_PATH, { errorShape: 'fetch' });
  return Array.isArray(data) ? (data as PortalNotification[]) : [];
}
