// Renders whichever step of a flow definition the URL names, through the generic StepForm.
// URL -> step, gate and guard redirects, Continue -> store.submit -> navigate; modals and
// banners come from the flow definition. No step has code of its own.
import { useEffect, useMemo, useRef, useState } from 'react';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import type { FeatureFlag } from '../../api/flags';
import { storageOrMemory } from '../../api/browser-storage';
import { trackEvent } from '../../api/telemetry';
import { gateRedirect, stepByPath } from '../../engine/flow';
import type { FlowDefinition } from '../../engine/types';
import { effects } from '../../stores/effects/registry';
import { FlowStore } from '../../stores/flow-store';
import { createServices } from '../../stores/services';
import { useAppEnv } from '../app-env';
import { loadMachine } from '../definitions';
import { renames } from '../../generated/shipped.js';
import { PageShell } from '../shell/page-shell';
import { sensitiveFields, stepFields } from '../flow-step-fields';
import { PageTitle } from '../shell/page-title';
import { StepScreen } from './step-screen';

interface Props {
  flow: FlowDefinition;
  flags: Record<string, FeatureFlag>;
  newAuthMode: boolean;
  authenticated: boolean;
}

/**
 * How long after the last change the draft is written: a storage write and a JSON copy of every
 * answer per keystroke cost ~1.5 ms each at 4x CPU (issue 24); keys come faster than this.
 */
const DRAFT_DELAY_MS = 300;

/** Query parameters as a plain object. */
function queryOf(search: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(search));
}

/** One flow, one store, for as long as the applicant stays in it. */
export const FlowView = observer(function FlowView({ flow, flags, newAuthMode, authenticated }: Props) {
  const env = useAppEnv();
  const { t, brand, evaluate } = env;
  const location = useLocation();
  const navigate = useNavigate();
  const searchRef = useRef(location.search);
  searchRef.current = location.search;

  const [store] = useState(
    () =>
      new FlowStore({
        flow,
        brand,
        evaluate,
        t,
        env: {
          flags: () => flags as NonNullable<ReturnType<FlowStore['deps']['env']['flags']>>,
          auth: () => ({ newAuthMode, authenticated }),
          query: () => queryOf(searchRef.current),
        },
        effects,
        services: createServices(stepFields),
        storage: storageOrMemory('localStorage'),
        sensitiveFields,
        renames: renames[flow.id] ?? [],
        loadMachine,
        draftDelayMs: DRAFT_DELAY_MS,
      }),
  );

  // The draft waits for typing to pause (DRAFT_DELAY_MS); a page hidden, reloaded or closed, or
  // a flow left inside the app, writes it at once, so every answer still survives a reload.
  useEffect(() => {
    const flush = () => store.flushDraft();
    const onVisibility = () => document.visibilityState === 'hidden' && flush();
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [store]);

  const subPath = location.pathname.slice(flow.basePath.length).replace(/^\/+|\/+$/g, '');
  const step = stepByPath(flow, subPath);
  // A computed: the gate and guard read the answers, so this view would re-render on every
  // keystroke; through it, only when where to go changes (issue 24).
  const search = location.search;
  const redirect = useMemo(
    () =>
      computed(() => {
        const gate = gateRedirect(flow, store.context, evaluate, search);
        // Information pages of a flow (e.g. /register/support) need no answers, so no guard.
        const guard = step && !step.info ? store.redirectFor(step.id, search) : undefined;
        return gate ?? (step ? guard : store.urlOf(flow.steps[0]?.id ?? '', search));
      }),
    [flow, store, evaluate, search, step],
  ).get();

  // Entering a step: run its onEnter effects (e.g. the referrer rule) and follow any redirect.
  useEffect(() => {
    if (redirect || !step) return;
    let live = true;
    void store.showStep(step.id).then((result) => {
      if (!live || result.kind !== 'navigate') return;
      if (result.external) window.location.assign(result.to);
      else navigate(result.to, { replace: true });
    });
    if (step.id === flow.steps[0]?.id) void trackEvent('heloc-register-start', { dedupeProperty: flow.id });
    return () => {
      live = false;
    };
  }, [step?.id, redirect, store, navigate, flow, step]);

  if (redirect) return <Navigate to={redirect} replace />;
  if (!step) return null;
  if (step.info) {
    return (
      <PageShell title={t(step.info.title)}>
        <PageTitle>{t(step.info.title)}</PageTitle>
        {step.info.body.map((p) => (
          <p key={p}>{t(p)}</p>
        ))}
      </PageShell>
    );
  }
  return <StepScreen store={store} />;
});

