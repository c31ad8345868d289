// Drives one registration flow: which step is shown, the answers so far, skip rules,
// progress, the effects a step's Continue runs, modals and banners, and the draft. All the
// decisions come from the flow definition through the pure engine; this store only holds
// state and carries effects out.
import { action, computed, computedStruct, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ConditionEvaluator } from '../engine/conditions';
import { refList } from '../engine/compose';
import {
  guardRedirect,
  nextStepId,
  planEffects,
  previousStepId,
  progress,
  stepById,
  stepUrl,
  withQuery,
  type Progress,
} from '../engine/flow';
import type { Translate } from '../engine/messages';
import { buttonStep } from '../engine/submit-step';
import type { BrandDefinition, ConditionContext, EffectRef, FlowDefinition, JsonValue, MachineDefinition, StepDefinition } from '../engine/types';
import { clearDraft, draftKey, loadDraft, saveDraft, type RegisterData } from './draft';
import type { EffectRegistry, EffectResult } from './effects/types';
import { keepUnchangedFieldErrors } from './field-errors';
import type { FieldError } from './named-validators';
import type { Services } from './services';

const IDENTITY_FIELDS = ['email', 'phoneNumber', 'password'];

export type ModalOutcome = 'confirm' | 'close' | 'navigate';

export interface ModalState {
  id: string;
  vars: Record<string, string>;
  resolve: (outcome: ModalOutcome) => void;
}

export interface FlowEnvironment {
  flags: () => NonNullable<ConditionContext['flags']>;
  auth: () => NonNullable<ConditionContext['auth']>;
  query: () => Record<string, string>;
}

export interface FlowDeps {
  flow: FlowDefinition;
  /** Loads the application machine and routing tables (routing after the application is created). */
  loadMachine: () => Promise<MachineDefinition>;
  brand: BrandDefinition;
  evaluate: ConditionEvaluator;
  t: Translate;
  env: FlowEnvironment;
  effects: EffectRegistry;
  services: Services;
  storage: Storage;
  now?: () => Date;
  /** Dotted paths of a step schema ref's sensitive fields (src/generated/step-fields.js), kept out of the draft. */
  sensitiveFields?: (ref: string) => string[];
  /** Each version's declared renames of this flow (src/generated/shipped.js): a draft from an older version loads under the new names. */
  renames?: readonly { version: number; renames: Readonly<Record<string, string>> }[];
  /**
   * Typing writes the draft this long after the last change instead of on every keystroke (a
   * JSON copy of every answer and a storage write per key). The page calls flushDraft when it is
   * hidden or unloaded, so a reload still finds every answer; unset (tests): written at once.
   */
  draftDelayMs?: number;
}

/** Values the submit chain collects on the way (token, application) for later effects and modals. */
export interface SubmitState {
  jwt?: string;
  identityUuid?: string;
  /** The identity's e-mail (the newer auth mode collects no e-mail in the flow). */
  email?: string;
  /** The device location for e-signing (null when refused or unavailable). */
  location?: { latitude: number; longitude: number; accuracy: number } | null;
  applicationUuid?: string;
}

export class FlowStore {
  data: RegisterData;
  stepId: string;
  banners: string[] = [];
  modal: ModalState | null = null;
  submitting = false;
  /** A failed call or refusal on Continue, shown in the error banner; answers stay. */
  error: string | null = null;
  /** Messages effects attach to fields (e.g. a server 400), shown like schema errors. */
  fieldErrors: FieldError[] = [];
  /** Warnings already shown once, so the next Continue goes on (disaster zip). */
  acknowledged = new Set<string>();
  submitState: SubmitState = {};

