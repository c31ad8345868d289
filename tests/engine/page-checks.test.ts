// flows:check on application page files: a bad edit to the repository's pages is reported
// with file, JSON pointer, the bad value and the nearest valid one.
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { memoLoadOptions } from './memo-load-options';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);

type Json = Record<string, unknown>;
type Page = Json & { route: string };

/** The repository's definitions with one pages file changed by `edit`. */
function checkWith(path: string, edit: (file: { pages: Page[] } & Json) => void) {
  const changed: DefinitionFile[] = files.map((f) => {
    if (f.path !== path) return f;
    const copy = structuredClone(f.json) as { pages: Page[] } & Json;
    edit(copy);
    return { path: f.path, json: copy };
  });
  return loadDefinitions(changed, options).errors.map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message, fix: e.fix }));
}

const START = 'flows/pages/start/v1.json';
const ERROR = 'flows/pages/error/v1.json';
const page = (file: { pages: Page[] }, route: string): Page => {
  const p = file.pages.find((x) => x.route === route);
  if (!p) throw new Error(route);
  return p;
};

describe('flows:check on application pages', () => {
  it('passes the repository pages: every route declared once', () => {
    expect(checkWith(START, () => undefined)).toEqual([]);
  });

  it.each<[string, string, (f: { pages: Page[] } & Json) => void, string, string, string]>([
    ['an unknown route', START, (f) => (page(f, 'start/hmda').route = 'start/hmdaa'), `${START}#/pages/2/route`, '"start/hmdaa" is not an application route', 'Did you mean "start/hmda"?'],
    ['a route declared twice (and so another missing)', START, (f) => (page(f, 'start/contact').route = 'start/hmda'), `${START}#/pages/3/route`, 'route "start/hmda" is also declared', 'Declare each route once'],
    ['a route in the wrong group file', START, (f) => (page(f, 'start/contact').route = 'hold'), `${START}#/pages/3/route`, 'route "hold" is not in the group "start"', 'flows/pages/hold/'],
    ['a context path that does not exist', START, (f) => ((page(f, 'start/profile')['prefill'] as Json)['dob'] = 'profile.birthday'), `${START}#/pages/1/prefill/dob`, '"profile.birthday" is not in the context', 'schemas/meta/context.schema.json'],
    ['a compact condition on a misspelt path', ERROR, (f) => ((page(f, 'error/decline')['display'] as Json[])[0]!['when'] = { 'aplication.decline': { exists: true } }), `${ERROR}#/pages/1/display/0/when/aplication.decline`, 'not in the context', 'Did you mean "application"?'],
    ['an unknown compact operator', ERROR, (f) => ((page(f, 'error/decline')['display'] as Json[])[0]!['when'] = { 'application.decline': { exist: true } }), `${ERROR}#/pages/1/display/0/when/application.decline/exist`, '"exist" is not a compact condition operator', 'Did you mean "exists"?'],
    ['an unknown effect', START, (f) => (((page(f, 'start/hmda')['actions'] as Json[])[0]!['effects'] as Json[])[0]!['effect'] = 'sav'), `${START}#/pages/2/actions/0/effects/0/effect`, '"sav" is not a page effect', 'Did you mean "save"?'],
    ['a save without its API schema', START, (f) => ((((page(f, 'start/hmda')['actions'] as Json[])[0]!['effects'] as Json[])[0]!['params'] as Json)['api'] = 'hmdaa'), `${START}#/pages/2/actions/0/effects/0/params/api`, 'request schema "hmdaa" is not in schemas/api', 'Did you mean "hmda"?'],
    ['a missing step schema', START, (f) => (page(f, 'start/hmda')['schema'] = 'hmda@9'), `${START}#/pages/2/schema`, 'step schema hmda@9 does not exist', 'schemas/steps/hmda/v9.json'],
    ['an unknown display format', ERROR, (f) => ((page(f, 'error/decline')['display'] as Json[])[0]!['format'] = 'lists'), `${ERROR}#/pages/1/display/0/format`, '"lists" is not a display format', 'Did you mean "list"?'],
    ['a named condition that is not defined', START, (f) => ((page(f, 'start/profile')['display'] as Json[])[0]!['when'] = 'hasProperty'), `${START}#/pages/1/display/0/when`, 'condition "hasProperty" is not defined in this file', 'Add it under "conditions"'],
    ['a group index that is not a redirect', START, (f) => { const p = page(f, 'start'); delete p['to']; Object.assign(p, { kind: 'info', title: 'x', actions: [] }); }, `${START}#/pages/0/kind`, 'must be a redirect', 'parent'],
    ['a misspelt form field in a save body (its value would be left out)', START, (f) => ((((page(f, 'start/contact')['actions'] as Json[])[0]!['effects'] as Json[])[0]!['params'] as Json)['body'] as Json)['ownership'] = { $form: 'ownershp' }, `${START}#/pages/3/actions/0/effects/0/params/body/ownership/$form`, '"ownershp" is not a field of the page\'s form', 'Did you mean "ownership"?'],
    ['a misspelt nested form path', START, (f) => ((((page(f, 'start/hmda')['actions'] as Json[])[0]!['effects'] as Json[])[0]!['params'] as Json)['body'] as Json)['race'] = { $form: 'race.kind' }, `${START}#/pages/2/actions/0/effects/0/params/body/race/$form`, '"kind" is not a field of the form\'s race', 'Use a field'],
    ['a misspelt picked key of a list', 'flows/pages/identity/v1.json', (f) => ((((page(f, 'identity')['actions'] as Json[])[0]!['effects'] as Json[])[0]!['params'] as Json)['body'] as Json)['front'] = { $form: 'front', $pick: ['idd'] }, 'flows/pages/identity/v1.json#/pages/0/actions/0/effects/0/params/body/front/$pick/0', '"idd" is not a field of the form\'s front', 'Did you mean "id"?'],
    ['an unsupported calendar kind (seed 001 §8)', START, (f) => (page(f, 'start/hmda')['calendar'] = { startsAt: 'application.requestedManualNotaryTime', minutes: 30, title: 'x', kinds: ['google', 'yahoo'] }), `${START}#/pages/2/calendar/kinds/1`, 'Unsupported calendar type: yahoo', 'Use one of google, outlook, ics'],
    ['a calendar instant outside the context', START, (f) => (page(f, 'start/hmda')['calendar'] = { startsAt: 'notarySlots.reservaton.startsAt', minutes: 30, title: 'x' }), `${START}#/pages/2/calendar/startsAt`, 'is not in the context', 'Did you mean "reservation"?'],
    ['a form page without a submit action', START, (f) => delete ((page(f, 'start/hmda')['actions'] as Json[])[0] as Json)['submit'], `${START}#/pages/2/actions`, 'no action with "submit": true', 'submit'],
  ])('reports %s', (_name, file, edit, at, message, fix) => {
    const errors = checkWith(file, edit);
    const hit = errors.find((e) => e.at === at);
    expect(hit, JSON.stringify(errors, null, 1)).toBeDefined();
    expect(hit?.message).toContain(message);
    expect(hit?.fix).toContain(fix);
  });

  it('reports a route of seed 000 §2 that no page declares', () => {
    const errors = checkWith(START, (f) => (f.pages = f.pages.filter((p) => p.route !== 'start/app-summary')));
    expect(errors).toContainEqual(expect.objectContaining({ at: `${START}#/pages`, message: 'route "start/app-summary" has no page' }));
  });
});
