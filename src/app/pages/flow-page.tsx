// A registration flow from its definition: loads the flow, flags and auth mode, then hands
// over to FlowView. Nothing here knows which steps exist.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { featureFlags, type FeatureFlag } from '../../api/flags';
import { authMode } from '../../api/identity';
import { session } from '../../api/session';
import { telemetrySession, trackerUuid } from '../../api/telemetry';
import { Button } from '../../renderer/ui/primitives';
import { refList } from '../../engine/compose';
import { stepByPath } from '../../engine/flow';
import { useAppEnv } from '../app-env';
import { loadFlow } from '../definitions';
import { PageLoader } from '../page-loader';
import { PageShell } from '../shell/page-shell';
import { FlowView } from './flow-view';
import { PageTitle } from '../shell/page-title';
import { loadStep } from '../step-loader';
import { flowSteps } from '../../generated/flow-steps.js';
import type { DefinitionRef } from '../../engine/types';

// The first registration step must not pay for @tanstack/react-query (~11 KB gzip), so this page
// keeps its three reads in a small cache with the semantics the app's QueryClient gave them:
// fetched once per key and never stale, one retry after 1 s, an error state with refetch, a
// failed read tried again when a page mounts, and the entry dropped 5 minutes after the last
// page using it unmounts (react-query's gcTime).
interface Entry<T> {
  data?: T | undefined;
  error?: unknown;
  promise?: Promise<void> | undefined;
  users: number;
  gc?: ReturnType<typeof setTimeout> | undefined;
  listeners: Set<() => void>;
}

const RETRY_DELAY_MS = 1000;
const GC_MS = 5 * 60 * 1000;
const entries = new Map<string, Entry<unknown>>();

function fetchEntry<T>(entry: Entry<T>, fn: () => Promise<T>): void {
  if (entry.promise) return;
  entry.error = undefined;
  const attempt = (retries: number): Promise<T> =>
    fn().catch((e: unknown) => (retries > 0 ? new Promise<T>((ok) => setTimeout(() => ok(attempt(retries - 1)), RETRY_DELAY_MS)) : Promise.reject(e)));
  const done = () => {
    entry.promise = undefined;
    entry.listeners.forEach((l) => l());
  };
  entry.listeners.forEach((l) => l());
  entry.promise = attempt(1).then(
    (data) => {
      entry.data = data;
      done();
    },
    (e: unknown) => {
      entry.error = e;
      done();
    },
  );
}

interface Read<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

function entryOf<T>(key: string): Entry<T> {
  return (entries.get(key) ?? entries.set(key, { users: 0, listeners: new Set() }).get(key)!) as Entry<T>;
}

/** Starts a read that no page uses yet (prefetchFlowPage); dropped after GC_MS unless a page takes it up. */
function prefetchRead<T>(key: string, fn: () => Promise<T>): Promise<void> {
  const entry = entryOf<T>(key);
  if (entry.data === undefined) fetchEntry(entry, fn);
  if (entry.users === 0) {
    clearTimeout(entry.gc);
    entry.gc = setTimeout(() => entries.get(key) === entry && entry.users === 0 && entries.delete(key), GC_MS);
  }
  return entry.promise ?? Promise.resolve();
}

function useRead<T>(key: string, fn: () => Promise<T>): Read<T> {
  const entry = entryOf<T>(key);
  const [, rerender] = useState(0);
  useEffect(() => {
    const listener = () => rerender((n) => n + 1);
    entry.listeners.add(listener);
    entry.users++;
    clearTimeout(entry.gc);
    if (entry.data === undefined) fetchEntry(entry, fn);
    return () => {
      entry.listeners.delete(listener);
      if (--entry.users === 0) entry.gc = setTimeout(() => entries.get(key) === entry && entries.delete(key), GC_MS);
    };
    // fn is derived from key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [entry]);
  return {
    data: entry.data,
    isError: entry.data === undefined && entry.error !== undefined && !entry.promise,
    error: entry.error,
    refetch: () => fetchEntry(entry, fn),
  };
}

/** The page's three reads by cache key. */
function reads(flowId: string, orgCode: string) {
  return {
    flow: [`flow:${flowId}`, () => loadFlow(flowId)] as const,
    // The flags call names the visit's tracker; on a first visit that comes with the telemetry
    // session PageViews starts (one shared request), so wait for it rather than race it.
    flags: [
      `flags:${orgCode}`,
      async () => {
        if (trackerUuid() === null) await telemetrySession();
        return featureFlags(orgCode, trackerUuid() ?? undefined, false);
      },
    ] as const,
    auth: [`authMode:${orgCode}`, () => authMode(orgCode)] as const,
  };
}

/**
 * Starts the page's reads and the landing step's form before the first render (main.tsx via
 * preloadPage). Settles (never rejects) when all of them have answered or failed, so main.tsx
 * can hold the first render until the step can render whole (see FIRST_RENDER_WAIT_MS there).
 */
export function prefetchFlowPage(flowId: string, orgCode: string, pathname: string): Promise<void> {
  const r = reads(flowId, orgCode);
  // The build's list of step paths (src/generated/flow-steps.js) names the landing step's form,
  // so it loads together with the flow rather than after it; loadStep caches by schema key.
  const early = flowSteps[`${flowId}@1`];
  const known = early && stepByPath(early, pathname);
  if (known) void loadStep(refList(known.schema as DefinitionRef | DefinitionRef[])).catch(() => undefined);
  const step = prefetchRead(...r.flow).then(async () => {
    const flow = entryOf<Awaited<ReturnType<typeof r.flow[1]>>>(r.flow[0]).data;
    const landing = flow && stepByPath(flow, pathname);
    if (landing && !landing.schemaVariants?.length) await loadStep(refList(landing.schema)).catch(() => undefined);
  });
  return Promise.all([prefetchRead(...r.flags), prefetchRead(...r.auth), step]).then(() => undefined);
}

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
