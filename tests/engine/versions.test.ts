// Versions written as a change (extends + merge/patch), brand versions and pins, the lock of
// published versions and drafts carried over renames: what ops see in flows:check and what the
// build ships.
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionError, type DefinitionFile } from '../../src/engine/definitions';
import { nodeLoadOptions, sha256 } from '../../src/engine/definitions-node';
import { applyJsonPatch, applyMergePatch } from '../../src/engine/json-patch';
import { canonicalJson, checkPublished, withPublished } from '../../src/engine/published-lock';
import type { JsonValue } from '../../src/engine/types';
import { migrateDraft, resolveVersions } from '../../src/engine/versions';
import { brandFile, fixtureFiles, flowFile, messagesFile } from './definition-fixtures';

const options = nodeLoadOptions(process.cwd());
const load = (files: DefinitionFile[]) => loadDefinitions(files, options);
const at = (errors: DefinitionError[]) => errors.map((e) => `${e.file}#${e.pointer}: ${e.message}`);

const patchFile = (extra: Record<string, unknown>) => ({ $schema: '../../schemas/meta/flow.schema.json', id: 'signup', version: 2, extends: 'signup@1', ...extra });

describe('JSON Patch and Merge Patch', () => {
  it('applies add, remove, replace, move, copy and test in order, leaving the input alone', () => {
    const doc = { steps: [{ id: 'a' }, { id: 'b' }, { id: 'c' }], title: 'T' };
    const out = applyJsonPatch(doc, [
      { op: 'test', path: '/steps/2/id', value: 'c' },
      { op: 'move', from: '/steps/2', path: '/steps/0' },
      { op: 'replace', path: '/title', value: 'New' },
      { op: 'add', path: '/steps/-', value: { id: 'd' } },
      { op: 'copy', from: '/title', path: '/subtitle' },
      { op: 'remove', path: '/steps/1' },
    ]);
    expect(out).toEqual({ steps: [{ id: 'c' }, { id: 'b' }, { id: 'd' }], title: 'New', subtitle: 'New' });
    expect(doc.steps.map((s) => s.id)).toEqual(['a', 'b', 'c']);
  });

  it('names the operation that failed and why', () => {
    expect(() => applyJsonPatch({ steps: [] }, [{ op: 'add', path: '/x', value: 1 }, { op: 'remove', path: '/steps/3' }])).toThrow(
      expect.objectContaining({ index: 1, message: 'index 3 in /steps/3 is past the end of a list of 0' }),
    );
    expect(() => applyJsonPatch({ a: 1 }, [{ op: 'test', path: '/a', value: 2 }])).toThrow('test failed: /a is 1, not 2');
    expect(() => applyJsonPatch({ a: {} }, [{ op: 'replace', path: '/a/b/c', value: 2 }])).toThrow('"/a/b" does not exist');
  });

  it('merges objects key by key; null removes; lists are replaced whole', () => {
    expect(applyMergePatch({ a: { b: 1, c: 2 }, l: [1, 2] }, { a: { b: 5, c: null }, l: [3], n: 'x' })).toEqual({ a: { b: 5 }, l: [3], n: 'x' });
  });
});

