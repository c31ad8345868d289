// /account/heloc/{uuid}/{route}: the application shell (sidebar 'Application progress', or the
// phone menu and loan-officer bar; offer panel, property card, loan-officer side card, chat) around
// the page the route names. Every route's page is a definition in flows/pages/ (one generic
// mount, no route listed here); the bare /{uuid} runs the routing tables behind the loader; a
// decline decision routes by itself on any page but the disclosures page (seed 000 §4).
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { applicationQuery, statusQuery } from '../../api/application';
import { pageReadsQuery } from '../../api/page-reads';
import * as application from '../../api/application';
import * as profile from '../../api/profile';
import { session } from '../../api/session';
import { actOnDecision, routeApplication } from '../../stores/application-router';
import { styled } from '../../renderer/theme/styled';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { loadMachine } from '../definitions';
import { afterPageContent, islandWidget, useContentShown } from '../portal/chakra-island';
import { LoaderOverlay } from '../portal/loader-overlay';
import { MaintenanceGate } from '../portal/maintenance-gate';
import { useViewport } from '../portal/use-viewport';
import { RequireAuth } from '../require-auth';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';
import { PageView } from '../application/page-view';
import { usePage } from '../application/use-page';
import { cardsRecipe, contentAsideRecipe, contentMainRecipe, contentRecipe, loanLineRecipe, phoneBarsRecipe } from '../application/page-recipes';
import { routePath, shouldAutoRoute } from '../../engine/routing';
import { useSessionReplayLink } from '../application/session-replay';
import { useAgreeingReads } from '../application/agreeing-reads';
import { routingReads } from '../application/routing-reads';
import type { JsonValue } from '../../engine/types';

function ApplicationSummary({ uuid, route }: { uuid: string; route: string }) {
  const { evaluate } = useAppEnv();
  const client = useQueryClient();
  const app = useQuery(applicationQuery(uuid));
  const status = useQuery(statusQuery(uuid));
  const decision = useQuery({
    queryKey: ['route', uuid],
    enabled: route === '',
    queryFn: async () => routeApplication(uuid, routingReads(client), await loadMachine(), evaluate),
  });
  // Logged once per decision (the query's answer), then: a CO_DEEDER is signed out and reloaded.
  useEffect(() => {
    if (decision.data) actOnDecision(decision.data, { clearSession: () => session.clear(), reload: () => window.location.reload(), logError: (m) => console.error(`[heloc] ${m}`) });
  }, [decision.data]);
  const failed = [app, status].find((q) => q.isError);
  // Routing (which may poll the status for a while) and the first reads wait behind the overlay:
  // the wait is the server's, so the shell's islands may load meanwhile.
  useContentShown(true);
  // After every hook (the reload comes from the effect, after this render).
  if (decision.data?.logout) return null;
  const routing = route === '' && !decision.data && !decision.isError;
  const waiting = !failed && (routing || !app.data || !status.data);
  return (
    <>
      <LoaderOverlay
        active={waiting}
        waitingFor={routing ? 'msg:wait.what.status' : 'msg:wait.what.application'}
        // The reads still unanswered go again (the routing polls by itself on its own schedule).
        onRetry={() => [app, status].forEach((q) => q.isPending && q.fetchStatus === 'fetching' && void q.refetch({ cancelRefetch: true }))}
      />
      {route === '' && decision.data ? <Navigate to={decision.data.path} replace /> : <SummaryBody failed={failed} app={app} status={status} route={route} />}
    </>
  );
}

type AppRead = UseQueryResult<Awaited<ReturnType<typeof application.getApplication>>>;
type StatusRead = UseQueryResult<Awaited<ReturnType<typeof application.checklistStatus>>>;

/** While routing: nothing but the loader, or what failed with Try again. */
function SummaryBody({ failed, app, status }: { failed: AppRead | StatusRead | undefined; app: AppRead; status: StatusRead; route: string }) {
  const { t } = useAppEnv();
  if (!failed) return null;
  return (
    <div role="alert">
      <p>{failed.error instanceof Error ? failed.error.message : t('msg:common.requestError')}</p>
      <Button type="button" onClick={() => [app, status].forEach((q) => void q.refetch())}>
        {t('msg:common.retry')}
      </Button>
    </div>
  );
}

