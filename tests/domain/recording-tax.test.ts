import { describe, expect, it } from 'vitest';
import { RECORDING_TAX_RESTRICTED_STATES, isRecordingTaxRestricted, recordingTaxRange } from '../../src/domain/recording-tax';

describe('recording tax', () => {
  it('lists exactly the 21 restricted states of the seed', () => {
    expect([...RECORDING_TAX_RESTRICTED_STATES]).toEqual([
      'AR', 'CO', 'HI', 'IL', 'IN', 'KY', 'LA', 'MD', 'ME', 'MI', 'MN',
      'MO', 'NJ', 'NV', 'OK', 'OR', 'PA', 'SD', 'UT', 'WV', 'WY',
    ]);
  });

  it('recognises a restricted state in any case', () => {
    expect(isRecordingTaxRestricted('PA')).toBe(true);
    expect(isRecordingTaxRestricted(' wy ')).toBe(true);
    expect(isRecordingTaxRestricted('CA')).toBe(false);
    expect(isRecordingTaxRestricted('NY')).toBe(false);
  });

  it('scales the $0 to $1,400 per $100,000 range with the amount', () => {
    expect(recordingTaxRange(100_000)).toEqual({ min: 0, max: 1_400 });
    expect(recordingTaxRange(15_000)).toEqual({ min: 0, max: 210 });
    expect(recordingTaxRange(-1)).toEqual({ min: 0, max: 0 });
  });
});
