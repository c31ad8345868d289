// @vitest-environment happy-dom
// The `bank-account` field with the bank-account@1 step's own rules and messages: routing number
// (9 digits, ABA check digit), account number typed twice, checking/savings, the account number
// masked to its last four once left, and every message from the definition.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { bundleSchema, type SchemaFiles } from '../../src/engine/schema-bundle';
import type { EffectRef, JsonValue } from '../../src/engine/types';
import { addFieldError, runNamedValidators, type ErrorBuilderLike } from '../../src/stores/named-validators';
import { renderStep } from './harness';

const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as JsonValue;
const files: SchemaFiles = { 'schemas/fields/v1.json': read('schemas/fields/v1.json') };
const step = read('schemas/steps/bank-account/v1.json') as unknown as { schema: JsonValue; uiSchema: UiSchema; validators: EffectRef[] };
const schema = bundleSchema(step.schema, 'schemas/steps/bank-account/v1.json', files) as unknown as RJSFSchema;
const labels: Record<string, string> = {
  'msg:field.bankAccount': 'Bank account', 'msg:field.routingNumber': 'Routing number', 'msg:field.accountNumber': 'Account number',
  'msg:field.accountNumberConfirm': 'Re-enter account number', 'msg:field.accountType': 'Account type',
  'msg:field.accountType.checking': 'Checking', 'msg:field.accountType.savings': 'Savings',
};
const uiSchema = JSON.parse(JSON.stringify(step.uiSchema), (_k, v: unknown) => (typeof v === 'string' && v in labels ? labels[v] : v)) as UiSchema;

function render(formData: Record<string, unknown> = {}) {
  return renderStep({
    schema,
    uiSchema,
    formData,
    extra: {
      customValidate: (data, errors) => {
        for (const e of runNamedValidators(step.validators, (data ?? {}) as Record<string, JsonValue>, { now: new Date(), sixtyTwoPlus: false })) {
          addFieldError(errors as unknown as ErrorBuilderLike, e.field, e.message);
        }
        return errors;
      },
    },
  });
}

const routing = () => screen.getByRole('textbox', { name: /^Routing number/ });
const account = () => screen.getByRole('textbox', { name: /^Account number/ });
const confirm = () => screen.getByRole('textbox', { name: /^Re-enter account number/ });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

async function fill(user: ReturnType<typeof userEvent.setup>, r: string, a: string, c: string, type = 'Checking') {
  if (r) await user.type(routing(), r);
  await user.type(account(), a);
  await user.type(confirm(), c);
  await user.click(screen.getByRole('radio', { name: type }));
}

describe('bank-account field', () => {
  it('is a labelled group of labelled inputs with a numeric keypad and no autofill; stores the digits', async () => {
    const user = userEvent.setup();
    const { latest } = render();
    const group = screen.getByRole('group', { name: /^Bank account/ });
    for (const input of [routing(), account(), confirm()]) {
      expect(group).toContainElement(input);
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', 'off');
    }
    expect(within(group).getByRole('group', { name: /^Account type/ })).toBeInTheDocument();
    await user.click(routing());
    await user.paste('0210-0002 1');
    await fill(user, '', '000123456789', '000123456789', 'Savings');
    expect(latest.data).toEqual({
      bankAccount: { routingNumber: '021000021', accountNumber: '000123456789', accountNumberConfirm: '000123456789', accountType: 'SAVINGS' },
    });
  });

  it('shows only the last four of an account number once its input is left, and the number again inside it', async () => {
    const user = userEvent.setup();
    render();
    await user.type(account(), '000123456789');
    await user.click(confirm());
    expect(account()).toHaveValue('••••6789');
    expect(account()).toHaveAccessibleDescription('Ends in 6789');
    await user.click(account());
    expect(account()).toHaveValue('000123456789');
  });

  it("says 'Account numbers do not match' under the second entry, and refuses a routing number with a wrong check digit", async () => {
    const user = userEvent.setup();
    const { submitted } = render();
    await fill(user, '021000022', '000123456789', '000123456788');
    await user.click(continueButton());
    // The masked number's 'Ends in 6788' follows the message.
    await waitFor(() => expect(confirm()).toHaveAccessibleDescription('Account numbers do not match Ends in 6788'));
    expect(routing()).toHaveAccessibleDescription('Enter a valid routing number');
    expect(screen.getByRole('alert')).toHaveTextContent('Bank account: Enter a valid routing number');
    expect(submitted).toHaveLength(0);
    await user.clear(routing());
    await user.type(routing(), '021000021');
    await user.clear(confirm());
    await user.type(confirm(), '000123456789');
    await user.click(continueButton());
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({ bankAccount: { routingNumber: '021000021', accountNumber: '000123456789', accountType: 'CHECKING' } });
  });

  it("gives each empty or malformed part the definition's message", async () => {
    const user = userEvent.setup();
    render();
    await user.click(continueButton());
    await waitFor(() => expect(routing()).toHaveAccessibleDescription('Enter the 9-digit routing number'));
    expect(account()).toHaveAccessibleDescription('Enter an account number of 4 to 17 digits');
    expect(confirm()).toHaveAccessibleDescription('Enter the account number again');
    expect(screen.getByRole('group', { name: /^Account type/ })).toHaveAccessibleDescription('Choose checking or savings');
    await user.type(routing(), '12345');
    await user.type(account(), '123');
    await user.click(continueButton());
    await waitFor(() => expect(routing()).toHaveAccessibleDescription('Enter the 9-digit routing number'));
    expect(account()).toHaveAccessibleDescription('Enter an account number of 4 to 17 digits Ends in 123');
  });

  it('a summary link focuses the part it names', async () => {
    const user = userEvent.setup();
    render();
    await user.click(continueButton());
    // One link per top-level field, with its first message (docs/renderer.md).
    const link = await screen.findByRole('link', { name: 'Bank account: Enter the 9-digit routing number' });
    await user.click(link);
    expect(routing()).toHaveFocus();
  });
});
