// Sends the session replay link of this tab's telemetry session to the application once
// (seed 000 §7 PUT {base}/{uuid}/full-story-link), after the page's content is on screen, so it
// never delays the first field. Failures stay silent: support loses a replay, not the applicant.
import { useEffect } from 'react';
import { saveFullStoryLink } from '../../api/application';
import { telemetrySession } from '../../api/telemetry';
import { replayLink } from '../../domain/session-links';
import { afterPageContent } from '../portal/chakra-island';

const SENT_KEY = (uuid: string): string => `fullStoryLink:${uuid}`;

/** Sends the link for `uuid` unless this tab already sent the same one. */
export async function sendReplayLink(uuid: string): Promise<void> {
  const key = await telemetrySession();
  if (key === null) return;
  const link = replayLink(key);
  if (sessionStorage.getItem(SENT_KEY(uuid)) === link) return;
  await saveFullStoryLink(uuid, link);
  sessionStorage.setItem(SENT_KEY(uuid), link);
}

/** On an application page: the replay link, once per application and session. */
export function useSessionReplayLink(uuid: string): void {
  useEffect(() => {
    void afterPageContent()
      .then(() => sendReplayLink(uuid))
      .catch(() => undefined);
  }, [uuid]);
}
