// The telemetry tracker and the profile's experiment profile (seed 000 §7 'Tracker call',
// §9 telemetry_trackerUuid; seed 001 §5 'No profile uuid'): what to do when the server's
// optimizelyProfileUuid and the local tracker meet, and when a reload is allowed.

export const NO_PROFILE_UUID = 'No profile uuid';

/**
 * - `save`: the profile has no tracker yet: save the local one (needs the identity uuid).
 * - `same`: nothing to do.
 * - `adopt`: the profile's tracker wins: store it locally (and reload, at arrival).
 * - `none`: neither side has a tracker.
 */
export type TrackerAction = 'save' | 'same' | 'adopt' | 'none';

const blank = (s: string | null | undefined): boolean => typeof s !== 'string' || s.trim() === '';

/** Compares the profile's tracker with the local one (case-insensitive uuids). */
export function trackerAction(local: string | null | undefined, server: string | null | undefined): TrackerAction {
  if (blank(server)) return blank(local) ? 'none' : 'save';
  if (blank(local)) return 'adopt';
  return (local as string).toLowerCase() === (server as string).toLowerCase() ? 'same' : 'adopt';
}

/** Throws the seed's message when there is no profile (identity) uuid to save the tracker for. */
export function requireProfileUuid(identityUuid: string | null | undefined): string {
  if (blank(identityUuid)) throw new Error(NO_PROFILE_UUID);
  return identityUuid as string;
}

/**
 * A reload to pick up the profile's tracker happens at most once per tracker per tab:
 * `guard` is the tracker a previous reload was for (session storage). Reloading again for
 * the same tracker would loop (e.g. local storage refuses writes).
 */
export function mayReloadFor(server: string, guard: string | null | undefined): boolean {
  return !blank(server) && (guard ?? '').toLowerCase() !== server.toLowerCase();
}
