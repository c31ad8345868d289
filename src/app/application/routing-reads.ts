// The routing's reads, kept in the query cache as they arrive. The routing (src/stores/
// application-router.ts) polls the status and reads the application itself; the page it opens
// then reads both through the cache. Without this the page could first draw from cached reads
// older than the routing's, which agree with each other (same status stamp) and so are not held
// back by useAgreeingReads: a liens page drawn from an application read before the lender found
// the loans kept its empty prefill for good (seen when navigation rendered at once, decision 699).
import type { QueryClient } from '@tanstack/react-query';
import * as application from '../../api/application';
import * as profile from '../../api/profile';
import type { Services } from '../../stores/services';

/** The services routeApplication reads through, each application and status answer written to the cache. */
export function routingReads(client: QueryClient): Pick<Services, 'application' | 'profile'> {
  const cached =
    <T>(read: (uuid: string) => Promise<T>, key: (uuid: string) => readonly string[]) =>
    async (uuid: string): Promise<T> => {
      const answer = await read(uuid);
      client.setQueryData(key(uuid), answer);
      return answer;
    };
  return {
    profile,
    application: {
      ...application,
      getApplication: cached(application.getApplication, application.applicationKey),
      checklistStatus: cached(application.checklistStatus, application.statusKey),
    },
  };
}
