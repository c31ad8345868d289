import getOriginal from '@rjsf/utils/lib/getDecimalSeparator.js';
import { describe, expect, it } from 'vitest';
import getDecimalSeparator from '../../src/renderer/decimal-separator';

describe("the browser build's getDecimalSeparator", () => {
  it("answers as rjsf's own for each locale list, also when asked again", () => {
    for (const locales of [['en-US'], ['de-DE'], ['fr-FR', 'en'], 'es-ES', ['xx-invalid-locale-!!']]) {
      expect(getDecimalSeparator(locales), String(locales)).toBe(getOriginal(locales as string[]));
      expect(getDecimalSeparator(locales), String(locales)).toBe(getOriginal(locales as string[]));
    }
    expect(getDecimalSeparator(['de-DE'])).toBe(',');
  });
});
