// The API base the fe-relative-url-{application name} flag selects (seed 001 §7), asked with the
// single-flag `feature` call. Calls made before the answer use the page's origin (relative).
import { feature } from '../api/flags';
import { session } from '../api/session';
import { trackerUuid } from '../api/telemetry';
import { apiBaseFor, relativeUrlFlag } from '../domain/session-links';

/** The application name in the flag's key. */
export const APPLICATION_NAME = 'heloc';

/** Asks the flag when an absolute base is configured and sets session.apiBase from the answer; a failed call keeps calls relative. */
export async function selectApiBase(absoluteBase: string | undefined, ask: typeof feature = feature): Promise<void> {
  if (apiBaseFor(false, absoluteBase) === '') return;
  try {
    const flag = await ask(relativeUrlFlag(APPLICATION_NAME), session.orgCode, trackerUuid() ?? undefined, false);
    session.apiBase = apiBaseFor(flag.enabled === true, absoluteBase);
  } catch {
    session.apiBase = '';
  }
}