describe('a version written as a patch', () => {
  it('resolves into the full definition every check and the build see', () => {
    const v2 = patchFile({ merge: { title: 'Two' }, patch: [{ op: 'replace', path: '/steps/1/title', value: 'More, again' }] });
    const { definitions, errors, files } = load(fixtureFiles({ 'flows/signup/v2.json': v2 }));
    expect(errors).toEqual([]);
    expect(definitions.latestFlows['signup']).toMatchObject({ id: 'signup', version: 2, title: 'Two', basePath: '/signup' });
    expect(definitions.latestFlows['signup']?.steps[1]?.title).toBe('More, again');
    expect(definitions.shippedFlows['signup']).toEqual({ key: 'signup@2', brands: {} });
    expect(files.find((f) => f.path === 'flows/signup/v2.json')).toMatchObject({ base: 'flows/signup/v1.json' });
    expect(JSON.stringify(definitions.latestFlows['signup'])).not.toContain('extends');
  });

  it('chains: v3 over a v2 that is itself a patch', () => {
    const v2 = patchFile({ merge: { title: 'Two' } });
    const v3 = patchFile({ version: 3, extends: 'signup@2', merge: { basePath: '/join' } });
    const { definitions, errors } = load(fixtureFiles({ 'flows/signup/v2.json': v2, 'flows/signup/v3.json': v3 }));
    expect(errors).toEqual([]);
    expect(definitions.latestFlows['signup']).toMatchObject({ version: 3, title: 'Two', basePath: '/join' });
  });

  it('works for messages, with the change only', () => {
    const v2 = { $schema: '../../schemas/meta/messages.schema.json', version: 2, extends: 'messages@1', merge: { messages: { 'common.continue': 'Next' } } };
    const { definitions, errors } = load(fixtureFiles({ 'flows/messages/v2.json': v2 }));
    expect(errors).toEqual([]);
    expect(definitions.messages?.messages).toMatchObject({ 'common.continue': 'Next', 'step.name.title': 'Your name' });
  });

  it('reports a bad base, an earlier-version rule, a failed operation and keys beside extends, each at its pointer', () => {
    const cases: [unknown, string][] = [
      [patchFile({ version: 2, extends: 'signup@0', merge: {} }), 'flows/signup/v2.json#/extends: "extends" must name a version of signup as "signup@<N>" (got "signup@0")'],
      [patchFile({ extends: 'sigup@1', merge: {} }), 'flows/signup/v2.json#/extends: "extends" must name a version of signup as "signup@<N>" (got "sigup@1")'],
      [patchFile({ extends: 'signup@2', merge: {} }), 'flows/signup/v2.json#/extends: v2 cannot extend signup@2: a version extends an earlier one'],
      [patchFile({ patch: [{ op: 'test', path: '/steps/0/id', value: 'index' }, { op: 'move', from: '/steps/5', path: '/steps/0' }] }), 'flows/signup/v2.json#/patch/1: cannot apply to signup@1: index 5 in /steps/5 is past the end of a list of 2'],
      [patchFile({ title: 'Two' }), 'flows/signup/v2.json#/title: "title" cannot sit beside "extends"'],
      [patchFile({}), 'flows/signup/v2.json#: a version with "extends" changes nothing'],
    ];
    for (const [file, expected] of cases) {
      expect(at(load(fixtureFiles({ 'flows/signup/v2.json': file })).errors)).toEqual([expected]);
    }
    const missing = load(fixtureFiles({ 'flows/signup/v5.json': patchFile({ version: 5, extends: 'signup@3', merge: {} }) }));
    expect(at(missing.errors)).toEqual(['flows/signup/v5.json#/extends: signup@3 does not exist (no flows/signup/v3.json)']);
    expect(missing.errors[0]?.fix).toBe('Extend one of signup@1.');
  });

  it('is checked like any definition once resolved, the error saying the pointer is into the resolved file', () => {
    const v2 = patchFile({ patch: [{ op: 'replace', path: '/steps/0/schema', value: 'name@9' }] });
    const { errors } = load(fixtureFiles({ 'flows/signup/v2.json': v2 }));
    expect(errors.map((e) => `${e.file}#${e.pointer}`)).toContain('flows/signup/v2.json#/steps/0/schema');
    expect(errors[0]?.fix).toContain('The pointer is into the resolved definition: flows/signup/v1.json');
  });

  it('leaves full definitions alone', () => {
    const files = fixtureFiles();
    expect(resolveVersions(files).files.map((f) => f.json)).toEqual(files.map((f) => f.json));
  });
});

