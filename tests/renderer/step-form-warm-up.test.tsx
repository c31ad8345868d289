// @vitest-environment happy-dom
// Once a form is on screen and the page is idle, StepForm validates its data once and drops the
// result: the validator and rjsf's error handling are compiled by the engine on their first call,
// which otherwise fell on the applicant's first Continue. The warm-up shows nothing and changes
// nothing; Continue still shows the messages.
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { StepForm, type RendererFormContext } from '../../src/renderer';
import { RendererProvider } from '../../src/renderer/theme/provider';
import { validator } from './harness';

const schema = {
  type: 'object',
  properties: { city: { type: 'string', title: 'City', minLength: 2 } },
  required: ['city'],
} as unknown as RJSFSchema;

/** The harness validator, counting validateFormData calls. */
function countingValidator(): { v: ValidatorType; calls: () => number } {
  let n = 0;
  const v: ValidatorType = {
    validateFormData: (...args) => {
      n++;
      return validator.validateFormData(...args);
    },
    isValid: (...args) => validator.isValid(...args),
    rawValidation: (...args) => validator.rawValidation(...args),
  };
  return { v, calls: () => n };
}

const idle = () => act(() => new Promise((r) => setTimeout(r, 400)));

describe('StepForm warm-up', () => {
  it('validates once when idle after the form renders, showing nothing and reporting nothing', async () => {
    const { v, calls } = countingValidator();
    const changes: unknown[] = [];
    render(
      <RendererProvider>
        <StepForm
          idPrefix="root"
          schema={schema}
          uiSchema={{}}
          formData={{}}
          validator={v}
          onChange={(d) => changes.push(d)}
          onSubmit={() => undefined}
          submitLabel="Continue"
          submitting={false}
          formContext={{} as RendererFormContext}
        />
      </RendererProvider>,
    );
    expect(calls()).toBe(0);
    await idle();
    expect(calls()).toBe(1);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.querySelector('#root__error-summary')).toBeNull();
    expect(changes).toEqual([]);
    await idle();
    expect(calls()).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls()).toBe(2);
    expect(document.querySelector('#root__error-summary')?.textContent).toBeTruthy();
  });
});
