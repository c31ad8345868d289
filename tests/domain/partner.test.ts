import { describe, expect, it } from 'vitest';
import { isUnlistedPartner } from '../../src/domain/partner';
import { checkDefinitionsAt } from '../../src/engine/definitions-node';

describe('isUnlistedPartner (seed 001 §2 partner helper)', () => {
  it.each([
    [{ listedPartner: true }, false],
    [{ listedPartner: false }, true],
    [{}, true],
    [{ listedPartner: 'true' }, true],
    [{ listedPartner: 1 }, true],
  ])('%j -> %s', (toggles, unlisted) => {
    expect(isUnlistedPartner(toggles)).toBe(unlisted);
  });
});

describe('the sample brands', () => {
  it('mark LAKESHORE and PINECREST as listed partners; the main brand and the others are not', () => {
    const { definitions } = checkDefinitionsAt(process.cwd());
    const unlisted = Object.fromEntries(Object.values(definitions.brands).map((b) => [b.orgCode, isUnlistedPartner(b.toggles)]));
    expect(unlisted).toEqual({ BROKERLINK: true, EMPIRE: true, HOMELINE: true, LAKESHORE: false, PINECREST: false });
  });
});
