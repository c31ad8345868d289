import { describe, expect, it } from 'vitest';
import { mayReloadFor, requireProfileUuid, trackerAction } from '../../src/domain/tracker';

const A = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
const B = '2c8e7cde-ccfe-4c3e-8c6e-bc9e0cce5cfe';

describe('trackerAction', () => {
  it.each([
    [A, null, 'save'],
    [A, '', 'save'],
    [A, A.toUpperCase(), 'same'],
    [A, B, 'adopt'],
    [null, B, 'adopt'],
    [null, null, 'none'],
  ] as const)('local %j, profile %j -> %s', (local, server, action) => {
    expect(trackerAction(local, server)).toBe(action);
  });
});

describe('requireProfileUuid', () => {
  it.each([undefined, null, ''])('refuses %j with the seed message', (id) => {
    expect(() => requireProfileUuid(id)).toThrow('No profile uuid');
  });
});

describe('mayReloadFor', () => {
  it('reloads once per profile tracker', () => {
    expect(mayReloadFor(B, null)).toBe(true);
    expect(mayReloadFor(B, B)).toBe(false);
    expect(mayReloadFor(B, A)).toBe(true);
  });
});
