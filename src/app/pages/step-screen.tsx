// One step of a flow: progress, heading, banners, the generic StepForm (lazy validator and
// composed ui schema), Back, notices and disclosures, and the flow's open modal.
import { useEffect, useMemo, useState } from 'react';
import type { ErrorSchema } from '@rjsf/utils';
import { observer } from 'mobx-react-lite';
import { useLocation, useNavigate } from 'react-router-dom';
import { searchAddresses } from '../../api/address';
import { readPath } from '../../engine/context-paths';
import { localize } from '../../engine/messages';
import type { JsonValue } from '../../engine/types';
import { BannerView, ProgressBar, StepForm, Stepper, type StepFormProps } from '../../renderer';
import { styled } from '../../renderer/theme/styled';
import { Button } from '../../renderer/ui/primitives';
import type { FlowStore } from '../../stores/flow-store';
import { fieldErrorSchema } from '../../stores/field-errors';
import { addFieldError, runNamedValidators, type ErrorBuilderLike } from '../../stores/named-validators';
import { useAppEnv } from '../app-env';
import { PageLoader } from '../page-loader';
import { PageShell } from '../shell/page-shell';
import { PageTitle } from '../shell/page-title';
import { stepAsideRecipe, stepColumnsRecipe, textLinkRecipe } from '../shell/shell-recipes';
import { loadStep, peekStep, type LoadedStep } from '../step-loader';
import { FlowModal } from './flow-modal';

const Columns = styled('div', stepColumnsRecipe);
const Aside = styled('aside', stepAsideRecipe);

/** Fills {placeholders} in every string of a ui schema (after localize). */
function fillPlaceholders(value: JsonValue, t: (text: string) => string): JsonValue {
  if (typeof value === 'string') return value.includes('{') ? t(value) : value;
  if (Array.isArray(value)) return value.map((v) => fillPlaceholders(v, t));
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillPlaceholders(v, t)]));
  return value;
}

const BackLink = styled('a', textLinkRecipe);

/**
 * The step's form bound to the store's answers. Only this reads `store.data`, so a key the
 * applicant types re-renders the form, not the page around it (progress, heading, banners).
 */
const StoreStepForm = observer(function StoreStepForm({ store, ...props }: Omit<StepFormProps, 'formData' | 'onChange'> & { store: FlowStore }) {
  return <StepForm {...props} formData={store.data} onChange={(data) => store.change(data as Record<string, JsonValue>)} />;
});

