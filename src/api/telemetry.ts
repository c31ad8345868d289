// Telemetry: one session per tab and page/flow events (PAGEVIEW, helocStarted, appStarted,
// heloc-register-start). Failures never reach the applicant, but they are not silent either: the
// seed's errors (001 §8 session, 000 §8 tracker) are logged and kept as telemetryFailure().
import { SESSION_FAILED_STATUS, SESSION_NOT_ESTABLISHED, SESSION_RETRIES, SESSION_RETRIES_FAILED, TRACKER_REQUIRED_TO_SEND } from '../domain/error-texts';
import { newUuid } from '../domain/uuid';
import { request, RequestError } from './http';

const SESSION_KEY = 'telemetry_session';
const TRACKER_KEY = 'telemetry_trackerUuid';

export interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

let pending: Promise<SessionKey | null> | null = null;
let current: SessionKey | null = null;
/** The tracker localTracker made on a first visit, for a page whose storage refuses it. */
let made: string | null = null;
/** The last telemetry failure (session or event), for diagnostics and tests. */
let failure: Error | null = null;

/** Records a telemetry failure: logged once per failure, never thrown at the flow. */
function fail(error: Error): void {
  failure = error;
  console.warn(`[heloc] telemetry: ${error.message}`);
}

/** The last telemetry failure since the module loaded: the seed's message, e.g. 'Could not establish session.' */
export function telemetryFailure(): Error | null {
  return failure;
}

function remember(key: SessionKey): void {
  current = key;
  try {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify(key));
    localStorage.setItem(TRACKER_KEY, key.trackerUuid);
  } catch {
    // storage may be unavailable; the module keeps the session for this page
  }
}

/** The telemetry session, created once (3 attempts) and kept in session storage. */
export function telemetrySession(context: 'external' | 'secure' = 'external'): Promise<SessionKey | null> {
  const stored = sessionStorage.getItem(SESSION_KEY);
  if (stored) return Promise.resolve(JSON.parse(stored) as SessionKey);
  if (current) {
    remember(current);
    return Promise.resolve(current);
  }
  pending ??= (async () => {
    let last = SESSION_NOT_ESTABLISHED;
    for (let attempt = 1; attempt <= SESSION_RETRIES; attempt++) {
      try {
        const answer = await request<{ sessionKey?: SessionKey | null } | null>(`/ft/${context}/session`, {
          method: 'POST',
          external: context === 'external',
          body: {
            platform: 'WEB',
            libraryVersion: '1',
            referrer: document.referrer,
            queryString: window.location.search,
            screen: { width: window.screen.width, height: window.screen.height },
            window: { width: window.innerWidth, height: window.innerHeight },
            sessionKey: null,
            appVersion: '0.1.0',
            trackerUuid: trackerUuid() ?? undefined,
          },
        });
        const sessionKey = answer?.sessionKey;
        // Seed 001 §8: an answer without a session is 'Could not establish session.'
        if (!sessionKey || typeof sessionKey.uuid !== 'string' || sessionKey.uuid === '') throw new Error(SESSION_NOT_ESTABLISHED);
        remember(sessionKey);
        return sessionKey;
      } catch (error) {
        last = error instanceof Error && error.message ? error.message : SESSION_NOT_ESTABLISHED;
      }
    }
    // Seed 001 §8: after the third failure, a 500 'retries failed'; telemetry is off for this call.
    fail(new RequestError(SESSION_RETRIES_FAILED, SESSION_FAILED_STATUS, { cause: last }));
    pending = null; // the next call tries again
    return null;
  })();
  return pending;
}

/** The local tracker uuid, if a telemetry session exists or localTracker made one. */
export function trackerUuid(): string | null {
  try {
    return localStorage.getItem(TRACKER_KEY) ?? current?.trackerUuid ?? made;
  } catch {
    return current?.trackerUuid ?? made;
  }
}

/**
 * The local tracker uuid; on a first visit one is made here and stored under
 * telemetry_trackerUuid, as a returning visitor's would be. The telemetry session is then
 * created with it (the sandbox, like the tracking service, keeps the tracker it is sent; one it
 * answers otherwise replaces it), so the flags read need not wait for the session (decision 292).
 */
export function localTracker(): string {
  const known = trackerUuid();
  if (known) return known;
  made = newUuid();
  try {
    localStorage.setItem(TRACKER_KEY, made);
  } catch {
    // storage refused: this page keeps the tracker in memory
  }
  return made;
}

/**
 * Makes `uuid` the local tracker (the profile's, seed 000 §7 'Tracker call'): stored under
 * telemetry_trackerUuid, and the telemetry session starts again so events carry it.
 */
export function adoptTracker(uuid: string): void {
  pending = null;
  made = uuid;
  current = current ? { ...current, trackerUuid: uuid } : null;
  try {
    localStorage.setItem(TRACKER_KEY, uuid);
    sessionStorage.removeItem(SESSION_KEY);
    current = null;
  } catch {
    // storage refused: the in-memory session keeps the adopted tracker for this page
  }
}

/** Sends one event; never throws. */
export async function trackEvent(
  event: string,
  options: { eventType?: 'APP' | 'WEB'; applicationUuid?: string; identityId?: string; eventProperties?: Record<string, unknown>; dedupeProperty?: string } = {},
): Promise<void> {
  try {
    const sessionKey = await telemetrySession();
    if (!sessionKey) return;
    // Seed 000 §8: no event leaves without the visit's tracker.
    if (!sessionKey.trackerUuid && !trackerUuid()) {
      fail(new Error(TRACKER_REQUIRED_TO_SEND));
      return;
    }
    await request('/ft/external/event', {
      method: 'POST',
      external: true,
      keepalive: true,
      body: {
        domain: window.location.host,
        queryParams: Object.fromEntries(new URLSearchParams(window.location.search)),
        pagePath: window.location.pathname,
        event,
        sessionKey,
        identityId: options.identityId,
        applicationUuid: options.applicationUuid,
        eventType: options.eventType ?? 'WEB',
        productType: 'HELOC',
        eventProperties: options.eventProperties ?? {},
        dontDedupe: false,
        dedupeProperty: options.dedupeProperty,
      },
    });
  } catch {
    // telemetry must never break the flow; a duplicate answer is ignored too
  }
}
