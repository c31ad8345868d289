import { describe, expect, it } from 'vitest';
import { isUuid } from '../../src/domain/uuid';

describe('isUuid', () => {
  it('accepts 8-4-4-4-12 hex groups in any case', () => {
    expect(isUuid('123e4567-e89b-12d3-a456-426614174000')).toBe(true);
    expect(isUuid('123E4567-E89B-12D3-A456-426614174000')).toBe(true);
    expect(isUuid(crypto.randomUUID())).toBe(true);
  });

  it.each(['', '123e4567e89b12d3a456426614174000', '123e4567-e89b-12d3-a456-42661417400', 'g23e4567-e89b-12d3-a456-426614174000', ' 123e4567-e89b-12d3-a456-426614174000'])(
    'refuses %j',
    (value) => {
      expect(isUuid(value)).toBe(false);
    },
  );

  it('refuses non-strings', () => {
    expect(isUuid(42)).toBe(false);
    expect(isUuid(undefined)).toBe(false);
  });
});
