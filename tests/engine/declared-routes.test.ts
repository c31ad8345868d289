// Issue 22 'A new page cannot be added by JSON alone': an ops person adds a page with a route
// seed 000 does not list, by JSON alone, to a copy of the repository's definitions: its group
// declares the route ("routes"), a new machine version routes a status there, and the checker
// passes; the page is found by its route and the routing tables choose it. The same page that
// nothing reaches, or whose route no group declares, is refused with its file and the fix.
import { describe, expect, it } from 'vitest';
import { isApplicationRoute } from '../../src/server/routes/vendors';
import { knownRoutes } from '../../src/engine/application-routes';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles, readResolvedFiles } from '../../src/engine/definitions-node';
import { findPage } from '../../src/engine/pages';
import { resolveRoute } from '../../src/engine/routing';
import type { ApplicationContext } from '../../src/engine/machine';
import { memoLoadOptions } from './memo-load-options';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);

/** The highest version of a folder of versions, as written (what ships). */
function newest(dir: string): { path: string; version: number } {
  const versions = files.map((f) => new RegExp(`^${dir}/v(\\d+)\\.json$`).exec(f.path)).filter((m) => m !== null).map((m) => Number(m[1]));
  const version = Math.max(...versions);
  return { path: `${dir}/v${version}.json`, version };
}

const START = newest('flows/pages/start');
const MACHINE = newest('flows/application');
const PAGES_FILE = `flows/pages/start/v${START.version + 1}.json`;
const MACHINE_FILE = `flows/application/v${MACHINE.version + 1}.json`;
const ROUTE = 'start/employment';
const PAGE = { route: ROUTE, kind: 'info', title: 'msg:page.decline.title', body: [{ text: 'msg:page.contact.body' }], actions: [{ label: 'msg:page.action.dashboard', primary: true, effects: [{ effect: 'navigate', params: { to: '/dashboard' } }] }] };

/** The new start version: the page, with its route declared unless `declare` is false. */
const startVersion = (declare = true): DefinitionFile => {
  const patch = [...(declare ? [{ op: 'add', path: '/routes', value: [ROUTE] }] : []), { op: 'add', path: '/pages/-', value: PAGE }];
  const json = { $schema: '../../../schemas/meta/pages.schema.json', id: 'start', version: START.version + 1, extends: `start@${START.version}`, patch };
  return { path: PAGES_FILE, json, text: JSON.stringify(json, null, 2) };
};
/** A new machine version whose first checklist row sends EMPLOYMENT_REVIEW to the new page. */
const machineVersion = (): DefinitionFile => {
  const json = { $schema: '../../schemas/meta/machine.schema.json', id: 'application', version: MACHINE.version + 1, extends: `application@${MACHINE.version}`, patch: [{ op: 'add', path: '/checklistRoutes/0', value: { statuses: ['EMPLOYMENT_REVIEW'], route: ROUTE } }] };
  return { path: MACHINE_FILE, json, text: JSON.stringify(json, null, 2) };
};

const check = (extra: DefinitionFile[]) => loadDefinitions([...files, ...extra], options);
const said = (errors: { file: string; pointer: string; message: string; fix: string }[]) => errors.map((e) => `${e.file}#${e.pointer}: ${e.message} | fix: ${e.fix}`);

describe('a page with a route of its own, by JSON alone', () => {
  it('passes when its group declares the route and a routing row reaches it; the page resolves and the routing tables choose it', () => {
    const { errors, definitions } = check([startVersion(), machineVersion()]);
    expect(said(errors)).toEqual([]);
    // The app's page loading ships the group's newest version (src/generated/page-groups.js from shippedPages).
    expect(definitions.shippedPages['start']?.key).toBe(`start@${START.version + 1}`);
    const file = definitions.pages[definitions.shippedPages['start']!.key]!;
    expect(findPage([file], ROUTE)?.page).toMatchObject({ route: ROUTE, kind: 'info' });
    const ctx = { profile: {}, application: {}, status: { checklistStatus: 'EMPLOYMENT_REVIEW' } } as unknown as ApplicationContext;
    expect(resolveRoute(definitions.machine!, { status: 'EMPLOYMENT_REVIEW', state: definitions.machine!.initial, ctx }, () => true)).toMatchObject({ route: ROUTE, source: 'checklist' });
    // The sandbox's vendor return accepts it once a shipped group declares it.
    expect(isApplicationRoute(ROUTE, knownRoutes([]))).toBe(false);
    expect(isApplicationRoute(ROUTE, knownRoutes([file]))).toBe(true);
  }, 60_000); // the first whole load compiles every step schema and condition once (memo-load-options.ts)

  it('passes when another page links to it instead of a routing row', () => {
    const linked = startVersion();
    const json = linked.json as { patch: unknown[] };
    // The new page is reached by a button added to the first shipped start page that has actions.
    const pages = (readResolvedFiles(root).get(START.path) as { pages: { actions?: unknown[] }[] }).pages;
    const from = pages.findIndex((p) => Array.isArray(p.actions));
    json.patch.push({ op: 'add', path: `/pages/${from}/actions/-`, value: { label: 'msg:page.action.dashboard', effects: [{ effect: 'navigate', params: { to: ROUTE } }] } });
    expect(said(check([{ ...linked, text: JSON.stringify(json) }]).errors)).toEqual([]);
  });

  it('is refused, naming the page and its file, when no routing row, state row or link reaches it', () => {
    const { errors } = check([startVersion()]);
    const at = errors.filter((e) => e.file === PAGES_FILE);
    expect(at).toHaveLength(1);
    expect(at[0]!.message).toContain(`the page "${ROUTE}" (declared in "routes") is reached by no routing row, state row or link, so no applicant can open it`);
    expect(at[0]!.pointer).toMatch(/^\/pages\/\d+$/);
    expect(at[0]!.fix).toContain(`a new version ${MACHINE_FILE}`);
  });

  it('is refused when its group does not declare the route: the fix says how to declare it and suggests no unrelated route', () => {
    const { errors } = check([startVersion(false), machineVersion()]);
    const page = errors.find((e) => e.file === PAGES_FILE && e.pointer.endsWith('/route'));
    expect(page?.message).toMatch(new RegExp(`^"${ROUTE}" is not an application route \\(written at ${PAGES_FILE}#/patch/0/value/route\\)$`));
    expect(page?.fix).toContain(`{ "op": "add", "path": "/routes", "value": ["${ROUTE}"] }`);
    expect(page?.fix).toContain('schemas/meta/application-routes.json');
    expect(page?.fix).not.toContain('Did you mean');
    // The routing row naming it is refused too, until a group declares it.
    expect(errors.find((e) => e.file === MACHINE_FILE)?.message).toContain(`route "${ROUTE}" is not an application route`);
  });

  it('a declared route without a page is named at its declaration', () => {
    const json = { $schema: '../../../schemas/meta/pages.schema.json', id: 'start', version: START.version + 1, extends: `start@${START.version}`, patch: [{ op: 'add', path: '/routes', value: [ROUTE] }] };
    const { errors } = check([{ path: PAGES_FILE, json, text: JSON.stringify(json) }]);
    expect(said(errors.filter((e) => e.file === PAGES_FILE))).toEqual([
      expect.stringContaining(`${PAGES_FILE}#/routes/0: route "${ROUTE}" is declared but no page has it`),
    ]);
  });
});
