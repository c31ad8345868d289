// Issue 22: docs/ops-guide.md's ten recipes, each applied as the guide shows it (its code
// blocks, tests/engine/ops-guide-recipes.ts) to one temporary copy of the repository, undone
// after each: flows:check passes, the recipe's publish line puts its files in the lock, and the
// resolved definitions hold what the request asked for. Each recipe's commonest mistake is then
// written and the checker says what the guide quotes.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv } from 'ajv';
import ajvErrors from 'ajv-errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatError } from '../../scripts/flows-check';
import { runFlowsPublish } from '../../scripts/flows-publish';
import { resolveBrand } from '../../src/engine/brand-resolution';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import type { Definitions } from '../../src/engine/definitions';
import { checkDefinitionsAt, readDefinitionFiles, readLock, STEP_AJV_OPTIONS } from '../../src/engine/definitions-node';
import { transition, type ApplicationContext } from '../../src/engine/machine';
import { createTranslator } from '../../src/engine/messages';
import { findPage } from '../../src/engine/pages';
import { LOCK_FILE } from '../../src/engine/published-lock';
import { readRequestFiles } from '../../src/engine/request-schemas-node';
import { resolveRoute } from '../../src/engine/routing';
import type { BrandDefinition, FlowDefinition, JsonSchema } from '../../src/engine/types';
import { loadValidators } from '../../src/server/validation';
import { FLOW_IDS, brandWording } from '../app/brand-wording';
import { memoLoadOptions } from './memo-load-options';
import { applyBlocks, readRecipes, type Recipe } from './ops-guide-recipes';

const ROOT = join(import.meta.dirname, '..', '..');
const copy = mkdtempSync(join(tmpdir(), 'heloc-ops-'));
for (const name of ['flows', 'schemas', 'brands', LOCK_FILE]) cpSync(join(ROOT, name), join(copy, name), { recursive: true });
afterAll(() => rmSync(copy, { recursive: true, force: true }));
// flows:check on the copy (what scripts/flows-check.ts runs, request schemas included), its compiled schemas remembered across recipes.
const options = memoLoadOptions(copy);
const check = (root: string) => checkDefinitionsAt(root, undefined, options);

const recipes = readRecipes();
const recipe = (n: number): Recipe => recipes.find((r) => r.n === n)!;
const evaluate = createRuntimeEvaluator();
const ctx = (status: Record<string, unknown> = {}) => ({ profile: {}, application: {}, status }) as unknown as ApplicationContext;

/** The text snapshots by name, as tests/app/brand-flow-snapshots.test.ts and brand-page-snapshots.test.ts take them. */
function textSnapshots(d: Definitions): Record<string, string> {
  const w = brandWording(copy, d);
  const out: Record<string, string> = {};
  for (const id of FLOW_IDS) {
    for (const b of w.brands) out[`${id} under ${b.orgCode}`] = JSON.stringify({ olderAuthMode: w.registration(id, b, false), newerAuthMode: w.registration(id, b, true) });
  }
  for (const b of w.brands) out[`application pages under ${b.orgCode}`] = JSON.stringify(w.pages(b));
  return out;
}
let pristine: Record<string, string> | undefined;
// The first load compiles every step schema and condition once (memo-load-options.ts); later ones reuse them.
beforeAll(() => {
  pristine = textSnapshots(check(copy).definitions);
}, 120_000);
/** The names of the text snapshots that `d` changes or adds, compared with the repository's. */
function changedSnapshots(d: Definitions): string[] {
  const now = textSnapshots(d);
  return Object.keys(now).filter((name) => now[name] !== pristine![name]).sort();
}
const everyBrand = (name: (org: string) => string): string[] => ['BROKERLINK', 'EMPIRE', 'HOMELINE', 'LAKESHORE', 'PINECREST'].map(name);

// The request schemas' versions count too (schemas/api/<call>/v<N>.json).
const repoPaths = [...readDefinitionFiles(ROOT), ...readRequestFiles(ROOT)].map((f) => f.path);
/** The highest version in a folder of versions of the repository (0 for none). */
const newestIn = (folder: string): number =>
  Math.max(0, ...repoPaths.flatMap((p) => (p.startsWith(`${folder}/v`) ? [Number(/^v(\d+)\.json$/.exec(p.slice(folder.length + 1))?.[1] ?? 0)] : [])));
/**
 * Why a recipe no longer fits the repository: a version it writes is not the next one, or a
 * brand version it writes extends a shared version older than the newest (another session
 * shipped one since the guide was written).
 */
