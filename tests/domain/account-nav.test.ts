import { describe, expect, it } from 'vitest';
import { accountNavEntries, applicationUuidOf, logoutTarget, surveyOnLeaveApplies, SURVEY_LOGOUT_DELAY_MS } from '../../src/domain/account-nav';

const UUID = '6c1e7a0e-0000-4000-8000-000000000001';

describe('accountNavEntries', () => {
  it.each([
    [undefined, true, false],
    [{ additionalSigner: false, broker: false }, true, false],
    [{ additionalSigner: false, broker: true }, true, false],
    [{ additionalSigner: true, broker: false }, false, true],
    [{ additionalSigner: true, broker: true }, true, true],
  ])('role %j: dashboard %s, conditions %s', (role, dashboard, conditions) => {
    const entries = accountNavEntries(role, {});
    expect(entries.dashboard).toBe(dashboard);
    expect(entries.conditions).toBe(conditions);
  });

  it('reads the portfolioManager and mainBrand toggles (true only)', () => {
    expect(accountNavEntries(undefined, { portfolioManager: true, mainBrand: true })).toEqual({ dashboard: true, conditions: false, portfolioManager: true, feedback: true });
    expect(accountNavEntries(undefined, { portfolioManager: 'true', mainBrand: false })).toEqual({ dashboard: true, conditions: false, portfolioManager: false, feedback: false });
    expect(accountNavEntries(undefined, {})).toEqual({ dashboard: true, conditions: false, portfolioManager: false, feedback: false });
  });
});

describe('surveyOnLeaveApplies', () => {
  it.each(['identity', 'liens', 'product/select', 'signing/sign', 'identity/'])('applies on /account/heloc/{uuid}/%s', (route) => {
    expect(surveyOnLeaveApplies(`/account/heloc/${UUID}/${route}`)).toBe(true);
  });
  it.each([
    `/account/heloc/${UUID}/signing/intro`,
    `/account/heloc/${UUID}/product/select/more`,
    `/account/heloc/${UUID}/income/review`,
    '/account/heloc/register-v2/identity',
    '/dashboard',
    `/heloc-signer/${UUID}/identity`,
  ])('not on %s', (path) => {
    expect(surveyOnLeaveApplies(path)).toBe(false);
  });
  it('waits 750 ms before logging out (seed 001 §9)', () => {
    expect(SURVEY_LOGOUT_DELAY_MS).toBe(750);
  });
});

describe('applicationUuidOf / logoutTarget', () => {
  it('takes the uuid of an application path only', () => {
    expect(applicationUuidOf(`/account/heloc/${UUID}/liens`)).toBe(UUID);
    expect(applicationUuidOf(`/account/heloc/${UUID}`)).toBe(UUID);
    expect(applicationUuidOf('/account/heloc/register-v2/name')).toBeUndefined();
    expect(applicationUuidOf('/dashboard')).toBeUndefined();
  });
  it('follows a local path or web URL, else /auth/login', () => {
    expect(logoutTarget('/auth/login?x=1')).toBe('/auth/login?x=1');
    expect(logoutTarget('https://id.example/logout')).toBe('https://id.example/logout');
    for (const bad of ['//evil.example', 'javascript:alert(1)', '', undefined, 42]) expect(logoutTarget(bad)).toBe('/auth/login');
  });
});