  readonly deps: FlowDeps;
  private readonly draftKey: string;
  /** Sensitive fields of every step of the flow: never written to the draft. */
  private readonly sensitivePaths: string[];
  /** Set once the server holds the answers: the draft is gone and is not written again. */
  private draftClosed = false;
  /** The draft write waiting for typing to pause (draftDelayMs). */
  private draftTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(deps: FlowDeps) {
    this.deps = deps;
    this.draftKey = draftKey(deps.flow.id, deps.brand.orgCode);
    const refs = deps.flow.steps.flatMap((s) => [...refList(s.schema), ...(s.schemaVariants ?? []).flatMap((v) => refList(v.schema))]);
    this.sensitivePaths = [...new Set(refs.flatMap((ref) => deps.sensitiveFields?.(ref) ?? []))];
    this.data = loadDraft(deps.storage, this.draftKey, this.nowMs(), { version: deps.flow.version, renames: deps.renames ?? [] });
    this.stepId = deps.flow.steps[0]?.id ?? '';
    makeObservable<FlowStore, 'runEffects'>(this, {
      data: observableRef,
      stepId: observable,
      banners: observable,
      modal: observableRef,
      submitting: observable,
      error: observable,
      fieldErrors: observableRef,
      submitState: observableRef,
      context: computed,
      step: computed,
      // Recomputed on every answer (their conditions read the data) but mostly equal: compared by
      // value, so the screen re-renders only when they really change, not on every keystroke.
      progress: computedStruct,
      schemaRefs: computedStruct,
      backStepId: computed,
      buttonStep: computed,
      submitLabel: computed,
      notice: computed,
      disclosures: computedStruct,
      setFieldErrors: action,
      submitDisabled: computed,
      hiddenFields: computed,
      showStep: action,
      change: action,
      showBanner: action,
      hideBanner: action,
      setError: action,
      openModal: action,
      resolveModal: action,
      runEffects: action,
    });
  }

  get flow(): FlowDefinition {
    return this.deps.flow;
  }

  /** The context every condition of this flow is evaluated against. */
  get context(): ConditionContext {
    const { brand, env } = this.deps;
    return { data: this.data, flags: env.flags(), brand: { orgCode: brand.orgCode, toggles: brand.toggles }, auth: env.auth(), query: env.query() };
  }

  get step(): StepDefinition {
    const step = stepById(this.flow, this.stepId) ?? this.flow.steps[0];
    if (!step) throw new Error(`Flow ${this.flow.id} has no steps`);
    return step;
  }

  get progress(): Progress {
    return progress(this.flow, this.step.id, this.context, this.deps.evaluate);
  }

  /** The step schema refs in force for the current step (first matching variant wins). */
  get schemaRefs(): string[] {
    const variant = this.step.schemaVariants?.find((v) => this.deps.evaluate(v.when, this.context));
    return refList(variant ? variant.schema : this.step.schema);
  }

  /** The step whose label, notice and disclosures the button shows: the submit's, on the last step the applicant sees (src/engine/submit-step.ts). */
  get buttonStep(): StepDefinition | undefined {
    return buttonStep(this.flow, this.step.id, this.context, this.deps.evaluate);
  }

  private variant(): { submitLabel?: string; notice?: string } {
    return this.buttonStep?.labelVariants?.find((v) => this.deps.evaluate(v.when, this.context)) ?? {};
  }

  get submitLabel(): string {
    return this.deps.t(this.variant().submitLabel ?? this.buttonStep?.submitLabel ?? 'msg:common.continue');
  }

  get notice(): string | undefined {
    const text = this.variant().notice ?? this.buttonStep?.notice;
    return text ? this.deps.t(text) : undefined;
  }

  /** Legal texts under the button whose conditions hold (the consumer-report authorization on the submitting step). */
  get disclosures(): string[] {
    return (this.buttonStep?.disclosures ?? []).filter((d) => d.when === undefined || this.deps.evaluate(d.when, this.context)).map((d) => this.deps.t(d.text));
  }

  get submitDisabled(): boolean {
    return this.banners.some((id) => this.flow.banners?.[id]?.disablesSubmit === true);
  }

