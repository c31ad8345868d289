// The shape of application page definitions (flows/pages/<group>/v<N>.json): every route under
// /account/heloc/{uuid}/ is one page of one kind, mounted by one generic route. The meta-schema
// schemas/meta/pages.schema.json describes the same shape for ops and flows:check.
import type { Condition, DefinitionRef, EffectRef, JsonValue, ModalDefinition, Text } from './types';

/** A condition written inline, or the name of one in the file's `conditions`. */
export type PageCondition = Condition | string;

/** What a page is: a form, information, a wait that polls, a named widget, or a redirect. */
export type PageKind = 'form' | 'info' | 'wait' | 'widget' | 'redirect';

/** A read-only row of server data: a label and a context path shown through a named formatter. */
export interface DisplayRow {
  label: Text;
  /** Dotted context path, e.g. `application.property`. */
  value: string;
  /** A formatter of src/domain/formatters.ts (money, percent, date, maskedAccount, address, phone, text). */
  format?: string;
  /** Words for coded values (`{ "JOINT": "msg:ownership.joint" }`), shown instead of the code. */
  labels?: { [value: string]: Text };
  when?: PageCondition;
}

/** A group of answers on a review page with an Edit link back to the page that asked them. */
export interface SummarySection {
  title: Text;
  rows: DisplayRow[];
  /** The page to change these answers on. */
  edit?: { label: Text; to: string };
  when?: PageCondition;
}

/** A button: its effects run in order when pressed; `submit` validates the form first. */
export interface PageAction {
  label: Text;
  primary?: boolean;
  submit?: boolean;
  /** Shown only while this holds. */
  when?: PageCondition;
  effects: EffectRef[];
}

export interface PageCommon {
  $comment?: string;
  /** Route under /account/heloc/{uuid}/, e.g. `start/hmda`; `{type}` matches one path segment. */
  route: string;
  kind: PageKind;
  /** The page's heading and title (`{brand} | {title}`). */
  title?: Text;
  /** A paragraph under the heading. */
  lead?: Text;
  /** Paragraphs (information and wait pages; above the form on form pages); a `tone` shows one as a notice. */
  body?: { text: Text; tone?: 'info' | 'warning' | 'error'; when?: PageCondition }[];
  /** Server values shown read-only. */
  display?: DisplayRow[];
  /** Review sections (start/app-summary): answers grouped, each with an Edit link. */
  summary?: SummarySection[];
  /** Buttons. Form pages have one `submit` action. */
  actions?: PageAction[];
  /** The section of the portal's progress stepper this page belongs to (seed 001 §4). */
  progress?: string;
  /**
   * Form and info pages: while `when` holds the page polls the routing tables as a wait page does
   * and moves on when they choose another route (back from a vendor: `query.session`).
   */
  poll?: { $comment?: string; when: PageCondition };
  /** Form and info pages: 'Add to calendar' links for a booked time (decision 552). */
  calendar?: CalendarLinks;
}

/** 'Add to calendar' for a booked time: the instant a context path reads, how long, and the event's words. */
export interface CalendarLinks {
  $comment?: string;
  /** Context path of the start instant (ISO). */
  startsAt: string;
  minutes: number;
  title: Text;
  details?: Text;
  /** google, outlook, ics (src/domain/calendar-links.ts); default all three. */
  kinds?: string[];
  when?: PageCondition;
}

export interface FormPage extends PageCommon {
  kind: 'form';
  /** Step schema(s) `id@version`, composed like registration steps. */
  schema: DefinitionRef | DefinitionRef[];
  /** Other step schemas while a condition holds (the first that holds wins, else `schema`). */
  schemaVariants?: { $comment?: string; when: PageCondition; schema: DefinitionRef | DefinitionRef[] }[];
  /** Form field (dotted) -> context path whose value prefills it when the page opens; a list tries each path in turn (the first with a value wins). */
  prefill?: { [field: string]: string | string[] };
  /** Context paths that bound numbers: field -> { minimum?: path, maximum?: path }. */
  bounds?: { [field: string]: { minimum?: string; maximum?: string } };
  /** Server reads the page's context holds besides application, status and profile. */
  reads?: PageReads;
}

/** Extra reads of a page: context `signingDocument` (the document of that id), `notarySlots` and `conditions` (form pages; info and widget pages may read too). */
export interface PageReads {
  signingDocument?: string;
  notarySlots?: true;
  /** The lender's conditions: context `conditions` { items, open, current } (src/domain/conditions.ts conditionsRead). */
  conditions?: true;
}

export interface InfoPage extends PageCommon {
  kind: 'info';
  /** Server reads the page's context holds (e.g. `conditions`). */
  reads?: PageReads;
}

export interface WaitPage extends PageCommon {
  kind: 'wait';
  /** Rotating messages while the lender works. */
  messages: Text[];
  intervalMs?: number;
}

export interface WidgetPage extends PageCommon {
  kind: 'widget';
  /** A named page widget (src/app/pages/page-widgets.ts; documented in docs/definitions.md). */
  widget: string;
  /** Server reads the page's context holds (its texts, conditions and buttons read them; e.g. `conditions`). */
  reads?: PageReads;
}

export interface RedirectPage extends PageCommon {
  kind: 'redirect';
  /** Another route under /{uuid}/, or '' for the application's own routing. */
  to: string;
}

export type PageDefinition = FormPage | InfoPage | WaitPage | WidgetPage | RedirectPage;

/** One file of pages: a route group (`start`, `error`, ...). */
export interface PagesFile {
  $schema: string;
  $comment?: string;
  id: string;
  version: number;
  /** Named conditions, referenced by name from `when`s in this file. */
  conditions?: { [name: string]: Condition };
  modals?: { [id: string]: ModalDefinition };
  /** Routes this group adds to the built-in set (schemas/meta/application-routes.json); each must be a page of the group that a routing row or a link reaches. */
  routes?: string[];
  pages: PageDefinition[];
}

/** A page with the file it came from (its named conditions and modals). */
export interface LoadedPage {
  page: PageDefinition;
  file: PagesFile;
}

/** A body template value: `{ "$form": "a.b" }` or `{ "$context": "profile.name" }` is read; anything else is literal. */
export type BodyTemplate = JsonValue;
