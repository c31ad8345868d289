import { describe, expect, it } from 'vitest';
import { normalTypedName, typedNameMatches } from '../../src/domain/typed-signature';
import { runNamedValidators } from '../../src/stores/named-validators';

const name = { firstName: 'Alex', middleName: 'Q', lastName: 'Morgan' };

describe('typed-name signature', () => {
  it('accepts first and last, or first, middle and last; case, dots, commas and spaces ignored', () => {
    expect(normalTypedName('  Alex,  Q. MORGAN ')).toBe('alex q morgan');
    expect(typedNameMatches('Alex Morgan', name)).toBe(true);
    expect(typedNameMatches('alex q. morgan', name)).toBe(true);
    expect(typedNameMatches(' ALEX   MORGAN ', { firstName: 'Alex', lastName: 'Morgan' })).toBe(true);
  });

  it('refuses another name, a partial name, or a profile without a name', () => {
    expect(typedNameMatches('Sam Other', name)).toBe(false);
    expect(typedNameMatches('Alex', name)).toBe(false);
    expect(typedNameMatches('Morgan Alex', name)).toBe(false);
    expect(typedNameMatches('', name)).toBe(false);
    expect(typedNameMatches(' ', { firstName: '', lastName: '' })).toBe(false);
  });

  it('the named validator reads a dotted field and says the definition\'s message under it', () => {
    const validators = [{ effect: 'matchesContextName', params: { field: 'signature.typedName', name: 'profile.name', message: 'Not your name' } }];
    const env = { now: new Date(), sixtyTwoPlus: false, read: (p: string) => (p === 'profile.name' ? name : undefined) };
    expect(runNamedValidators(validators, { signature: { typedName: 'Sam Other' } }, env)).toEqual([{ field: 'signature.typedName', message: 'Not your name' }]);
    expect(runNamedValidators(validators, { signature: { typedName: 'Alex Morgan' } }, env)).toEqual([]);
    // Nothing typed: the schema's required message says it, not this one.
    expect(runNamedValidators(validators, { signature: {} }, env)).toEqual([]);
    // The summary page's flat field still works.
    expect(runNamedValidators([{ effect: 'matchesContextName', params: { field: 'signature', message: 'x' } }], { signature: 'alex morgan' }, env)).toEqual([]);
  });
});