// The page's own content is statically styled; the shell's widgets render in Chakra islands
// (portal/chakra-island.tsx), so the first field is usable before Chakra's runtime has loaded.
const LoanLine = styled('p', loanLineRecipe);
const Cards = styled('div', cardsRecipe);
const Content = styled('div', contentRecipe);
const ContentMain = styled('div', contentMainRecipe);
const ContentAside = styled('div', contentAsideRecipe);
const PhoneBarsSpace = styled('div', phoneBarsRecipe);

// The shell's Chakra-styled widgets, each loaded in an island after the content (never imported
// statically here: the page's chunk would wait for Chakra's runtime again).
const ApplicationSidebar = islandWidget(() => import('../portal/application-sidebar').then((m) => m.ApplicationSidebar));
const PhoneBars = islandWidget(() => import('../portal/phone-bars').then((m) => m.PhoneBars), <PhoneBarsSpace aria-hidden="true" />);
const LoanOriginatorCard = islandWidget(() => import('../portal/loan-originator-card').then((m) => m.LoanOriginatorCard));
const OfferPanel = islandWidget(() => import('../portal/offer-panel').then((m) => m.OfferPanel));
const PropertyCard = islandWidget(() => import('../portal/property-card').then((m) => m.PropertyCard));
const RemoteBanners = islandWidget(() => import('../portal/remote-banners').then((m) => m.RemoteBanners));
const Chat = islandWidget(() => import('../portal/chat/chat-launcher').then((m) => m.default));

/** How often an open application page reads the status again (the decline auto-route needs to see it). */
const STATUS_REFRESH_MS = 5000;

/** The decline auto-route (seed 000 §4): when the machine's autoRoute holds on this page, route by the tables. */
function useAutoRoute(uuid: string, route: string, status: unknown, app: unknown, profileData: unknown) {
  const { evaluate } = useAppEnv();
  const navigate = useNavigate();
  const client = useQueryClient();
  // The machine's tables (~100 KB of precompiled conditions) load once the page is on screen: a
  // decline found by the status refresh can wait that long, the first field should not.
  const machine = useQuery({ queryKey: ['machine'], queryFn: () => afterPageContent().then(loadMachine), staleTime: Infinity, enabled: route !== '' });
  const ctx = { profile: (profileData ?? null) as JsonValue, application: (app ?? null) as JsonValue, status: (status ?? null) as JsonValue, machine: { state: '' } };
  const due = !!machine.data && !!status && shouldAutoRoute(machine.data, ctx, route, evaluate);
  useQuery({
    queryKey: ['auto-route', uuid, route, (status as { uwDecision?: string } | undefined)?.uwDecision],
    enabled: due,
    queryFn: async () => {
      const decision = await routeApplication(uuid, routingReads(client), machine.data!, evaluate);
      if (decision.path !== routePath(uuid, route)) navigate(decision.path, { replace: true });
      return decision.path;
    },
  });
}

