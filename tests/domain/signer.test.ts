import { describe, expect, it } from 'vitest';
import {
  BROKER_FLAG,
  BROKER_MODES,
  brokerModeOf,
  CO_DEEDER,
  coDeedStatusKey,
  isAdditionalSigner,
  isBrokerUser,
  isListedSigner,
} from '../../src/domain/signer';

const ME = '0b6f2a52-6a4e-4b1e-9c2a-1d4f0000aaaa';
const OTHER = '0b6f2a52-6a4e-4b1e-9c2a-1d4f0000bbbb';
const app = (helocSigners: unknown, additionalSignerVersion: unknown = 'v1') => ({ helocSigners, additionalSignerVersion });

describe('isAdditionalSigner (seed 001 §6)', () => {
  it('is true for the CO_DEEDER user type, on the identity (profileType) or the profile (type), whatever the application', () => {
    expect(CO_DEEDER).toBe('CO_DEEDER');
    expect(isAdditionalSigner({ uuid: ME, profileType: 'CO_DEEDER' })).toBe(true);
    expect(isAdditionalSigner({ type: 'CO_DEEDER' }, null)).toBe(true);
    expect(isAdditionalSigner({ uuid: ME, profileType: 'CO_DEEDER' }, app([], 'v2'))).toBe(true);
  });

  it('is true for a user listed in helocSigners under signer version v1', () => {
    expect(isAdditionalSigner({ uuid: ME, profileType: 'PRIMARY' }, app([{ identityUuid: OTHER }, { identityUuid: ME }]))).toBe(true);
    // uuids compare case-insensitively; the version ignores case and spaces
    expect(isAdditionalSigner({ uuid: ME.toUpperCase(), profileType: 'PRIMARY' }, app([{ identityUuid: ME }], ' V1 '))).toBe(true);
  });

  it.each([
    ['another version', app([{ identityUuid: ME }], 'v2')],
    ['no version', app([{ identityUuid: ME }], null)],
    ['a version that is not a string', app([{ identityUuid: ME }], 1)],
    ['not listed', app([{ identityUuid: OTHER }])],
    ['an empty list', app([])],
    ['no list', app(undefined)],
    ['a list that is not an array', app({ identityUuid: ME })],
    ['malformed entries', app([null, 'x', { identityUuid: 42 }, {}])],
  ])('is false for a PRIMARY user with %s', (_what, application) => {
    expect(isAdditionalSigner({ uuid: ME, profileType: 'PRIMARY' }, application)).toBe(false);
  });

  it('is false without a user, or a listed check without a uuid or application', () => {
    expect(isAdditionalSigner(undefined, app([{ identityUuid: ME }]))).toBe(false);
    expect(isAdditionalSigner(null)).toBe(false);
    expect(isAdditionalSigner({ profileType: 'PRIMARY' }, app([{ identityUuid: ME }]))).toBe(false);
    expect(isAdditionalSigner({ uuid: ME, profileType: 'PRIMARY' })).toBe(false);
    expect(isListedSigner('', app([{ identityUuid: '' }]))).toBe(false);
  });
});

describe('broker flag (seed 001 §6)', () => {
  it('reads the brand toggle as a mode, legacy by default', () => {
    expect(BROKER_MODES).toEqual(['optimizely', 'legacy', 'broker']);
    expect(brokerModeOf('optimizely')).toBe('optimizely');
    expect(brokerModeOf('broker')).toBe('broker');
    expect(brokerModeOf('legacy')).toBe('legacy');
    for (const other of [undefined, null, '', 'Broker', true, 3]) expect(brokerModeOf(other)).toBe('legacy');
  });

  it('broker mode: every user is a broker', () => {
    expect(isBrokerUser('broker', {})).toBe(true);
    expect(isBrokerUser('broker', { flagEnabled: false, identityIsBroker: false })).toBe(true);
  });

  it(`optimizely mode: the ${BROKER_FLAG} flag decides, not the user record`, () => {
    expect(isBrokerUser('optimizely', { flagEnabled: true, identityIsBroker: false })).toBe(true);
    expect(isBrokerUser('optimizely', { flagEnabled: false, identityIsBroker: true })).toBe(false);
    expect(isBrokerUser('optimizely', { identityIsBroker: true })).toBe(false);
  });

  it('legacy mode: the user record decides, not the flag', () => {
    expect(isBrokerUser('legacy', { identityIsBroker: true, flagEnabled: false })).toBe(true);
    expect(isBrokerUser('legacy', { identityIsBroker: false, flagEnabled: true })).toBe(false);
    expect(isBrokerUser('legacy', {})).toBe(false);
  });
});

describe('coDeedStatusKey', () => {
  it('names the known statuses and folds the rest into OTHER', () => {
    expect(['NOT_STARTED', 'PENDING', 'COMPLETE'].map(coDeedStatusKey)).toEqual(['NOT_STARTED', 'PENDING', 'COMPLETE']);
    expect(coDeedStatusKey('SIGNED')).toBe('OTHER');
    expect(coDeedStatusKey(null)).toBe('OTHER');
  });
});
