// A registration flow from its definition: loads the flow, flags and auth mode, then hands
// over to FlowView. Nothing here knows which steps exist.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FeatureFlag } from '../../api/flags';
import { session } from '../../api/session';
import { deferred } from '../../renderer/lazy';
import { loadMessageBundle } from '../definitions';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { PageLoader } from '../page-loader';
import { PageShell } from '../shell/page-shell';
import { FlowView } from './flow-view';
import { PageTitle } from '../shell/page-title';
import { loadLandingStep, reads, useRead } from './flow-reads';

// The flag's key (src/domain/maintenance.ts MAINTENANCE_FLAG), spelled here: that module and the
// maintenance page live in the application page's chunk, and a static import from the entry would
// make the entry import that chunk (a chunk cycle: React undefined at boot).
const MAINTENANCE_FLAG = 'fe-heloc-maintenance';

/**
 * The maintenance page on a registration route the flag covers (seed 000 §2), else the flow:
 * loaded only while the flag is on (./registration-maintenance.tsx), so it costs the first step nothing.
 */
const RegistrationMaintenance = deferred(() => Promise.all([import('./registration-maintenance'), loadMessageBundle('portal')]).then(([m]) => m.default), <PageLoader />);

/** Route element for /account/heloc/register-v2/* and /account/heloc/register/*. */
export default function FlowPage({ flowId }: { flowId: string }) {
  const { brand, t } = useAppEnv();
  const r = reads(flowId, brand.orgCode);
  const flow = useRead(...r.flow);
  const flags = useRead(...r.flags);
  const auth = useRead(...r.auth);

  // The step the URL names fetches its form while the flow, flags and auth mode are on their
  // way (when the page was not the landing page, boot.ts did not start it).
  const { pathname } = useLocation();
  useEffect(() => {
    void loadLandingStep(flowId, brand.orgCode, pathname);
    // only on arrival: later steps are loaded by FlowView as the applicant moves on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const failed = [flow, flags, auth].find((q) => q.isError);
  if (failed) {
    return (
      <PageShell title={t('msg:registration.title')}>
        <PageTitle>{t('msg:registration.title')}</PageTitle>
        <p role="alert">{failed.error instanceof Error ? failed.error.message : t('msg:common.requestError')}</p>
        <Button type="button" onClick={() => [flow, flags, auth].forEach((q) => q.isError && q.refetch())}>
          {t('msg:common.retry')}
        </Button>
      </PageShell>
    );
  }
  if (!flow.data || !flags.data || !auth.data) return <PageLoader label={t('msg:common.loading')} />;
  const flagMap: Record<string, FeatureFlag> = Object.fromEntries(flags.data.map((f) => [f.key, f]));
  const view = <FlowView flow={flow.data} flags={flagMap} newAuthMode={auth.data.newAuthMode} authenticated={session.token !== null} />;
  return flagMap[MAINTENANCE_FLAG]?.enabled === true ? (
    <RegistrationMaintenance flags={flags.data} pathname={pathname}>
      {view}
    </RegistrationMaintenance>
  ) : (
    view
  );
}
