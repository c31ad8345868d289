// A short form in a dialog, built from a step schema (schemas/steps/<id>/v1.json) and drawn by
// the generic StepForm inside the renderer's <dialog> modal: the CEO feedback and the exit
// survey. Answers live here, so closing and reopening (or a failed send) keeps them.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { UiSchema } from '@rjsf/utils';
import { localize } from '../../engine/messages';
import type { JsonValue } from '../../engine/types';
import { BannerView, ModalView, StepForm } from '../../renderer';
import { useAppEnv } from '../app-env-context';
import { PageLoader } from '../page-loader';
import { loadDialogStep, type DialogStep, type DialogStepRef } from './dialog-steps';

export interface StepDialogProps {
  /** The step schema ref, e.g. 'feedback-ceo@1'. */
  step: DialogStepRef;
  open: boolean;
  title: string;
  intro: string;
  submitLabel: string;
  submitting: boolean;
  /** A failed send, shown as an error banner above the form. */
  error: string | null;
  onSubmit(data: Record<string, unknown>): void;
  /** Escape (the dialog's cancel). */
  onClose(): void;
  /** Secondary buttons under the submit button (Cancel, Skip). */
  children?: ReactNode;
}

/** The dialog; the form's validator loads when it first opens. */
export function StepDialog({ step, open, title, intro, submitLabel, submitting, error, onSubmit, onClose, children }: StepDialogProps) {
  const { t } = useAppEnv();
  const [loaded, setLoaded] = useState<DialogStep | null>(null);
  const [data, setData] = useState<Record<string, unknown>>({});
  const [loadError, setLoadError] = useState(false);

  useEffect(() => {
    if (!open || loaded) return undefined;
    let live = true;
    loadDialogStep(step).then(
      (s) => live && setLoaded(s),
      () => live && setLoadError(true),
    );
    return () => {
      live = false;
    };
  }, [open, loaded, step]);

  const uiSchema = useMemo(() => (loaded ? (localize(loaded.uiSchema as JsonValue, t) as UiSchema) : null), [loaded, t]);
  const formContext = useMemo(() => ({ t: (k: string) => (t(`msg:${k}`) === k ? undefined : t(`msg:${k}`)) }), [t]);

  return (
    <ModalView modal={{ title, body: [intro], actions: [] }} open={open} onAction={onClose} onClose={onClose}>
      {error !== null && <BannerView banner={{ tone: 'error', message: error }} />}
      {loadError ? (
        <BannerView banner={{ tone: 'error', message: t('msg:common.requestError') }} />
      ) : loaded && uiSchema ? (
        <StepForm
          idPrefix={step.replace(/@.*$/, '').replace(/-/g, '_')}
          schema={loaded.schema}
          uiSchema={uiSchema}
          formData={data}
          validator={loaded.validator}
          onChange={setData}
          onSubmit={onSubmit}
          submitLabel={submitLabel}
          submitting={submitting}
          formContext={formContext}
          errorFocus="field"
        >
          {children}
        </StepForm>
      ) : (
        <PageLoader label={t('msg:common.loading')} />
      )}
    </ModalView>
  );
}
