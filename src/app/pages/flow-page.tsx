// A registration flow from its definition: loads the flow, flags and auth mode, then hands
// over to FlowView. Nothing here knows which steps exist.
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { FeatureFlag } from '../../api/flags';
import { session } from '../../api/session';
import { Button } from '../../renderer/ui/primitives';
import { refList } from '../../engine/compose';
import { stepByPath } from '../../engine/flow';
import { useAppEnv } from '../app-env';
import { PageLoader } from '../page-loader';
import { PageShell } from '../shell/page-shell';
import { FlowView } from './flow-view';
import { PageTitle } from '../shell/page-title';
import { loadStep } from '../step-loader';
import { reads, useRead } from './flow-reads';

/** Route element for /account/heloc/register-v2/* and /account/heloc/register/*. */
export default function FlowPage({ flowId }: { flowId: string }) {
  const { brand, t } = useAppEnv();
  const r = reads(flowId, brand.orgCode);
  const flow = useRead(...r.flow);
  const flags = useRead(...r.flags);
  const auth = useRead(...r.auth);

  // The step the URL names fetches its form (validator, schema) while the flags and auth mode
  // are still on their way, instead of after FlowView renders: loadStep caches by schema key, so
  // FlowView's own call gets the same promise. Steps with schema variants wait for FlowView.
  const { pathname } = useLocation();
  useEffect(() => {
    if (!flow.data) return;
    const step = stepByPath(flow.data, pathname);
    if (step && !step.schemaVariants?.length) void loadStep(refList(step.schema)).catch(() => undefined);
    // only on arrival: later steps are loaded by FlowView as the applicant moves on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [flow.data]);

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
  return <FlowView flow={flow.data} flags={flagMap} newAuthMode={auth.data.newAuthMode} authenticated={session.token !== null} />;
}
