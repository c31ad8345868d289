// Issue 23, seed 001 §5: outside production digits are allowed in the last name (sandbox test
// names); the request schemas accept legal-name@2 lastName (lastNameSandbox), a production server refuses digits.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAGS } from '../../src/server/scenarios';
import { digitLastName, loadValidators } from '../../src/server/validation';

const root = join(import.meta.dirname, '..', '..');

describe('last names with digits', () => {
  it('the sandbox (not production) accepts Doe2 on the name call; production refuses it with the seed message', () => {
    const body = { firstName: 'Jane', lastName: 'Doe2', suffix: '' };
    expect(loadValidators(root, false).parse('profile-name', body)).toEqual(body);
    expect(() => loadValidators(root, true).parse('profile-name', body)).toThrow('Some of the characters entered are not supported.');
    expect(() => loadValidators(root, false).parse('profile-name', { ...body, lastName: 'Doe!' })).toThrow('Some of the characters entered are not supported.');
  });

  it('finds a digit last name anywhere in a body (the create call nests it)', () => {
    expect(digitLastName({ profileRequest: { name: { firstName: 'A', lastName: 'B2' } } })).toBe('profileRequest.name.lastName');
    expect(digitLastName({ lastName: 'Doe' })).toBeUndefined();
  });

  it('the flows switch to the digit-friendly step on fe-heloc-sandbox-names, on outside production', () => {
    expect(DEFAULT_FLAGS['fe-heloc-sandbox-names']?.enabled).toBe(process.env['NODE_ENV'] !== 'production');
  });
});
