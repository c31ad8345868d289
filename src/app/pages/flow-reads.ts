// The flow page's three reads (flow definition, feature flags, auth mode) and its prefetch.
// Kept apart from the page's components so src/app/boot.ts can start them before the rest of
// the app (mobx, the stores, the page components) is evaluated.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { featureFlags } from '../../api/flags';
import { authMode } from '../../api/identity';
import { localTracker } from '../../api/telemetry';
import { refList } from '../../engine/compose';
import { stepByPath } from '../../engine/flow';
import type { DefinitionRef } from '../../engine/types';
import { flowSteps } from '../../generated/flow-steps.js';
import { formReady } from '../../renderer/form-ready';
import { bootData } from '../boot-data';
import { loadFlow, shippedFlow } from '../definitions';
import { loadStep } from '../step-loader';

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
  /** Bumped on every change (a fetch started or settled): the snapshot pages read. */
  version: number;
}

const RETRY_DELAY_MS = 1000;
const GC_MS = 5 * 60 * 1000;
const entries = new Map<string, Entry<unknown>>();

function fetchEntry<T>(entry: Entry<T>, fn: () => Promise<T>): void {
  if (entry.promise) return;
  entry.error = undefined;
  const attempt = (retries: number): Promise<T> =>
    fn().catch((e: unknown) => (retries > 0 ? new Promise<T>((ok) => setTimeout(() => ok(attempt(retries - 1)), RETRY_DELAY_MS)) : Promise.reject(e)));
  const changed = () => {
    entry.version++;
    entry.listeners.forEach((l) => l());
  };
  const done = () => {
    entry.promise = undefined;
    changed();
  };
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
  changed();
}

interface Read<T> {
  data: T | undefined;
  isError: boolean;
  error: unknown;
  refetch: () => void;
}

/** Drops the entry GC_MS from now unless a page takes it up meanwhile (react-query's gcTime). */
function dropLater(key: string, entry: Entry<unknown>): void {
  clearTimeout(entry.gc);
  entry.gc = setTimeout(() => entries.get(key) === entry && entry.users === 0 && entries.delete(key), GC_MS);
}

function entryOf<T>(key: string): Entry<T> {
  return (entries.get(key) ?? entries.set(key, { users: 0, listeners: new Set(), version: 0 }).get(key)!) as Entry<T>;
}

/** Starts a read that no page uses yet (prefetchFlowPage); dropped after GC_MS unless a page takes it up. */
export function prefetchRead<T>(key: string, fn: () => Promise<T>): Promise<void> {
  const entry = entryOf<T>(key);
  if (entry.data === undefined) fetchEntry(entry, fn);
  if (entry.users === 0) dropLater(key, entry as Entry<unknown>);
  return entry.promise ?? Promise.resolve();
}

/** A read whose answer is already known (the page's data block, boot-data.ts): no request. */
function seedRead<T>(key: string, data: T): void {
  const entry = entryOf<T>(key);
  if (entry.data !== undefined || entry.promise) return;
  entry.data = data;
  entry.version++;
  if (entry.users === 0) dropLater(key, entry as Entry<unknown>);
}

/**
 * A read as a page sees it. The page subscribes through useSyncExternalStore, which compares the
 * entry's version after subscribing: a read that settles between the render and the subscription
 * (likely on a busy phone, where passive effects run late) still re-renders the page. With a
 * listener added in an effect it was missed and the page stayed on 'Loading' (decision 252).
 */
export function useRead<T>(key: string, fn: () => Promise<T>): Read<T> {
  const entry = entryOf<T>(key);
  const subscribe = useCallback(
    (listener: () => void) => {
      entry.listeners.add(listener);
      entry.users++;
      clearTimeout(entry.gc);
      return () => {
        entry.listeners.delete(listener);
        if (--entry.users === 0) dropLater(key, entry as Entry<unknown>);
      };
    },
    [entry, key],
  );
  useSyncExternalStore(subscribe, () => entry.version);
  useEffect(() => {
    // Fetched once per key; a failed read is tried again when a page mounts.
    if (entry.data === undefined) fetchEntry(entry, fn);
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
export function reads(flowId: string, orgCode: string) {
  return {
    flow: [`flow:${flowId}:${orgCode}`, () => loadFlow(flowId, orgCode)] as const,
    // The flags call names the visit's tracker; on a first visit the browser makes it (the
    // telemetry session PageViews starts is created with it), so the flags are not a round trip
    // behind the session (decision 292).
    flags: [`flags:${orgCode}`, () => featureFlags(orgCode, localTracker(), false)] as const,
    auth: [`authMode:${orgCode}`, () => authMode(orgCode)] as const,
  };
}

/**
 * Loads the form of the step `pathname` lands on, if the build's list of step paths
 * (src/generated/flow-steps.js, steps without schema variants) names it: so it loads together
 * with the flow rather than after it arrives. loadStep caches by schema key, so FlowView's own
 * call gets the same promise. The form's deferred widgets and fields load as soon as the form
 * has: StepForm asked for them only once it first rendered, a round trip after the flow, flags
 * and auth mode had answered (the peers bench form's select, money and caret chunks, issue 24).
 * Never rejects; FlowView reports a failure.
 */
export function loadLandingStep(flowId: string, orgCode: string, pathname: string): Promise<void> {
  const key = shippedFlow(flowId, orgCode)?.key;
  const steps = key === undefined ? undefined : flowSteps[key];
  const landing = steps && stepByPath(steps, pathname);
  if (!landing) return Promise.resolve();
  return loadStep(refList(landing.schema as DefinitionRef | DefinitionRef[])).then(
    (step) => formReady(step.schema, step.uiSchema) ?? undefined,
    () => undefined,
  );
}

/**
 * Starts the page's reads and the landing step's form before the first render (main.tsx via
 * preloadPage). Settles (never rejects) when all of them have answered or failed, so main.tsx
 * can hold the first render until the step can render whole (see FIRST_RENDER_WAIT_MS there).
 */
export function prefetchFlowPage(flowId: string, orgCode: string, pathname: string): Promise<void> {
  const r = reads(flowId, orgCode);
  const known = bootData(orgCode);
  if (known) {
    // The flags read made the visit's tracker on a first visit; the telemetry session sends it.
    localTracker();
    seedRead(r.flags[0], known.flags);
    seedRead(r.auth[0], { newAuthMode: known.newAuthMode });
  }
  return Promise.all([loadLandingStep(flowId, orgCode, pathname), prefetchRead(...r.flow), prefetchRead(...r.flags), prefetchRead(...r.auth)]).then(() => undefined);
}

