import { describe, expect, it } from 'vitest';
import { isSafeRedirect, isWebUrl } from '../../src/domain/url';

describe('isWebUrl', () => {
  it.each(['http://example.com', 'https://example.com/a?b=c', 'HTTPS://EXAMPLE.COM'])('accepts %s', (url) => {
    expect(isWebUrl(url)).toBe(true);
  });

  it.each(['ftp://example.com', 'mailto:a@b.c', 'javascript:alert(1)', '/path', 'httpfoo', 'example.com', ''])('refuses %j', (url) => {
    expect(isWebUrl(url)).toBe(false);
  });
});

describe('isSafeRedirect', () => {
  it.each(['/dashboard', '/account/heloc/', '/a'])('accepts %s', (path) => {
    expect(isSafeRedirect(path)).toBe(true);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', '/Dashboard', '/1', '/', '', 'dashboard'])(
    'refuses %j',
    (path) => {
      expect(isSafeRedirect(path)).toBe(false);
    },
  );
});
