// Addresses the app derives for the lender's services (seed 000 §7, seed 001 §7): the session
// replay link kept on the application (full-story-link), and the API base the
// fe-relative-url-{application name} flag selects.

/** The session replay service's organisation the sandbox's links name. */
export const REPLAY_ORG = 'SANDBOX';

/** The replay address of a telemetry session ({device}:{session}, as the replay service names a session). */
export function replayLink(session: { uuid: string; trackerUuid: string }, org: string = REPLAY_ORG): string {
  return `https://app.fullstory.com/ui/${encodeURIComponent(org)}/session/${encodeURIComponent(session.trackerUuid)}:${encodeURIComponent(session.uuid)}`;
}

/** The flag that makes calls relative to the page (seed 001 §7 'fe-relative-url-{application name}'). */
export const relativeUrlFlag = (applicationName: string): string => `fe-relative-url-${applicationName}`;

/**
 * The API base: '' (calls relative to the page) when the relative-URL flag is on or no absolute
 * base is configured; else the configured base without a trailing slash.
 */
export function apiBaseFor(relativeFlag: boolean, absoluteBase: string | undefined | null): string {
  const base = (absoluteBase ?? '').trim().replace(/\/+$/, '');
  return relativeFlag || !/^https?:\/\//.test(base) ? '' : base;
}
