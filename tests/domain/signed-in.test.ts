import { describe, expect, it } from 'vitest';
import { signedInOf } from '../../src/domain/signed-in';

describe('signedInOf (figureinfo as the signer pages read it)', () => {
  it('reads the e-mail, the Phone alias and the broker flag', () => {
    expect(signedInOf({ email: 'co@example.com', isBroker: true, aliases: [{ type: 'Phone', value: '5125550142' }] })).toEqual({ email: 'co@example.com', phone: '5125550142', isBroker: true });
  });
  it('has no phone when the identity has no Phone alias, or only another kind, or a malformed one', () => {
    expect(signedInOf({ email: 'a@b.co', aliases: [] }).phone).toBeNull();
    expect(signedInOf({ email: 'a@b.co', aliases: [{ type: 'Email', value: '5125550142' }] }).phone).toBeNull();
    expect(signedInOf({ email: 'a@b.co', aliases: [{ type: 'Phone', value: '(512) 555-0142' }] }).phone).toBeNull();
    expect(signedInOf({ email: 'a@b.co' }).phone).toBeNull();
  });
  it('takes the last Phone alias as the current one', () => {
    expect(signedInOf({ aliases: [{ type: 'Phone', value: '5125550142' }, { type: 'Phone', value: '2145550100' }] }).phone).toBe('2145550100');
  });
  it('reads a missing or malformed answer as nobody known: no e-mail, no phone, not a broker', () => {
    for (const answer of [undefined, null, 'x', [], { email: '', isBroker: 'yes', aliases: 'Phone' }]) {
      expect(signedInOf(answer)).toEqual({ email: null, phone: null, isBroker: false });
    }
  });
});
