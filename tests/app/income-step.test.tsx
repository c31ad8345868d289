// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../renderer/harness';
import { stepForm } from './step-definitions';

describe('annual income step', () => {
  it('keeps the chosen employment type', async () => {
    const { schema, uiSchema } = stepForm('annual-income@1');
    const { latest } = renderStep({ schema, uiSchema });
    const select = document.getElementById('step_employmentType') as HTMLSelectElement;
    const option = [...select.options].find((o) => o.text === 'Employed full-time');
    fireEvent.change(select, { target: { value: option?.value } });
    await waitFor(() => expect(latest.data['employmentType']).toBe('FULL_TIME'));
    expect(screen.getByDisplayValue('Employed full-time')).toBeTruthy();
  });
});
