// @vitest-environment happy-dom
// The contextChoice widget: one of a list the server sent (review-app/property's candidates), as a
// labelled group of radios whose labels come from each item, the answer the item's value key.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { contextChoices } from '../../src/renderer/widgets/context-choice-widget';
import { renderStep } from './harness';

const candidates = [
  { uuid: 'p-1', street1: '1420 Maple Ridge Dr', city: 'Austin', state: 'TX', zip: '78704' },
  { uuid: 'p-2', street1: '1420 Maple Ridge Dr Unit B', city: 'Austin', state: 'TX', zip: '78704' },
  { street1: 'no uuid: left out' },
];
const schema = { type: 'object', properties: { propertyUuid: { type: 'string', minLength: 1 } }, required: ['propertyUuid'], errorMessage: { required: { propertyUuid: 'Choose the home' } } } as unknown as RJSFSchema;
const uiSchema = { propertyUuid: { 'ui:widget': 'contextChoice', 'ui:title': 'Which home is it?', 'ui:options': { choicesFrom: 'application.propertyCandidates', valueKey: 'uuid', labelTemplate: '{street1}, {city}, {state} {zip}' } } };

describe('contextChoice widget', () => {
  it('lists the items that have a value, labelled from their fields', () => {
    expect(contextChoices(candidates, 'uuid', '{street1}, {city}')).toEqual([
      { value: 'p-1', label: '1420 Maple Ridge Dr, Austin' },
      { value: 'p-2', label: '1420 Maple Ridge Dr Unit B, Austin' },
    ]);
    expect(contextChoices(undefined, 'uuid', '{x}')).toEqual([]);
  });

  it('is a labelled group of radios from the page context; the answer is the value key; empty Continue names it', async () => {
    const user = userEvent.setup();
    const { latest, submitted } = renderStep({ schema, uiSchema, formContext: { readContext: (p: string) => (p === 'application.propertyCandidates' ? candidates : undefined) } });
    expect(screen.getByRole('group', { name: /Which home is it\?/ })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveLength(0);
    expect((await screen.findAllByText('Choose the home')).length).toBeGreaterThan(0);
    await user.click(screen.getByRole('radio', { name: '1420 Maple Ridge Dr Unit B, Austin, TX 78704' }));
    await waitFor(() => expect(latest.data['propertyUuid']).toBe('p-2'));
  });
});
