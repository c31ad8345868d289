// Issue 22, authoring help: what an ops person writing a version as a patch sees. flows:resolve
// prints the resolved definition of any version; a patch may name a step or a page (`@birthdate`,
// `@start~1hmda`) instead of counting positions; an error in what a patch wrote names the
// pointer in the patch file besides the one in the resolved definition; a brand may have its own
// version of a page group, which ships to that brand only.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageGroupsModule } from '../../scripts/gen-validators';
import { runFlowsResolve } from '../../scripts/flows-resolve';
import { shipped, shippedPath } from '../shipped';
import { loadDefinitions, type DefinitionError, type DefinitionFile } from '../../src/engine/definitions';
import { nodeLoadOptions, readDefinitionFiles } from '../../src/engine/definitions-node';
import { applyJsonPatch } from '../../src/engine/json-patch';
import { resolveVersions } from '../../src/engine/versions';
import { fixtureFiles } from './definition-fixtures';
import { memoLoadOptions } from './memo-load-options';

const root = process.cwd();
const repoFiles = readDefinitionFiles(root);
const fixtureOptions = nodeLoadOptions(root);
const repoOptions = memoLoadOptions(root);
const at = (errors: DefinitionError[]) => errors.map((e) => `${e.file}#${e.pointer}: ${e.message}`);

function resolveCli(...args: string[]): { code: number; out: string; err: string } {
  let out = '';
  let err = '';
  const code = runFlowsResolve(root, args, { out: (t) => (out += t), err: (t) => (err += `${t}\n`) });
  return { code, out, err };
}

/** The repository's files with `extra` added (a version an author would write), resolved. */
function resolvedWith(extra: Record<string, unknown>): Map<string, unknown> {
  const files: DefinitionFile[] = [...repoFiles, ...Object.entries(extra).map(([path, json]) => ({ path, json }))];
  const { files: out, errors } = resolveVersions(files);
  expect(errors).toEqual([]);
  return new Map(out.map((f) => [f.path, f.json]));
}

const regV6 = (patch: unknown[]) => ({ $schema: '../../schemas/meta/flow.schema.json', id: 'registration-v2', version: 6, extends: 'registration-v2@5', patch });

