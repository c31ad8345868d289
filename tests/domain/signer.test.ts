import { describe, expect, it } from 'vitest';
import {
  BROKER_FLAG,
  BROKER_MODES,
  brokerModeOf,
  CO_DEEDER,
  coDeedStatusKey,
  endedInvitationRedirect,
  isAdditionalSigner,
  isBrokerUser,
  isListedSigner,
  signerConditionHref,
  signerRouteOf,
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

describe('the signer area (issue 23)', () => {
  it('reads a signer path as its page route', () => {
    expect(signerRouteOf('/heloc-signer/intro')).toBe('heloc-signer/intro');
    expect(signerRouteOf('/heloc-signer/conditions/upload-document/')).toBe('heloc-signer/conditions/upload-document');
  });

  it('sends an ended invitation to cancelled (withdrawn) or error (failed), never from that page itself', () => {
    expect(endedInvitationRedirect('heloc-signer/sign', 'WITHDRAWN')).toBe('heloc-signer/cancelled');
    expect(endedInvitationRedirect('heloc-signer/resume', 'FAILED')).toBe('heloc-signer/error');
    expect(endedInvitationRedirect('heloc-signer/cancelled', 'WITHDRAWN')).toBeUndefined();
    expect(endedInvitationRedirect('heloc-signer/error', 'FAILED')).toBeUndefined();
    expect(endedInvitationRedirect('heloc-signer/sign', 'INVITED')).toBeUndefined();
    expect(endedInvitationRedirect('heloc-signer/sign', 'SIGNED')).toBeUndefined();
    expect(endedInvitationRedirect('heloc-signer/sign', undefined)).toBeUndefined();
  });

  it('links a condition card to its signer page with the seed 001 §2 query, a phone number to the signer\'s phone page (decision 551)', () => {
    const query = { conditionUuid: 'c-1', conditionType: 'UPLOAD_DOCUMENT', conditionEnum: 'PROPERTY_LEGAL_DESCRIPTION' };
    expect(signerConditionHref({ action: 'uploadDocument', query })).toBe(
      '/heloc-signer/conditions/upload-document?conditionUuid=c-1&conditionType=UPLOAD_DOCUMENT&conditionEnum=PROPERTY_LEGAL_DESCRIPTION',
    );
    expect(signerConditionHref({ action: 'verifyId', query: { conditionUuid: 'c-2', conditionType: 'ID_VERIFICATION', conditionEnum: 'ID_VERIFICATION_FAILURE' } })).toBe(
      '/heloc-signer/conditions/identity?conditionUuid=c-2&conditionType=ID_VERIFICATION&conditionEnum=ID_VERIFICATION_FAILURE',
    );
    expect(signerConditionHref({ action: 'phoneNumber', query: { conditionUuid: 'c-3', conditionType: 'PHONE_NUMBER', conditionEnum: 'MISSING_PHONE_NUMBER' } })).toBe(
      '/heloc-signer/conditions/phone-number?conditionUuid=c-3&conditionType=PHONE_NUMBER&conditionEnum=MISSING_PHONE_NUMBER',
    );
    expect(signerConditionHref({ action: 'somethingElse', query: { conditionUuid: 'c-4', conditionType: 'X', conditionEnum: 'X' } })).toBeUndefined();
  });
});
