import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../../src/domain/file-size';

describe('formatFileSize', () => {
  it.each([
    [0, '0 bytes'],
    [999, '999 bytes'],
    [1000, '1 KB'],
    [1500, '1.5 KB'],
    [999_949, '999.9 KB'],
    [999_999, '1 MB'],
    [1_000_000, '1 MB'],
    [2_560_000, '2.6 MB'],
  ])('shows %i bytes as %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });

  it('refuses negative and non-finite sizes', () => {
    expect(() => formatFileSize(-1)).toThrow(RangeError);
    expect(() => formatFileSize(Number.NaN)).toThrow(RangeError);
  });
});