describe("a brand's own version and pins", () => {
  const brandVersion = { $schema: '../../../../schemas/meta/flow.schema.json', id: 'signup', version: 1, extends: 'signup@2', patch: [{ op: 'move', from: '/steps/1', path: '/steps/0' }] };
  const v2 = patchFile({ merge: { title: 'Two' } });

  it("ships the brand's version to that brand only", () => {
    const { definitions, errors } = load(
      fixtureFiles({ 'flows/signup/v2.json': v2, 'flows/signup/brands/zeta/v1.json': brandVersion, 'brands/zeta/brand.json': brandFile('ZETA') }),
    );
    expect(errors).toEqual([]);
    expect(definitions.shippedFlows['signup']).toEqual({ key: 'signup@2', brands: { ZETA: 'signup.zeta@1' } });
    expect(definitions.flows['signup.zeta@1']?.steps.map((s) => s.id)).toEqual(['more', 'index']);
    expect(definitions.flows['signup@2']?.steps.map((s) => s.id)).toEqual(['index', 'more']);
    expect(definitions.flows['signup.zeta@1']?.title).toBe('Two');
  });

  it('refuses a brand folder that names no brand', () => {
    const { errors } = load(fixtureFiles({ 'flows/signup/v2.json': v2, 'flows/signup/brands/zetta/v1.json': brandVersion }));
    expect(at(errors)).toContain('flows/signup/brands/zetta/v1.json#: brand folder "zetta" names no brand');
  });

  it('a pin keeps a brand on an older version; a pin to nothing is an error', () => {
    const pinned = load(fixtureFiles({ 'flows/signup/v2.json': v2, 'brands/zeta/brand.json': brandFile('ZETA', { pins: { signup: 1 } }) }));
    expect(pinned.errors).toEqual([]);
    expect(pinned.definitions.shippedFlows['signup']).toEqual({ key: 'signup@2', brands: { ZETA: 'signup@1' } });
    const bad = load(fixtureFiles({ 'brands/zeta/brand.json': brandFile('ZETA', { pins: { signup: 4 } }) }));
    expect(at(bad.errors)).toEqual(['brands/zeta/brand.json#/pins/signup: pins signup@4, which does not exist']);
  });
});

describe('published versions (definitions.lock.json)', () => {
  const files = fixtureFiles();
  const lock = withPublished({ published: {} }, files, ['flows/signup/v1.json', 'flows/messages/v1.json'], sha256);

  it('accept the same content, however it is laid out', () => {
    const reversed = (v: unknown): unknown =>
      Array.isArray(v) ? v.map(reversed) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).reverse().map(([k, x]) => [k, reversed(x)])) : v;
    const relaid = files.map((f) => (f.path === 'flows/signup/v1.json' ? { ...f, json: reversed(f.json) } : f));
    expect(JSON.stringify(relaid.find((f) => f.path === 'flows/signup/v1.json')?.json)).not.toBe(JSON.stringify(files.find((f) => f.path === 'flows/signup/v1.json')?.json));
    expect(checkPublished(relaid, lock, sha256)).toEqual([]);
  });

  it('refuse an edit or a removal, and say which version to write instead', () => {
    const edited = fixtureFiles({ 'flows/signup/v1.json': flowFile({ title: 'Edited' }), 'flows/messages/v1.json': undefined });
    expect(checkPublished(edited, lock, sha256)).toEqual([
      expect.objectContaining({ file: 'flows/messages/v1.json', message: 'is a published version (definitions.lock.json) and was removed' }),
      {
        file: 'flows/signup/v1.json',
        pointer: '',
        message: 'is a published version (definitions.lock.json) and its content changed',
        fix: 'Undo the edit (git checkout -- flows/signup/v1.json) and write the change as flows/signup/v2.json with "extends": "signup@1". A published version never changes.',
      },
    ]);
    const withV2 = [...edited, { path: 'flows/signup/v2.json', json: patchFile({ merge: { title: 'x' } }) }];
    expect(checkPublished(withV2, lock, sha256)[1]?.fix).toContain('flows/signup/v3.json with "extends": "signup@2"');
  });

  it('hash canonical JSON: key order does not matter, content does', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(sha256(canonicalJson(messagesFile() as JsonValue))).not.toBe(sha256(canonicalJson(messagesFile({ x: 'y' }) as JsonValue)));
  });
});

describe('drafts saved under an older version', () => {
  it('follow each later version’s renames in order, keeping values and leaving the rest', () => {
    const renames = [
      { version: 3, renames: { 'income.annual': 'income.yearly' } },
      { version: 2, renames: { first: 'name.first', income: 'income' } },
    ];
    const draft = { first: 'Ada', income: { annual: 90000 }, other: true };
    expect(migrateDraft(draft, 1, renames)).toEqual({ name: { first: 'Ada' }, income: { yearly: 90000 }, other: true });
    expect(migrateDraft(draft, 2, renames)).toEqual({ first: 'Ada', income: { yearly: 90000 }, other: true });
    expect(migrateDraft(draft, 3, renames)).toEqual(draft);
  });

  it('never overwrite an answer already under the new name', () => {
    expect(migrateDraft({ a: 1, b: 2 }, 1, [{ version: 2, renames: { a: 'b' } }])).toEqual({ b: 2 });
  });
});