/** The page a route names, from its definition (a redirect is followed at once). */
function RoutedPage({ uuid, route }: { uuid: string; route: string }) {
  const { t } = useAppEnv();
  const found = usePage(route);
  // A new query on the same route is a new page (e.g. insurance/upload?by=agent's form variant).
  const { search } = useLocation();
  const app = useQuery(applicationQuery(uuid));
  // Read again while the page is open, so a decision the lender makes meanwhile (a decline)
  // reaches the auto-route without the applicant doing anything (decision 240).
  const status = useQuery({ ...statusQuery(uuid), refetchInterval: STATUS_REFRESH_MS });
  const me = useQuery(profile.profileQuery());
  // What the page declares it reads besides these (a document to sign, the notary's times).
  const loadedPage = found.data?.page;
  const pageReads = loadedPage && (loadedPage.kind === 'form' || loadedPage.kind === 'info' || loadedPage.kind === 'widget') ? loadedPage.reads : undefined;
  const conditionUuid = new URLSearchParams(useLocation().search).get('conditionUuid') ?? undefined;
  const reads = useQuery(pageReadsQuery(uuid, pageReads, { conditionUuid }));
  useAutoRoute(uuid, route, status.data, app.data, me.data);
  useSessionReplayLink(uuid);
  // A page first drawn from an application older than its status would show what the lender has
  // since changed (a liens page without the loans the step found): wait for the older read.
  const older = useAgreeingReads(uuid, app.data, status.data);
  const drawn = useRef<string | null>(null);
  const pageKey = `${route}${search}`;
  const failed = [found, app, status, me, reads].find((q) => q.isError);
  // A failed read's message (with Try again) is this page's content for now.
  useContentShown(!!failed);
  if (failed) {
    return (
      <div role="alert">
        <p>{failed.error instanceof Error ? failed.error.message : t('msg:common.requestError')}</p>
        <Button type="button" onClick={() => [found, app, status, me, reads].forEach((q) => q.isError && void q.refetch())}>
          {t('msg:common.retry')}
        </Button>
      </div>
    );
  }
  // The signer area's pages (flows/pages/heloc-signer) live at /heloc-signer/…, not under an application.
  if (found.data === null || route.startsWith('heloc-signer')) return <Navigate to={routePath(uuid, '')} replace />;
  if (found.data?.page.kind === 'redirect') return <Navigate to={routePath(uuid, found.data.page.to)} replace />;
  if (!found.data || !app.data || !status.data || !me.data || (pageReads && !reads.data) || (older !== null && drawn.current !== pageKey)) {
    // A read that has not answered after a few seconds goes again (and the overlay says so).
    const retry = () => [found, app, status, me, reads].forEach((q) => q.isPending && q.fetchStatus === 'fetching' && void q.refetch({ cancelRefetch: true }));
    return <LoaderOverlay active waitingFor={status.data ? 'msg:wait.what.application' : 'msg:wait.what.status'} onRetry={retry} />;
  }
  drawn.current = pageKey;
  const records = () => ({ application: app.data as unknown as JsonValue, status: status.data as unknown as JsonValue, profile: me.data as unknown as JsonValue, ...(reads.data ? { reads: reads.data } : {}) });
  return (
    <>
      <LoanLine>
        {t('msg:application.loanNumber')} <span data-testid="loan-number">{app.data.loanNumber}</span>
      </LoanLine>
      <PageTitle>{t(found.data.page.title ?? 'msg:application.title')}</PageTitle>
      <PageView key={`${route}${search}`} uuid={uuid} found={found.data} records={records} />
      <Cards>
        <OfferPanel app={app.data} />
        <PropertyCard app={app.data} />
      </Cards>
    </>
  );
}

/** The shell around the content: which widgets show where depends on the viewport (src/app/portal/use-viewport.ts). */
function ApplicationFrame({ uuid, route }: { uuid: string; route: string }) {
  const { t } = useAppEnv();
  const viewport = useViewport();
  // Shared with the content through the query cache; errors are shown (with retry) by the content.
  const app = useQuery(applicationQuery(uuid));
  const status = useQuery(statusQuery(uuid));
  const found = usePage(route);
  const sidebar = viewport === 'phone' ? null : <ApplicationSidebar app={app.data} status={status.data} withOriginator={viewport === 'medium'} />;
  const title = found.data?.page.title;
  return (
    <PageShell title={t(title ?? 'msg:application.title')} wide aside={sidebar} floatingButton pageSignalsContent>
      {viewport === 'phone' && <PhoneBars app={app.data} status={status.data} />}
      <RemoteBanners />
      <Content>
        <ContentMain>
          {route === '' ? (
            <>
              <PageTitle>{t('msg:application.title')}</PageTitle>
              <ApplicationSummary uuid={uuid} route={route} />
            </>
          ) : (
            <RoutedPage uuid={uuid} route={route} />
          )}
        </ContentMain>
        {viewport === 'wide' && (
          <ContentAside>
            <LoanOriginatorCard app={app.data} variant="card" />
          </ContentAside>
        )}
      </Content>
      <Chat />
    </PageShell>
  );
}

/** Route element for /account/heloc/:uuid/*. */
export default function ApplicationPage() {
  const params = useParams();
  const uuid = params['uuid'] ?? '';
  const route = params['*'] ?? '';
  return (
    <RequireAuth>
      <MaintenanceGate>
        <ApplicationFrame uuid={uuid} route={route.replace(/\/$/, '')} />
      </MaintenanceGate>
    </RequireAuth>
  );
}
