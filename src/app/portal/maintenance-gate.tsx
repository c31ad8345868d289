// Shows the maintenance page instead of its children while `fe-heloc-maintenance` covers the
// current path. Used around the application page only: the registration flow's first step
// must not wait for an extra request.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { featureFlags } from '../../api/flags';
import { session } from '../../api/session';
import { trackerUuid } from '../../api/telemetry';
import { maintenanceFor } from '../../domain/maintenance';
import { useAppEnv } from '../app-env';
import { PageLoader } from '../page-loader';
import { MaintenancePage } from '../pages/maintenance-page';

/** The children, or the maintenance page when the flag is on for this path; a failed flags call shows the children (flags must not lock borrowers out). */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { brand, t } = useAppEnv();
  const { pathname } = useLocation();
  const secure = session.token !== null;
  // Seed 001 §9: feature flags never go stale within a visit.
  const flags = useQuery({
    queryKey: ['feature-flags', brand.orgCode, secure],
    queryFn: () => featureFlags(brand.orgCode, trackerUuid() ?? undefined, secure),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (flags.isPending) return <PageLoader />;
  const content = flags.data ? maintenanceFor(flags.data, pathname, { title: t('msg:maintenance.title'), message: t('msg:maintenance.message') }) : null;
  return content ? <MaintenancePage content={content} /> : <>{children}</>;
}
