// flows:check on every parameter (issue 9 part 5): one bad edit per rule, made to a copy of the
// repository's definitions in memory, is reported with the file, the JSON pointer, the bad value
// and the nearest valid one. Rules: effect params and widget ui:options against
// schemas/meta/effects and schemas/meta/widgets, the machine's own checks on every version,
// enum labels one to one with enum values, set-password only in the final submit step.
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { memoLoadOptions } from './memo-load-options';
import { EFFECT_NAMES } from '../../src/engine/effect-names';
import { findDuplicateKeys } from '../../src/engine/json-duplicate-keys';
import { PAGE_EFFECTS } from '../../src/engine/page-vocabulary';
import { loadParamSchemas, paramSchemaAjv } from '../../src/engine/param-schemas-node';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);

// Edits reach deep into the JSON; any keeps the table readable.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;

/** The repository's definitions with one file's JSON changed by `edit` (or a file added). */
function checkWith(path: string, edit: (json: Json) => void, extra: DefinitionFile[] = []) {
  const original = files.find((f) => f.path === path);
  if (!original) throw new Error(`no ${path}`);
  const copy = structuredClone(original.json) as Json;
  edit(copy);
  const changed = files.map((f) => (f.path === path ? { path, json: copy, text: JSON.stringify(copy, null, 2) } : f));
  return report(loadDefinitions([...changed, ...extra], options).errors);
}

/** The repository's definitions with one file's raw text changed (for what JSON.parse hides). */
function checkText(path: string, edit: (text: string) => string) {
  const changed = files.map((f) => {
    if (f.path !== path || f.text === undefined) return f;
    const text = edit(f.text);
    return { path, json: JSON.parse(text) as unknown, text };
  });
  return report(loadDefinitions(changed, options).errors);
}

const report = (errors: { file: string; pointer: string; message: string; fix: string }[]) =>
  errors.map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message, fix: e.fix }));

const REG = 'flows/registration-v2/v1.json';
const LEGACY = 'flows/register/v1.json';
const START = 'flows/pages/start/v1.json';
const MACHINE = 'flows/application/v1.json';
const INCOME = 'schemas/steps/annual-income/v1.json';
const HMDA = 'schemas/steps/hmda/v1.json';

/** The confirmLowIncome check of registration-v2 (step annual-income, check 0). */
const lowIncome = (f: Json): Json => f['steps'][3]['checks'][0]['params'];
const LOW_INCOME_AT = `${REG}#/steps/3/checks/0/params`;
/** The save of start/hmda. */
const hmdaSave = (f: Json): Json => f['pages'][2]['actions'][0]['effects'][0]['params'];
const HMDA_SAVE_AT = `${START}#/pages/2/actions/0/effects/0/params`;

type Row = [name: string, file: string, edit: (f: Json) => void, at: string, message: string, fix: string];

