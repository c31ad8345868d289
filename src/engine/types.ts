// The shapes of the definition files in flows/, schemas/ and brands/. The meta-schemas in
// schemas/meta/ describe the same shapes for ops and for the loader; tests/engine keeps the
// two in step. Plain data only: no functions, so every definition can be versioned and diffed.

/** A JSON Schema used as a condition or a step schema. `true`/`false` are valid conditions. */
export type JsonSchema = boolean | { [keyword: string]: JsonValue };

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

/**
 * A condition is a JSON Schema evaluated against a context object (see ConditionContext).
 * It holds when the context validates against it.
 */
export type Condition = JsonSchema;

/** `id@version`, e.g. `property-address@1`. */
export type DefinitionRef = string;

/** A user-facing string: literal text, or `msg:<key>` looked up in the message catalogue. */
export type Text = string;

/** A named effect with parameters; the code that carries it out lives in a typed registry. */
export interface EffectRef {
  effect: string;
  /** Runs only when the condition holds (evaluated against the step's context). */
  when?: Condition;
  params?: { [key: string]: JsonValue };
}

export interface StepDefinition {
  id: string;
  /** URL segment under the flow's basePath; '' is the index step. */
  path: string;
  /**
   * Step schema reference `id@version` (schemas/steps/<id>/v<version>.json), or several that
   * the engine composes into one form (their properties, required lists and ui schemas merged
   * in order), so a flow can group steps differently without copying a schema.
   */
  schema: DefinitionRef | DefinitionRef[];
  /** Alternative schemas by context, first match wins (e.g. no password when signed in). */
  schemaVariants?: { when: Condition; schema: DefinitionRef | DefinitionRef[] }[];
  /** Not a form: an information page rendered from messages (e.g. /register/support). */
  info?: { title: Text; body: Text[] };
  /** The value of the `step` query parameter and the progress key (seed 000 §2). */
  stepQuery?: string;
  /** The step's heading (the page's h1) and optional lead paragraph. */
  title: Text;
  description?: Text;
  /** Label of the primary button; default msg:common.continue. */
  submitLabel?: Text;
  /** Small print under the button (e.g. the credit-score notice). */
  notice?: Text;
  /** Context-dependent label and notice, first match wins (e.g. 'Apply Now' for prescreen mail). */
  labelVariants?: { when: Condition; submitLabel: Text; notice?: Text }[];
  /** Legal text under the button, each shown while its condition holds (FCRA consent wording). */
  disclosures?: { when?: Condition; text: Text }[];
  /** Clear this step's data when it is skipped (e.g. home address when the property is the home). */
  clearWhenSkipped?: boolean;
  /** Step is skipped (forward and back) when this holds. */
  skipWhen?: Condition;
  /** Effects run, in order, after the step's data validates and before moving on. */
  checks?: EffectRef[];
  /** Effects run when the step is shown (e.g. look up a referrer, show a banner). */
  onEnter?: EffectRef[];
  /** Marks the final step: its Continue runs the flow's submit effects. */
  final?: boolean;
}

export interface ProgressGroup {
  id: string;
  label: Text;
  /** Sub-steps shown under the group: step ids with their labels. */
  steps: { step: string; label: Text }[];
  /** The group is left out of the stepper when this holds. */
  omitWhen?: Condition;
}

export interface FlowDefinition {
  $schema: string;
  id: string;
  version: number;
  title: Text;
  /** Absolute path of the flow, e.g. /account/heloc/register-v2. */
  basePath: string;
  /** A brand's version only: it stays on an older shared version on purpose (flows:check reports it otherwise). */
  pin?: { reason: string };
  /** Redirect away from the whole flow when the condition holds (e.g. experiment flag off). */
  gate?: { when: Condition; redirect: string; keepQuery: boolean };
  /** Redirect to a step when visiting any other step while the condition holds. */
  guard?: { when: Condition; redirectToStep: string; keepQuery: boolean };
  steps: StepDefinition[];
  groups: ProgressGroup[];
  /** Effects run by the final step's Continue, in order (register, create application, route). */
  submit: EffectRef[];
  /** Modals and banners the flow's effects may open, by id. */
  modals?: { [id: string]: ModalDefinition };
  banners?: { [id: string]: BannerDefinition };
  /** Fields this version renamed (old dotted data path -> new), so drafts saved under an older version still load. */
  renames?: { [from: string]: string };
}

export interface ModalAction {
  label: Text;
  /** 'close' | 'navigate' | 'external' | 'confirm' */
  kind: 'close' | 'navigate' | 'external' | 'confirm';
  /** Path or URL; may hold {placeholders} from the effect's params or the context. */
  to?: string;
  primary?: boolean;
}

export interface ModalDefinition {
  title: Text;
  body: Text[];
  actions: ModalAction[];
  /** Rotating messages with a progress bar (the processing modal). */
  rotating?: { messages: Text[]; intervalMs: number; timeoutMs: number };
}

export interface BannerDefinition {
  tone: 'info' | 'warning' | 'error';
  message: Text;
  /** While shown, the step's submit button is disabled. */
  disablesSubmit?: boolean;
  /** Field names hidden while the banner is shown. */
  hidesFields?: string[];
}

