import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Form, { type FormProps, type FormState, type IChangeEvent } from '@rjsf/core';
import type { CustomValidator, ErrorSchema, RJSFValidationError, RJSFSchema, UiSchema, ValidatorType } from '@rjsf/utils';
import { chrome, type Translate } from './chrome-text';
import type { RendererFormContext } from './form-context';
import { fields } from './rjsf/default-registry';
import { SubmitButton } from './submit-button';
import { errorSummaryId } from './templates/error-summary';
import { templates } from './templates';
import { whenIdle } from './when-idle';
import { widgets, widgetsReady } from './widgets';

type Data = Record<string, unknown>;

/** rjsf's ErrorSchema in a shape a store can build without casts. */
export interface StepErrors {
  __errors?: string[];
  [field: string]: StepErrors | string[] | undefined;
}

// requiredBooleanDefault 'skip': an unanswered Yes/No must stay unanswered (rjsf would submit false).
// A list of records the server issues (readOnly items: uploaded documents) is never padded with
// empty items up to its minItems, which would also satisfy minItems with nothing uploaded.
const DEFAULTS = {
  constAsDefaults: 'never',
  requiredBooleanDefault: 'skip',
  arrayMinItems: { computeSkipPopulate: (_v: unknown, s: RJSFSchema) => (s.items as RJSFSchema | undefined)?.readOnly === true },
} as const;

export interface StepFormProps {
  /** Prefix of every field id ('<idPrefix>_<field>'); unique per step on the page. */
  idPrefix: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  formData: Data | undefined;
  /** Precompiled in the app (createPrecompiledValidator), customizeValidator + ajv-errors in tests. */
  validator: ValidatorType;
  onChange(data: Data): void;
  /** Called only when the data is valid. */
  onSubmit(data: Data): void;
  customValidate?: CustomValidator;
  /** Errors from the server or from effects, shown like schema errors: `{ income: { __errors: ['...'] } }`. */
  extraErrors?: StepErrors;
  submitLabel: string;
  submitting: boolean;
  submitDisabled?: boolean;
  /** Top-level fields hidden (and not validated) while e.g. a banner says so; values are kept. */
  hiddenFields?: string[];
  formContext: RendererFormContext;
  /**
   * Where a failed submit sends focus: the error summary (default, steps) or, for short forms
   * in a dialog, straight to the first invalid field without a summary (focus scrolls it into view).
   */
  errorFocus?: 'summary' | 'field';
  /** Notices under the button. */
  children?: ReactNode;
  /** Called once the form's fields are in the DOM (its deferred widgets loaded). */
  onRendered?: () => void;
}

/** Applies hiddenFields through the uiSchema, which keeps the schema (and its precompiled validator) untouched. */
function withHidden(uiSchema: UiSchema, hidden: readonly string[] | undefined): UiSchema {
  if (!hidden?.length) return uiSchema;
  const next: UiSchema = { ...uiSchema };
  for (const name of hidden) next[name] = { ...(uiSchema[name] as object | undefined), 'ui:widget': 'hidden' };
  return next;
}

/**
 * Splits ajv-errors' object-level `required` message into one error per missing property,
 * so it sits under its field (STACK.md), and drops errors of hidden fields. A message written as
 * a `msg:` key (schemas/fields/v2.json) is worded through `t` (formContext.t: the catalogue with
 * the brand's overrides), so a brand can reword a field rule's message (issue 22).
 */
export function placeErrors(errors: RJSFValidationError[], hidden: readonly string[] = [], t?: Translate): RJSFValidationError[] {
  const placed = errors.flatMap((e) => {
    const inner = (e.params as { errors?: { keyword?: string; params?: { missingProperty?: string } }[] } | undefined)
      ?.errors;
    if (e.name !== 'errorMessage' || !inner?.length || !inner.every((i) => i.keyword === 'required')) return [e];
    return inner.map((i) => ({ ...e, property: `${e.property ?? ''}.${i.params?.missingProperty ?? ''}` }));
  });
  return placed
    .filter((e) => !hidden.some((h) => e.property === `.${h}` || e.property?.startsWith(`.${h}.`)))
    .map((e) => (e.message?.startsWith('msg:') ? { ...e, message: t?.(e.message.slice(4)) ?? e.message } : e));
}

/** Same keys, each value the same reference: the store's copy of what the form reported. */
function sameEntries(a: Data, b: Data): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  for (const k of keys) if (a[k] !== b[k] || !(k in b)) return false;
  return true;
}

/**
 * rjsf's Form, told that its own data handed back is no news. A parent that stores what
 * `onChange` reported re-renders the form with it; rjsf then deep-compares every prop and its
 * state, re-derives its whole state (defaults, retrieved schema) and renders the field tree a
 * second and third time per key (decision 692). When nothing but `formData` changed and that
 * `formData` is the very object the form holds, its state already is what that data derives:
 * the render is skipped (React still takes the new props, so later comparisons see them).
 */
class EngineForm extends Form {
  override shouldComponentUpdate(nextProps: Readonly<FormProps>, nextState: Readonly<FormState>): boolean {
    if (nextState === this.state && nextProps.formData === nextState.formData && nextProps.formData !== undefined) {
      const prev = this.props as unknown as Record<string, unknown>;
      const next = nextProps as unknown as Record<string, unknown>;
      const keys = Object.keys(next);
      if (keys.length === Object.keys(prev).length && keys.every((k) => k === 'formData' || next[k] === prev[k])) return false;
    }
    return super.shouldComponentUpdate(nextProps, nextState);
  }
}

