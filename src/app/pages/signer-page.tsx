// /heloc-signer/{route} (seed 000 §2 signer routes; seed 001 §6): the additional signer's pages —
// resume, identity, intro, documents, sign, cancelled, error, conditions/upload-document and
// conditions/identity. Every one is a definition in flows/pages/heloc-signer/ drawn by the same
// generic page view as the borrower's application pages; this mount only finds the application
// the signer was invited to (the co-deed status, or the `applicationUuid` query) and reads the
// signer's invitation (context root `coDeeder`) and who is signed in (context root `signedIn`: the
// identity broker's self/figureinfo, src/domain/signed-in.ts). A route in that file is its page's path (no
// application base), and its navigate targets are local paths. An ended invitation (withdrawn, failed)
// sends any page to its cancelled or error page (src/domain/signer.ts).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router-dom';
import { isAuthFailure } from '../../api/account';
import { applicationQuery, statusQuery } from '../../api/application';
import { pageReadsKey, pageReadsQuery } from '../../api/page-reads';
import * as profile from '../../api/profile';
import { figureInfo } from '../../api/identity-broker';
import { session } from '../../api/session';
import { fetchCoDeederInvitation, fetchCoDeedStatus } from '../../api/signer';
import { signedInOf } from '../../domain/signed-in';
import { endedInvitationRedirect, signerRouteOf } from '../../domain/signer';
import type { JsonValue } from '../../engine/types';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { PageView } from '../application/page-view';
import { usePage } from '../application/use-page';
import { useContentShown } from '../portal/chakra-island';
import { LoaderOverlay } from '../portal/loader-overlay';
import { contextApplicationUuid } from '../portal/use-signer';
import { RequireAuth } from '../require-auth';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

/** A failed read's reason with Try again (the page's content for now). */
function Failed({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useAppEnv();
  return (
    <div role="alert">
      <p>{error instanceof Error && error.message ? error.message : t('msg:common.requestError')}</p>
      <Button type="button" onClick={retry}>
        {t('msg:common.retry')}
      </Button>
    </div>
  );
}

function SignerPageBody({ route }: { route: string }) {
  const { t } = useAppEnv();
  const { pathname, search } = useLocation();
  const queried = contextApplicationUuid(pathname, search);
  // The application: the link's `applicationUuid`, else the one the co-deed status names.
  const coDeed = useQuery({ queryKey: ['co-deed-status'], queryFn: () => fetchCoDeedStatus(), enabled: queried === undefined, staleTime: 60_000, retry: false });
  const uuid = queried ?? coDeed.data?.applicationUuid ?? '';
  const found = usePage(route);
  const invitation = useQuery({ queryKey: [...pageReadsKey(uuid), 'co-deeder'], queryFn: () => fetchCoDeederInvitation(uuid), enabled: uuid !== '' });
  const app = useQuery({ ...applicationQuery(uuid), enabled: uuid !== '' });
  const status = useQuery({ ...statusQuery(uuid), enabled: uuid !== '' });
  const me = useQuery(profile.profileQuery());
  // Under the page reads' key: a page's refresh (after the phone alias is set) reads it again.
  const broker = useQuery({ queryKey: [...pageReadsKey(uuid), 'figureinfo'], queryFn: () => figureInfo('customer'), enabled: uuid !== '' });
  const page = found.data?.page;
  const reads = page && (page.kind === 'form' || page.kind === 'info' || page.kind === 'widget') ? page.reads : undefined;
  const conditionUuid = new URLSearchParams(search).get('conditionUuid') ?? undefined;
  const pageReads = useQuery({ ...pageReadsQuery(uuid, reads, { conditionUuid }), enabled: reads !== undefined && uuid !== '' });
  const queries = [coDeed, found, invitation, app, status, me, broker, pageReads];
  const failed = queries.find((q) => q.isError);
  // A stale sign-in goes to the signer login (back here afterwards).
  const staleToken = queries.some((q) => isAuthFailure(q.error));
  useEffect(() => {
    if (staleToken) session.endSession();
  }, [staleToken]);
  useContentShown(!!failed);
  if (failed) return <Failed error={failed.error} retry={() => queries.forEach((q) => q.isError && void q.refetch())} />;
  if (found.data === null) return <Navigate to="/heloc-signer/resume" replace />;
  if (found.data?.page.kind === 'redirect') return <Navigate to={`/${found.data.page.to}`} replace />;
  const ended = endedInvitationRedirect(route, invitation.data?.status);
  if (ended !== undefined) return <Navigate to={`/${ended}`} replace />;
  if (!found.data || !invitation.data || !app.data || !status.data || !me.data || !broker.data || (reads && !pageReads.data)) {
    return <LoaderOverlay active waitingFor="msg:wait.what.application" onRetry={() => queries.forEach((q) => q.isPending && q.fetchStatus === 'fetching' && void q.refetch({ cancelRefetch: true }))} />;
  }
  const records = () => ({
    application: app.data as unknown as JsonValue,
    status: status.data as unknown as JsonValue,
    profile: me.data as unknown as JsonValue,
    reads: { ...(pageReads.data ?? {}), coDeeder: invitation.data as unknown as JsonValue, signedIn: signedInOf(broker.data) as unknown as JsonValue },
  });
  return (
    <>
      <PageTitle>{t(found.data.page.title ?? 'msg:signer.area.title')}</PageTitle>
      <PageView key={`${route}${search}`} uuid={uuid} found={found.data} records={records} />
    </>
  );
}

/** Route element for /heloc-signer/* (the login and the conditions list have their own). */
export default function SignerPage() {
  const { t } = useAppEnv();
  const { pathname } = useLocation();
  const route = signerRouteOf(pathname);
  const found = usePage(route);
  return (
    <RequireAuth>
      <PageShell title={t(found.data?.page.title ?? 'msg:signer.area.title')}>
        <SignerPageBody route={route} />
      </PageShell>
    </RequireAuth>
  );
}
