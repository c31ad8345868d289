// The check stage's first step (definitions.ts runs the stages): each resolved file becomes an
// Entry when it parsed, sits where a definition may live, agrees with its path ($schema, id,
// version) and satisfies its meta-schema; every way it fails is reported, none stops the run.
import { classifyDefinitionPath, expectedSchemaRef } from './definition-paths';
import type { DefinitionFile, Entry, LoadOptions, Report } from './definition-types';
import type { JsonValue } from './types';

const LAYOUT =
  'flows/<flow-id>/v<N>.json, flows/messages/v<N>.json, flows/application/v<N>.json, flows/pages/<group>/v<N>.json, ' +
  'schemas/steps/<id>/v<N>.json, schemas/steps/registry.json, schemas/fields/v<N>.json or brands/<org-dir>/brand.json';

/** One Entry per file that parsed and sits where definitions live. */
export function readEntries(files: readonly DefinitionFile[], options: LoadOptions, report: Report): Entry[] {
  return files.flatMap((f) => readEntry(f, options, report));
}

function readEntry(f: DefinitionFile, options: LoadOptions, report: Report): Entry[] {
  if (f.parseError !== undefined) {
    report(f.path, '', `is not valid JSON: ${f.parseError}`, 'Fix the JSON syntax (a missing comma or quote, or a trailing comma).');
    return [];
  }
  const where = classifyDefinitionPath(f.path);
  if (!where) {
    report(f.path, '', 'is not in a place where definitions live', `Move it to ${LAYOUT}.`);
    return [];
  }
  if (typeof f.json !== 'object' || f.json === null || Array.isArray(f.json)) {
    report(f.path, '', 'must hold a JSON object', `Start from an example in docs/definitions.md.`);
    return [];
  }
  const json = f.json as { [key: string]: JsonValue };
  const own = checkPathAgreement(f.path, json, where, report);
  // $schema is checked against the path above (a brand's flow version sits two folders deeper
  // than the meta-schema's own constant allows for).
  const issues = options
    .validateMeta(where.metaPath, json)
    .filter((i) => !own.has(i.pointer) && i.pointer !== '/$schema');
  for (const i of issues) {
    report(f.path, i.pointer, i.message, i.fix ?? `Make it match ${where.metaPath} (see docs/definitions.md).`);
  }
  return [{ file: f.path, kind: where.kind, json, valid: issues.length === 0 }];
}

/** Checks $schema, id and version against the path; returns the pointers it reported on. */
function checkPathAgreement(
  file: string,
  json: { [key: string]: JsonValue },
  where: NonNullable<ReturnType<typeof classifyDefinitionPath>>,
  report: Report,
): Set<string> {
  const owned = new Set<string>();
  const expected = expectedSchemaRef(file, where.metaPath);
  if (json['$schema'] !== expected) {
    owned.add('/$schema');
    report(file, '/$schema', `must name its meta-schema ${where.metaPath}`, `Set "$schema": "${expected}".`);
  }
  if (where.version !== undefined && json['version'] !== where.version) {
    owned.add('/version');
    report(
      file,
      '/version',
      `version ${JSON.stringify(json['version'])} does not match the file name v${where.version}.json`,
      `Set "version": ${where.version}. A published version never changes: for a new version, copy the file to v<N+1>.json.`,
    );
  }
  if ((where.kind === 'flow' || where.kind === 'step' || where.kind === 'pages') && where.id !== undefined && json['id'] !== where.id) {
    owned.add('/id');
    report(file, '/id', `id ${JSON.stringify(json['id'])} does not match its folder "${where.id}"`, `Set "id": "${where.id}", or move the file to the folder named after its id.`);
  }
  if (where.kind === 'brand' && typeof json['orgCode'] === 'string') {
    const code = json['orgCode'];
    if (code !== code.toUpperCase()) {
      owned.add('/orgCode');
      report(file, '/orgCode', `orgCode "${code}" must be upper case`, `Set "orgCode": "${code.toUpperCase()}".`);
    }
    if (where.id !== undefined && where.id !== code.toLowerCase()) {
      report(file, '/orgCode', `orgCode "${code}" does not match its folder "${where.id}"`, `Move the file to brands/${code.toLowerCase()}/brand.json.`);
    }
  }
  return owned;
}
