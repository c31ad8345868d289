// A page is drawn from the application and its status only once the two agree on the status
// change they reflect (src/domain/read-agreement.ts): the older read goes again first. Reads that
// disagree while a page is open (the status refresh saw a later step) are fixed the same way,
// behind the page rather than instead of it, so what the applicant typed stays on screen.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { applicationKey, statusKey } from '../../api/application';
import { olderRead, type StampedApplication, type StampedStatus } from '../../domain/read-agreement';

/** The read to wait for ('application' or 'status') while the two disagree; null when they agree. */
export function useAgreeingReads(uuid: string, app: StampedApplication | undefined, status: StampedStatus | undefined): 'application' | 'status' | null {
  const client = useQueryClient();
  const older = olderRead(app, status);
  const appStamp = app?.statusUpdatedAt;
  const statusStamp = status?.updatedAt;
  useEffect(() => {
    if (older === null) return;
    void client.invalidateQueries({ queryKey: older === 'application' ? applicationKey(uuid) : statusKey(uuid), exact: true });
  }, [client, uuid, older, appStamp, statusStamp]);
  return older;
}
