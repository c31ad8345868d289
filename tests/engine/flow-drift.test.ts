// flows:check: the legacy register flow and registration-v2 take the same step schemas and
// messages; a new version of one that takes a newer step schema, or stops using a message key,
// names the other flow left behind (issue 22), unless that flow's newest version says why it stays.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadDefinitions, type DefinitionFile } from '../../src/engine/definitions';
import { readDefinitionFiles } from '../../src/engine/definitions-node';
import { memoLoadOptions } from './memo-load-options';

const root = process.cwd();
const files = readDefinitionFiles(root);
const options = memoLoadOptions(root);
const FLOW = '../../schemas/meta/flow.schema.json';
/** The newest version of a flow folder: the drift is seeded as the version after what ships. */
const newest = (dir: string): number =>
  Math.max(...files.flatMap((f) => {
    const m = new RegExp(`^${dir}/v(\\d+)\\.json$`).exec(f.path);
    return m ? [Number(m[1])] : [];
  }));
const RV = newest('flows/registration-v2');
const RG = newest('flows/register');

/** registration-v2's next version over the shipped one, with the given JSON Patch. */
const registrationV4 = (patch: unknown[]): DefinitionFile => ({
  path: `flows/registration-v2/v${RV + 1}.json`,
  json: { $schema: FLOW, id: 'registration-v2', version: RV + 1, extends: `registration-v2@${RV}`, patch },
});
const register4 = (extra: Record<string, unknown>): DefinitionFile => ({
  path: `flows/register/v${RG + 1}.json`,
  json: { $schema: FLOW, id: 'register', version: RG + 1, extends: `register@${RG}`, ...extra },
});
// The legal-name versions the two flows take (legal-name@3, the sandbox's variant @4, decision 650).
const LN = 3;
const LN_SANDBOX = 4;
// registration-v2's legal-name step takes the sandbox variant's version for every applicant, not only in the sandbox.
const newerLegalName = registrationV4([
  { op: 'test', path: '/steps/4/id', value: 'legal-name' },
  { op: 'test', path: '/steps/4/schema', value: `legal-name@${LN}` },
  { op: 'replace', path: '/steps/4/schema', value: `legal-name@${LN_SANDBOX}` },
  { op: 'remove', path: '/steps/4/schemaVariants' },
]);
// registration-v2's first step says its title with another key.
const newTitleKey = registrationV4([
  { op: 'test', path: '/steps/0/id', value: 'index' },
  { op: 'replace', path: '/steps/0/title', value: 'msg:registration.title' },
]);

// A new registration-v2 version also leaves LAKESHORE's brand version behind (brand-bases.test.ts).
const errorsWith = (...extra: DefinitionFile[]) =>
  loadDefinitions([...files, ...extra], options).errors.filter((e) => !e.file.includes('/brands/')).map((e) => ({ at: `${e.file}#${e.pointer}`, message: e.message, fix: e.fix }));

describe('register and registration-v2 drift', () => {
  it('passes the repository: the two registration flows take the same step schema versions and keys', () => {
    expect(errorsWith()).toEqual([]);
  }, 60_000);

  it('names register left on legal-name@3 when registration-v2 takes legal-name@4: both flows, both files, the step, the versions and the file to write', () => {
    expect(errorsWith(newerLegalName)).toEqual([
      {
        at: `flows/register/v${RG}.json#/steps/1/schema/0`,
        message:
          `register@${RG} takes legal-name@${LN}, but registration-v2@${RV + 1} (flows/registration-v2/v${RV + 1}.json#/steps/4/schema) takes legal-name@${LN_SANDBOX}: both flows take the step schema legal-name, and register would keep the old one (written at flows/register/v${RG}.json#/patch/5/value/0)`,
        fix: expect.stringContaining(`Write flows/register/v${RG + 1}.json extending "register@${RG}" with legal-name@${LN_SANDBOX} at /steps/1/schema/0, or, to keep register as it is on purpose, give that version "pin": { "reason": "why register stays on legal-name@${LN}" }`),
      },
    ]);
  });

  it('names register still using a message key registration-v2 replaced, with the key it uses now', () => {
    const errors = errorsWith(newTitleKey);
    expect(errors).toEqual([
      {
        at: `flows/register/v${RG}.json#/steps/0/title`,
        message: expect.stringContaining(`register@${RG} uses the message key "step.index.title", which registration-v2@${RV + 1} (flows/registration-v2/v${RV + 1}.json) no longer uses (it uses "registration.title" there)`),
        fix: expect.stringContaining(`Write flows/register/v${RG + 1}.json extending "register@${RG}" with "msg:registration.title" at /steps/0/title`),
      },
    ]);
    expect(errors[0]!.message).toContain(`registration-v2@${RV} (flows/registration-v2/v${RV}.json#/steps/0/title) did`);
  });

  it('passes once register follows in the version the fix names', () => {
    const follows = register4({ patch: [{ op: 'test', path: '/steps/1/schema/0', value: `legal-name@${LN}` }, { op: 'replace', path: '/steps/1/schema/0', value: `legal-name@${LN_SANDBOX}` }] });
    expect(errorsWith(newerLegalName, follows)).toEqual([]);
  });

  it('is silenced by a register version that stays with a reason, and not by one without', () => {
    const pinned = register4({ pin: { reason: 'The legacy flow keeps the old name rules until it is retired in March.' } });
    expect(errorsWith(newerLegalName, pinned)).toEqual([]);
    expect(errorsWith(newTitleKey, pinned)).toEqual([]);
    // A version that only pins is a change; one with nothing beside "extends" is still refused.
    expect(errorsWith(register4({})).map((e) => e.message)).toEqual(['a version with "extends" changes nothing']);
    const noReason = register4({ pin: { reason: '' } });
    expect(errorsWith(newerLegalName, noReason).length).toBeGreaterThan(0);
  });

  it('keeps the bench form on its own step schemas by a pin that says why (flows/bench/v2.json)', () => {
    const bench = JSON.parse(readFileSync('flows/bench/v2.json', 'utf8')) as { extends: string; pin: { reason: string } };
    expect(bench.extends).toBe('bench@1');
    expect(bench.pin.reason).toContain('peer harness');
    const unpinned = files.filter((f) => f.path !== 'flows/bench/v2.json');
    // Without the pin, bench@1 (the harness's form) is named as left behind by both registration flows.
    const errors = loadDefinitions(unpinned, options).errors;
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.every((e) => e.file.startsWith('flows/bench/'))).toBe(true);
    expect(errors.map((e) => e.message)).toEqual(
      expect.arrayContaining([expect.stringContaining(`bench@1 takes legal-name@1, but register@${RG}`), expect.stringContaining(`bench@1 takes legal-name@1, but registration-v2@${RV}`)]),
    );
  });
});
