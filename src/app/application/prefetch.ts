// A deep link to an application page (/account/heloc/{uuid}/{route}): what its first render
// needs, started from src/app/boot.ts before the rest of the app has evaluated, and the same
// for the next page while the routing effect is still polling (page-services.ts). Without it
// the page's reads waited for its code, its group's definitions for the reads, and its form
// and widgets for the definitions: four round trips one after another.
import { startEarly } from '../../api/early-reads';
import * as application from '../../api/application';
import { featureFlags, flagsReadKey } from '../../api/flags';
import * as profile from '../../api/profile';
import { session } from '../../api/session';
import { trackerUuid } from '../../api/telemetry';
import { isUuid } from '../../domain/uuid';
import { loadMessageBundle } from '../definitions';

/** The uuid and route of an application path, or null. */
export function applicationPath(pathname: string): { uuid: string; route: string } | null {
  const m = /^\/account\/heloc\/([^/]+)(?:\/(.*))?$/.exec(pathname);
  if (!m || !isUuid(m[1])) return null;
  return { uuid: m[1], route: (m[2] ?? '').replace(/\/$/, '') };
}

/**
 * Starts a signed-in applicant's reads (application, checklist status, profile, flags: taken by
 * the page's queries through src/api/early-reads.ts), the application page's code and the
 * route's definitions and forms. Settles when they have (answered or failed); at once when the
 * path is not an application page or nobody is signed in (the page then sends them to sign in).
 */
export function prefetchApplicationPage(pathname: string, orgCode: string): Promise<void> {
  const at = applicationPath(pathname);
  if (!at || session.token === null) return Promise.resolve();
  const reads = [
    startEarly(application.applicationKey(at.uuid), () => application.getApplication(at.uuid)),
    startEarly(application.statusKey(at.uuid), () => application.checklistStatus(at.uuid)),
    startEarly(profile.PROFILE_KEY, profile.getProfile),
    startEarly(flagsReadKey(orgCode, true), () => featureFlags(orgCode, trackerUuid() ?? undefined, true)),
  ];
  // The same modules app.tsx's portalPage loads for this route, so their chunks are fetched now
  // (Chakra's runtime is not among them: the shell's islands load it after the page renders).
  const code = [import('../pages/application-page'), import('../portal/portal-providers'), loadMessageBundle('portal')];
  return Promise.allSettled([...reads, ...code, import('./preload-route').then((m) => m.preloadRoute(at.route, at.uuid))]).then(() => undefined);
}
