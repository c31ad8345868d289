// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import type { AddressSuggestion } from '../../src/renderer';
import { renderStep } from './harness';

const schema = {
  type: 'object',
  required: ['propertyAddress'],
  properties: {
    propertyAddress: {
      type: 'object',
      title: 'Address',
      required: ['street1', 'city', 'state', 'zip'],
      properties: {
        street1: { type: 'string', title: 'Street address', minLength: 3 },
        street2: { type: 'string', title: 'Apt, suite (optional)' },
        city: { type: 'string', title: 'City' },
        state: { type: 'string', title: 'State', pattern: '^[A-Z]{2}$' },
        zip: { type: 'string', title: 'ZIP code', pattern: '^\\d{5}$' },
      },
      errorMessage: {
        required: { street1: 'Street address is required', city: 'Required', state: 'Required', zip: 'Please enter a valid zipcode' },
        properties: { zip: 'Please enter a valid zipcode', street1: 'Please enter a valid property address' },
      },
    },
  },
} as RJSFSchema;
const uiSchema = { propertyAddress: { 'ui:field': 'address' } };

const MAIN: AddressSuggestion = { fullAddress: '12 Main St, Springfield, IL 62701', street1: '12 Main St', city: 'Springfield', state: 'IL', zip: '62701' };
const ELM: AddressSuggestion = { fullAddress: '12 Elm Ave Unit 4, Dover, DE 19901', street1: '12 Elm Ave', street2: 'Unit 4', city: 'Dover', state: 'DE', zip: '19901' };

function setup() {
  const searchAddresses = vi.fn(async (_filter: string, _signal?: AbortSignal) => [MAIN, ELM]);
  const r = renderStep({ schema, uiSchema, formContext: { searchAddresses } });
  return { ...r, searchAddresses, user: userEvent.setup() };
}

describe('address field', () => {
  it('is a combobox labelled by the field title, required (the * is visual only)', () => {
    setup();
    const box = screen.getByRole('combobox', { name: 'Address' });
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('debounces the search and fills every part from the picked suggestion', async () => {
    const { user, searchAddresses, latest } = setup();
    const box = screen.getByRole('combobox', { name: 'Address' });
    await user.type(box, '12 M');
    const list = await screen.findByRole('listbox');
    // One request for the settled text, not one per keystroke.
    expect(searchAddresses).toHaveBeenCalledTimes(1);
    expect(searchAddresses.mock.calls[0]?.[0]).toBe('12 M');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(list).getByRole('option', { name: MAIN.fullAddress }));
    expect(latest.data).toEqual({ propertyAddress: { street1: '12 Main St', city: 'Springfield', state: 'IL', zip: '62701' } });
    expect(box).toHaveValue(MAIN.fullAddress);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through options with the arrow keys (aria-activedescendant) and picks with Enter', async () => {
    const { user, latest, submitted } = setup();
    const box = screen.getByRole('combobox', { name: 'Address' });
    await user.type(box, '12 E');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: ELM.fullAddress });
    expect(box).toHaveAttribute('aria-activedescendant', active.id);
    expect(active).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(latest.data.propertyAddress).toEqual({ street1: '12 Elm Ave', street2: 'Unit 4', city: 'Dover', state: 'DE', zip: '19901' });
    expect(submitted).toHaveLength(0);
  });

  it("'Address not listed' reveals the manual fields, starting the street with what was typed", async () => {
    const { user, latest } = setup();
    await user.type(screen.getByRole('combobox', { name: 'Address' }), '99 Nowhere Rd');
    await user.click(await screen.findByRole('option', { name: 'Address not listed' }));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('group', { name: 'Address' })).toBeInTheDocument();
    const street = screen.getByLabelText(/Street address/);
    await waitFor(() => expect(street).toHaveFocus());
    expect(street).toHaveValue('99 Nowhere Rd');
    await user.type(screen.getByLabelText(/City/), 'Reno');
    await user.type(screen.getByLabelText(/State/), 'nv');
    await user.type(screen.getByLabelText(/ZIP code/), '8950');
    expect(latest.data.propertyAddress).toEqual({ street1: '99 Nowhere Rd', city: 'Reno', state: 'NV', zip: '8950' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const link = await screen.findByRole('link', { name: 'Please enter a valid zipcode' });
    expect(link).toHaveAttribute('href', '#step_propertyAddress_zip');
    expect(screen.getByLabelText(/ZIP code/)).toHaveAccessibleDescription('Please enter a valid zipcode');
  });

  it("'Edit address manually' reveals the manual fields too", async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Edit address manually' }));
    expect(screen.getByLabelText(/Street address/)).toBeInTheDocument();
    expect(screen.getByLabelText(/ZIP code/)).toHaveAttribute('autocomplete', 'postal-code');
  });

  it('shows a missing street under the typeahead, and its summary link focuses the typeahead', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    const box = screen.getByRole('combobox', { name: 'Address' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    const link = within(summary).getAllByRole('link')[0]!;
    expect(box).toHaveAccessibleDescription(link.textContent ?? '');
    await user.click(link);
    expect(box).toHaveFocus();
  });

  it('aborts a stale request when typing goes on', async () => {
    const signals: AbortSignal[] = [];
    const searchAddresses = vi.fn((_f: string, signal?: AbortSignal) => {
      if (signal) signals.push(signal);
      return new Promise<AddressSuggestion[]>((resolve) => setTimeout(() => resolve([MAIN]), 400));
    });
    renderStep({ schema, uiSchema, formContext: { searchAddresses } });
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Address' });
    await user.type(box, '12 M');
    await waitFor(() => expect(searchAddresses).toHaveBeenCalledTimes(1));
    await user.type(box, 'a');
    await waitFor(() => expect(searchAddresses).toHaveBeenCalledTimes(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(searchAddresses.mock.calls[1]?.[0]).toBe('12 Ma');
  });
});

describe('an address set from outside after the form shows', () => {
  it('shows a prefilled address (offer code, affiliate) that arrives after mount', async () => {
    const { render } = await import('@testing-library/react');
    const { StepForm } = await import('../../src/renderer');
    const { validator } = await import('./harness');
    const view = (formData: Record<string, unknown>) => (
      <StepForm idPrefix="step" schema={schema} uiSchema={uiSchema} formData={formData} validator={validator} onChange={() => undefined} onSubmit={() => undefined} submitLabel="Continue" submitting={false} formContext={{ searchAddresses: async () => [] }} />
    );
    const r = render(view({}));
    const box = screen.getByRole('combobox', { name: /Address/ });
    expect(box).toHaveValue('');
    r.rerender(view({ propertyAddress: { street1: '12 Main St', city: 'Springfield', state: 'IL', zip: '62701' } }));
    await waitFor(() => expect(box).toHaveValue('12 Main St, Springfield, IL 62701'));
  });
});
