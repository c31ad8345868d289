// The versions we ship are the versions we test (issue 25): a suite that tests a versioned
// definition's behaviour loads what ships (tests/shipped.ts), so a suite that names a version
// of a real definition file other than the shipped one fails here. The suites listed below test
// the version machinery itself (resolution, publishing, the checker's rules, converters) on
// chosen files or in-memory fixtures, and may name any version.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { shippedPath } from './shipped';

const root = join(import.meta.dirname, '..');

/** Suites about versions themselves, with why they may name one. */
const MACHINERY: Record<string, string> = {
  'tests/engine/versions.test.ts': 'version resolution (extends, merge, patch) on fixtures',
  'tests/engine/versions-repo.test.ts': 'resolution and publishing of every version in the repository',
  'tests/engine/definitions.test.ts': 'the loader on in-memory fixtures named like real files',
  'tests/engine/definition-fixtures.ts': 'the in-memory fixture set those loader suites share, named like real files',
  'tests/engine/definitions-repo.test.ts': 'flows:check output on a temporary folder with a deliberately wrong flows/messages/v1.json',
  'tests/engine/definition-rules.test.ts': 'the checker rules, on copies of chosen files with one mistake each',
  'tests/engine/compact-convert.test.ts': 'every published file converts and expands back unchanged',
  'tests/engine/gen-validators.test.ts': 'the generator on fixture files written to a temporary folder',
  'tests/engine/page-checks.test.ts': 'page checks on fixtures (an unknown version on purpose)',
  'tests/shipped-versions.test.ts': 'this guard',
  'e2e/specs/ops-recipe.spec.ts': 'writes new versions as ops would, then checks they ship',
};

/**
 * Shared field rules ship by reference, not by being the highest version: a step schema's (or a
 * request schema's) `$ref` picks its fields version, so every version one of them names is what
 * applicants get (schemas/fields/v2.json reaches them through the step versions that ref it;
 * docs/decisions.md 532).
 */
function referencedFieldVersions(): Set<string> {
  const texts = [...suites(join(root, 'schemas/steps'), /\.json$/), ...suites(join(root, 'schemas/api'), /\.json$/)].map((f) => readFileSync(join(root, f), 'utf8'));
  return new Set(texts.flatMap((t) => [...t.matchAll(/fields\/(v\d+\.json)/g)].map((m) => `schemas/fields/${m[1]}`)));
}

function suites(dir: string, pattern = /\.(ts|tsx)$/): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return name === 'node_modules' ? [] : suites(file, pattern);
    return pattern.test(name) ? [relative(root, file).replace(/\\/g, '/')] : [];
  });
}

describe('the suites test the versions that ship', () => {
  it('no suite names a version of a definition that does not ship', () => {
    const wrong: string[] = [];
    const fieldVersions = referencedFieldVersions();
    for (const suite of [...suites(join(root, 'tests')), ...suites(join(root, 'e2e'))]) {
      if (MACHINERY[suite] !== undefined) continue;
      const code = readFileSync(join(root, suite), 'utf8');
      for (const m of code.matchAll(/\b((?:flows|schemas)\/[\w./-]+?)\/v(\d+)\.json\b/g)) {
        const file = `${m[1]}/v${m[2]}.json`;
        if (!existsSync(join(root, file))) continue;
        const ships = shippedPath(dirname(file));
        if (ships !== file && !fieldVersions.has(file)) wrong.push(`${suite}: ${file} (ships ${ships})`);
      }
      // A version put together from parts ('v1.json' joined to a folder) names one too.
      for (const m of code.matchAll(/['"`]v\d+\.json['"`]/g)) wrong.push(`${suite}: ${m[0]} (load tests/shipped.ts's shipped(folder) instead)`);
    }
    expect(wrong).toEqual([]);
  });

  it('a suite that named one would fail: the machine suites once loaded application@1', () => {
    expect(shippedPath('flows/application')).not.toBe('flows/application/v1.json');
  });
});
