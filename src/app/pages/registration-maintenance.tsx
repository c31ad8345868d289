// The maintenance page over a registration route the flag covers (seed 000 §2; flow-page.tsx loads
// this, with the portal catalogue that holds its wording, only while the flag is on).
import type { ReactNode } from 'react';
import type { FeatureFlag } from '../../api/flags';
import { maintenanceFor } from '../../domain/maintenance';
import { useAppEnv } from '../app-env';
import { MaintenancePage } from './maintenance-page';

/** The maintenance page when the flag's routes cover `pathname`, else `children` (the flow). */
export default function RegistrationMaintenance({ flags, pathname, children }: { flags: FeatureFlag[]; pathname: string; children: ReactNode }) {
  const { t } = useAppEnv();
  const content = maintenanceFor(flags, pathname, { title: t('msg:maintenance.title'), message: t('msg:maintenance.message') });
  return content ? <MaintenancePage content={content} /> : <>{children}</>;
}
