import { describe, expect, it } from 'vitest';
import { createTranslator, interpolate, localize, messageKey } from '../../src/engine/messages';

const catalogue = { 'modal.title': 'Hello {name}', 'common.continue': 'Continue', 'legal.terms': 'Terms of Service' };

describe('createTranslator', () => {
  const t = createTranslator(catalogue, { 'legal.terms': 'Terms of Use' });

  it.each([
    ['msg:common.continue', undefined, 'Continue'],
    ['msg:legal.terms', undefined, 'Terms of Use'],
    ['msg:modal.title', { name: 'Ada' }, 'Hello Ada'],
    ['msg:modal.title', undefined, 'Hello {name}'],
    ['Literal {n} text', { n: 3 }, 'Literal 3 text'],
    ['Plain text', undefined, 'Plain text'],
    ['msg:no.such.key', undefined, 'no.such.key'],
  ])('translates %s with %o to %s', (text, vars, expected) => {
    expect(t(text, vars)).toBe(expected);
  });

  it('lets a brand override win over the catalogue', () => {
    expect(createTranslator(catalogue)('msg:legal.terms')).toBe('Terms of Service');
    expect(t('msg:legal.terms')).toBe('Terms of Use');
  });
});

describe('interpolate', () => {
  it('leaves unknown and null placeholders as written and fills dotted names', () => {
    expect(interpolate('{a} {b} {brand.phone}', { a: 1, b: null, 'brand.phone': '555' })).toBe('1 {b} 555');
  });
});

describe('messageKey', () => {
  it('returns the key of msg: text and undefined for literal text', () => {
    expect(messageKey('msg:a.b')).toBe('a.b');
    expect(messageKey('a.b')).toBeUndefined();
  });
});

describe('localize', () => {
  it('translates every msg: string deep in JSON and copies the rest unchanged', () => {
    const t = createTranslator(catalogue);
    const input = { title: 'msg:common.continue', list: ['msg:legal.terms', 'keep', 3, null], nested: { ok: true, s: 'msg:modal.title' } };
    expect(localize(input, t)).toEqual({
      title: 'Continue',
      list: ['Terms of Service', 'keep', 3, null],
      nested: { ok: true, s: 'Hello {name}' },
    });
    expect(input.title).toBe('msg:common.continue');
  });
});
