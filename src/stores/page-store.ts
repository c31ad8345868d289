// One application page: its answers (held here and sent to the lender; until it has them, a
// draft without secrets keeps them across a reload: src/stores/page-draft.ts), the context
// its conditions and texts read, and the running of a button's effects
// with the error and retry the applicant sees. Decisions come from the definition through the
// pure engine (src/engine/pages.ts).
import { failureKind, type FailureKind } from '../domain/request-failure';
import { action, computed, makeObservable, observable, observableRef, runInAction } from 'mobx';
import type { ConditionEvaluator } from '../engine/conditions';
import { canonicalJson } from '../engine/condition-key';
import type { LoadedPage, PageAction } from '../engine/page-types';
import { pageHolds, prefillData, selectedOffer, visibleActions } from '../engine/pages';
import type { ConditionContext, JsonValue } from '../engine/types';
import { pageEffects, type PageEffectResult } from './page-effects';
import { applicationFacts } from '../domain/application-status';
import { employmentFacts } from '../domain/employment-tenure';
import { offerTerms } from '../domain/offer-terms';
import type { PageDraft } from './page-draft';

type Obj = { [key: string]: JsonValue };

const TERMS = offerTerms();

/** The employer start month the lender has (PUT .../employer-verification kept it). */
const employerStart = (application: unknown): unknown => {
  const iv = (application as { incomeVerification?: { employer?: { startDate?: unknown } } } | null | undefined)?.incomeVerification;
  return iv?.employer?.startDate;
};

/** What the page reads and calls; injected so tests run without a network. */
export interface PageServices {
  send(method: 'PUT' | 'POST' | 'PATCH', path: string, body: JsonValue, idempotencyKey: string): Promise<unknown>;
  sendEvent(event: string): Promise<unknown>;
  /** Refetches and routes by the tables; resolves with the browser path to go to. */
  route(): Promise<string>;
  refresh(): Promise<void>;
}

/** The server records the context is built from (null until fetched). */
export interface PageRecords {
  application: JsonValue;
  status: JsonValue;
  profile: JsonValue;
  machineState?: string;
  /** The page's declared reads (`reads`: signingDocument, notarySlots), as context roots. */
  reads?: { [root: string]: JsonValue };
}

export interface PageDeps {
  uuid: string;
  /** `{type}` parameters of the route. */
  params: Record<string, string>;
  loaded: LoadedPage;
  evaluate: ConditionEvaluator;
  brand: NonNullable<ConditionContext['brand']>;
  flags: NonNullable<ConditionContext['flags']>;
  query: () => Record<string, string>;
  records: () => PageRecords;
  services: PageServices;
  /** Message for an error without one of its own ('Something unexpected happened'). */
  fallbackError: string;
  /** What a failure means and what to do (issue 25): the connection dropped, offline, after a server error, after a refusal with field messages. */
  failureWords?: FailureWords;
  /** The page's draft (form pages): restored over the prefill, kept as typed, removed once saved. */
  draft?: PageDraft;
}

export type ModalOutcome = 'confirm' | 'close';

/** The page's wording of a failure (src/domain/request-failure.ts kinds). */
export interface FailureWords {
  connection: string;
  offline: string;
  /** After a dropped connection or offline: the answers are kept, Try again or the page retries once online. */
  connectionNext: string;
  /** After a server error: the answers are kept, try again in a moment or contact support. */
  serverNext: string;
  /** After a refusal that put messages on fields. */
  refusedFields: string;
}

/** A lender's message on a form field (a 400 answer's field, mapped back through the body template). */
export interface PageFieldError {
  field: string;
  message: string;
}

const statusOf = (error: unknown): number | undefined => {
  const status = error !== null && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
};

export class PageStore {
  form: Obj;
  busy: PageAction | null = null;
  error: string | null = null;
  supportShown = false;
  modal: { id: string; resolve: (o: ModalOutcome) => void } | null = null;
  /** The action that failed, so Try again runs it again with the same answers. */
  failed: PageAction | null = null;
  /** What to do about the failure shown (the answers are kept...), or null. */
  errorNext: string | null = null;
  /** The failure's kind: a dropped connection is tried again once the browser is back online. */
  failureKind: FailureKind | null = null;
  /** The lender's messages on fields after a refusal; a field's message goes once its value changes. */
  fieldErrors: PageFieldError[] = [];

  readonly deps: PageDeps;
  /** The server records as last fetched (the page refetches them after a save or on Check my status). */
  records: PageRecords;
  private keys = new Map<string, string>();
  /** The form as the lender's records prefilled it: answers equal to it need no draft. */
  private readonly prefilled: Obj;

  constructor(deps: PageDeps) {
    this.deps = deps;
    this.form = {};
    this.records = deps.records();
    // Prefilled before the fields become observable: the store is built in an observer's first
    // render, and reading the context then writing the form inside that render invalidated the
    // render at once (a second render of the whole page before its first frame).
    // A draft is what was typed after this page's last successful save (which removes it), so it
    // is newer than the lender's answers and wins over the prefill, field by field (decision 410).
    this.prefilled = prefillData(deps.loaded.page, this.context);
    this.form = { ...this.prefilled, ...(deps.draft?.load() ?? {}) };
    makeObservable(this, {
      records: observableRef,
      setRecords: action,
      form: observableRef,
      busy: observableRef,
      error: observable,
      errorNext: observable,
      failureKind: observable,
      fieldErrors: observableRef,
      setFieldErrors: action,
      supportShown: observable,
      modal: observableRef,
      failed: observableRef,
      context: computed,
      actions: computed,
      change: action,
      showSupport: action,
      openModal: action,
      resolveModal: action,
    });
  }