function stale(r: Recipe): string[] {
  return r.writes.flatMap((b) => {
    const m = b.action === 'file' ? /^(.*)\/v(\d+)\.json$/.exec(b.path) : null;
    if (!m) return [];
    const [, folder = '', version = '0'] = m;
    const why: string[] = [];
    if (newestIn(folder) !== Number(version) - 1) why.push(`${b.path}: the newest version in ${folder}/ is v${newestIn(folder)}`);
    const shared = /^(.*)\/brands\/[^/]+$/.exec(folder)?.[1];
    const base = Number(/@(\d+)$/.exec(String((JSON.parse(b.text) as { extends?: string }).extends))?.[1]);
    // A brand version extends the newest shared version, or the one the recipe itself writes.
    const written = r.writes.some((w) => w.path === `${shared}/v${base}.json`);
    if (shared !== undefined && base !== newestIn(shared) && !written) why.push(`${b.path}: extends @${base}, the newest in ${shared}/ is v${newestIn(shared)}`);
    return why;
  });
}

/** Applies recipe n, checks and publishes it, hands the resolved definitions to `assert`, then undoes it. */
function withRecipe(n: number, assert: (d: Definitions) => void): void {
  const r = recipe(n);
  expect(stale(r), `docs/ops-guide.md recipe ${n} is behind the repository: renumber it (the next version, extending the newest)`).toEqual([]);
  const lockBefore = readFileSync(join(copy, LOCK_FILE), 'utf8');
  const undo = applyBlocks(copy, r.writes);
  try {
    const { errors, definitions } = check(copy);
    expect(errors.map(formatError)).toEqual([]);
    // Every versioned file the recipe writes is on its publish line, and publishing adds them to the lock.
    const versioned = r.writes.filter((b) => b.action === 'file' && /\/v\d+\.json$/.test(b.path)).map((b) => b.path);
    expect([...r.publish].sort()).toEqual([...versioned].sort());
    if (r.publish.length > 0) {
      expect(runFlowsPublish(copy, r.publish, () => undefined, check)).toBe(0);
      const published = (readLock(copy)?.published ?? {}) as Record<string, string>;
      for (const p of r.publish) expect(published[p], `${p} in the lock`).toMatch(/^sha256-/);
      expect(check(copy).errors.map(formatError)).toEqual([]);
    }
    assert(definitions);
  } finally {
    undo();
    writeFileSync(join(copy, LOCK_FILE), lockBefore);
  }
}

/** Writes recipe n and then its mistake; returns what flows:check prints. */
function mistakeOf(n: number): string[] {
  const r = recipe(n);
  const undoWrites = applyBlocks(copy, r.writes);
  const undoMistake = applyBlocks(copy, r.mistake);
  try {
    return check(copy).errors.flatMap((e) => formatError(e).split('\n'));
  } finally {
    undoMistake();
    undoWrites();
  }
}

const brands = (d: Definitions): BrandDefinition[] => Object.values(d.brands);
/** The flow a brand gets (its own version, else the shared one). */
const flowFor = (d: Definitions, id: string, org: string): FlowDefinition => {
  const shipped = d.shippedFlows[id]!;
  return d.flows[shipped.brands[org] ?? shipped.key]!;
};
const pageOf = (d: Definitions, group: string, route: string) => findPage([d.pages[d.shippedPages[group]!.key]!], route)?.page;

