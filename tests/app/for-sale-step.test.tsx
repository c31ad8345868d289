// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStep } from '../renderer/harness';
import { stepForm } from './step-definitions';

describe('for-sale step', () => {
  it('refuses Continue until Yes or No is chosen', async () => {
    const { schema, uiSchema } = stepForm('for-sale@1');
    const { submitted, latest } = renderStep({ schema, uiSchema });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(document.getElementById('step_isListedForSale__error')?.textContent).toBe('Required'));
    expect(submitted).toHaveLength(0);
    expect(latest.data['isListedForSale']).toBeUndefined();
  });
});
