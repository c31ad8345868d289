import { describe, expect, it } from 'vitest';
import * as domain from '../../src/domain';

describe('src/domain public face', () => {
  it.each([
    'formatPhone', 'reducePhone', 'phoneError', 'parseDateInput', 'toStorageDate', 'toDisplayDate', 'isAtLeastAge',
    'minimumAge', 'ageMessage', 'personDobError', 'passwordRules', 'passwordStrength', 'passwordError',
    'mapEmploymentType', 'formatAddress', 'streetError', 'cityError', 'stateError', 'zipError', 'trimName',
    'nameErrors', 'formatMoney', 'roundHalfEven', 'formatPercent', 'monthlyPayment', 'interestOnlyPayment',
    'interestForPeriod', 'drawTotal', 'isCashPreservable', 'isDeductible', 'sliderBounds', 'matchOffer',
    'drawAmounts', 'discountedRate', 'isUuid', 'isWebUrl', 'inNumericRange', 'joinMessages', 'shortenWallet',
    'maskBank', 'formatFileSize', 'relativeTime', 'businessHoursText', 'isSafeRedirect',
  ])('exports the function %s', (name) => {
    expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
  });

  it('exports the constants the screens need', () => {
    expect(domain.LOAN_AMOUNT_MIN).toBe(15_000);
    expect(domain.LOAN_AMOUNT_MAX).toBe(400_000);
    expect(domain.APR_MIN).toBe(0.076);
    expect(domain.APR_MAX).toBe(0.172);
    expect(domain.ORIGINATION_FEE_RATE_MAX).toBe(0.0499);
    expect(domain.RECORDING_TAX_RESTRICTED_STATES).toHaveLength(21);
    expect(domain.EMPLOYMENT_TYPE_LABELS.UNEMPLOYED).toBe('Unemployed / furloughed');
  });
});
