import { describe, expect, it } from 'vitest';
import { maskBank } from '../../src/domain/bank';

describe('maskBank', () => {
  it('shows only the last 4 digits', () => {
    expect(maskBank('000123456789')).toBe('****6789');
    expect(maskBank('12-34 56')).toBe('****3456');
    expect(maskBank('123')).toBe('****123');
    expect(maskBank('')).toBe('');
  });
});
