// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderStep } from './harness';

describe('textarea widget (seed 001 §2: default 5 rows)', () => {
  it('has 5 rows unless ui:options.rows says otherwise, and stores the text', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({
      schema: { type: 'object', properties: { note: { type: 'string', title: 'Your message' }, other: { type: 'string', title: 'Other' } } },
      uiSchema: { note: { 'ui:widget': 'textarea' }, other: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } } },
    });
    const note = screen.getByRole('textbox', { name: 'Your message' });
    expect(note.tagName).toBe('TEXTAREA');
    expect(note).toHaveAttribute('rows', '5');
    expect(screen.getByRole('textbox', { name: 'Other' })).toHaveAttribute('rows', '3');
    await user.type(note, 'Line one{Enter}Line two');
    expect(latest.data).toMatchObject({ note: 'Line one\nLine two' });
  });

  it('with a maxLength, counts the characters for everyone and never cuts what is typed or pasted (the form message says it is too long)', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema: { type: 'object', properties: { note: { type: 'string', title: 'Your message', maxLength: 10 } } }, uiSchema: { note: { 'ui:widget': 'textarea' } } });
    const note = screen.getByRole('textbox', { name: 'Your message' });
    expect(note).not.toHaveAttribute('maxlength');
    await user.type(note, 'Hello');
    expect(note).toHaveAccessibleDescription('5 of 10 characters');
    await user.type(note, ' there all');
    expect(latest.data).toMatchObject({ note: 'Hello there all' });
    expect(note).toHaveAccessibleDescription('15 of 10 characters');
  });
});

describe('phone input with a country list (seed 001 §2, §5)', () => {
  const schema = { type: 'object' as const, properties: { phone: { type: 'string' as const, title: 'Phone number' } } };
  const uiSchema = { phone: { 'ui:widget': 'phoneCountry' } };

  it('defaults to the US, formats as typed, limits the length to the national format, and stores +1', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('US');
    expect(screen.getByRole('option', { name: 'United States (+1)' })).toBeInTheDocument();
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveAttribute('maxlength', '14');
    await user.type(input, '5551234567');
    expect(input).toHaveValue('(555) 123-4567');
    expect(latest.data).toEqual({ phone: '+1 (555) 123-4567' });
  });

  it("changing country reformats the value and takes that country's maximum length", async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema, formData: { phone: '+1 (555) 123-4567' } });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'GB');
    const input = screen.getByRole('textbox', { name: 'Phone number' });
    expect(input).toHaveValue('5551 234567');
    expect(input).toHaveAttribute('maxlength', '11');
    expect(latest.data).toEqual({ phone: '+44 5551 234567' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'ES');
    expect(input).toHaveValue('555 123 456');
    expect(latest.data).toEqual({ phone: '+34 555 123 456' });
  });

  it('keeps Canada chosen though it shares +1 with the US, and honours ui:options.defaultCountry', async () => {
    const user = userEvent.setup();
    renderStep({ schema, uiSchema: { phone: { 'ui:widget': 'phoneCountry', 'ui:options': { defaultCountry: 'GB' } } } });
    const country = screen.getByRole('combobox', { name: 'Country' });
    expect(country).toHaveValue('GB');
    await user.selectOptions(country, 'CA');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '4165550000');
    expect(country).toHaveValue('CA');
  });
});
