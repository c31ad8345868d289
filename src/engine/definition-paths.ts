// Where each kind of definition lives. The path is part of the contract: it carries the id and
// version a reference resolves by (`property-address@2` -> schemas/steps/property-address/v2.json),
// so the loader checks that a file's content agrees with its path.

export type DefinitionKind = 'flow' | 'step' | 'fields' | 'brand' | 'messages' | 'machine' | 'pages' | 'stepRegistry' | 'request';

/** What a definition path says about its file. */
export interface DefinitionPath {
  kind: DefinitionKind;
  /** Id from the path (flow id, step id, brand folder, message bundle); undefined for the main catalogue and fields. */
  id?: string;
  /** Version from the file name v<N>.json; undefined for brands. */
  version?: number;
  /** A brand's own version of a flow or page group (flows/<flow-id>/brands/<brand-dir>/v<N>.json, flows/pages/<group>/brands/<brand-dir>/v<N>.json): the brand folder. */
  brand?: string;
  /** Repo-relative path of the meta-schema the file must name and satisfy. */
  metaPath: string;
}

export const META_PATHS: Readonly<Record<DefinitionKind, string>> = {
  flow: 'schemas/meta/flow.schema.json',
  step: 'schemas/meta/step.schema.json',
  fields: 'schemas/meta/fields.schema.json',
  brand: 'schemas/meta/brand.schema.json',
  messages: 'schemas/meta/messages.schema.json',
  machine: 'schemas/meta/machine.schema.json',
  pages: 'schemas/meta/pages.schema.json',
  stepRegistry: 'schemas/meta/step-registry.schema.json',
  // A request schema is a JSON Schema compiled by ajv (src/server/validation.ts), not a definition the loader reads.
  request: 'http://json-schema.org/draft-07/schema#',
};

const V = 'v([1-9][0-9]*)\\.json';
const RULES: readonly { re: RegExp; kind: DefinitionKind; idGroup?: number; versionGroup?: number; brandGroup?: number }[] = [
  { re: new RegExp(`^flows/messages/${V}$`), kind: 'messages', versionGroup: 1 },
  // A bundle of the catalogue that loads with the pages using it (flows/messages/portal/v1.json).
  { re: new RegExp(`^flows/messages/([a-z0-9]+(?:-[a-z0-9]+)*)/${V}$`), kind: 'messages', idGroup: 1, versionGroup: 2 },
  { re: new RegExp(`^flows/application/${V}$`), kind: 'machine', versionGroup: 1 },
  // One route group of the application's pages (flows/pages/start/v1.json), and one brand's own
  // version of it (flows/pages/start/brands/lakeshore/v1.json), a patch over a shared version.
  { re: new RegExp(`^flows/pages/([a-z0-9]+(?:-[a-z0-9]+)*)/${V}$`), kind: 'pages', idGroup: 1, versionGroup: 2 },
  { re: new RegExp(`^flows/pages/([a-z0-9]+(?:-[a-z0-9]+)*)/brands/([a-z0-9]+(?:-[a-z0-9]+)*)/${V}$`), kind: 'pages', idGroup: 1, brandGroup: 2, versionGroup: 3 },
  // One brand's version of a flow, a patch over a version of the flow (src/engine/versions.ts).
  { re: new RegExp(`^flows/([^/]+)/brands/([a-z0-9]+(?:-[a-z0-9]+)*)/${V}$`), kind: 'flow', idGroup: 1, brandGroup: 2, versionGroup: 3 },
  { re: new RegExp(`^flows/([^/]+)/${V}$`), kind: 'flow', idGroup: 1, versionGroup: 2 },
  { re: new RegExp(`^schemas/steps/([^/]+)/${V}$`), kind: 'step', idGroup: 1, versionGroup: 2 },
  // The step ids flows may use besides the step schemas' own (aliases); not versioned, like a brand.
  { re: /^schemas\/steps\/registry\.json$/, kind: 'stepRegistry' },
  { re: new RegExp(`^schemas/fields/${V}$`), kind: 'fields', versionGroup: 1 },
  { re: /^brands\/([^/]+)\/brand\.json$/, kind: 'brand', idGroup: 1 },
  // The lender's request schema of one call, versioned and published like the definitions it serves (src/engine/request-refs.ts).
  { re: new RegExp(`^schemas/api/([a-z0-9]+(?:-[a-z0-9]+)*)/${V}$`), kind: 'request', idGroup: 1, versionGroup: 2 },
];

/** Classifies a repo-relative path; undefined when no definition may live there. */
export function classifyDefinitionPath(path: string): DefinitionPath | undefined {
  for (const rule of RULES) {
    const m = rule.re.exec(path);
    if (!m) continue;
    const out: DefinitionPath = { kind: rule.kind, metaPath: META_PATHS[rule.kind] };
    const id = rule.idGroup === undefined ? undefined : m[rule.idGroup];
    const version = rule.versionGroup === undefined ? undefined : m[rule.versionGroup];
    if (id !== undefined) out.id = id;
    if (version !== undefined) out.version = Number(version);
    const brand = rule.brandGroup === undefined ? undefined : m[rule.brandGroup];
    if (brand !== undefined) out.brand = brand;
    return out;
  }
  return undefined;
}

/** The `$schema` value a file at `path` must hold: the relative path to its meta-schema. */
export function expectedSchemaRef(path: string, metaPath: string): string {
  const from = path.split('/').slice(0, -1);
  const to = metaPath.split('/');
  let common = 0;
  while (common < from.length && common < to.length - 1 && from[common] === to[common]) common++;
  return [...from.slice(common).map(() => '..'), ...to.slice(common)].join('/');
}

/** Where the step id registry lives (its aliases; the registered ids are the folders of schemas/steps/). */
export const STEP_REGISTRY_FILE = 'schemas/steps/registry.json';

/** The path of the step schema file a reference `id@version` names; undefined if malformed. */
export function stepSchemaPath(ref: string): string | undefined {
  const m = /^([a-z0-9]+(?:-[a-z0-9]+)*)@([1-9][0-9]*)$/.exec(ref);
  return m ? `schemas/steps/${m[1]}/v${m[2]}.json` : undefined;
}

/** The path of a flow file `flows/<id>/v<version>.json`. */
export function flowPath(id: string, version: number): string {
  return `flows/${id}/v${version}.json`;
}

/** The name a definition is referred to by in `extends` ("registration-v2", "start", "messages", "portal", "application", "fields"). */
export function definitionName(where: DefinitionPath): string {
  if (where.id !== undefined) return where.id;
  return where.kind === 'messages' ? 'messages' : where.kind === 'machine' ? 'application' : where.kind === 'fields' ? 'fields' : '';
}

/** Key of a flow (or page group) version: 'registration-v2@2', or 'registration-v2.lakeshore@1' for a brand's own version. */
export function flowKey(id: string, version: number, brand?: string): string {
  return brand ? `${id}.${brand}@${version}` : `${id}@${version}`;
}

/** The path of version `version` of the same definition as `path` (a brand's version maps to the shared flow). */
export function sameDefinitionPath(path: string, version: number): string {
  return path.replace(/\/brands\/[^/]+\/v[0-9]+\.json$/, `/v${version}.json`).replace(/\/v[0-9]+\.json$/, `/v${version}.json`);
}
