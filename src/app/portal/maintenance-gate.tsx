// Shows the maintenance page instead of its children while `fe-heloc-maintenance` covers the
// current path. Used around the application page only: the registration flow's first step
// must not wait for an extra request.
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { maintenanceFor } from '../../domain/maintenance';
import { useAppEnv } from '../app-env';
import { PageLoader } from '../page-loader';
import { useSlowWait } from '../slow-wait';
import { MaintenancePage } from '../pages/maintenance-page';
import { useFeatureFlags } from './use-feature-flags';

/**
 * The children, or the maintenance page when the flag is on for this path; a failed flags call
 * shows the children (flags must not lock borrowers out), and so does a flags call still
 * unanswered after a few seconds (issue 25: a slow flags read held the page on 'Loading'); its
 * answer, when it comes, still shows the maintenance page.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { t } = useAppEnv();
  const { pathname } = useLocation();
  const flags = useFeatureFlags();
  const slow = useSlowWait(flags.isPending, undefined);
  if (flags.isPending && !slow) return <PageLoader />;
  const content = flags.data ? maintenanceFor(flags.data, pathname, { title: t('msg:maintenance.title'), message: t('msg:maintenance.message') }) : null;
  return content ? <MaintenancePage content={content} /> : <>{children}</>;
}
