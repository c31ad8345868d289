// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { renderStep } from './harness';
import { formatDateInput, storedDate } from '../../src/renderer/widgets/dob-widget';
import { formatMoney, parseMoneyInput } from '../../src/renderer/widgets/money-widget';
import { consentLabel } from '../../src/renderer/widgets/consent-widget';
import { isSafeHref } from '../../src/renderer/safe-href';

const str = (title: string): RJSFSchema => ({ type: 'string', title });

describe('phone widget', () => {
  it('formats to (xxx) xxx-xxxx while typing and stores the formatted text', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema: { type: 'object', properties: { phone: str('Mobile phone') } }, uiSchema: { phone: { 'ui:widget': 'phone' } } });
    const input = screen.getByLabelText('Mobile phone');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await user.type(input, '555123');
    expect(input).toHaveValue('(555) 123');
    await user.type(input, '45678');
    expect(input).toHaveValue('(555) 123-4567');
    expect(latest.data).toEqual({ phone: '(555) 123-4567' });
  });

  it('Backspace over a separator deletes the digit before it', async () => {
    const user = userEvent.setup();
    renderStep({ schema: { type: 'object', properties: { phone: str('Mobile phone') } }, uiSchema: { phone: { 'ui:widget': 'phone' } }, formData: { phone: '(555) 1' } });
    const input = screen.getByLabelText('Mobile phone') as HTMLInputElement;
    await user.click(input);
    input.setSelectionRange(5, 5); // just after ')'
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('(551');
  });
});

describe('textarea widget', () => {
  it('is a labelled multi-line field, 5 rows unless rows says otherwise, undefined when emptied', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema: { type: 'object', properties: { message: str('Your message') } }, uiSchema: { message: { 'ui:widget': 'textarea' } } });
    const box = screen.getByLabelText('Your message');
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '5');
    await user.type(box, 'Line one{Enter}line two');
    expect(latest.data).toEqual({ message: 'Line one\nline two' });
    await user.clear(box);
    expect(latest.data['message']).toBeUndefined();
  });
});

describe('money widget', () => {
  it('shows thousands separators and stores a number', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema: { type: 'object', properties: { income: { type: 'number', title: 'Annual income' } } }, uiSchema: { income: { 'ui:widget': 'money' } } });
    const input = screen.getByLabelText('Annual income');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '1234567');
    expect(input).toHaveValue('1,234,567');
    expect(latest.data).toEqual({ income: 1234567 });
    await user.clear(input);
    expect(latest.data.income).toBeUndefined();
  });

  it('keeps a typed minus: -5 is stored as -5, never silently as 5', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema: { type: 'object', properties: { income: { type: 'number', title: 'Annual income' } } }, uiSchema: { income: { 'ui:widget': 'money' } } });
    const input = screen.getByLabelText('Annual income');
    await user.type(input, '-');
    expect(input).toHaveValue('-');
    expect(latest.data['income']).toBeUndefined();
    await user.type(input, '5000');
    expect(input).toHaveValue('-5,000');
    expect(latest.data).toEqual({ income: -5000 });
    await user.clear(input);
    expect(input).toHaveValue('');
  });

  it('parses and formats', () => {
    expect(parseMoneyInput('$12,500')).toBe(12500);
    expect(parseMoneyInput('')).toBeUndefined();
    // Whole dollars: cents are dropped, never appended to the dollars.
    expect(parseMoneyInput('85,000.50')).toBe(85000);
    expect(parseMoneyInput('$1,250.')).toBe(1250);
    expect(parseMoneyInput('.75')).toBeUndefined();
    // A minus before the digits keeps the sign, so the schema's minimum can answer it.
    expect(parseMoneyInput('-5')).toBe(-5);
    expect(parseMoneyInput('$-1,250')).toBe(-1250);
    expect(parseMoneyInput('-$5')).toBe(-5);
    expect(parseMoneyInput('5-')).toBe(5);
    expect(parseMoneyInput('-')).toBeUndefined();
    expect(formatMoney(-1250)).toBe('-1,250');
    expect(formatMoney(0)).toBe('0');
    expect(formatMoney(undefined)).toBe('');
  });
});

