// Loads a chat step form (schemas/steps/chat-*/v1.json) through the app's step loader and
// translates its ui schema, like step-screen does for flow steps.
import { useEffect, useMemo, useState } from 'react';
import { localize } from '../../../engine/messages';
import type { JsonValue } from '../../../engine/types';
import { useAppEnv } from '../../app-env';
import { loadStep, type LoadedStep } from '../../step-loader';

/** The loaded step with its translated ui schema, or null while loading; `failed` when it could not load. */
export function useChatForm(ref: string) {
  const { t } = useAppEnv();
  const [loaded, setLoaded] = useState<LoadedStep | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setFailed(false);
    loadStep([ref]).then(
      (s) => live && setLoaded(s),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [ref, attempt]);
  const uiSchema = useMemo(() => (loaded ? (localize(loaded.uiSchema as JsonValue, t) as LoadedStep['uiSchema']) : null), [loaded, t]);
  const formContext = useMemo(() => ({ t: (k: string) => (t(`msg:${k}`) === k ? undefined : t(`msg:${k}`)) }), [t]);
  return { loaded, uiSchema, formContext, failed, retry: () => setAttempt((a) => a + 1) };
}
