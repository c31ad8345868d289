import { describe, expect, it } from 'vitest';
import { initialsOf, originatorCardView } from '../../src/domain/originator-card';

const dana = {
  originatorName: 'Dana Whitfield',
  brokerName: 'Lakeside Mortgage Brokers',
  phoneNumber: '5125550142',
  email: 'dana.whitfield@example.com',
  nmls: '1928374',
  avatarUri: null,
};

describe('originatorCardView', () => {
  it('gives name, broker, initials, NMLS and tel:/mailto: links', () => {
    expect(originatorCardView(dana)).toEqual({
      name: 'Dana Whitfield',
      brokerName: 'Lakeside Mortgage Brokers',
      initials: 'DW',
      avatarUrl: null,
      nmls: '1928374',
      phone: { display: '(512) 555-0142', href: 'tel:+15125550142' },
      email: { display: 'dana.whitfield@example.com', href: 'mailto:dana.whitfield@example.com' },
    });
  });

  it('uses only web or same-site avatars', () => {
    expect(originatorCardView({ ...dana, avatarUri: 'https://cdn.example.com/a.png' })?.avatarUrl).toBe('https://cdn.example.com/a.png');
    expect(originatorCardView({ ...dana, avatarUri: '/assets/a.png' })?.avatarUrl).toBe('/assets/a.png');
    expect(originatorCardView({ ...dana, avatarUri: 'javascript:alert(1)' })?.avatarUrl).toBeNull();
    expect(originatorCardView({ ...dana, avatarUri: '//evil.example/a.png' })?.avatarUrl).toBeNull();
  });

  it('leaves out a malformed phone or e-mail and falls back to the broker name', () => {
    const view = originatorCardView({ brokerName: 'Northgate Home Lending', phoneNumber: '555', email: 'nope' });
    expect(view).toMatchObject({ name: 'Northgate Home Lending', brokerName: null, initials: 'NL', phone: null, email: null, nmls: null });
    expect(originatorCardView({ originatorName: ' ', brokerName: '' })).toBeNull();
    expect(originatorCardView(null)).toBeNull();
  });

  it('takes first and last initials', () => {
    expect(initialsOf('priya  k raman')).toBe('PR');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });
});
