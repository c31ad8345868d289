// /account/heloc/{uuid}/{route}: the application shell (sidebar 'Application progress', or the
// phone menu and loan-officer bar; offer panel, property card, loan-officer side card, chat) around
// the content, with the loader overlay while it routes. The content is chosen by route
// (APPLICATION_CONTENT): the pages built so far (document/disclosures), else a placeholder showing
// the application's loan number, its checklist status and the route the tables chose, and nothing
// pretending to be more.
import { chakra } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { applicationQuery, statusQuery } from '../../api/application';
import * as application from '../../api/application';
import * as profile from '../../api/profile';
import { session } from '../../api/session';
import { routeApplication } from '../../stores/application-router';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { loadMachine } from '../definitions';
import { ApplicationSidebar } from '../portal/application-sidebar';
import { DisclosuresContent } from '../portal/disclosures-content';
import { LazyChat } from '../portal/chat/lazy-chat';
import { LoaderOverlay } from '../portal/loader-overlay';
import { LoanOriginatorCard } from '../portal/loan-originator-card';
import { MaintenanceGate } from '../portal/maintenance-gate';
import { MobileProgressMenu } from '../portal/mobile-progress-menu';
import { OfferPanel } from '../portal/offer-panel';
import { PropertyCard } from '../portal/property-card';
import { RemoteBanners } from '../portal/remote-banners';
import { useViewport } from '../portal/use-viewport';
import { RequireAuth } from '../require-auth';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

function ApplicationSummary({ uuid, route }: { uuid: string; route: string }) {
  const { evaluate } = useAppEnv();
  const app = useQuery(applicationQuery(uuid));
  const status = useQuery(statusQuery(uuid));
  const decision = useQuery({
    queryKey: ['route', uuid],
    enabled: route === '',
    queryFn: async () => routeApplication(uuid, { application, profile }, await loadMachine(), evaluate),
  });
  if (decision.data?.logout) {
    session.clear();
    window.location.reload();
    return null;
  }
  const failed = [app, status].find((q) => q.isError);
  // Routing (which may poll the status for a while) and the first reads wait behind the overlay.
  const routing = route === '' && !decision.data && !decision.isError;
  const waiting = !failed && (routing || !app.data || !status.data);
  return (
    <>
      <LoaderOverlay active={waiting} />
      {route === '' && decision.data ? <Navigate to={decision.data.path} replace /> : <SummaryBody failed={failed} app={app} status={status} route={route} />}
    </>
  );
}

type AppRead = UseQueryResult<Awaited<ReturnType<typeof application.getApplication>>>;
type StatusRead = UseQueryResult<Awaited<ReturnType<typeof application.checklistStatus>>>;

function SummaryBody({ failed, app, status, route }: { failed: AppRead | StatusRead | undefined; app: AppRead; status: StatusRead; route: string }) {
  const { t } = useAppEnv();
  if (failed) {
    return (
      <div role="alert">
        <p>{failed.error instanceof Error ? failed.error.message : t('msg:common.requestError')}</p>
        <Button type="button" onClick={() => [app, status].forEach((q) => void q.refetch())}>
          {t('msg:common.retry')}
        </Button>
      </div>
    );
  }
  if (!app.data || !status.data) return null;
  return (
    <>
      <p>{t('msg:application.placeholder', { route: route || '…' })}</p>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.5rem 1rem', marginTop: '1rem' }}>
        <dt>{t('msg:application.loanNumber')}</dt>
        <dd data-testid="loan-number">{app.data.loanNumber}</dd>
        <dt>{t('msg:application.status')}</dt>
        <dd data-testid="checklist-status">{status.data.checklistStatus}</dd>
        <dt>{t('msg:application.route')}</dt>
        <dd data-testid="route-name">{route}</dd>
      </dl>
      <Cards>
        <OfferPanel app={app.data} />
        <PropertyCard app={app.data} />
      </Cards>
    </>
  );
}

/** Application routes whose page is built: the content and the page title key. Others show the placeholder. */
const APPLICATION_CONTENT: Readonly<Record<string, { Content: (props: { uuid: string }) => ReactNode; title: string }>> = {
  'document/disclosures': { Content: DisclosuresContent, title: 'msg:disclosures.pageTitle' },
};

const Cards = chakra('div', { base: { display: 'grid', gap: '4', mt: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } });
const Content = chakra('div', { base: { display: 'flex', alignItems: 'flex-start', gap: '6' } });

/** The shell around the content: which widgets show where depends on the viewport (src/app/portal/use-viewport.ts). */
function ApplicationFrame({ uuid, route }: { uuid: string; route: string }) {
  const { t } = useAppEnv();
  const viewport = useViewport();
  // Shared with the content through the query cache; errors are shown (with retry) by the content.
  const app = useQuery(applicationQuery(uuid));
  const status = useQuery(statusQuery(uuid));
  const sidebar = viewport === 'phone' ? null : <ApplicationSidebar app={app.data} status={status.data} withOriginator={viewport === 'medium'} />;
  const page = APPLICATION_CONTENT[route];
  return (
    <PageShell title={t(page?.title ?? 'msg:application.title')} wide aside={sidebar}>
      {viewport === 'phone' && (
        <>
          <MobileProgressMenu app={app.data} status={status.data} />
          <LoanOriginatorCard app={app.data} variant="bar" />
        </>
      )}
      <RemoteBanners />
      <PageTitle>{t('msg:application.title')}</PageTitle>
      <Content>
        <chakra.div flex="1" minW="0">
          {page ? <page.Content uuid={uuid} /> : <ApplicationSummary uuid={uuid} route={route} />}
        </chakra.div>
        {viewport === 'wide' && (
          <chakra.div width="18rem" flexShrink={0}>
            <LoanOriginatorCard app={app.data} variant="card" />
          </chakra.div>
        )}
      </Content>
      <LazyChat />
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
