// The types every stage of the definition loader shares (definitions.ts runs the stages:
// read -> resolve versions -> check -> ship). They live here, apart from the loader, so each
// check module depends on these types and never on the loader that calls it: no import cycle.
import type { ComposedStep } from './compose';
import type { DefinitionKind } from './definition-paths';
import type { PagesFile } from './page-types';
import type { ParamSchemas } from './param-checks';
import type { PatchOrigins, WrittenAt } from './patch-origins';
import type {
  BrandDefinition,
  Condition,
  FlowDefinition,
  JsonSchema,
  JsonValue,
  MachineDefinition,
  MessagesFile,
  StepSchemaFile,
} from './types';

/** How every stage reports a problem: file, JSON pointer into it, what is wrong, what would pass. */
export type Report = (file: string, pointer: string, message: string, fix: string) => void;

/** One problem in one file; `pointer` is an RFC 6901 JSON pointer into that file. */
export interface DefinitionError {
  file: string;
  pointer: string;
  message: string;
  fix: string;
}

/** A file as read from disk: repo-relative path and parsed JSON (or why it did not parse). */
export interface DefinitionFile {
  path: string;
  json: unknown;
  parseError?: string;
  /** The raw text, when the reader keeps it (finds keys written twice, which JSON.parse drops). */
  text?: string;
}

/** One meta-schema violation as the injected validator reports it. */
export interface MetaIssue {
  pointer: string;
  message: string;
  fix?: string;
}

export interface LoadOptions {
  /** Validates a file against the meta-schema at `metaPath` (repo-relative). */
  validateMeta: (metaPath: string, json: unknown) => MetaIssue[];
  /** Effect names definitions may use (src/engine/effect-names.ts). */
  knownEffects: readonly string[];
  /** Returns why a bundled step schema does not compile, or undefined if it does. */
  compileStepSchema?: (schema: JsonSchema) => string | undefined;
  /** Returns why a condition is not a valid JSON Schema, or undefined if it is. */
  checkCondition?: (condition: Condition) => string | undefined;
  /** schemas/meta/context.schema.json: the paths conditions, prefill and display rows may read. */
  contextSchema?: JsonValue;
  /** Names of the request schemas in schemas/api/ (a page's save names one). */
  apiSchemas?: readonly string[];
  /** Schemas of every effect's params and widget's ui:options (schemas/meta/effects, schemas/meta/widgets). */
  paramSchemas?: ParamSchemas;
  /** The shipped machine's reachability issues (machine-reachability.ts; Node only: it evaluates conditions). */
  machineReachability?: (machine: MachineDefinition) => { pointer: string; message: string; fix: string }[];
}

/** A step schema file with its `$ref`s into schemas/fields inlined. */
export interface LoadedStepSchema {
  ref: string;
  file: string;
  definition: StepSchemaFile;
  /** Self-contained schema for rjsf and the precompiled validator. */
  schema: JsonSchema;
}

export interface Definitions {
  /** Flows by `id@version`. */
  flows: Readonly<Record<string, FlowDefinition>>;
  /** The highest version of each flow, by id. */
  latestFlows: Readonly<Record<string, FlowDefinition>>;
  /**
   * What each brand gets of each flow: the key ('registration-v2@2') of the highest version,
   * or of the brand's own version (flows/<id>/brands/<dir>/), or of the version its brand file
   * pins. `brands` lists only the brands that differ from `key`.
   */
  shippedFlows: Readonly<Record<string, { key: string; brands: Readonly<Record<string, string>> }>>;
  /** Step schemas by `id@version`. */
  stepSchemas: Readonly<Record<string, LoadedStepSchema>>;
  /**
   * The forms steps show: every list of step schemas a flow composes (and each step schema
   * alone), by key `a@1` or `a@1+b@1`. The precompiled validators are generated per key.
   */
  stepForms: Readonly<Record<string, ComposedStep>>;
  /** Shared field files by repo-relative path (schemas/fields/v<N>.json). */
  fieldFiles: Readonly<Record<string, JsonValue>>;
  /** Brands by orgCode. */
  brands: Readonly<Record<string, BrandDefinition>>;
  /** The highest version of the main message catalogue (flows/messages/v<N>.json). */
  messages: MessagesFile | undefined;
  /** Every key of the main catalogue and of each bundle (flows/messages/<bundle>/v<N>.json), highest versions. */
  catalogue: Readonly<Record<string, string>>;
  /** Machines by `id@version`, and the highest version. */
  machines: Readonly<Record<string, MachineDefinition>>;
  machine: MachineDefinition | undefined;
  /** Application page files by `group@version` (a brand's own: `group.brand@version`), and the highest shared version of each group. */
  pages: Readonly<Record<string, PagesFile>>;
  latestPages: Readonly<Record<string, PagesFile>>;
  /**
   * What each brand gets of each page group, as `shippedFlows`: the key of the highest shared
   * version, and of the brand's own (flows/pages/<group>/brands/<dir>/) for the brands that have one.
   */
  shippedPages: Readonly<Record<string, { key: string; brands: Readonly<Record<string, string>> }>>;
}

export interface LoadResult {
  definitions: Definitions;
  errors: DefinitionError[];
  /** The files after versions written as patches were resolved into full definitions. */
  files: ResolvedFile[];
}

/** A file that parsed and sits where a definition may live. */
export interface Entry {
  file: string;
  kind: DefinitionKind;
  json: { [key: string]: JsonValue };
  /** Satisfies its meta-schema, so its typed shape can be trusted. */
  valid: boolean;
}

/** A file after resolution; `base` is the path it extends (undefined for a full definition). */
export interface ResolvedFile extends DefinitionFile {
  base?: string;
  /**
   * For a patch file: the pointer into this file (`/patch/2/value/route`, `/merge/title`) that
   * wrote what a pointer into the resolved definition points at; undefined for what the base holds.
   */
  writtenAt?: (pointer: string) => string | undefined;
  /** As writtenAt, also for what an earlier version's patch wrote (that file and its pointer). */
  writtenBy?: (pointer: string) => WrittenAt | undefined;
  /** The marks writtenBy reads, for the versions that extend this one. */
  origins?: PatchOrigins;
}


/**
 * What the check stage collects for the ship stage: every valid definition by key, the newest
 * shared version of each flow and page group, and each brand folder's own newest versions.
 */
export interface Collected extends Omit<Definitions, 'shippedFlows' | 'shippedPages'> {
  /** A brand's own newest flow versions, by brand folder then flow id. */
  brandFlows: Readonly<Record<string, Readonly<Record<string, FlowDefinition>>>>;
  /** A brand's own newest page group versions, by brand folder then group id. */
  brandPages: Readonly<Record<string, Readonly<Record<string, PagesFile>>>>;
}