export interface StepSchemaFile {
  $schema: string;
  id: string;
  version: number;
  /** JSON Schema of the step's data, with ajv-errors `errorMessage`. */
  schema: { [keyword: string]: JsonValue };
  /** rjsf ui schema; strings may be `msg:` keys. */
  uiSchema: { [key: string]: JsonValue };
  /** Named cross-field or date checks that plain JSON Schema cannot say (see engine/checks). */
  validators?: EffectRef[];
}

export interface MessagesFile {
  $schema: string;
  version: number;
  locale: string;
  messages: { [key: string]: string };
}

export interface BrandDefinition {
  $schema: string;
  version: number;
  orgCode: string;
  /** Sample brands say so; they are invented for QA. */
  sample: boolean;
  hostPrefixes: string[];
  /** The lender's own web domains; chat links addresses on these (seed 001 §9 auto-linking). */
  domains?: string[];
  /** The brand's main-site origin (e.g. https://www.homeline.example): legal and product paths leave for it (seed 000 §2, 001 §2). */
  host?: string;
  company: {
    name: string;
    shortName: string;
    address: string;
    nmls: string;
    nmlsUrl: string;
  };
  support: { phone: string; email: string };
  legal: { terms?: string; privacy?: string; licenses?: string; communications?: string };
  /** EHL, EOL or other (seed 001 §1). */
  lenderImageKey: string;
  /** The loading overlay's look for this organisation (seed 000 §9); spinner when absent. */
  loaderStyle?: 'spinner' | 'logo';
  /** Product data keyed by product, default heloc (seed 001 §1). */
  products?: { [product: string]: { [key: string]: JsonValue } };
  /** Pricing data, a list of objects merged in order (seed 001 §1). */
  pricing?: { [key: string]: JsonValue }[];
  logo: string;
  theme: { [token: string]: string };
  /** Rules that differ by brand; read by conditions as brand.toggles.<name>. */
  toggles: { [name: string]: JsonValue };
  /** Overrides of message keys. */
  messages: { [key: string]: string };
  /** Footer text of the portal shell; every entry is a `msg:` key or plain text. */
  footer?: BrandFooter;
  /** Flow versions this brand stays on (flow id -> version) instead of the highest one. */
  pins?: { [flowId: string]: number };
}

/** A brand's footer text (seed 001 §2 'Footer and legal'); missing parts are left out. */
export interface BrandFooter {
  /** New York notices, shown only by brands that lend in New York. */
  nyNotices?: string[];
  /** Disclosures, shown as a numbered list. */
  disclosures?: string[];
  /** The 'Your privacy choices' link; url falls back to legal.privacy, then /privacy. */
  privacyOptions?: { label?: string; url?: string };
}

export interface MachineEvent {
  $comment?: string;
  /** States the event is accepted in; '*' accepts it in every state. */
  from: string[] | '*';
  to: string;
}

export interface MachineTrigger {
  $comment?: string;
  event: string;
  when: Condition;
}

export interface RouteRow {
  $comment?: string;
  /** Checklist statuses this row matches (exact). */
  statuses?: string[];
  /** Or a regular expression over the status; with `statuses`, the row matches either. */
  statusPattern?: string;
  /** Or a machine state. */
  state?: string;
  when?: Condition;
  /** Route under /account/heloc/{uuid}/, or 'root'. */
  route: string;
  /**
   * Navigation state passed with the route (e.g. product/select 'from'). A value
   * `{ "$context": "/json/pointer" }` is read from the condition context when routing.
   */
  navState?: { [key: string]: JsonValue };
}

export interface MachineDefinition {
  $schema: string;
  $comment?: string;
  id: string;
  version: number;
  initial: string;
  states: string[];
  events: { [event: string]: MachineEvent };
  triggers: MachineTrigger[];
  checklistRoutes: RouteRow[];
  stateRoutes: RouteRow[];
  defaultRoute: string;
  waitingStatuses: { $comment?: string; statuses: string[]; prefixes: string[] };
  /** Statuses the seed calls terminal-ish: the server will not move on without the applicant. */
  terminalStatuses?: string[];
  /** Routing runs by itself when `when` holds, unless the current route is listed (seed 000 §4). */
  autoRoute?: { $comment?: string; when: Condition; exceptRoutes: string[] };
  polling: {
    $comment?: string;
    baseDelayMs: number;
    maxDelayMs: number;
    retriesSettled: number;
    retriesWaiting: number;
    /** Status to assume when retries run out, by the last status seen (DECISIONS 1). */
    exhausted: { lastSeen: string; result: string }[];
    exhaustedDefault: string;
  };
}

/**
 * What conditions are evaluated against. Registration conditions see `data`, `flags`,
 * `brand`, `auth` and `query`; application conditions see `profile`, `application`,
 * `status` and `machine`.
 */
export interface ConditionContext {
  data?: { [key: string]: JsonValue };
  flags?: { [key: string]: { enabled: boolean; variables?: { [key: string]: JsonValue } } };
  brand?: { orgCode: string; toggles: { [name: string]: JsonValue } };
  auth?: { newAuthMode: boolean; authenticated: boolean };
  query?: { [key: string]: string };
  profile?: JsonValue;
  application?: JsonValue;
  status?: JsonValue;
  machine?: { state: string };
  [extra: string]: JsonValue | undefined | object;
}
