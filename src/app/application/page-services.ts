// The calls an application page's effects make (src/stores/page-effects.ts), over the API
// client and the query cache: writes to the lender, machine events, refetch, and routing by the
// tables (polling while the lender works).
import type { QueryClient } from '@tanstack/react-query';
import { request, RequestError } from '../../api/http';
import * as application from '../../api/application';
import * as profile from '../../api/profile';
import { pageReadsKey, pageReadsQuery, signerConditionsKey } from '../../api/page-reads';
import type { ConditionEvaluator } from '../../engine/conditions';
import type { PageReads } from '../../engine/page-types';
import type { JsonValue } from '../../engine/types';
import { routeApplication } from '../../stores/application-router';
import type { PageServices } from '../../stores/page-store';
import { loadMachine } from '../definitions';
import { holdFetched } from '../query-provider';
import { preloadRoute } from './preload-route';

/** Page services for one application. */
export function createPageServices(uuid: string, queryClient: QueryClient, evaluate: ConditionEvaluator): PageServices {
  const refresh = async (): Promise<void> => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['application', uuid] }),
      queryClient.invalidateQueries({ queryKey: ['status', uuid] }),
      queryClient.invalidateQueries({ queryKey: ['profile'] }),
      queryClient.invalidateQueries({ queryKey: pageReadsKey(uuid) }),
    ]);
  };
  return {
    send: async (method, path, body: JsonValue, idempotencyKey) => {
      try {
        const answer = await request(path, { method, body, headers: { 'Idempotency-Key': idempotencyKey } });
        // The lender has the write: a conditions list read before it is stale (a document sent for
        // a condition is in review), whether or not the page then refreshes or routes.
        void queryClient.invalidateQueries({ queryKey: signerConditionsKey(uuid) });
        return answer;
      } catch (error) {
        // A conflict means what the page shows is stale (a notary time just taken, a new document
        // version): its declared reads are fetched again; the answers on screen stay.
        if (error instanceof RequestError && error.status === 409) void queryClient.invalidateQueries({ queryKey: pageReadsKey(uuid) });
        throw error;
      }
    },
    sendEvent: (event) => request(`/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/events`, { method: 'POST', body: { event } }),
    async route() {
      const decision = await routeApplication(uuid, { application, profile }, await loadMachine(), evaluate);
      // The next page's code, definitions, form and declared reads load while its data is
      // refetched, so it opens whole (after the refresh's invalidation: the reads are fresh).
      const prefetchReads = async (reads: PageReads) => {
        const query = pageReadsQuery(uuid, reads);
        await queryClient.prefetchQuery(query);
        holdFetched(queryClient, query.queryKey);
      };
      await Promise.all([refresh(), preloadRoute(decision.route?.route ?? '', uuid, prefetchReads)]);
      return decision.path;
    },
    refresh,
  };
}