/** The current step of a flow store. */
export const StepScreen = observer(function StepScreen({ store }: { store: FlowStore }) {
  const { t } = useAppEnv();
  const location = useLocation();
  const navigate = useNavigate();
  const step = store.step;
  const refs = store.schemaRefs;
  const [fetched, setFetched] = useState<LoadedStep | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const key = refs.join('+');
  // A form loaded already (the landing step is prefetched on arrival) renders with the page in
  // one pass; otherwise the last one fetched shows until this one arrives.
  const loaded = peekStep(refs) ?? fetched;

  useEffect(() => {
    // Rendered with the form already: nothing to wait for. (If it finished loading between the
    // render and this effect, the fetch below resolves at once and renders it.)
    if (loaded?.key === key) return;
    let live = true;
    setLoadError(null);
    loadStep(refs)
      .then((s) => live && setFetched(s))
      .catch((e: unknown) => live && setLoadError(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
    // refs is derived from key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  // msg: keys are translated and {brand.*} placeholders filled (e.g. the legal links' hrefs).
  const uiSchema = useMemo(() => (loaded ? fillPlaceholders(localize(loaded.uiSchema as JsonValue, t), t) : null), [loaded, t]);
  const title = t(step.title);
  const progress = store.progress;

  const formContext = useMemo(
    // flowContext: widgets that read the flow's context (fileUpload's application id from the query)
    // read paths in their own chunk, so the first step carries no path reader.
    () => ({ searchAddresses, t: (k: string) => (t(`msg:${k}`) === k ? undefined : t(`msg:${k}`)), flowContext: () => store.context }),
    [t, store],
  );

  const extraErrors = useMemo(() => fieldErrorSchema(store.fieldErrors) as ErrorSchema | undefined, [store.fieldErrors]);

  const back = store.backUrl(location.search);

  async function onSubmit(data: Record<string, unknown>) {
    const result = await store.submit(data as Record<string, JsonValue>, location.search);
    if (result.kind !== 'navigate') return;
    if (result.external) window.location.assign(result.to);
    else navigate(result.to);
  }

  return (
    <PageShell title={title} wide>
      <Columns>
      <Aside aria-label={t('msg:progress.label')}>
        <Stepper
          label={t('msg:progress.label')}
          groups={progress.groups.map((g) => ({
            ...g,
            label: t(g.label),
            // A group of one step needs no sub-step line repeating its name.
            steps: g.steps.length > 1 ? g.steps.map((s) => ({ id: s.step, label: t(s.label), status: s.status })) : [],
          }))}
        />
      </Aside>
      <div>
      <ProgressBar
        value={progress.percent}
        label={t('msg:progress.label')}
        valueText={t('msg:common.stepOf', { index: progress.index + 1, total: progress.total })}
        hideLabel
      />
      <PageTitle>{title}</PageTitle>
      {/* The seed's promise (000 §1), on the first step only: where the applicant decides to start. */}
      {progress.index === 0 ? <p style={{ marginBottom: '0.5rem', fontWeight: 600 }}>{t('msg:registration.promo')}</p> : null}
      {step.description ? <p style={{ marginBottom: '1rem' }}>{t(step.description)}</p> : null}
      {store.banners.map((id) => {
        const banner = store.flow.banners?.[id];
        return banner ? <BannerView key={id} banner={{ tone: banner.tone, message: t(banner.message) }} /> : null;
      })}
      {store.error ? <BannerView banner={{ tone: 'error', message: store.error }} /> : null}
      {loadError ? (
        <div role="alert">
          <p>{t('msg:common.requestError')}</p>
          <Button type="button" onClick={() => window.location.reload()}>
            {t('msg:common.retry')}
          </Button>
        </div>
      ) : loaded && uiSchema ? (
        <StoreStepForm
          key={loaded.key}
          store={store}
          idPrefix="root"
          schema={loaded.schema}
          uiSchema={uiSchema as never}
          validator={loaded.validator}
          onSubmit={(data) => void onSubmit(data)}
          // Only steps with named validators get a customValidate: with one, rjsf rebuilds the
          // default form state on every validation (~5 ms at 4x CPU per Continue).
          {...(loaded.validators.length > 0
            ? {
                customValidate: ((formData, errors) => {
                  for (const e of runNamedValidators(loaded.validators, (formData ?? {}) as Record<string, JsonValue>, {
                    now: new Date(),
                    // A validator naming no sixtyTwoPlusWhen (birthdate@1): the brand that lends on the 62+ flow only (decision 190).
                    sixtyTwoPlus: readPath(store.context, 'brand.toggles.interestOnlyPayments') === true,
                    // Validators read the context (e.g. birthdate@2's 62+ limit: brand or application).
                    holds: (c) => store.deps.evaluate(c as never, store.context),
                  })) {
                    // A validator's message may be a catalogue key (birthdate@3, set-password@3): worded as the schema's are.
                    addFieldError(errors as unknown as ErrorBuilderLike, e.field, t(e.message));
                  }
                  return errors;
                }) satisfies StepFormProps['customValidate'],
              }
            : {})}
          {...(extraErrors ? { extraErrors } : {})}
          submitLabel={store.submitLabel}
          submitting={store.submitting}
          submitDisabled={store.submitDisabled}
          hiddenFields={store.hiddenFields}
          formContext={formContext}
        >
          {store.notice ? <p style={{ fontSize: '0.875rem', marginTop: '0.75rem' }}>{store.notice}</p> : null}
          {store.disclosures.map((text) => (
            <p key={text} style={{ fontSize: '0.75rem', marginTop: '0.75rem' }}>
              {text}
            </p>
          ))}
        </StoreStepForm>
      ) : (
        <PageLoader label={t('msg:common.loading')} />
      )}
      {back ? (
        <p style={{ marginTop: '1.5rem' }}>
          <BackLink
            href={back}
            onClick={(e) => {
              e.preventDefault();
              navigate(back);
            }}
          >
            {t('msg:common.back')}
          </BackLink>
        </p>
      ) : null}
      </div>
      </Columns>
      <FlowModal store={store} />
    </PageShell>
  );
});