/**
 * One step's form: rjsf Form with our registry, validated on Continue only, then live so
 * messages clear as they are fixed; an error summary that takes focus; values always kept.
 */
export function StepForm(props: StepFormProps) {
  const { idPrefix, schema, uiSchema, formData, validator, onChange, onSubmit, customValidate, extraErrors } = props;
  const { submitLabel, submitting, submitDisabled, hiddenFields, formContext, children, errorFocus, onRendered } = props;
  const [live, setLive] = useState(false);
  // rjsf's constructor reports the schema's defaults through onChange while the form first
  // renders (e.g. an untouched occupancy's 'INIT'): kept in the form, not handed to the store,
  // whose update re-rendered the whole screen before its first frame. The form's data, defaults
  // included, reaches the store with the applicant's first change and with Continue.
  const formInstance = useRef<Form | null>(null);
  // The data the form last reported. The store keeps a copy of it (its own object, the same
  // values); handing the form back the object it holds lets EngineForm skip the echo.
  const reported = useRef<Data | null>(null);
  const formDataProp = formData && reported.current && sameEntries(formData, reported.current) ? reported.current : formData;
  // Stable handlers, so a re-render that changes nothing for rjsf compares equal whatever
  // callbacks the parent passes (new ones on each render are fine): rjsf calls the latest.
  const handlers = useRef({ onChange, onSubmit, customValidate });
  handlers.current = { onChange, onSubmit, customValidate };
  const onFormChange = useCallback((e: IChangeEvent) => {
    if (formInstance.current === null) return;
    const data = (e.formData ?? {}) as Data;
    reported.current = data;
    handlers.current.onChange(data);
  }, []);
  const onFormSubmit = useCallback((e: IChangeEvent) => handlers.current.onSubmit((e.formData ?? {}) as Data), []);
  const validateCustom = useCallback<CustomValidator>((data, errors, ui) => handlers.current.customValidate?.(data, errors, ui) ?? errors, []);
  const ui = useMemo(() => withHidden(uiSchema, hiddenFields), [uiSchema, hiddenFields]);
  const transformErrors = useCallback((errs: RJSFValidationError[]) => placeErrors(errs, hiddenFields, formContext.t), [hiddenFields, formContext.t]);
  // In the production build some widgets are fetched on demand (widgets/deferred.ts): wait for
  // the ones this form renders, so none of them suspends (and flashes) inside the form.
  const [pendingWidgets, setPendingWidgets] = useState(() => widgetsReady(schema, ui));
  useEffect(() => {
    if (!pendingWidgets) return;
    let live = true;
    const done = () => live && setPendingWidgets(null);
    pendingWidgets.then(done, done);
    return () => {
      live = false;
    };
  }, [pendingWidgets]);

  const rendered = !pendingWidgets;
  useEffect(() => {
    if (rendered) onRendered?.();
    // Once per mount: a new callback identity is no new render of the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rendered]);
  // Once the form is on screen and the page idle, one validation of its data whose result is
  // dropped: the engine compiles the validator and rjsf's error handling on their first call,
  // which otherwise fell on the applicant's first Continue (about a quarter of its time at 4x CPU).
  useEffect(() => {
    if (!rendered) return;
    return whenIdle(() => {
      validator.validateFormData(formInstance.current?.state.formData ?? formData ?? {}, schema, undefined, transformErrors, ui);
    });
    // Once per form: the warm-up is the same for any data.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rendered, validator]);

  // A failed Continue: the messages paint first. Right after that frame, focus moves (focusing
  // forces a layout) and live validation switches on (it re-renders every field), so neither
  // competes with the frame that shows the messages.
  const onError = useCallback(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        // 'field': the first invalid control in page order (fields render in form order); focusing scrolls it into view.
        (errorFocus === 'field' ? document.querySelector<HTMLElement>(`[id^="${idPrefix}_"][aria-invalid]`) : document.getElementById(errorSummaryId(idPrefix)))?.focus();
        if (!live) startTransition(() => setLive(true));
      }, 0),
    );
  }, [idPrefix, live, errorFocus]);

  const loadingText = chrome('renderer.submit.loading', formContext.t);
  const below = useMemo(
    () => (
      <>
        <SubmitButton label={submitLabel} loading={submitting} loadingText={loadingText} disabled={submitDisabled ?? false} />
        {children}
      </>
    ),
    [submitLabel, submitting, loadingText, submitDisabled, children],
  );

  if (pendingWidgets) return null;
  return (
    <EngineForm
      schema={schema}
      uiSchema={ui}
      formData={formDataProp}
      validator={validator}
      idPrefix={idPrefix}
      fields={fields}
      templates={templates}
      widgets={widgets}
      formContext={formContext}
      noHtml5Validate
      // A `const: true` consent must never arrive pre-ticked: consent has to be an act of the applicant.
      experimental_defaultFormStateBehavior={DEFAULTS}
      showErrorList={errorFocus === 'field' ? false : 'top'}
      // Before the first failed Continue nothing is validated while typing; after it, every change re-validates.
      {...(live ? { liveValidate: 'onChange' as const } : {})}
      {...(customValidate ? { customValidate: validateCustom } : {})}
      {...(extraErrors ? { extraErrors: extraErrors as unknown as ErrorSchema } : {})}
      transformErrors={transformErrors}
      // The summary takes focus instead of the first field (GOV.UK pattern); see the effect above.
      focusOnFirstError={false}
      onError={onError}
      ref={formInstance}
      onChange={onFormChange}
      onSubmit={onFormSubmit}
    >
      {below}
    </EngineForm>
  );
}
