// The sandbox's small dashboard (DECISIONS 3): the signed-in user's applications with links.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { allApplications } from '../../api/application';
import { ButtonLink } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { PageLoader } from '../page-loader';
import { WalletAccounts } from '../portal/wallet-accounts';
import { RequireAuth } from '../require-auth';
import { SessionNotice } from '../session-notice';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';
import { ErrorBox } from '../shell/error-box';

function Applications() {
  const { t } = useAppEnv();
  const apps = useQuery({ queryKey: ['applications'], queryFn: allApplications });
  if (apps.isError) {
    return <ErrorBox error={apps.error} onRetry={() => void apps.refetch()} />;
  }
  if (!apps.data) return <PageLoader />;
  if (apps.data.length === 0) return <p>{t('msg:dashboard.empty')}</p>;
  return (
    <ul>
      {apps.data.map((app) => (
        <li key={app.uuid}>
          <Link to={`/account/heloc/${app.uuid}`}>
            {t('msg:application.loanNumber')} {app.loanNumber}
          </Link>
          {app.property ? ` · ${app.property.street1}, ${app.property.city}, ${app.property.state}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** /dashboard */
export default function DashboardPage() {
  const { t } = useAppEnv();
  return (
    <RequireAuth>
      <PageShell title={t('msg:dashboard.title')}>
        <PageTitle>{t('msg:dashboard.title')}</PageTitle>
        <SessionNotice />
        <Applications />
        <p style={{ marginTop: '1.5rem' }}>{t('msg:promo.today')}</p>
        <p style={{ marginTop: '0.5rem' }}>
          <ButtonLink href="/account/heloc/register-v2">{t('msg:dashboard.start')}</ButtonLink>
        </p>
        <WalletAccounts />
      </PageShell>
    </RequireAuth>
  );
}
