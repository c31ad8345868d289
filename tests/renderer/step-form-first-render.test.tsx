// @vitest-environment happy-dom
// A form renders whole in one pass. rjsf fills in the schema's defaults while the form is first
// built and reports them through onChange; handed to the store, that report re-rendered the whole
// screen before its first frame (the registration first step: ~100 ms at 4x CPU). The defaults
// stay in the form and reach the store with the applicant's first change and with Continue.
// Likewise a page store built in an observer's first render does not invalidate that render.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { Profiler, useState } from 'react';
import type { RJSFSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { PagesFile } from '../../src/engine/page-types';
import type { JsonValue } from '../../src/engine/types';
import { StepForm, type RendererFormContext } from '../../src/renderer';
import { RendererProvider } from '../../src/renderer/theme/provider';
import type { PageStore } from '../../src/stores/page-store';
import { testPageStore, validator } from './harness';

const schema = {
  type: 'object',
  properties: {
    city: { type: 'string', title: 'City' },
    occupancy: { type: 'string', title: 'Occupancy', enum: ['INIT', 'PRIMARY', 'SECONDARY'], default: 'INIT' },
    otherIncome: { type: 'number', title: 'Other income', default: 0 },
  },
} as unknown as RJSFSchema;

const settle = () => act(() => new Promise((r) => setTimeout(r, 50)));

describe('a form in its first render', () => {
  it('keeps the defaults rjsf fills in to itself: nothing reaches the store until the applicant changes something, then everything does', async () => {
    const changes: Record<string, unknown>[] = [];
    const submitted: Record<string, unknown>[] = [];
    let commits = 0;
    function Screen() {
      const [data, setData] = useState<Record<string, unknown>>({});
      return (
        <Profiler id="screen" onRender={() => void commits++}>
          <StepForm
            idPrefix="root"
            schema={schema}
            uiSchema={{}}
            formData={data}
            validator={validator}
            onChange={(d) => {
              changes.push(d);
              setData(d);
            }}
            onSubmit={(d) => submitted.push(d)}
            submitLabel="Continue"
            submitting={false}
            formContext={{} as RendererFormContext}
          />
        </Profiler>
      );
    }
    render(
      <RendererProvider>
        <main>
          <Screen />
        </main>
      </RendererProvider>,
    );
    await settle();
    expect(changes).toEqual([]);
    expect(commits).toBe(1);

    fireEvent.change(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Austin' } });
    await settle();
    expect(changes.at(-1)).toEqual({ city: 'Austin', occupancy: 'INIT', otherIncome: 0 });

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
    expect(submitted).toEqual([{ city: 'Austin', occupancy: 'INIT', otherIncome: 0 }]);
  });

  it('an application page store built in an observer’s first render (prefilled from the profile) leaves that render valid', async () => {
    const file: PagesFile = {
      $schema: '',
      id: 'start',
      version: 1,
      pages: [{ route: 'start/profile', kind: 'form', schema: 'legal-name@1', prefill: { firstName: 'profile.name.firstName' }, actions: [{ label: 'Continue', primary: true, submit: true, effects: [{ effect: 'route' }] }] }],
    } as unknown as PagesFile;
    const records = () => ({ application: { uuid: 'abc' } as JsonValue, status: { checklistStatus: 'PROFILE_INCOMPLETE' } as JsonValue, profile: { name: { firstName: 'Alex' } } as JsonValue });
    let renders = 0;
    let store: PageStore | undefined;
    const Page = observer(function Page() {
      renders++;
      const [s] = useState(() => testPageStore(file, records));
      store = s;
      return <p>{String(s.form['firstName'] ?? '')}</p>;
    });
    render(<Page />);
    await settle();
    expect(screen.getByText('Alex')).toBeVisible();
    expect(renders).toBe(1);
    // Still reactive: a change of the form re-renders the page.
    act(() => store!.change({ firstName: 'Alexandra' }));
    expect(screen.getByText('Alexandra')).toBeVisible();
    expect(renders).toBe(2);
  });
});
