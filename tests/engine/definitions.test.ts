import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionError, type DefinitionFile } from '../../src/engine/definitions';
import { nodeLoadOptions } from '../../src/engine/definitions-node';
import { brandFile, fieldsFile, fixtureFiles, flowFile, messagesFile, stepFile } from './definition-fixtures';

const options = nodeLoadOptions(process.cwd());
const load = (files: DefinitionFile[]) => loadDefinitions(files, options);
const where = (errors: DefinitionError[]) => errors.map((e) => `${e.file}#${e.pointer}`);

describe('loadDefinitions', () => {
  it('loads a valid set into maps with no errors', () => {
    const { definitions, errors } = load(fixtureFiles());
    expect(errors).toEqual([]);
    expect(Object.keys(definitions.flows)).toEqual(['signup@1']);
    expect(definitions.latestFlows['signup']?.version).toBe(1);
    expect(Object.keys(definitions.brands)).toEqual(['ACME']);
    expect(definitions.catalogue['common.continue']).toBe('Continue');
    expect(definitions.machine).toBeUndefined();
  });

  it('inlines $refs into schemas/fields in the loaded step schema', () => {
    const { definitions } = load(fixtureFiles());
    const schema = definitions.stepSchemas['name@1']?.schema as { properties: { firstName: unknown } };
    expect(schema.properties.firstName).toEqual({ type: 'string', minLength: 2, errorMessage: 'Too short' });
  });

  it('composes every step form a flow uses, keyed by its refs', () => {
    const flow = flowFile();
    (flow['steps'] as { schema: unknown }[])[1]!.schema = ['name@1', 'name@2'];
    const step2 = stepFile({ version: 2, schema: { type: 'object', properties: { age: { type: 'integer' } } } });
    const { definitions, errors } = load(fixtureFiles({ 'flows/signup/v1.json': flow, 'schemas/steps/name/v2.json': step2 }));
    expect(errors).toEqual([]);
    expect(Object.keys(definitions.stepForms).sort()).toEqual(['name@1', 'name@1+name@2', 'name@2']);
  });

  it('picks the highest version of a flow as latest', () => {
    const { definitions } = load(fixtureFiles({ 'flows/signup/v2.json': flowFile({ version: 2, title: 'Two' }) }));
    expect(definitions.latestFlows['signup']?.title).toBe('Two');
    expect(Object.keys(definitions.flows).sort()).toEqual(['signup@1', 'signup@2']);
  });

  it('reports a file that is not JSON, and one in no known place', () => {
    const { errors } = load([
      ...fixtureFiles(),
      { path: 'flows/broken/v1.json', json: undefined, parseError: 'Unexpected token }' },
      { path: 'flows/stray.json', json: {} },
    ]);
    expect(where(errors)).toEqual(['flows/broken/v1.json#', 'flows/stray.json#']);
    expect(errors[0]?.message).toContain('not valid JSON');
  });

  it('reports meta-schema violations with the pointer of the bad property and a suggestion', () => {
    const flow = flowFile();
    (flow['steps'] as Record<string, unknown>[])[0]!['skipwhen'] = true;
    const { errors } = load(fixtureFiles({ 'flows/signup/v1.json': flow }));
    expect(where(errors)).toEqual(['flows/signup/v1.json#/steps/0/skipwhen']);
    expect(errors[0]?.fix).toContain('Did you mean "skipWhen"?');
  });

  it('reports a missing required property at its own pointer', () => {
    const step = stepFile();
    delete step['uiSchema'];
    const { errors } = load(fixtureFiles({ 'schemas/steps/name/v1.json': step }));
    expect(where(errors)).toEqual(['schemas/steps/name/v1.json#/uiSchema']);
  });

  it('reports an id or version that disagrees with the path, and a wrong $schema', () => {
    const { errors } = load(
      fixtureFiles({
        'flows/signup/v1.json': flowFile({ id: 'sign-up', version: 2, $schema: '../meta/flow.schema.json' }),
      }),
    );
    expect(where(errors).sort()).toEqual(['flows/signup/v1.json#/$schema', 'flows/signup/v1.json#/id', 'flows/signup/v1.json#/version']);
    expect(errors.find((e) => e.pointer === '/$schema')?.fix).toContain('"../../schemas/meta/flow.schema.json"');
  });

  it('reports duplicate ids', () => {
    const { errors } = load(fixtureFiles({ 'flows/signup2/v1.json': flowFile() }));
    expect(errors.map((e) => e.message)).toContainEqual(expect.stringContaining('duplicates flow signup@1 of flows/signup/v1.json'));
  });

  it('reports step schema refs that do not resolve, naming versions that exist', () => {
    const flow = flowFile();
    (flow['steps'] as { schema: unknown }[])[0]!.schema = 'name@3';
    (flow['steps'] as { schema: unknown }[])[1]!.schema = ['name@1', 'nope@1'];
    const { errors } = load(fixtureFiles({ 'flows/signup/v1.json': flow }));
    expect(where(errors)).toEqual(['flows/signup/v1.json#/steps/0/schema', 'flows/signup/v1.json#/steps/1/schema/1']);
    expect(errors[0]?.fix).toContain('schemas/steps/name/v1.json');
  });

  it('reports msg: keys missing from the catalogue wherever they are used, brand overrides included', () => {
    const brand = brandFile('ACME', { toggles: { default: true }, messages: { 'common.contnue': 'Go' }, company: { ...(brandFile('X')['company'] as object), name: 'msg:brand.name' } });
    const { errors } = load(
      fixtureFiles({
        'flows/signup/v1.json': flowFile({ title: 'msg:flow.title' }),
        'schemas/steps/name/v1.json': stepFile({ uiSchema: { 'ui:title': 'msg:step.nme.title' } }),
        'brands/acme/brand.json': brand,
      }),
    );
    expect(where(errors)).toEqual([
      'brands/acme/brand.json#/company/name',
      'brands/acme/brand.json#/messages/common.contnue',
      'flows/signup/v1.json#/title',
      'schemas/steps/name/v1.json#/uiSchema/ui:title',
    ]);
    expect(errors[1]?.fix).toContain('Did you mean "common.continue"?');
  });

  it('merges message bundles (flows/messages/<bundle>/v<N>.json) into one catalogue for the checks', () => {
    const portal = { ...messagesFile(), messages: { 'portal.title': 'Portal' }, $schema: '../../../schemas/meta/messages.schema.json' };
    const { definitions, errors } = load(
      fixtureFiles({ 'flows/messages/portal/v1.json': portal, 'flows/signup/v1.json': flowFile({ title: 'msg:portal.title' }) }),
    );
    expect(errors).toEqual([]);
    expect(definitions.catalogue['portal.title']).toBe('Portal');
    expect(definitions.catalogue['common.continue']).toBe('Continue');
    expect(definitions.messages?.messages['portal.title']).toBeUndefined();
  });

  it('reports a key held by two bundles, and a bundle naming the wrong meta-schema path', () => {
    const twice = { ...messagesFile(), $schema: '../../../schemas/meta/messages.schema.json' };
    const wrongPath = messagesFile({ 'other.key': 'x' });
    const { errors } = load(fixtureFiles({ 'flows/messages/portal/v1.json': twice, 'flows/messages/other/v1.json': wrongPath }));
    expect(where(errors)).toContain('flows/messages/other/v1.json#/$schema');
    expect(where(errors)).toContain('flows/messages/portal/v1.json#/messages/common.continue');
    expect(errors.find((e) => e.pointer === '/messages/common.continue')?.message).toContain('also in flows/messages/v1.json');
  });

  it('reports a guard or group naming a step the flow does not have', () => {
    const flow = flowFile({
      guard: { when: true, redirectToStep: 'start', keepQuery: true },
      groups: [{ id: 'you', label: 'You', steps: [{ step: 'mor', label: 'More' }] }],
    });
    const { errors } = load(fixtureFiles({ 'flows/signup/v1.json': flow }));
    expect(where(errors)).toEqual(['flows/signup/v1.json#/guard/redirectToStep', 'flows/signup/v1.json#/groups/0/steps/0/step']);
    expect(errors[1]?.fix).toContain('Did you mean "more"?');
  });

  it('reports unknown effect names, and modals or banners an effect names but the flow lacks', () => {
    const flow = flowFile({
      submit: [{ effect: 'createAplication' }, { effect: 'openModal', params: { modal: 'hawaii' } }],
    });
    const step = stepFile({ validators: [{ effect: 'ageAtMost' }] });
    const { errors } = load(fixtureFiles({ 'flows/signup/v1.json': flow, 'schemas/steps/name/v1.json': step }));
    expect(where(errors)).toEqual([
      'flows/signup/v1.json#/submit/0/effect',
      'flows/signup/v1.json#/submit/1/params/modal',
      'schemas/steps/name/v1.json#/validators/0/effect',
    ]);
    expect(errors[0]?.fix).toContain('Did you mean "createApplication"?');
  });

  it('reports $refs into schemas/fields that name a missing file or definition', () => {
    const step = stepFile({
      schema: {
        type: 'object',
        properties: {
          a: { $ref: '../../fields/v1.json#/$defs/firstNme' },
          b: { $ref: '../../fields/v9.json#/$defs/firstName' },
        },
      },
    });
    const { errors } = load(fixtureFiles({ 'schemas/steps/name/v1.json': step }));
    expect(where(errors)).toEqual([
      'schemas/steps/name/v1.json#/schema/properties/a/$ref',
      'schemas/steps/name/v1.json#/schema/properties/b/$ref',
    ]);
    expect(errors[0]?.fix).toContain('Did you mean "firstName"?');
  });

  it('reports a step schema that does not compile, and a condition that is not valid JSON Schema', () => {
    const step = stepFile({ schema: { type: 'object', properties: { a: { type: 'string', minLenght: 2 } } } });
    const flow = flowFile();
    (flow['steps'] as Record<string, unknown>[])[1]!['skipWhen'] = { propertes: { a: { const: 1 } } };
    const { errors } = load(fixtureFiles({ 'schemas/steps/name/v1.json': step, 'flows/signup/v1.json': flow }));
    expect(where(errors)).toEqual(['flows/signup/v1.json#/steps/1/skipWhen', 'schemas/steps/name/v1.json#/schema']);
    expect(errors[0]?.message).toContain('propertes');
    expect(errors[1]?.message).toContain('minLenght');
  });

  it('reports brand rules: upper-case orgCode, unique host prefixes, exactly one default', () => {
    const { errors } = load(
      fixtureFiles({
        'brands/beta/brand.json': brandFile('Beta', { hostPrefixes: ['acme'], toggles: { default: true } }),
      }),
    );
    expect(where(errors)).toEqual([
      'brands/beta/brand.json#/orgCode',
      'brands/beta/brand.json#/hostPrefixes/0',
      'brands/beta/brand.json#/toggles/default',
    ]);
  });

  it('reports a seventh listed partner brand (seed 001 §2: six listed partner lenders), and accepts six', () => {
    const brands = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`brands/p${i}/brand.json`, brandFile(`P${i}`, { toggles: { listedPartner: true } })]));
    expect(load(fixtureFiles(brands(6))).errors).toEqual([]);
    const { errors } = load(fixtureFiles(brands(7)));
    expect(where(errors)).toEqual(['brands/p6/brand.json#/toggles/listedPartner']);
    expect(errors[0]?.message).toBe('makes 7 listed partners; the list holds at most 6');
  });

  it('reports a brand set with no default brand', () => {
    const { errors } = load(fixtureFiles({ 'brands/acme/brand.json': brandFile('ACME') }));
    expect(errors.map((e) => e.message)).toEqual(['no brand has "toggles": { "default": true }']);
  });

  it('reports a machine file against its meta-schema', () => {
    const { errors } = load(fixtureFiles({ 'flows/application/v1.json': { $schema: '../../schemas/meta/machine.schema.json', version: 1 } }));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.file === 'flows/application/v1.json')).toBe(true);
  });

  it('collects every error of every file in one run', () => {
    const flow = flowFile({ title: 'msg:missing' });
    (flow['steps'] as { schema: unknown }[])[0]!.schema = 'gone@1';
    const { errors } = load(
      fixtureFiles({
        'flows/signup/v1.json': flow,
        'schemas/steps/name/v1.json': stepFile({ validators: [{ effect: 'nope' }] }),
        'brands/acme/brand.json': brandFile('ACME'),
        'flows/messages/v1.json': messagesFile(),
        'schemas/fields/v1.json': fieldsFile(),
      }),
    );
    expect(new Set(errors.map((e) => e.file))).toEqual(new Set(['flows/signup/v1.json', 'schemas/steps/name/v1.json', 'brands']));
    expect(errors).toHaveLength(4);
    for (const e of errors) expect(e.fix.length).toBeGreaterThan(0);
  });
});
