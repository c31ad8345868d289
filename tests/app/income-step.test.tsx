// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlowDefinition } from '../../src/engine/types';
import { renderStep } from '../renderer/harness';
import { shipped } from '../shipped';
import { stepForm } from './step-definitions';

/** The income step's schema as the shipped registration-v2 takes it (tests/shipped.ts): tested the day a new version ships. */
const incomeRef = shipped<FlowDefinition>('flows/registration-v2').steps.find((s) => s.id === 'annual-income')!.schema as string;

describe('annual income step', () => {
  it('keeps the chosen employment type', async () => {
    const { schema, uiSchema } = stepForm(incomeRef);
    const { latest } = renderStep({ schema, uiSchema });
    const select = document.getElementById('step_employmentType') as HTMLSelectElement;
    const option = [...select.options].find((o) => o.text === 'Employed full-time');
    fireEvent.change(select, { target: { value: option?.value } });
    await waitFor(() => expect(latest.data['employmentType']).toBe('FULL_TIME'));
    expect(screen.getByDisplayValue('Employed full-time')).toBeTruthy();
  });
});
