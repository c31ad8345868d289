import { describe, expect, it } from 'vitest';
import { linkPartnerDomains, partnerDomains } from '../../src/domain/chat-links';

const domains = ['homeline.example', 'lakeshore.example'];

describe('linkPartnerDomains (seed 001 §9 chat auto-linking)', () => {
  it('links an address on a partner domain, with https:// added when it has no scheme', () => {
    expect(linkPartnerDomains('Pay at homeline.example/pay today', domains)).toEqual([
      { text: 'Pay at ' },
      { text: 'homeline.example/pay', href: 'https://homeline.example/pay' },
      { text: ' today' },
    ]);
  });

  it('keeps the scheme given and links sub-domains', () => {
    expect(linkPartnerDomains('See http://app.lakeshore.example/rates?x=1.', domains)).toEqual([
      { text: 'See ' },
      { text: 'http://app.lakeshore.example/rates?x=1', href: 'http://app.lakeshore.example/rates?x=1' },
      { text: '.' },
    ]);
  });

  it('leaves any other domain, look-alikes and e-mail addresses as text', () => {
    const text = 'Try evil.example, homeline.example.evil.example, nothomeline.example or support@homeline.example';
    expect(linkPartnerDomains(text, domains)).toEqual([{ text }]);
  });

  it('handles text without addresses and the empty string', () => {
    expect(linkPartnerDomains('Hello, how can I help?', domains)).toEqual([{ text: 'Hello, how can I help?' }]);
    expect(linkPartnerDomains('', domains)).toEqual([]);
  });

  it('links each of several addresses', () => {
    const segs = linkPartnerDomains('homeline.example and lakeshore.example', domains);
    expect(segs.filter((s) => 'href' in s).map((s) => s.text)).toEqual(['homeline.example', 'lakeshore.example']);
  });
});

describe('partnerDomains', () => {
  it('collects every brand domain once, lower-case', () => {
    expect(partnerDomains([{ domains: ['Homeline.example'] }, {}, { domains: ['homeline.example', 'lakeshore.example'] }])).toEqual([
      'homeline.example',
      'lakeshore.example',
    ]);
  });
});