describe('dob widget', () => {
  it('adds slashes while typing and stores yyyy-MM-dd', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema: { type: 'object', properties: { dob: str('Date of birth') } }, uiSchema: { dob: { 'ui:widget': 'dob' } } });
    const input = screen.getByLabelText('Date of birth');
    expect(input).toHaveAttribute('autocomplete', 'bday');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '0315');
    expect(input).toHaveValue('03/15');
    expect(latest.data.dob).toBe('03/15');
    await user.type(input, '1980');
    expect(input).toHaveValue('03/15/1980');
    expect(latest.data).toEqual({ dob: '1980-03-15' });
  });

  it('shows a stored date as MM/DD/YYYY', () => {
    renderStep({ schema: { type: 'object', properties: { dob: str('Date of birth') } }, uiSchema: { dob: { 'ui:widget': 'dob' } }, formData: { dob: '1975-12-01' } });
    expect(screen.getByLabelText('Date of birth')).toHaveValue('12/01/1975');
  });

  it.each([
    ['1/2/1990', '01/02/1990'],
    ['01021990', '01/02/1990'],
    ['12/3', '12/3'],
    ['123456789', '12/34/5678'],
  ])('formats %s as %s', (typed, shown) => expect(formatDateInput(typed)).toBe(shown));

  it('stores impossible dates as typed so the schema reports them', () => {
    expect(storedDate('02/30/2000')).toBe('02/30/2000');
    expect(storedDate('02/29/2000')).toBe('2000-02-29');
    expect(storedDate('')).toBeUndefined();
  });
});

describe('password widget', () => {
  it('toggles visibility and lists unmet rules politely when strength is on', async () => {
    const user = userEvent.setup();
    renderStep({ schema: { type: 'object', properties: { password: str('Password') } }, uiSchema: { password: { 'ui:widget': 'password', 'ui:options': { strength: true } } } });
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBeInTheDocument();
    await user.type(input, 'abc');
    expect(screen.getByText('Password is not strong enough')).toBeInTheDocument();
    expect(screen.getByText('One uppercase letter')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Password strength: 0 of 4' })).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, 'Abcdefghijk1!');
    expect(screen.getByRole('img', { name: 'Password strength: 4 of 4' })).toBeInTheDocument();
    expect(screen.queryByText('One uppercase letter')).toBeNull();
  });
});

describe('consent widget', () => {
  it('renders label text with links as text, never HTML, and stores a boolean', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({
      schema: { type: 'object', properties: { terms: { type: 'boolean', title: 'I agree to the {0} and <b>{1}</b>' } } },
      uiSchema: { terms: { 'ui:widget': 'consent', 'ui:options': { links: [{ text: 'Terms', href: 'https://example.com/terms' }, { text: 'Privacy', href: 'javascript:alert(1)' }] } } },
    });
    const box = screen.getByRole('checkbox');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://example.com/terms');
    expect(screen.queryByRole('link', { name: 'Privacy' })).toBeNull();
    expect(document.querySelector('b')).toBeNull();
    await user.click(box);
    expect(latest.data).toEqual({ terms: true });
  });

  it('accepts only http(s) and local hrefs', () => {
    expect(isSafeHref('/terms')).toBe(true);
    expect(isSafeHref('//evil.example')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(consentLabel('Read', [{ text: 'this', href: '/x' }])).toHaveLength(3);
  });
});

describe('radio cards', () => {
  const schema: RJSFSchema = {
    type: 'object',
    required: ['occupancyType'],
    properties: {
      occupancyType: { type: 'string', title: 'How do you use this property?', enum: ['HOME', 'SECONDARY', 'INVESTMENT'] },
      isListedForSale: { type: 'boolean', title: 'Is this property currently for sale?' },
    },
  };
  const uiSchema = {
    occupancyType: { 'ui:widget': 'radioCards', 'ui:enumNames': ['Primary residence', 'Second home', 'Investment'] },
    isListedForSale: { 'ui:widget': 'radioCards', 'ui:enumNames': ['Yes', 'No'] },
  };

  it('is a labelled group of radios operable by keyboard', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema });
    const group = screen.getByRole('group', { name: /How do you use this property/ });
    const home = screen.getByRole('radio', { name: 'Primary residence' });
    expect(group).toContainElement(home);
    await user.tab();
    expect(home).toHaveFocus();
    await user.keyboard(' ');
    expect(home).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Second home' })).toBeChecked();
    await waitFor(() => expect(latest.data.occupancyType).toBe('SECONDARY'));
  });

  it('stores booleans from yes/no cards', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    expect(latest.data.isListedForSale).toBe(false);
  });
});

describe('consent defaults', () => {
  it('never pre-ticks a const:true consent', () => {
    const { latest } = renderStep({
      schema: { type: 'object', properties: { terms: { type: 'boolean', title: 'I agree', const: true } } },
      uiSchema: { terms: { 'ui:widget': 'consent' } },
    });
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
    expect(latest.data.terms).toBeUndefined();
  });
});
