// @vitest-environment happy-dom
// The `checkboxes` multi-select (HMDA demographics): a labelled group of native checkboxes, an
// exclusive 'I do not wish to provide' option, sub-choices under their parent, and the step's
// own message when nothing is chosen.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { nextSelection } from '../../src/renderer/widgets/checkboxes-widget';
import { renderStep } from './harness';

const schema = {
  type: 'object',
  properties: {
    race: { type: 'array', uniqueItems: true, minItems: 1, items: { type: 'string', enum: ['ASIAN', 'KOREAN', 'WHITE', 'DO_NOT_WISH'] }, errorMessage: { minItems: 'Choose at least one' } },
  },
  required: ['race'],
  errorMessage: { required: { race: 'Choose at least one' } },
} as unknown as RJSFSchema;
const uiSchema = {
  race: {
    'ui:widget': 'checkboxes',
    'ui:title': 'Race',
    'ui:enumNames': ['Asian', 'Korean', 'White', 'I do not wish to provide this information'],
    'ui:options': { exclusive: ['DO_NOT_WISH'], children: { ASIAN: ['KOREAN'] } },
  },
};

describe('checkboxes widget', () => {
  it('is a labelled group; a sub-choice shows under its ticked parent; keyboard ticks', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema });
    const group = screen.getByRole('group', { name: /Race/ });
    expect(screen.queryByRole('checkbox', { name: 'Korean' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Asian' }));
    expect(group).toContainElement(screen.getByRole('checkbox', { name: 'Korean' }));
    screen.getByRole('checkbox', { name: 'Korean' }).focus();
    await user.keyboard(' ');
    await waitFor(() => expect(latest.data.race).toEqual(['ASIAN', 'KOREAN']));
  });

  it('the exclusive choice clears the others, and another choice clears it', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema, formData: { race: ['WHITE'] } });
    await user.click(screen.getByRole('checkbox', { name: 'I do not wish to provide this information' }));
    expect(latest.data.race).toEqual(['DO_NOT_WISH']);
    await user.click(screen.getByRole('checkbox', { name: 'White' }));
    expect(latest.data.race).toEqual(['WHITE']);
  });

  it('shows the step message when nothing is chosen on Continue', async () => {
    const user = userEvent.setup();
    renderStep({ schema, uiSchema });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Choose at least one')).length).toBeGreaterThan(0);
  });

  it('unticking a parent drops its sub-choices', () => {
    expect(nextSelection(['ASIAN', 'KOREAN', 'WHITE'], 'ASIAN', false, { children: { ASIAN: ['KOREAN'] } })).toEqual(['WHITE']);
  });
});