describe('flows:check: every parameter checked', () => {
  it('passes the repository definitions', () => {
    expect(checkWith(REG, () => undefined)).toEqual([]);
  });

  it.each<Row>([
    // 1. effect parameters (flows, step validators, pages) and widget options
    ['an income threshold that is not a number', REG, (f) => (lowIncome(f)['threshold'] = 'abc'), `${LOW_INCOME_AT}/threshold`, '"abc" must be number', 'Nearest valid: 15000.'],
    ['a negative income threshold', REG, (f) => (lowIncome(f)['threshold'] = -5), `${LOW_INCOME_AT}/threshold`, '-5 is below the minimum 1', 'Nearest valid: 1.'],
    ['a threshold written as text', REG, (f) => (lowIncome(f)['threshold'] = '15000'), `${LOW_INCOME_AT}/threshold`, '"15000" must be number', 'Nearest valid: 15000.'],
    ['an income threshold written with a thousands separator', REG, (f) => (lowIncome(f)['threshold'] = '20,000'), `${LOW_INCOME_AT}/threshold`, '"20,000" must be number', 'Nearest valid: 20000.'],
    ['an income threshold above the income field\'s maximum (issue 22)', REG, (f) => (lowIncome(f)['threshold'] = 10000000), `${LOW_INCOME_AT}/threshold`, '10000000 is above the maximum of the field "income" (9999999): no answer can reach it', 'Use a value the field "income" accepts: from 0 to 9999999.'],
    ['a missing threshold', REG, (f) => delete lowIncome(f)['threshold'], `${LOW_INCOME_AT}/threshold`, 'effect confirmLowIncome needs the parameter "threshold"', 'Add "threshold": 15000.'],
    ['a misspelt parameter', REG, (f) => (lowIncome(f)['treshold'] = 15000), `${LOW_INCOME_AT}/treshold`, '"treshold" is not a parameter of effect confirmLowIncome', 'Did you mean "threshold"?'],
    ['a modal the flow does not define', REG, (f) => (lowIncome(f)['modal'] = 'lowIncom'), `${LOW_INCOME_AT}/modal`, 'modal "lowIncom" is not defined in this flow\'s modals', 'Did you mean "lowIncome"?'],
    ['a banner the flow does not define', REG, (f) => (f['steps'][0]['checks'][5]['params']['banner'] = 'disasterZips'), `${REG}#/steps/0/checks/5/params/banner`, 'banner "disasterZips" is not defined', 'Did you mean "disasterZip"?'],
    ['a parameter of the wrong type in the legacy flow', LEGACY, (f) => (f['submit'].find((e: Json) => e['effect'] === 'syncTracker')['params']['reload'] = 'yes'), `${LEGACY}#/submit/5/params/reload`, '"yes" must be boolean', 'Nearest valid: false.'],
    ['a page save with an unknown method', START, (f) => (hmdaSave(f)['method'] = 'PUTT'), `${HMDA_SAVE_AT}/method`, '"PUTT" is not one of "PUT", "POST", "PATCH"', 'Nearest valid: "PUT".'],
    ['a page save path that is not absolute', START, (f) => (hmdaSave(f)['path'] = 'service-application/api/v1/application/heloc/{uuid}/hmda'), `${HMDA_SAVE_AT}/path`, 'does not match ^/', 'Nearest valid: "/service-application/api/v1/application/heloc/{uuid}/hmda"'],
    ['a page effect without its required parameter', 'flows/pages/complete/v1.json', (f) => (f['pages'][0]['actions'][1]['effects'][0]['params'] = {}), 'flows/pages/complete/v1.json#/pages/0/actions/1/effects/0/params/to', 'effect navigate needs the parameter "to"', 'Add "to": "/dashboard".'],
    ['a parameter on an effect that takes none', START, (f) => (f['pages'][2]['actions'][0]['effects'][1]['params'] = { refetch: true }), `${START}#/pages/2/actions/0/effects/1/params/refetch`, '"refetch" is not a parameter of effect route', 'takes none'],
    ['a validator age that is text', 'schemas/steps/birthdate/v2.json', (f) => (f['validators'][0]['params']['years'] = '18'), 'schemas/steps/birthdate/v2.json#/validators/0/params/years', '"18" must be integer', 'Nearest valid: 18.'],
    ['a widget option out of range', 'schemas/steps/leave-survey/v1.json', (f) => (f['uiSchema']['comment']['ui:options']['rows'] = 0), 'schemas/steps/leave-survey/v1.json#/uiSchema/comment/ui:options/rows', '0 is below the minimum 1', 'Nearest valid: 1.'],
    ['a misspelt widget option', 'schemas/steps/leave-survey/v1.json', (f) => (f['uiSchema']['reason']['ui:options'] = { colums: 1 }), 'schemas/steps/leave-survey/v1.json#/uiSchema/reason/ui:options/colums', '"colums" is not an option of widget radioCards', 'Did you mean "columns"?'],
    ['an option of a widget used by default (text)', 'schemas/steps/legal-name/v1.json', (f) => (f['uiSchema']['firstName']['ui:options']['autocomplete'] = 'Given Name'), 'schemas/steps/legal-name/v1.json#/uiSchema/firstName/ui:options/autocomplete', '"Given Name" does not match', 'Nearest valid: "given-name".'],
    ['a checkbox option naming a value the field lacks', HMDA, (f) => (f['uiSchema']['sex']['ui:options']['exclusive'] = ['DO_NOT_WISHH']), `${HMDA}#/uiSchema/sex/ui:options/exclusive/0`, '"DO_NOT_WISHH" is not a value of the field\'s enum', 'Nearest valid: "DO_NOT_WISH".'],
    ['a checkbox parent that is not a value', HMDA, (f) => (f['uiSchema']['race']['ui:options']['children']['ASIANN'] = f['uiSchema']['race']['ui:options']['children']['ASIAN']), `${HMDA}#/uiSchema/race/ui:options/children/ASIANN`, '"ASIANN" is not a value of the field\'s enum', 'Nearest valid: "ASIAN".'],
    ['an unknown widget', INCOME, (f) => (f['uiSchema']['employmentType']['ui:widget'] = 'radioCard'), `${INCOME}#/uiSchema/employmentType/ui:widget`, '"radioCard" is not a widget', 'Did you mean "radioCards"?'],
    ['a field option reading a path not in the context', 'schemas/steps/offer-choice/v1.json', (f) => (f['uiSchema']['offerChoice']['ui:options']['offers'] = 'application.offerz'), 'schemas/steps/offer-choice/v1.json#/uiSchema/offerChoice/ui:options/offers', '"application.offerz" is not in the context', 'Did you mean "offers"?'],
    // 3. enum labels
    ['an enum with one label too few', INCOME, (f) => f['uiSchema']['employmentType']['ui:enumNames'].pop(), `${INCOME}#/uiSchema/employmentType/ui:enumNames`, 'has 8 labels for the 9 values of its enum', 'add "msg:employment.UNEMPLOYED" for "UNEMPLOYED" (value 9)'],
    ['an enum with a label missing in the middle', INCOME, (f) => f['uiSchema']['employmentType']['ui:enumNames'].splice(2, 1), `${INCOME}#/uiSchema/employmentType/ui:enumNames`, 'has 8 labels for the 9 values', 'add "msg:employment.FULL_TIME" for "FULL_TIME" (value 3)'],
    ['an enum with one label too many', INCOME, (f) => f['uiSchema']['employmentType']['ui:enumNames'].push('msg:employment.STUDENT'), `${INCOME}#/uiSchema/employmentType/ui:enumNames`, 'has 10 labels for the 9 values of its enum', 'remove "msg:employment.STUDENT"'],
    ['a checkbox list with one label too few', HMDA, (f) => f['uiSchema']['sex']['ui:enumNames'].splice(0, 1), `${HMDA}#/uiSchema/sex/ui:enumNames`, 'has 2 labels for the 3 values of its enum', 'add a label for "FEMALE" (value 1)'],
    // 4. set-password only in the final submit step
    ['set-password moved to an earlier step', REG, (f) => {
      f['steps'][6]['schema'] = ['phone-and-email@1', 'set-password@1'];
      f['steps'][7]['schema'] = 'accept-consents@1';
    }, `${REG}#/steps/6/schema/1`, 'set-password@1 is in step "phone-and-email", but set-password must be in the final submit step ("set-password")', 'Move set-password@1 to step "set-password"'],
    ['a step added after set-password', REG, (f) => f['steps'].push({ id: 'review', path: 'review', schema: 'for-sale@1', title: 'msg:step.index.title' }), `${REG}#/steps/7/schema/0`, 'set-password must be in the final submit step ("review")', 'the last step not always skipped'],
    ['set-password in the legacy flow\'s first page', LEGACY, (f) => f['steps'][0]['schema'].push('set-password@1'), `${LEGACY}#/steps/0/schema/3`, 'must be in the final submit step ("account-setup")', 'Move set-password@1'],
    // 2. the machine's own checks
    ['an unknown state in a state route', MACHINE, (f) => (f['stateRoutes'][0]['state'] = 'ssnCredt'), `${MACHINE}#/stateRoutes/0/state`, 'State "ssnCredt" is not one of states', 'Did you mean "ssnCredit"?'],
    ['an unknown route', MACHINE, (f) => (f['stateRoutes'][0]['route'] = 'credit/socal'), `${MACHINE}#/stateRoutes/0/route`, 'route "credit/socal" is not an application route', 'Did you mean "credit/social"?'],
    ['an unknown route in the checklist table', MACHINE, (f) => (f['checklistRoutes'][0]['route'] = 'credit/socail'), `${MACHINE}#/checklistRoutes/0/route`, 'route "credit/socail" is not an application route', 'Did you mean "credit/social"?'],
    ['an unknown from-state', MACHINE, (f) => (f['events']['softCreditNoMatch']['from'][0] = 'profil'), `${MACHINE}#/events/softCreditNoMatch/from/0`, 'From-state "profil" is not one of states', 'Did you mean "profile"?'],
    ['an unknown target state', MACHINE, (f) => (f['events']['creditLocked']['to'] = 'errorCredt'), `${MACHINE}#/events/creditLocked/to`, 'Target state "errorCredt" is not one of states', 'Did you mean "errorCredit"?'],
    ['a trigger naming an unknown event', MACHINE, (f) => (f['triggers'][0]['event'] = 'lienInf'), `${MACHINE}#/triggers/0/event`, 'Unknown event "lienInf"', 'Did you mean "lienInfo"?'],
  ])('reports %s', (_name, file, edit, at, message, fix) => {
    const errors = checkWith(file, edit);
    const hit = errors.find((e) => e.at === at);
    expect(hit, JSON.stringify(errors, null, 1)).toBeDefined();
    expect(hit?.message).toContain(message);
    expect(hit?.fix).toContain(fix);
  });

  it('reports a machine event key written twice (JSON.parse would keep only the second)', () => {
    const errors = checkText(MACHINE, (t) => t.replace('"creditFrozen": {', '"creditLocked": {'));
    const hit = errors.find((e) => e.at === `${MACHINE}#/events/creditLocked`);
    expect(hit, JSON.stringify(errors, null, 1)).toBeDefined();
    expect(hit?.message).toMatch(/^key "creditLocked" is written twice \(lines \d+ and \d+\); JSON keeps only the second$/);
    expect(hit?.fix).toContain('each machine event once');
  });

  it('reports a key written twice inside a patch file (the machine\'s v3 patch), where JSON.parse would silently keep the second (issue 22)', () => {
    const PATCHED = 'flows/application/v3.json';
    const errors = checkText(PATCHED, (t) => t.replace('"route": "merchant/review"', '"route": "merchant/review",\n        "route": "hold"'));
    const hit = errors.find((e) => e.at === `${PATCHED}#/patch/0/value/route`);
    expect(hit, JSON.stringify(errors, null, 1)).toBeDefined();
    expect(hit?.message).toMatch(/^key "route" is written twice \(lines \d+ and \d+\); JSON keeps only the second$/);
  });

  it("reports a machine event written twice in a new version's merge (the issue's second bpoEscalate, which would drop docVerify and incomeReview)", () => {
    const v = Math.max(...files.flatMap((f) => /^flows\/application\/v(\d+)\.json$/.exec(f.path)?.[1] ?? []).map(Number));
    const path = `flows/application/v${v + 1}.json`;
    const text = `{
  "$schema": "../../schemas/meta/machine.schema.json",
  "id": "application",
  "version": ${v + 1},
  "extends": "application@${v}",
  "merge": {
    "events": {
      "bpoEscalate": { "from": ["docVerify", "incomeReview"], "to": "bpo" },
      "bpoEscalate": { "from": ["conditions"], "to": "bpo" }
    }
  }
}`;
    const errors = report(loadDefinitions([...files, { path, json: JSON.parse(text) as unknown, text }], options).errors);
    const hit = errors.find((e) => e.at === `${path}#/merge/events/bpoEscalate`);
    expect(hit, JSON.stringify(errors, null, 1)).toBeDefined();
    expect(hit?.message).toBe('key "bpoEscalate" is written twice (lines 8 and 9); JSON keeps only the second');
    expect(hit?.fix).toContain('each machine event once');
  });

  it('reports a routing row that can never apply: an earlier row without a condition takes its status (issue 22)', () => {
    const next = 1 + Math.max(...files.map((f) => Number(/^flows\/application\/v([0-9]+)\.json$/.exec(f.path)?.[1] ?? 0)));
    const file = `flows/application/v${next}.json`;
    const shadowed: DefinitionFile = {
      path: file,
      json: { $schema: '../../schemas/meta/machine.schema.json', id: 'application', version: next, extends: `application@${next - 1}`, patch: [
        { op: 'add', path: '/checklistRoutes/-', value: { statuses: ['HMDA'], route: 'start/contact' } },
        { op: 'add', path: '/stateRoutes/-', value: { state: 'hmda', route: 'start/contact' } },
      ] },
    };
    const errors = report(loadDefinitions([...files, shadowed], options).errors).filter((e) => e.at.startsWith(file));
    const row = errors.find((e) => /never applies to "HMDA"/.test(e.message));
    expect(row, JSON.stringify(errors, null, 1)).toBeDefined();
    expect(row?.at).toMatch(new RegExp(`^${file}#/checklistRoutes/\\d+/statuses/0$`));
    expect(row?.message).toMatch(/row \d+ \(route "start\/hmda"\) takes "HMDA" first, with no condition/);
    expect(row?.fix).toMatch(/Give row \d+ a "when"/);
    const state = errors.find((e) => /^state row \d+ never applies/.test(e.message));
    expect(state?.at, JSON.stringify(errors, null, 1)).toMatch(/#\/stateRoutes\/\d+\/state$/);
  });

  it('accepts a later row for the same status when the earlier one has a condition (flood cert before signdocs)', () => {
    expect(report(loadDefinitions(files, options).errors).filter((e) => /never applies/.test(e.message))).toEqual([]);
  });

  it("refuses a modal id written twice with seed 001 §8's 'Duplicate modal id' (issue 23)", () => {
    const errors = checkText(LEGACY, (t) => t.replace('"newYorkOutside": {', '"newYorkInside": {'));
    const hit = errors.find((e) => e.at === `${LEGACY}#/modals/newYorkInside`);
    expect(hit, JSON.stringify(errors, null, 1)).toBeDefined();
    expect(hit?.message).toMatch(/^Duplicate modal id "newYorkInside" \(lines \d+ and \d+\); JSON keeps only the second$/);
  });

  it("proposes a new version of the key's own catalogue for an unknown brand message key, never an edit of a published file (issue 22)", () => {
    const brand = 'brands/lakeshore/brand.json';
    const newest = (folder: string) => Math.max(...files.map((f) => Number(new RegExp(`^flows/messages/${folder}v([0-9]+)\\.json$`).exec(f.path)?.[1] ?? 0)));
    const portal = newest('portal/');
    const main = newest('');
    const errors = checkWith(brand, (f) => {
      f['messages'] = { ...(f['messages'] ?? {}), 'chat.launcher.newThing': 'Talk to us', 'zzz.unrelated': 'x' };
    });
    const inBundle = errors.find((e) => e.at === `${brand}#/messages/chat.launcher.newThing`);
    expect(inBundle?.fix, JSON.stringify(errors, null, 1)).toContain(`flows/messages/portal/v${portal + 1}.json with "extends": "portal@${portal}"`);
    expect(inBundle?.fix).toContain(`npm run flows:publish -- flows/messages/portal/v${portal + 1}.json`);
    const unrelated = errors.find((e) => e.at === `${brand}#/messages/zzz.unrelated`);
    expect(unrelated?.fix).toContain(`flows/messages/v${main + 1}.json with "extends": "messages@${main}"`);
  });

  it('runs the machine checks on every machine version, not only the latest', () => {
    const next = 1 + Math.max(...files.map((f) => Number(/^flows\/application\/v([0-9]+)\.json$/.exec(f.path)?.[1] ?? 0)));
    // The later version is a copy of the newest (v1 itself, shipped, would strand uwReview: issue 26's reachability check).
    const newest = files.find((f) => f.path === `flows/application/v${next - 1}.json`)!;
    const later: DefinitionFile = { path: `flows/application/v${next}.json`, json: { ...(newest.json as Json), version: next } };
    const errors = checkWith(MACHINE, (f) => (f['initial'] = 'profil'), [later]);
    expect(errors).toContainEqual(expect.objectContaining({ at: `${MACHINE}#/initial`, message: 'Initial state "profil" is not one of states' }));
    expect(errors.filter((e) => e.at.startsWith(later.path))).toEqual([]);
  });
});

describe('parameter schemas', () => {
  const schemas = loadParamSchemas(root)!;

  it('exist for every effect a flow, step or page may name, and for no other', () => {
    const names = [...new Set<string>([...EFFECT_NAMES, ...PAGE_EFFECTS])].sort();
    expect(Object.keys(schemas.effects).sort()).toEqual(names);
  });

  it('exist for every widget and custom field the renderer registers, and for no other', async () => {
    const { widgets } = await import('../../src/renderer/widgets/index');
    const { fields } = await import('../../src/renderer/rjsf/fields');
    const { widgetNames } = await import('../../src/engine/param-checks');
    const named = widgetNames(schemas);
    expect(named.widgets.sort()).toEqual(Object.keys(widgets).sort());
    // rjsf's structural fields (SchemaField, ObjectField, ...) are capitalised; ours are not.
    expect(named.fields.sort()).toEqual(Object.keys(fields).filter((f) => /^[a-z]/.test(f)).sort());
  });

  it('compile under strict ajv (a misspelt keyword in a schema fails here)', () => {
    const ajv = paramSchemaAjv();
    for (const s of [...Object.values(schemas.effects), ...Object.values(schemas.widgets)]) expect(() => ajv.compile(s as object)).not.toThrow();
  });

  it('give each required parameter an example, the value the fix suggests', () => {
    for (const [name, s] of Object.entries(schemas.effects) as [string, Json][]) {
      for (const key of (s['required'] ?? []) as string[]) {
        expect(s['properties'][key]?.['examples'], `${name}.${key}`).toBeDefined();
      }
    }
  });
});

describe('findDuplicateKeys', () => {
  it('names each key written twice with its object pointer and lines, at any depth', () => {
    const text = '{\n "a": 1,\n "b": { "x": [ { "k": 1, "k": 2 } ] },\n "a": 3\n}';
    expect(findDuplicateKeys(text)).toEqual([
      { pointer: '/b/x/0', key: 'k', firstLine: 3, line: 3 },
      { pointer: '', key: 'a', firstLine: 2, line: 4 },
    ]);
  });

  it('finds nothing in well-formed JSON without repeats, escaped quotes included', () => {
    expect(findDuplicateKeys('{"a\\"b": 1, "a": "x\\"y", "n": [1, -2.5e3, true, null]}')).toEqual([]);
  });
});
