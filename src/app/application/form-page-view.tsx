// A form page: the generic StepForm over the page's step schema(s), prefilled from the server,
// with the page's named validators reading the context (birthdate@2's 62+ rule) and number
// bounds from data (e.g. the offer's draw limits). Continue runs the submit action's effects.
import { useEffect, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { JsonValue } from '../../engine/types';
import { boundsOf, formRefs } from '../../engine/pages';
import { readPath } from '../../engine/context-paths';
import { searchAddresses } from '../../api/address';
import { localize } from '../../engine/messages';
import { StepForm } from '../../renderer';
import type { StepErrors } from '../../renderer/step-form';
import { fieldErrorSchema } from '../../stores/field-errors';
import { addFieldError, runNamedValidators, type ErrorBuilderLike } from '../../stores/named-validators';
import type { PageStore } from '../../stores/page-store';
import { useAppEnv } from '../app-env';
import { PageLoader } from '../page-loader';
import { markContentShown, useContentShown } from '../portal/chakra-island';
import { loadStep, peekStep, type LoadedStep } from '../step-loader';

type ErrorsLike = Record<string, { addError(m: string): void } | undefined>;

export const FormPageView = observer(function FormPageView({ store, onResult }: { store: PageStore; onResult: (r: Awaited<ReturnType<PageStore['run']>>) => void }) {
  const { t, evaluate } = useAppEnv();
  const page = store.page;
  // The page's step schemas now (a variant while its condition holds, e.g. the SSN question when the profile has none).
  const refs = formRefs(store.deps.loaded.file, page, store.context, evaluate);
  const [loaded, setLoaded] = useState<LoadedStep | null>(() => peekStep(refs));
  const [failed, setFailed] = useState<string | null>(null);
  const key = refs.join('+');
  useEffect(() => {
    let live = true;
    loadStep(refs).then((s) => live && setLoaded(s), (e: unknown) => live && setFailed(e instanceof Error ? e.message : String(e)));
    return () => {
      live = false;
    };
    // refs is derived from key
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  const uiSchema = useMemo(() => (loaded ? localize(loaded.uiSchema as JsonValue, (text) => t(text)) : null), [loaded, t]);
  const submit = store.actions.find((a) => a.submit);
  // The errors and the form context stay the same objects from key to key (the page re-renders on
  // each, as its context holds the answers), so the form draws once per key (decision 692); StepForm
  // keeps the callbacks stable itself.
  // The lender's messages on fields after a refusal: 'name.lastName' -> { name: { lastName: { __errors } } }.
  const fieldErrors = store.fieldErrors;
  const extraErrors = useMemo(() => fieldErrorSchema(fieldErrors) as StepErrors | undefined, [fieldErrors]);
  // rjsf compares formContext deeply but counts functions as equal, so readContext alone would not
  // redraw a widget when the records change (a notary time taken meanwhile): the records go along.
  const records = store.records;
  const formContext = useMemo(
    () => ({ searchAddresses, t: (k: string) => (t(`msg:${k}`) === k ? undefined : t(`msg:${k}`)), readContext: (path: string) => readPath(store.context, path), records }),
    [t, store, records],
  );
  // Shown once the fields are in the DOM (StepForm's onRendered, after its deferred widgets), so
  // the islands' Chakra runtime does not compete with the form's own first render.
  useContentShown(!!failed || (!!uiSchema && !submit));
  if (failed) return <p role="alert">{t('msg:common.requestError')}</p>;
  if (!loaded || !uiSchema) return <PageLoader label={t('msg:common.loading')} />;
  // The submit action's condition does not hold yet (e.g. the summary is still being prepared): no form.
  if (!submit) return null;
  const bounds = boundsOf(page, store.context);
  return (
    <StepForm
      key={loaded.key}
      idPrefix="page"
      schema={loaded.schema}
      uiSchema={uiSchema as never}
      formData={store.form}
      {...(extraErrors ? { extraErrors } : {})}
      validator={loaded.validator}
      onChange={(data) => store.change(data as Record<string, JsonValue>)}
      onSubmit={(data) => void store.run(submit, data as Record<string, JsonValue>).then(onResult)}
      customValidate={(formData, errors) => {
        const data = (formData ?? {}) as Record<string, JsonValue>;
        // sixtyTwoPlus: for a validator naming no sixtyTwoPlusWhen, the application's own 62+ flag.
        const env = { now: new Date(), sixtyTwoPlus: readPath(store.context, 'application.isSixtyTwoPlus') === true, holds: (c: JsonValue) => store.holds(c as never), read: (path: string) => readPath(store.context, path) };
        // A validator's message may be a catalogue key (birthdate@3): worded, with the brand's override, as the schema's are.
        for (const e of runNamedValidators(loaded.validators, data, env)) addFieldError(errors as unknown as ErrorBuilderLike, e.field, t(e.message));
        for (const [field, b] of Object.entries(bounds)) {
          const v = data[field];
          if (typeof v !== 'number') continue;
          if (b.minimum !== undefined && v < b.minimum) (errors as unknown as ErrorsLike)[field]?.addError(t('msg:page.bounds.min', { value: b.minimum }));
          if (b.maximum !== undefined && v > b.maximum) (errors as unknown as ErrorsLike)[field]?.addError(t('msg:page.bounds.max', { value: b.maximum }));
        }
        return errors;
      }}
      onRendered={markContentShown}
      submitLabel={t(submit.label)}
      submitting={store.busy !== null}
      formContext={formContext as never}
    />
  );
});
