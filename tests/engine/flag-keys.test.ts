// The flags the definitions read (the flow studio's flags pick, decision 671).
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flagKeysRead } from '../../src/engine/flag-keys';
import { readResolvedFiles } from '../../src/engine/definitions-node';

describe('flagKeysRead', () => {
  it('finds compact and full-schema flag conditions, nothing else', () => {
    expect(
      flagKeysRead([
        { when: { 'flags.b-flag.enabled': true, 'data.x': 1 } },
        [{ not: { type: 'object', properties: { flags: { type: 'object', properties: { 'a-flag': { properties: { enabled: { const: true } } } } } } } }],
        { flags: ['not-a-schema'], 'profile.flags': true },
      ]),
    ).toEqual(['a-flag', 'b-flag']);
  });

  it('lists the flags the shipped flows read', () => {
    const files = [...readResolvedFiles(join(import.meta.dirname, '../..'))].filter(([p]) => p.startsWith('flows/') || p.startsWith('brands/')).map(([, json]) => json);
    expect(flagKeysRead(files)).toEqual(expect.arrayContaining(['fe-heloc-redesign-2025', 'fe-heloc-sandbox-names', 'fe-heloc-ny-fcra', 'fe-heloc-disaster-zips', 'fe-heloc-figure-ny-modal']));
  });
});
