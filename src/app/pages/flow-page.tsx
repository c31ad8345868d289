// A registration flow from its definition: loads the flow, flags and auth mode, then hands
// over to FlowView. Nothing here knows which steps exist.
import { useQuery } from '@tanstack/react-query';
import { featureFlags, type FeatureFlag } from '../../api/flags';
import { authMode } from '../../api/identity';
import { session } from '../../api/session';
import { trackerUuid } from '../../api/telemetry';
import { Button } from '../../renderer/ui/primitives';
import { useAppEnv } from '../app-env';
import { loadFlow } from '../definitions';
import { PageLoader } from '../page-loader';
import { PageShell } from '../shell/page-shell';
import { FlowView } from './flow-view';
import { PageTitle } from '../shell/page-title';

/** Route element for /account/heloc/register-v2/* and /account/heloc/register/*. */
export default function FlowPage({ flowId }: { flowId: string }) {
  const { brand, t } = useAppEnv();
  const flow = useQuery({ queryKey: ['flow', flowId], queryFn: () => loadFlow(flowId), staleTime: Infinity });
  const flags = useQuery({
    queryKey: ['flags', brand.orgCode],
    queryFn: () => featureFlags(brand.orgCode, trackerUuid() ?? undefined, false),
    staleTime: Infinity,
  });
  const auth = useQuery({ queryKey: ['authMode', brand.orgCode], queryFn: () => authMode(brand.orgCode), staleTime: Infinity });

  const failed = [flow, flags, auth].find((q) => q.isError);
  if (failed) {
    return (
      <PageShell title={t('msg:registration.title')}>
        <PageTitle>{t('msg:registration.title')}</PageTitle>
        <p role="alert">{failed.error instanceof Error ? failed.error.message : t('msg:common.requestError')}</p>
        <Button type="button" onClick={() => [flow, flags, auth].forEach((q) => q.isError && void q.refetch())}>
          {t('msg:common.retry')}
        </Button>
      </PageShell>
    );
  }
  if (!flow.data || !flags.data || !auth.data) return <PageLoader label={t('msg:common.loading')} />;
  const flagMap: Record<string, FeatureFlag> = Object.fromEntries(flags.data.map((f) => [f.key, f]));
  return <FlowView flow={flow.data} flags={flagMap} newAuthMode={auth.data.newAuthMode} authenticated={session.token !== null} />;
}
