// @vitest-environment happy-dom
import Form from '@rjsf/core';
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderStep } from './harness';

const UNEMPLOYED = "We apologize. At this time, we don't lend to unemployed borrowers.";

// The income step's rules and messages (seed 000 §5), as ops would write them.
const schema: RJSFSchema = {
  type: 'object',
  required: ['employmentType', 'income'],
  properties: {
    employmentType: {
      type: 'string',
      title: 'Employment type',
      enum: ['FULL_TIME', 'RETIRED', 'UNEMPLOYED'],
      not: { const: 'UNEMPLOYED' },
      errorMessage: { enum: 'Required', not: UNEMPLOYED },
    },
    income: {
      type: 'number',
      title: 'Annual income',
      minimum: 0,
      maximum: 9999999,
      errorMessage: { type: 'Required', minimum: 'Must be at least $0', maximum: 'Must be less than $10,000,000' },
    },
  },
  errorMessage: { required: { employmentType: 'Required', income: 'Required' } },
} as RJSFSchema;

const uiSchema: UiSchema = {
  employmentType: { 'ui:widget': 'select', 'ui:enumNames': ['Employed full-time', 'Retired', 'Unemployed / furloughed'] },
  income: { 'ui:widget': 'money' },
};

const continueButton = () => screen.getByRole('button', { name: 'Continue' });

describe('StepForm validation', () => {
  it('shows no message before the first Continue, even after typing', async () => {
    const user = userEvent.setup();
    renderStep({ schema, uiSchema });
    await user.type(screen.getByLabelText(/Annual income/), '99999999');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText(/Annual income/)).not.toHaveAttribute('aria-invalid');
  });

  it('on a failed Continue shows a focused summary whose links target the fields and repeat the inline words', async () => {
    const user = userEvent.setup();
    const { submitted } = renderStep({ schema, uiSchema });
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('heading', { level: 2, name: 'There is a problem' })).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['#step_employmentType', '#step_income']);
    expect(links.map((l) => l.textContent)).toEqual(['Required', 'Required']);
    const income = screen.getByLabelText(/Annual income/);
    expect(income).toHaveAttribute('aria-invalid', 'true');
    expect(income).toHaveAccessibleDescription('Required');
    expect(submitted).toHaveLength(0);
  });

  it('focuses the field when its summary link is followed', async () => {
    const user = userEvent.setup();
    renderStep({ schema, uiSchema });
    await user.click(continueButton());
    await user.click(within(await screen.findByRole('alert')).getAllByRole('link')[1]!);
    expect(screen.getByLabelText(/Annual income/)).toHaveFocus();
  });

  it('shows the rule messages, keeps the values and clears messages live once they are fixed', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema });
    await user.selectOptions(screen.getByLabelText(/Employment type/), 'Unemployed / furloughed');
    await user.type(screen.getByLabelText(/Annual income/), '10000000');
    await user.click(continueButton());
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: UNEMPLOYED })).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Must be less than $10,000,000' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Employment type/)).toHaveAccessibleDescription(UNEMPLOYED);
    expect(screen.getByLabelText(/Annual income/)).toHaveValue('10,000,000');
    expect(latest.data).toEqual({ employmentType: 'UNEMPLOYED', income: 10000000 });

    await user.selectOptions(screen.getByLabelText(/Employment type/), 'Retired');
    await waitFor(() => expect(within(summary).queryByRole('link', { name: UNEMPLOYED })).toBeNull());
    expect(screen.getByLabelText(/Employment type/)).not.toHaveAttribute('aria-invalid');
  });

  it('calls onSubmit with the data when valid', async () => {
    const user = userEvent.setup();
    const { submitted } = renderStep({ schema, uiSchema });
    await user.selectOptions(screen.getByLabelText(/Employment type/), 'Employed full-time');
    await user.type(screen.getByLabelText(/Annual income/), '85000');
    await user.click(continueButton());
    await waitFor(() => expect(submitted).toEqual([{ employmentType: 'FULL_TIME', income: 85000 }]));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets the summary heading be translated through formContext.t', async () => {
    const user = userEvent.setup();
    renderStep({ schema, uiSchema, formContext: { t: (k) => (k === 'renderer.errorSummary.title' ? 'Hay un problema' : undefined) } });
    await user.click(continueButton());
    expect(await screen.findByRole('heading', { name: 'Hay un problema' })).toBeInTheDocument();
  });

  it('hides and skips validation of hiddenFields but keeps their values', async () => {
    const user = userEvent.setup();
    const { submitted } = renderStep({ schema, uiSchema, formData: { income: 5 }, extra: { hiddenFields: ['employmentType'] } });
    expect(screen.queryByLabelText(/Employment type/)).toBeNull();
    await user.click(continueButton());
    await waitFor(() => expect(submitted).toEqual([{ income: 5 }]));
  });

  it('shows extraErrors under their field and in the summary', async () => {
    renderStep({ schema, uiSchema, extra: { extraErrors: { income: { __errors: ['Server says no'] } } } });
    expect(await screen.findByRole('link', { name: 'Server says no' })).toHaveAttribute('href', '#step_income');
    expect(screen.getByLabelText(/Annual income/)).toHaveAccessibleDescription('Server says no');
  });

  it('draws the form once per key when the parent hands back a copy of what it reported (decision 692)', async () => {
    const user = userEvent.setup();
    // A parent that stores its own copy of each report, as FlowStore.change does.
    const { latest } = renderStep({ schema, uiSchema, extra: {} });
    const income = screen.getByLabelText(/Annual income/);
    await user.click(income);
    const renders = vi.spyOn(Form.prototype, 'render');
    await user.keyboard('12345');
    // rjsf re-derived and redrew the whole form for the echo of each key (three draws a key).
    expect(renders.mock.calls.length).toBeLessThanOrEqual(5);
    renders.mockRestore();
    expect(latest.data).toEqual({ income: 12345 });
    expect(income).toHaveValue('12,345');
  });
});