  get hiddenFields(): string[] {
    return this.banners.flatMap((id) => this.flow.banners?.[id]?.hidesFields ?? []);
  }

  /** URL of a step, with the `step` query value and the current query kept. */
  urlOf(stepId: string, search = ''): string {
    const step = stepById(this.flow, stepId);
    if (!step) return this.flow.basePath;
    const params = new URLSearchParams(search);
    if (step.stepQuery) params.set('step', step.stepQuery);
    else params.delete('step');
    const query = params.toString();
    return withQuery(stepUrl(this.flow, step), query ? `?${query}` : '');
  }

  /** Where visiting `stepId` must redirect (guard: no property address yet), if anywhere. */
  redirectFor(stepId: string, search: string): string | undefined {
    return guardRedirect(this.flow, stepId, this.context, this.deps.evaluate, search);
  }

  /** Shows a step (URL changed); runs its onEnter effects. */
  showStep(stepId: string): Promise<EffectResult> {
    if (stepId !== this.stepId) {
      this.stepId = stepId;
      this.fieldErrors = [];
      this.error = null;
      this.banners = this.banners.filter((id) => this.flow.banners?.[id]?.disablesSubmit === true);
    }
    return this.runEffects(this.step.onEnter);
  }

  /** Records answers as they are typed and keeps the draft. */
  change(patch: RegisterData): void {
    if (this.fieldErrors.length > 0) this.fieldErrors = keepUnchangedFieldErrors(this.fieldErrors, this.data, patch);
    // A new e-mail, phone or password after a failed submit means a new identity: the chain
    // starts over instead of reusing the account created with the old answers.
    if (this.submitState.jwt && IDENTITY_FIELDS.some((f) => f in patch && patch[f] !== this.data[f])) {
      this.submitState = {};
      this.deps.services.session.clear();
    }
    this.data = { ...this.data, ...patch };
    this.saveDraftSoon();
  }

  /** Writes the draft now, or after draftDelayMs of no further change. */
  private saveDraftSoon(): void {
    if (this.draftClosed) return;
    const delay = this.deps.draftDelayMs;
    if (delay === undefined) {
      this.writeDraft();
      return;
    }
    // One timer for a burst of typing, pushed back by the keys that follow (cheaper than a
    // clearTimeout and setTimeout per key).
    this.draftDue = Date.now() + delay;
    this.draftTimer ??= setTimeout(this.draftTick, delay);
  }

  /** When the draft is due: written, or waited for again if keys came meanwhile. */
  private draftDue = 0;
  private readonly draftTick = (): void => {
    const wait = this.draftDue - Date.now();
    if (wait > 0) this.draftTimer = setTimeout(this.draftTick, wait);
    else this.writeDraft();
  };

  private writeDraft(): void {
    clearTimeout(this.draftTimer);
    this.draftTimer = undefined;
    if (!this.draftClosed) saveDraft(this.deps.storage, this.draftKey, this.data, this.sensitivePaths, this.nowMs(), this.deps.flow.version);
  }

  /** Writes a draft that is waiting for typing to pause (the page is hidden or unloading). */
  flushDraft(): void {
    if (this.draftTimer !== undefined) this.writeDraft();
  }

  /** The server holds the answers (the application exists): remove the draft and write no more. */
  discardDraft(): void {
    this.draftClosed = true;
    clearTimeout(this.draftTimer);
    this.draftTimer = undefined;
    clearDraft(this.deps.storage, this.draftKey);
  }

  private nowMs(): number {
    return (this.deps.now?.() ?? new Date()).getTime();
  }

  showBanner(id: string): void {
    if (!this.banners.includes(id)) this.banners = [...this.banners, id];
  }

  hideBanner(id: string): void {
    this.banners = this.banners.filter((b) => b !== id);
  }

  setFieldErrors(errors: FieldError[]): void {
    this.fieldErrors = errors;
  }

  setError(message: string | null): void {
    this.error = message;
  }