describe('docs/ops-guide.md: the ten recipes', () => {
  it('lists the ten common requests, each with its files, its mistake and the checker\'s words', () => {
    expect(recipes.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The staleness check itself: a recipe written against an older repository is named.
    expect(stale({ ...recipe(2), writes: [{ action: 'file', path: 'flows/registration-v2/brands/pinecrest/v1.json', text: '{ "extends": "registration-v2@2" }' }] })).toEqual([
      'flows/registration-v2/brands/pinecrest/v1.json: extends @2, the newest in flows/registration-v2/ is v5',
    ]);
    expect(stale({ ...recipe(3), writes: [{ action: 'file', path: 'flows/application/v3.json', text: '{ "extends": "application@2" }' }] })).toEqual([
      'flows/application/v3.json: the newest version in flows/application/ is v3',
    ]);
    for (const r of recipes) {
      expect(r.writes.length, `recipe ${r.n}`).toBeGreaterThan(0);
      expect(r.mistake.length, `recipe ${r.n}`).toBeGreaterThan(0);
      expect(r.said.length, `recipe ${r.n}`).toBeGreaterThan(0);
    }
  });

  it('1. reword a message: every brand reads the catalogue\'s new words, PINECREST its own', () => {
    withRecipe(1, (d) => {
      expect(changedSnapshots(d)).toEqual([...everyBrand((o) => `registration-v2 under ${o}`), ...everyBrand((o) => `register under ${o}`)].sort());
      const shared = "Which home would you like to borrow against?";
      for (const b of brands(d)) {
        const t = createTranslator(d.catalogue, b.messages);
        expect(t('msg:step.index.title'), b.orgCode).toBe(b.orgCode === 'PINECREST' ? 'Which home would you like to open your Pinecrest line of credit on?' : shared);
      }
    });
  });

  it('2. reorder steps for one brand: PINECREST asks the birthdate before the legal name, the others keep the shared order', () => {
    withRecipe(2, (d) => {
      expect(changedSnapshots(d)).toEqual(['registration-v2 under PINECREST']);
      // In the newer auth mode legal-name, now the last step shown, says 'Check my rate'.
      const newer = (JSON.parse(textSnapshots(d)['registration-v2 under PINECREST']!) as { newerAuthMode: string[] }).newerAuthMode;
      const legal = newer.findIndex((l) => l.startsWith('# legal-name'));
      expect(newer.slice(legal).find((l) => l.startsWith('  button:'))).toBe('  button: Check my rate');
      expect(legal).toBeGreaterThan(newer.findIndex((l) => l.startsWith('# birthdate')));
      const order = (org: string) => flowFor(d, 'registration-v2', org).steps.map((s) => s.id).filter((id) => id === 'legal-name' || id === 'birthdate');
      expect(d.shippedFlows['registration-v2']!.brands['PINECREST']).toBe('registration-v2.pinecrest@1');
      expect(order('PINECREST')).toEqual(['birthdate', 'legal-name']);
      expect(order('HOMELINE')).toEqual(['legal-name', 'birthdate']);
      expect(flowFor(d, 'registration-v2', 'PINECREST').groups.find((g) => g.id === 'personal-info')!.steps.map((s) => s.step)).toEqual(['birthdate', 'legal-name']);
    });
  });

  it('3. add a routing row: TITLE_EXAM_PENDING routes to the hold page', () => {
    withRecipe(3, (d) => {
      expect(changedSnapshots(d)).toEqual([]);
      expect(resolveRoute(d.machine!, { status: 'TITLE_EXAM_PENDING', state: d.machine!.initial, ctx: ctx() }, evaluate)).toMatchObject({ route: 'hold', source: 'checklist' });
    });
  });

  it('4. add a brand: SUMMIT resolves from its host and gets the shared flows', () => {
    withRecipe(4, (d) => {
      expect(changedSnapshots(d)).toEqual([...FLOW_IDS.map((id) => `${id} under SUMMIT`), 'application pages under SUMMIT'].sort());
      const summit = resolveBrand(brands(d), 'summit.example.com', '');
      expect(summit.orgCode).toBe('SUMMIT');
      expect(summit.company.name).toBe('Summit Credit Union (sample)');
      expect(flowFor(d, 'registration-v2', 'SUMMIT')).toBe(d.flows[d.shippedFlows['registration-v2']!.key]);
    });
  });

  it('5. add a field: the for-sale step asks the listing agent for every brand, LAKESHORE and the legacy register flow included', () => {
    withRecipe(5, (d) => {
      // The two registration flows move together (decisions 606-609): register changes with registration-v2.
      expect(changedSnapshots(d)).toEqual([...everyBrand((o) => `registration-v2 under ${o}`), ...everyBrand((o) => `register under ${o}`)].sort());
      for (const id of FLOW_IDS) expect(textSnapshots(d)[`${id} under HOMELINE`], id).toContain("  - listingAgent: Your listing agent's name (optional)");
      for (const org of ['HOMELINE', 'LAKESHORE']) {
        const step = flowFor(d, 'registration-v2', org).steps.find((s) => s.id === 'for-sale')!;
        expect(step.schema, org).toBe('for-sale@3');
        expect(flowFor(d, 'register', org).steps.find((s) => s.id === 'index')!.schema, org).toContain('for-sale@3');
      }
      expect(d.shippedFlows['registration-v2']!.brands['LAKESHORE']).toBe('registration-v2.lakeshore@5');
      expect(d.shippedFlows['register']!.key).toBe('register@6');
      const form = d.stepForms['for-sale@3']!;
      expect((form.schema as { properties: Record<string, unknown>; required: string[] }).properties['listingAgent']).toMatchObject({ type: 'string' });
      expect((form.schema as { required: string[] }).required).not.toContain('listingAgent');
      expect(createTranslator(d.catalogue)(String((form.uiSchema as Record<string, Record<string, unknown>>)['listingAgent']!['ui:title']))).toBe("Your listing agent's name (optional)");
    });
  });

  it('6. change a limit: bpo/estimate-value refuses $60,000 with the new limit\'s message', () => {
    withRecipe(6, (d) => {
      expect(changedSnapshots(d)).toEqual(everyBrand((o) => `application pages under ${o}`));
      // Only the group's version in its heading: the snapshots hold wording, not limits.
      const now = textSnapshots(d)['application pages under HOMELINE']!;
      expect(now).toBe(pristine!['application pages under HOMELINE']!.replace('"bpo@1"', '"bpo@2"'));
      const page = pageOf(d, 'bpo', 'bpo/estimate-value') as { schema: string };
      expect(page.schema).toBe('bpo-estimate@2');
      const ajv = new Ajv({ ...STEP_AJV_OPTIONS });
      ajvErrors(ajv);
      const validate = ajv.compile(d.stepForms['bpo-estimate@2']!.schema as Exclude<JsonSchema, boolean>);
      validate({ estimatedValue: 60000, estimateAccurate: true });
      expect(validate.errors?.map((e) => e.message)).toEqual(['Enter a value of at least $75,000']);
      expect(validate({ estimatedValue: 80000, estimateAccurate: true })).toBe(true);
    });
  });

  it('7. allow a new option: start/contact offers community property, worded, and the lender accepts it', () => {
    withRecipe(7, (d) => {
      expect(changedSnapshots(d)).toEqual(everyBrand((o) => `application pages under ${o}`));
      expect(textSnapshots(d)['application pages under HOMELINE']).toContain('ownership: How do you own your home? [Only in my name | With someone else (for example a spouse) | In a trust | As community property with my spouse]');
      const page = pageOf(d, 'start', 'start/contact') as { schema: string[]; schemaVariants: { schema: string[] }[] };
      for (const refs of [page.schema, ...page.schemaVariants.map((v) => v.schema)]) expect(refs[0]).toBe('property-ownership@2');
      const form = d.stepForms['property-ownership@2']!;
      expect((form.schema as { properties: { ownership: { enum: string[] } } }).properties.ownership.enum).toEqual(['SOLE', 'JOINT', 'TRUST', 'COMMUNITY']);
      const labels = (form.uiSchema as { ownership: { 'ui:enumNames': string[] } }).ownership['ui:enumNames'];
      expect(createTranslator(d.catalogue)(labels[3]!)).toBe('As community property with my spouse');
      // The lender's request schema takes the new answer (schemas/api/additional-info/v1.json, read from the copy: its
      // unversioned ref follows the property-ownership version the shipped start pages show).
      // Only the ownership matters here: the consents' own errors are left aside.
      const ownershipError = (root: string, ownership: string) => {
        try {
          loadValidators(root).parse('additional-info', { ownership, consents: [] });
          return '';
        } catch (e) {
          return ((e as { fieldErrors?: { path: string; message: string }[] }).fieldErrors ?? []).filter((f) => f.path === 'ownership').map((f) => f.message).join();
        }
      };
      expect(ownershipError(ROOT, 'COMMUNITY')).not.toBe('');
      expect(ownershipError(copy, 'COMMUNITY')).toBe('');
    });
  });

  it('8. route a client state: waitMerchant goes to review-app/uw while the decision is REVIEW, else to merchant review', () => {
    withRecipe(8, (d) => {
      expect(changedSnapshots(d)).toEqual([]);
      const at = (status: Record<string, unknown>) => resolveRoute(d.machine!, { status: 'NOT_ROUTED', state: 'waitMerchant', ctx: ctx(status) }, evaluate);
      expect(at({ checklistStatus: 'NOT_ROUTED', uwDecision: 'REVIEW' })).toMatchObject({ route: 'review-app/uw', source: 'state' });
      expect(at({ checklistStatus: 'NOT_ROUTED', uwDecision: 'SELECT' })).toMatchObject({ route: 'merchant/review', source: 'state' });
    });
  });

  it('9. change the machine: selectProduct moves an applicant from assetDepletion to moreProfile', () => {
    expect(transition(check(copy).definitions.machine!, 'assetDepletion', 'selectProduct').state).toBe('assetDepletion');
    withRecipe(9, (d) => {
      expect(changedSnapshots(d)).toEqual([]);
      expect(transition(d.machine!, 'assetDepletion', 'selectProduct')).toEqual({ state: 'moreProfile' });
    });
  });

  it('10. add an application page: start/employment ships and EMPLOYMENT_REVIEW routes to it', () => {
    withRecipe(10, (d) => {
      expect(changedSnapshots(d)).toEqual(everyBrand((o) => `application pages under ${o}`));
      expect(d.shippedPages['start']!.key).toBe('start@4');
      expect(pageOf(d, 'start', 'start/employment')).toMatchObject({ route: 'start/employment', kind: 'info', title: 'msg:page.employment.title' });
      expect(createTranslator(d.catalogue)('msg:page.employment.title')).toBe("We're confirming your employment");
      expect(resolveRoute(d.machine!, { status: 'EMPLOYMENT_REVIEW', state: d.machine!.initial, ctx: ctx() }, evaluate)).toMatchObject({ route: 'start/employment', source: 'checklist' });
    });
  });

  it.each(Array.from({ length: 10 }, (_, i) => i + 1))("recipe %i's commonest mistake is refused in the words the guide quotes", (n) => {
    const printed = mistakeOf(n);
    for (const line of recipe(n).said) expect(printed).toContain(line);
  });
});
