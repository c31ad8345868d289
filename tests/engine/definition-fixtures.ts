// Small in-memory definition sets for the loader tests: one of each kind, all valid.
import type { DefinitionFile } from '../../src/engine/definitions';

type Json = { [key: string]: unknown };

export function messagesFile(messages: Record<string, string> = {}): Json {
  return {
    $schema: '../../schemas/meta/messages.schema.json',
    version: 1,
    locale: 'en-US',
    messages: { 'common.continue': 'Continue', 'step.name.title': 'Your name', 'progress.you': 'You', ...messages },
  };
}

export function fieldsFile(): Json {
  return {
    $schema: '../meta/fields.schema.json',
    version: 1,
    $defs: { firstName: { type: 'string', minLength: 2, errorMessage: 'Too short' } },
  };
}

export function stepFile(extra: Json = {}): Json {
  return {
    $schema: '../../meta/step.schema.json',
    id: 'name',
    version: 1,
    schema: {
      type: 'object',
      properties: { firstName: { $ref: '../../fields/v1.json#/$defs/firstName' } },
      required: ['firstName'],
    },
    uiSchema: { firstName: { 'ui:title': 'msg:step.name.title' } },
    ...extra,
  };
}

export function flowFile(extra: Json = {}): Json {
  return {
    $schema: '../../schemas/meta/flow.schema.json',
    id: 'signup',
    version: 1,
    title: 'msg:step.name.title',
    basePath: '/signup',
    steps: [
      { id: 'index', path: '', schema: 'name@1', title: 'msg:step.name.title' },
      { id: 'more', path: 'more', schema: ['name@1'], title: 'More', skipWhen: { required: ['skip'] } },
    ],
    groups: [{ id: 'you', label: 'msg:progress.you', steps: [{ step: 'index', label: 'Name' }] }],
    submit: [{ effect: 'createApplication' }],
    ...extra,
  };
}

export function brandFile(orgCode: string, extra: Json = {}): Json {
  return {
    $schema: '../../schemas/meta/brand.schema.json',
    version: 1,
    orgCode,
    sample: true,
    hostPrefixes: [orgCode.toLowerCase()],
    company: { name: 'Acme Lending', shortName: 'Acme', address: '1 Main St', nmls: '1', nmlsUrl: 'https://example.com' },
    support: { phone: '800-000-0000', email: 'help@example.com' },
    legal: {},
    lenderImageKey: 'EHL',
    logo: 'logo.svg',
    theme: { primary: '#000000' },
    toggles: { default: false },
    messages: {},
    ...extra,
  };
}

/** A complete valid set; override or add files by path. */
export function fixtureFiles(overrides: Record<string, unknown> = {}): DefinitionFile[] {
  const files: Record<string, unknown> = {
    'flows/messages/v1.json': messagesFile(),
    'schemas/fields/v1.json': fieldsFile(),
    'schemas/steps/name/v1.json': stepFile(),
    'flows/signup/v1.json': flowFile(),
    'brands/acme/brand.json': brandFile('ACME', { toggles: { default: true } }),
    ...overrides,
  };
  return Object.entries(files)
    .filter(([, json]) => json !== undefined)
    .map(([path, json]) => ({ path, json }));
}
