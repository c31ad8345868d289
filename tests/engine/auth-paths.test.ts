import { describe, expect, it } from 'vitest';
import { isAuthExempt, loginPathFor } from '../../src/engine/auth-paths';

describe('auth-exempt paths (seed 000 §2)', () => {
  const exemptInBothModes = [
    '/account/heloc/register',
    '/account/heloc/register/account-setup',
    '/account/heloc/register/support',
    '/account/heloc/register-v2',
    '/account/heloc/register-v2/for-sale',
    '/account/heloc/not-accepting-apps',
    '/terms',
    '/communications',
    '/privacy',
    '/licenses',
    '/coming-soon',
  ];
  it.each(exemptInBothModes)('%s needs no login in either auth mode', (path) => {
    expect(isAuthExempt(path, true)).toBe(true);
    expect(isAuthExempt(path, false)).toBe(true);
  });

  it('exempts the signer login only in the older auth mode', () => {
    expect(isAuthExempt('/heloc-signer/login', false)).toBe(true);
    expect(isAuthExempt('/heloc-signer/login', true)).toBe(false);
  });

  it.each(['/account/heloc/6c1e7a0e-0000-4000-8000-000000000000/start/profile', '/dashboard', '/heloc-signer/sign'])(
    '%s needs a login',
    (path) => {
      expect(isAuthExempt(path, true)).toBe(false);
      expect(isAuthExempt(path, false)).toBe(false);
    },
  );

  it('sends signer paths to the signer login and others to /auth/login, with the way back', () => {
    expect(loginPathFor('/heloc-signer/sign')).toBe('/heloc-signer/login?redirectUrl=%2Fheloc-signer%2Fsign');
    expect(loginPathFor('/account/heloc/abc/identity?x=1')).toBe('/auth/login?redirectUrl=%2Faccount%2Fheloc%2Fabc%2Fidentity%3Fx%3D1');
  });
});