  get page() {
    return this.deps.loaded.page;
  }

  /** The context of this page's conditions, texts, prefill and bodies (schemas/meta/context.schema.json). */
  /** Takes newly fetched records (a new application, status or profile answer); the same ones change nothing. */
  setRecords(next: PageRecords): void {
    const r = this.records;
    if (r.application === next.application && r.status === next.status && r.profile === next.profile && r.machineState === next.machineState && r.reads === next.reads) return;
    this.records = next;
  }

  get context(): ConditionContext {
    const r = this.records;
    return {
      ...(r.reads ?? {}),
      application: r.application,
      status: r.status,
      profile: r.profile,
      offer: selectedOffer(r.application),
      // Seed 001 §4's status helpers and §9's stated terms, read by definitions as facts.* and terms.*.
      // The employer start month as typed on income/employer-verification, else the one the lender has.
      facts: { ...applicationFacts(r.application, r.status), ...employmentFacts(this.form['startDate'] ?? employerStart(r.application)) },
      terms: TERMS,
      machine: { state: r.machineState ?? '' },
      brand: this.deps.brand,
      flags: this.deps.flags,
      auth: { newAuthMode: false, authenticated: true },
      query: this.deps.query(),
      params: this.deps.params,
      form: this.form,
    } as ConditionContext;
  }

  /** The buttons whose conditions hold. */
  get actions(): PageAction[] {
    return visibleActions(this.deps.loaded.file, this.page, this.context, this.deps.evaluate);
  }

  /** True when a condition of this page's file holds now. */
  holds(condition: Parameters<typeof pageHolds>[1]): boolean {
    return pageHolds(this.deps.loaded.file, condition, this.context, this.deps.evaluate);
  }

  /** Records answers as typed and keeps them in the page's draft (without secrets). */
  change(data: Obj): void {
    const before = this.form;
    this.form = data;
    this.deps.draft?.save(data, this.prefilled);
    if (this.fieldErrors.length > 0) {
      const head = (field: string) => field.split('.')[0] ?? field;
      this.fieldErrors = this.fieldErrors.filter((e) => JSON.stringify(before[head(e.field)]) === JSON.stringify(data[head(e.field)]));
    }
  }

  /** The lender's messages on the form's fields (the save effect maps a 400's fields to them). */
  setFieldErrors(errors: PageFieldError[]): void {
    this.fieldErrors = errors;
  }

  /** The lender has this page's answers (its save succeeded): the draft goes. */
  discardDraft(): void {
    this.deps.draft?.clear();
  }

  showSupport(): void {
    this.supportShown = true;
  }

  openModal(id: string): Promise<ModalOutcome> {
    if (!this.deps.loaded.file.modals?.[id]) return Promise.reject(new Error(`No modal '${id}' in pages ${this.deps.loaded.file.id}`));
    this.modal?.resolve('close');
    return new Promise((resolve) => {
      this.modal = { id, resolve };
    });
  }

  resolveModal(outcome: ModalOutcome): void {
    const m = this.modal;
    this.modal = null;
    m?.resolve(outcome);
  }

  /** The idempotency key of one request: until its action succeeds, the same answers to the same path reuse it, so a retry never duplicates. */
  idempotencyKey(path: string, body: JsonValue): string {
    const id = `${path}\n${canonicalJson(body)}`;
    let key = this.keys.get(id);
    if (!key) {
      key = globalThis.crypto.randomUUID();
      this.keys.set(id, key);
    }
    return key;
  }

  private async runEffects(act: PageAction): Promise<PageEffectResult> {
    for (const ref of act.effects) {
      if (!pageHolds(this.deps.loaded.file, ref.when, this.context, this.deps.evaluate)) continue;
      const result = await pageEffects[ref.effect as keyof typeof pageEffects](this, ref.params ?? {});
      if (result.kind !== 'continue') return result;
    }
    return { kind: 'continue' };
  }

  /**
   * Runs a button's effects in order (the form, when it has one, is already valid); a failure
   * keeps every answer, shows the error and remembers the action for Try again.
   */
  async run(act: PageAction, formData?: Obj): Promise<PageEffectResult> {
    if (this.busy) return { kind: 'stop' };
    runInAction(() => {
      if (formData) this.form = formData;
      this.busy = act;
      this.error = null;
      this.errorNext = null;
      this.failureKind = null;
      this.fieldErrors = [];
      this.failed = null;
    });
    try {
      const result = await this.runEffects(act);
      // Answered: keys are for retries of a failed action only, so the next Continue (the same
      // answers typed again on purpose, e.g. a PIN the bureau refused) is a new request.
      this.keys.clear();
      return result;
    } catch (error) {
      runInAction(() => {
        const message = error instanceof Error && error.message ? error.message : this.deps.fallbackError;
        const status = statusOf(error);
        const kind = status === undefined ? null : failureKind(status, typeof navigator === 'undefined' || navigator.onLine !== false);
        const words = this.deps.failureWords;
        // No answer: say the connection dropped (the message would only be 'Something unexpected
        // happened'); an answer: the lender's own words, then what the applicant can do.
        this.error = (kind === 'connection' || kind === 'offline') && words ? words[kind] : message;
        this.errorNext = !words || kind === null ? null : kind === 'server' ? words.serverNext : kind === 'refused' ? (this.fieldErrors.length > 0 ? words.refusedFields : null) : words.connectionNext;
        this.failureKind = kind;
        this.failed = act;
      });
      return { kind: 'stop' };
    } finally {
      runInAction(() => {
        this.busy = null;
      });
    }
  }
}
