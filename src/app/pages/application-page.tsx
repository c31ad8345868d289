// /account/heloc/{uuid}/{route}: until the application pages exist (later issues) this shows
// the application's loan number, its checklist status and the route the tables chose, and
// nothing pretending to be more.
import { useQuery } from '@tanstack/react-query';
import { Navigate, useParams } from 'react-router-dom';
import { checklistStatus, getApplication } from '../../api/application';
import * as application from '../../api/application';
import * as profile from '../../api/profile';
import { session } from '../../api/session';
import { routeApplication } from '../../stores/application-router';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { loadMachine } from '../definitions';
import { PageLoader } from '../page-loader';
import { MaintenanceGate } from '../portal/maintenance-gate';
import { RemoteBanners } from '../portal/remote-banners';
import { RequireAuth } from '../require-auth';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';

function ApplicationSummary({ uuid, route }: { uuid: string; route: string }) {
  const { t, evaluate } = useAppEnv();
  const app = useQuery({ queryKey: ['application', uuid], queryFn: () => getApplication(uuid) });
  const status = useQuery({ queryKey: ['status', uuid], queryFn: () => checklistStatus(uuid), staleTime: 250 });
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
  if (route === '' && decision.data) return <Navigate to={decision.data.path} replace />;
  const failed = [app, status].find((q) => q.isError);
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
  if (!app.data || !status.data) return <PageLoader />;
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
    </>
  );
}

/** Route element for /account/heloc/:uuid/*. */
export default function ApplicationPage() {
  const { t } = useAppEnv();
  const params = useParams();
  const uuid = params['uuid'] ?? '';
  const route = params['*'] ?? '';
  return (
    <RequireAuth>
      <MaintenanceGate>
        <PageShell title={t('msg:application.title')}>
          <RemoteBanners />
          <PageTitle>{t('msg:application.title')}</PageTitle>
          <ApplicationSummary uuid={uuid} route={route.replace(/\/$/, '')} />
        </PageShell>
      </MaintenanceGate>
    </RequireAuth>
  );
}