  /** Opens a modal defined by the flow and resolves when the applicant acts on it. */
  openModal(id: string, vars: Record<string, string> = {}): Promise<ModalOutcome> {
    if (!this.flow.modals?.[id]) throw new Error(`Flow ${this.flow.id} has no modal '${id}'`);
    this.modal?.resolve('close');
    return new Promise((resolve) => {
      this.modal = { id, vars, resolve };
    });
  }

  /** Closes the open modal with the applicant's choice. */
  resolveModal(outcome: ModalOutcome): void {
    const modal = this.modal;
    this.modal = null;
    modal?.resolve(outcome);
  }

  /** Closes a modal that no one answers (the processing modal) without an outcome. */
  closeModal(id: string): void {
    if (this.modal?.id === id) this.resolveModal('close');
  }

  setSubmitState(patch: SubmitState): void {
    runInAction(() => {
      this.submitState = { ...this.submitState, ...patch };
    });
  }

  /**
   * Continue on the current step with valid data: trims, runs the step's checks, then moves
   * to the next visible step or, on the last one, runs the flow's submit effects.
   * Returns where to go; 'stop' keeps the applicant on the step with everything they typed.
   */
  async submit(formData: RegisterData, search: string): Promise<EffectResult> {
    if (this.submitting) return { kind: 'stop' };
    this.change(formData);
    // Continue keeps the answers at once, whatever the typing delay.
    this.flushDraft();
    runInAction(() => {
      this.submitting = true;
      this.error = null;
    });
    try {
      const checked = await this.runEffects(this.step.checks);
      if (checked.kind !== 'continue') return checked;
      this.clearSkippedSteps();
      const next = nextStepId(this.flow, this.step.id, this.context, this.deps.evaluate);
      if (next) return { kind: 'navigate', to: this.urlOf(next, search) };
      const submitted = await this.runEffects(this.flow.submit);
      // Leaving for the broker's sign-in (external) comes back here: the draft must survive it.
      if (submitted.kind === 'navigate' && !submitted.external) this.discardDraft();
      return submitted;
    } finally {
      runInAction(() => {
        this.submitting = false;
      });
      this.closeModal('processing');
    }
  }

  /** The previous visible step, if any (a computed: the screen re-renders only when it changes). */
  get backStepId(): string | undefined {
    return previousStepId(this.flow, this.step.id, this.context, this.deps.evaluate);
  }

  /** URL of the previous visible step, or undefined on the first. */
  backUrl(search: string): string | undefined {
    const prev = this.backStepId;
    return prev ? this.urlOf(prev, search) : undefined;
  }

  private clearSkippedSteps(): void {
    for (const step of this.flow.steps) {
      if (!step.clearWhenSkipped || !step.skipWhen || !this.deps.evaluate(step.skipWhen, this.context)) continue;
      const fields = this.fieldsOfStep(step);
      if (fields.some((f) => f in this.data)) {
        const next = { ...this.data };
        for (const f of fields) delete next[f];
        runInAction(() => {
          this.data = next;
        });
      }
    }
  }

  /** Top-level data fields a step owns, by its schema refs (the step's own fields). */
  fieldsOfStep(step: StepDefinition): string[] {
    return refList(step.schema).flatMap((ref) => this.deps.services.stepFields(ref));
  }

  /** Runs effects in order; the first non-continue result ends the run. */
  private async runEffects(effects: readonly EffectRef[] | undefined): Promise<EffectResult> {
    for (const ref of planEffects(effects, this.context, this.deps.evaluate)) {
      const handler = (this.deps.effects as Record<string, EffectRegistry[keyof EffectRegistry] | undefined>)[ref.effect];
      if (!handler) throw new Error(`No handler for effect '${ref.effect}'`);
      const result = await handler(this, (ref.params ?? {}) as Record<string, JsonValue>);
      if (result.kind !== 'continue') return result;
    }
    return { kind: 'continue' };
  }
}
