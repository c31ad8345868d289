// @vitest-environment happy-dom
// The `ssn` widget: masked as typed with a Show toggle, numeric keypad, paste of 123-45-6789,
// 9 digits stored, only the last four shown once the field is left, and the field rule's message.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { renderStep } from './harness';

const fields = JSON.parse(readFileSync('schemas/fields/v1.json', 'utf8')) as { $defs: Record<string, object> };
const MESSAGE = 'Enter your 9-digit Social Security number';

const schema = {
  type: 'object',
  properties: { ssn: { ...fields.$defs['ssn'], title: 'Social Security number' }, other: { type: 'string', title: 'Other' } },
  required: ['ssn'],
  errorMessage: { required: { ssn: MESSAGE } },
} as unknown as RJSFSchema;
const uiSchema = { ssn: { 'ui:widget': 'ssn' } };

const input = () => screen.getByLabelText(/Social Security number/, { selector: 'input' });

describe('ssn widget', () => {
  it('is a labelled password input with a numeric keypad; typing stores 9 digits', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema });
    const el = input();
    expect(el).toHaveAttribute('type', 'password');
    expect(el).toHaveAttribute('inputmode', 'numeric');
    expect(el).toHaveAttribute('autocomplete', 'off');
    await user.type(el, '123456789');
    expect(el).toHaveValue('123-45-6789');
    expect(latest.data).toEqual({ ssn: '123456789' });
  });

  it('accepts a pasted 123-45-6789 and stores the digits', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema });
    await user.click(input());
    await user.paste('123-45-6789');
    expect(latest.data).toEqual({ ssn: '123456789' });
  });

  it('after the field is left shows only the last four, in text the screen reader gets too', async () => {
    const user = userEvent.setup();
    renderStep({ schema, uiSchema });
    await user.type(input(), '123456789');
    await user.click(screen.getByRole('textbox', { name: 'Other' }));
    const el = input();
    expect(el).toHaveAttribute('type', 'text');
    expect(el).toHaveValue('•••-••-6789');
    expect(el).toHaveAccessibleDescription('Ends in 6789');
    expect(document.body.textContent).not.toContain('123-45');
    // Back in the field: the number again, masked by the password input.
    await user.click(el);
    expect(el).toHaveAttribute('type', 'password');
    expect(el).toHaveValue('123-45-6789');
  });

  it('Show reveals the number by keyboard and hides it again once focus leaves the field', async () => {
    const user = userEvent.setup();
    renderStep({ schema, uiSchema });
    await user.type(input(), '123456789');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show Social Security number' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(input()).toHaveAttribute('type', 'text');
    expect(input()).toHaveValue('123-45-6789');
    expect(screen.getByRole('button', { name: 'Hide Social Security number' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Other' })).toHaveFocus();
    expect(input()).toHaveValue('•••-••-6789');
  });

  it("shows the field rule's message for an incomplete or never-issued number, and for none", async () => {
    const user = userEvent.setup();
    const { submitted } = renderStep({ schema, uiSchema });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(input()).toHaveAccessibleDescription(MESSAGE));
    for (const bad of ['12345', '666123456', '900123456', '123001234', '123450000', '000123456']) {
      fireEvent.change(input(), { target: { value: bad } });
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      await waitFor(() => expect(input(), bad).toHaveAccessibleDescription(new RegExp(`^${MESSAGE}`)));
    }
    expect(submitted).toHaveLength(0);
    await user.clear(input());
    await user.type(input(), '123-45-6789');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toEqual([{ ssn: '123456789' }]));
  });
});