describe('npm run flows:resolve -- <file>', () => {
  it("prints a brand's flow version resolved: LAKESHORE's steps in its order, no extends or patch left", () => {
    const { code, out, err } = resolveCli(shippedPath('flows/registration-v2/brands/lakeshore'));
    expect({ code, err }).toEqual({ code: 0, err: '' });
    const json = JSON.parse(out) as { id: string; version: number; steps: { id: string }[] };
    expect(json).toMatchObject({ id: 'registration-v2', version: Number(/v([0-9]+)\.json$/.exec(shippedPath('flows/registration-v2/brands/lakeshore'))![1]) });
    expect(json.steps.map((s) => s.id)).toEqual(['index', 'home-address', 'for-sale', 'annual-income', 'birthdate', 'legal-name', 'phone-and-email', 'set-password']);
    expect(json).not.toHaveProperty('extends');
    expect(json).not.toHaveProperty('patch');
  });

  it('prints the machine, a page group and a message bundle as the loader resolves them', () => {
    const { definitions } = loadDefinitions(repoFiles, repoOptions);
    const machine = resolveCli('flows/application/v3.json');
    expect(machine.code).toBe(0);
    expect(JSON.parse(machine.out)).toEqual(definitions.machines['application@3']);
    const start = Object.values(definitions.latestPages).find((p) => p.id === 'start')!;
    const page = resolveCli(`flows/pages/start/v${start.version}.json`);
    expect(JSON.parse(page.out)).toEqual(start);
    const main = resolveCli(`flows/messages/v${definitions.messages!.version}.json`);
    expect(JSON.parse(main.out)).toEqual(definitions.messages);
  }, 60_000);

  it("prints a lender's request schema version resolved among the request schemas, and with --shipped its refs at the versions that ship", () => {
    // A copy with a request schema's next version written as a patch, as ops would write it (decision 617).
    const copy = mkdtempSync(join(tmpdir(), 'heloc-resolve-'));
    try {
      for (const name of ['flows', 'schemas', 'brands']) cpSync(join(root, name), join(copy, name), { recursive: true });
      const v1 = JSON.parse(readFileSync(join(root, 'schemas/api/profile-name/v1.json'), 'utf8')) as { properties: Record<string, unknown> };
      const v2 = { $comment: 'profile-name@1 with a nickname (a test).', extends: 'profile-name@1', merge: { properties: { nickname: { type: 'string', maxLength: 30 } } } };
      writeFileSync(join(copy, 'schemas/api/profile-name/v2.json'), JSON.stringify(v2));
      const run = (...args: string[]) => {
        let out = '';
        let err = '';
        const code = runFlowsResolve(copy, args, { out: (t) => (out += t), err: (t) => (err += `${t}\n`) });
        return { code, out, err };
      };
      const written = run('schemas/api/profile-name/v2.json');
      expect({ code: written.code, err: written.err }).toEqual({ code: 0, err: '' });
      const json = JSON.parse(written.out) as { properties: Record<string, { $ref?: string }> };
      expect(json).not.toHaveProperty('extends');
      expect(json).not.toHaveProperty('merge');
      expect(Object.keys(json.properties)).toEqual([...Object.keys(v1.properties), 'nickname']);
      expect(json.properties['firstName']).toEqual({ $ref: 'fields#/$defs/firstName' });
      // --shipped: the refs the lender validates with, at the versions the shipped registration steps take.
      // The registration steps' legal-name (its newest version, which a shipped flow takes) names the same fields version.
      const step = shipped<{ schema: { properties: { firstName: { $ref: string } } } }>('schemas/steps/legal-name');
      const shippedRefs = JSON.parse(run('schemas/api/profile-name/v2.json', '--shipped').out) as { properties: Record<string, { $ref?: string }> };
      expect(shippedRefs.properties['firstName']!.$ref).toMatch(/^\.\.\/\.\.\/fields\/v[0-9]+\.json#\/\$defs\/firstName$/);
      expect(shippedRefs.properties['firstName']!.$ref).toBe(step.schema.properties.firstName.$ref);
      expect(shippedRefs.properties['nickname']).toEqual({ type: 'string', maxLength: 30 });
      // A request schema's misspelt path is named with the likely one among the request schemas too.
      const typo = run('schemas/api/profile-nme/v1.json');
      expect(typo.code).toBe(2);
      expect(typo.err).toContain('Did you mean schemas/api/profile-name/v1.json?');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not a definition with exit 2, a clear message and the likely file', () => {
    const { code, out, err } = resolveCli('flows/aplication/v3.json');
    expect(code).toBe(2);
    expect(out).toBe('');
    expect(err).toContain('flows:resolve: flows/aplication/v3.json is not a definition file');
    expect(err).toContain('Did you mean flows/application/v3.json?');
    expect(resolveCli().code).toBe(2);
  });
});

describe('a patch addresses list items by id or route (@name)', () => {
  it('resolves /steps/@birthdate/... exactly as the same patch by position', () => {
    const steps = (resolvedWith({}).get('flows/registration-v2/v5.json') as { steps: { id: string }[] }).steps.map((s) => s.id);
    const pos = (id: string) => String(steps.indexOf(id));
    const byName = regV6([
      { op: 'test', path: '/steps/@birthdate/id', value: 'birthdate' },
      { op: 'replace', path: '/steps/@birthdate/title', value: 'msg:step.legalName.title' },
      { op: 'move', from: '/steps/@birthdate', path: '/steps/@legal-name' },
      { op: 'remove', path: '/steps/@home-address/skipWhen' },
      { op: 'add', path: '/groups/@contact-info/label', value: 'msg:progress.contactInfo' },
    ]);
    const byPosition = regV6([
      { op: 'test', path: `/steps/${pos('birthdate')}/id`, value: 'birthdate' },
      { op: 'replace', path: `/steps/${pos('birthdate')}/title`, value: 'msg:step.legalName.title' },
      { op: 'move', from: `/steps/${pos('birthdate')}`, path: `/steps/${pos('legal-name')}` },
      { op: 'remove', path: `/steps/${pos('home-address')}/skipWhen` },
      { op: 'add', path: '/groups/3/label', value: 'msg:progress.contactInfo' },
    ]);
    const a = resolvedWith({ 'flows/registration-v2/v6.json': byName }).get('flows/registration-v2/v6.json');
    const b = resolvedWith({ 'flows/registration-v2/v6.json': byPosition }).get('flows/registration-v2/v6.json');
    expect(a).toEqual(b);
    expect((a as { steps: { id: string }[] }).steps.map((s) => s.id).slice(3, 6)).toEqual(['annual-income', 'birthdate', 'legal-name']);
  });

  it("finds a page by its route (a '/' in it written ~1, as in any JSON pointer)", () => {
    const group = resolvedWith({}).get('flows/pages/start/v3.json') as { pages: { route: string; title?: string }[] };
    const i = group.pages.findIndex((p) => p.route === 'start/hmda');
    const v4 = (path: string) => ({ $schema: '../../../schemas/meta/pages.schema.json', id: 'start', version: 4, extends: 'start@3', patch: [{ op: 'replace', path, value: 'msg:page.hmda.lead' }] });
    const byRoute = resolvedWith({ 'flows/pages/start/v4.json': v4('/pages/@start~1hmda/title') }).get('flows/pages/start/v4.json');
    const byPosition = resolvedWith({ 'flows/pages/start/v4.json': v4(`/pages/${i}/title`) }).get('flows/pages/start/v4.json');
    expect(byRoute).toEqual(byPosition);
  });

  it('an unknown id is a flows:check error naming the file, the pointer and the ids there, with the likely one', () => {
    const v2 = { $schema: '../../schemas/meta/flow.schema.json', id: 'signup', version: 2, extends: 'signup@1', patch: [{ op: 'replace', path: '/steps/@mroe/title', value: 'More' }] };
    const { errors } = loadDefinitions(fixtureFiles({ 'flows/signup/v2.json': v2 }), fixtureOptions);
    expect(at(errors)).toEqual(['flows/signup/v2.json#/patch/0/path: cannot apply to signup@1: no item of the list has the id or route "mroe" (in /steps/@mroe/title; its items are "index", "more")']);
    expect(errors[0]?.fix).toContain('Did you mean "more"?');
  });

  it('refuses a name two items share (routing rows to one route), asking for the position', () => {
    const rows = { checklistRoutes: [{ statuses: ['A'], route: 'credit/social' }, { statuses: ['B'], route: 'credit/social' }] };
    expect(() => applyJsonPatch(rows, [{ op: 'remove', path: '/checklistRoutes/@credit~1social' }])).toThrow('2 items of the list are named "credit/social" (positions 0, 1');
  });
});

describe('an error in what a patch wrote names the pointer in the patch file too', () => {
  it('a routing row added by a new machine version: /checklistRoutes/N/route and /patch/1/value/route', () => {
    const v3 = resolvedWith({}).get('flows/application/v3.json') as { checklistRoutes: unknown[] };
    const v4 = {
      $schema: '../../schemas/meta/machine.schema.json',
      id: 'application',
      version: 4,
      extends: 'application@3',
      patch: [
        { op: 'test', path: '/defaultRoute', value: 'root' },
        { op: 'add', path: '/checklistRoutes/-', value: { statuses: ['CREDIT_NO_MATCH'], route: 'crdit/social' } },
      ],
    };
    const { errors } = loadDefinitions([...repoFiles, { path: 'flows/application/v4.json', json: v4 }], repoOptions);
    const n = v3.checklistRoutes.length;
    expect(at(errors)).toContain(`flows/application/v4.json#/checklistRoutes/${n}/route: route "crdit/social" is not an application route (written at flows/application/v4.json#/patch/1/value/route)`);
  }, 60_000);

  it('follows lists shifted by later operations, merged keys and @names; what the base holds names no patch', () => {
    const v2 = {
      $schema: '../../schemas/meta/flow.schema.json',
      id: 'signup',
      version: 2,
      extends: 'signup@1',
      merge: { title: 'msg:no.such.key' },
      patch: [
        { op: 'replace', path: '/steps/@more/schema', value: 'name@9' },
        { op: 'add', path: '/steps/0', value: { id: 'first', path: 'first', schema: 'nmae@1', title: 'First' } },
      ],
    };
    const { errors } = loadDefinitions(fixtureFiles({ 'flows/signup/v2.json': v2 }), fixtureOptions);
    const lines = at(errors);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^flows\/signup\/v2\.json#\/title: .*\(written at flows\/signup\/v2\.json#\/merge\/title\)$/),
        expect.stringMatching(/^flows\/signup\/v2\.json#\/steps\/0\/schema: .*\(written at flows\/signup\/v2\.json#\/patch\/1\/value\/schema\)$/),
        expect.stringMatching(/^flows\/signup\/v2\.json#\/steps\/2\/schema: .*\(written at flows\/signup\/v2\.json#\/patch\/0\/value\)$/),
      ]),
    );
    expect(errors.filter((e) => e.message.includes('written at')).map((e) => e.fix)).toEqual(
      expect.arrayContaining([expect.stringContaining('The pointer is into the resolved definition: flows/signup/v1.json')]),
    );
  });
});

describe("an error in what an earlier version's patch wrote names that patch file", () => {
  it('a step schema misspelt in v2 is reported in v3, which extends v2, as written at flows/signup/v2.json#/patch/0/value/schema', () => {
    const v2 = { $schema: '../../schemas/meta/flow.schema.json', id: 'signup', version: 2, extends: 'signup@1', patch: [{ op: 'add', path: '/steps/0', value: { id: 'first', path: 'first', schema: 'nmae@1', title: 'First' } }] };
    // v3 changes nothing near the step: the misspelt schema is v2's text, not v3's.
    const v3 = { $schema: '../../schemas/meta/flow.schema.json', id: 'signup', version: 3, extends: 'signup@2', patch: [{ op: 'test', path: '/steps/0/id', value: 'first' }] };
    const { errors } = loadDefinitions(fixtureFiles({ 'flows/signup/v2.json': v2, 'flows/signup/v3.json': v3 }), fixtureOptions);
    const schemaErrors = at(errors).filter((l) => l.includes('#/steps/0/schema:'));
    expect(schemaErrors).toEqual([
      expect.stringMatching(/^flows\/signup\/v2\.json#\/steps\/0\/schema: .*\(written at flows\/signup\/v2\.json#\/patch\/0\/value\/schema\)$/),
      expect.stringMatching(/^flows\/signup\/v3\.json#\/steps\/0\/schema: .*\(written at flows\/signup\/v2\.json#\/patch\/0\/value\/schema\)$/),
    ]);
  });
});

describe("a brand's own version of a page group (flows/pages/<group>/brands/<brand>/v<N>.json)", () => {
  const brandStart = (extra: Record<string, unknown> = {}) => ({
    $schema: '../../../../../schemas/meta/pages.schema.json',
    id: 'start',
    version: 1,
    extends: 'start@3',
    patch: [{ op: 'replace', path: '/pages/@start~1hmda/title', value: 'msg:page.hmda.lead' }],
    ...extra,
  });
  const load = (path: string, json: unknown) => loadDefinitions([...repoFiles, { path, json }], repoOptions);

  it('ships to that brand only: the loader, the build table the app loads from, the shared version unchanged', () => {
    const { definitions, errors } = load('flows/pages/start/brands/lakeshore/v1.json', brandStart());
    expect(errors).toEqual([]);
    expect(definitions.shippedPages['start']).toEqual({ key: 'start@3', brands: { LAKESHORE: 'start.lakeshore@1' } });
    expect(definitions.shippedPages['income']).toEqual({ key: expect.stringMatching(/^income@\d+$/), brands: {} });
    const title = (key: string) => definitions.pages[key]!.pages.find((p) => p.route === 'start/hmda')?.title;
    expect(title('start.lakeshore@1')).toBe('msg:page.hmda.lead');
    expect(title('start@3')).toBe('msg:page.hmda.title');
    expect(definitions.latestPages['start']?.version).toBe(3);
    const table = pageGroupsModule(definitions.shippedPages, (path) => `../../${path}`);
    expect(table).toContain('"start": { version: 3, conditions: "pages.start@3", load: () => import("../../flows/pages/start/v3.json").then((m) => m.default), brands: { "LAKESHORE": { version: 1, conditions: "pages.start.lakeshore@1", load: () => import("../../flows/pages/start/brands/lakeshore/v1.json")');
  }, 60_000);

  it('is refused in a folder that names no brand, and when it extends an older shared version without a pin', () => {
    expect(at(load('flows/pages/start/brands/lakeshor/v1.json', brandStart()).errors)).toEqual(['flows/pages/start/brands/lakeshor/v1.json#: brand folder "lakeshor" names no brand']);
    const old = brandStart({ extends: 'start@2', patch: [{ op: 'replace', path: '/pages/@start~1hmda/title', value: 'msg:page.hmda.lead' }] });
    const stale = load('flows/pages/start/brands/lakeshore/v1.json', old).errors;
    expect(at(stale)).toEqual([expect.stringContaining('flows/pages/start/brands/lakeshore/v1.json#/extends: the lakeshore brand still extends start@2, but start@3 ships')]);
    expect(stale[0]?.fix).toContain('Write flows/pages/start/brands/lakeshore/v2.json extending "start@3"');
    expect(load('flows/pages/start/brands/lakeshore/v1.json', { ...old, pin: { reason: 'Lakeshore keeps the first summary until its review' } }).errors).toEqual([]);
  }, 60_000);

  it('is refused when it drops a page of the shared version, which that brand would then not have', () => {
    const dropped = brandStart({ patch: [{ op: 'remove', path: '/pages/@start~1hmda' }] });
    expect(at(load('flows/pages/start/brands/lakeshore/v1.json', dropped).errors)).toEqual([
      'flows/pages/start/brands/lakeshore/v1.json#/pages: has no page for "start/hmda", which start@3 has: the lakeshore brand would get no page there',
    ]);
  }, 60_000);
});
