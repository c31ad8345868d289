// @vitest-environment happy-dom
// An answer is never undone by a records refresh. Application pages read the status again every
// 5 s (application-page.tsx), and every new status reaches PageStore.setRecords and re-renders the
// form page: a new formContext (it carries the records) and `formData={store.form}`, the data rjsf
// reported last. Here StepForm is wired to a real PageStore exactly as FormPageView wires it, and
// the records change at each moment an answer can be in flight: after it, between two answers, in
// the same batch as it (before and after it), in a transition, and in the same batch as Continue,
// with live validation off (before the first Continue) and on (after a failed one). Every widget
// kind a form page uses is answered: textarea, text, a `const: true` consent, radio, select and
// the multi-select checkboxes. Whatever the moment, the answer stays on screen, in the store and
// in what Continue submits. (The CI screenshot that prompted this, the recipe page's consent
// unticked after a timeout, was the e2e runner's: it screenshots a timed-out test while the test
// still runs, see docs/testing.md.)
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { observer } from 'mobx-react-lite';
import { startTransition } from 'react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import type { PagesFile } from '../../src/engine/page-types';
import type { JsonValue } from '../../src/engine/types';
import { StepForm, type RendererFormContext } from '../../src/renderer';
import { RendererProvider } from '../../src/renderer/theme/provider';
import type { PageRecords, PageStore } from '../../src/stores/page-store';
import { testPageStore, validator } from './harness';

// The recipe page's step (docs/definitions.md, e2e/specs/ops-recipe.spec.ts) and one field of each other kind.
const schema = {
  type: 'object',
  properties: {
    note: { type: 'string', title: 'Anything our underwriter should know?', minLength: 10, errorMessage: 'Tell us in a few words (at least 10 characters)' },
    email: { type: 'string', title: 'Email', minLength: 3, errorMessage: 'Please enter your email' },
    confirm: { type: 'boolean', const: true, title: 'What I wrote is true to the best of my knowledge', errorMessage: 'Please confirm to continue' },
    ownership: { type: 'string', title: 'How do you own your home?', enum: ['SOLE', 'JOINT'], errorMessage: 'Tell us how you own your home' },
    employment: { type: 'string', title: 'Employment status', enum: ['FULL_TIME', 'RETIRED'], errorMessage: 'Choose your employment status' },
    race: { type: 'array', title: 'Race', uniqueItems: true, minItems: 1, items: { type: 'string', enum: ['ASIAN', 'WHITE'] }, errorMessage: { minItems: 'Choose at least one' } },
  },
  required: ['note', 'email', 'confirm', 'ownership', 'employment', 'race'],
  errorMessage: {
    required: {
      note: 'Tell us in a few words (at least 10 characters)',
      email: 'Please enter your email',
      confirm: 'Please confirm to continue',
      ownership: 'Tell us how you own your home',
      employment: 'Choose your employment status',
      race: 'Choose at least one',
    },
  },
} as unknown as RJSFSchema;
const uiSchema: UiSchema = {
  note: { 'ui:widget': 'textarea' },
  ownership: { 'ui:widget': 'radio', 'ui:enumNames': ['Only in my name', 'With someone else'] },
  employment: { 'ui:widget': 'select', 'ui:enumNames': ['Employed full-time', 'Retired'] },
  race: { 'ui:widget': 'checkboxes', 'ui:enumNames': ['Asian', 'White'] },
};

const ANSWERS = { note: 'My bonus is paid every March.', email: 'alex@example.com', confirm: true, ownership: 'JOINT', employment: 'RETIRED', race: ['WHITE'] };

const file: PagesFile = {
  $schema: '',
  id: 'review-app',
  version: 1,
  pages: [{ route: 'review-app/uw', kind: 'form', schema: 'uw-note@1', actions: [{ label: 'Continue', primary: true, submit: true, effects: [{ effect: 'route' }] }] }],
};

/** A page store over changing records, and StepForm wired to it as FormPageView wires it. */
function renderPageForm() {
  let reads = 0;
  const status = (): JsonValue => ({ checklistStatus: 'UW_NOTE_REQUESTED', uwDecision: 'REVIEW', read: (reads += 1) });
  const first: PageRecords = { application: { uuid: 'abc' }, status: status(), profile: { uuid: 'p-1' } };
  const store = testPageStore(file, () => first);
  const submitted: Record<string, unknown>[] = [];
  const FormPage = observer(function FormPage() {
    return (
      <StepForm
        idPrefix="page"
        schema={schema}
        uiSchema={uiSchema}
        formData={store.form}
        validator={validator}
        onChange={(data) => store.change(data as Record<string, JsonValue>)}
        onSubmit={(data) => submitted.push(data)}
        // A new function and a new formContext on every render, as on the page.
        customValidate={(_data, errors) => errors}
        submitLabel="Continue"
        submitting={store.busy !== null}
        formContext={{ t: () => undefined, readContext: () => undefined, records: store.records } as unknown as RendererFormContext}
      />
    );
  });
  render(
    <RendererProvider>
      <main>
        <FormPage />
      </main>
    </RendererProvider>,
  );
  /** What the 5 s refetch does when the lender changed something: new records reach the store. */
  const refresh = () => store.setRecords({ ...store.records, status: status() });
  return { store, submitted, refresh, reads: () => reads };
}

type Answer = { field: keyof typeof ANSWERS; act: () => void };
/** Each answer as one DOM event (what a click or a fill is), so a test can put a refresh in the same batch. */
const answers = (): Answer[] => [
  { field: 'note', act: () => fireEvent.change(screen.getByRole('textbox', { name: /underwriter/ }), { target: { value: ANSWERS.note } }) },
  { field: 'email', act: () => fireEvent.change(screen.getByRole('textbox', { name: /^Email/ }), { target: { value: ANSWERS.email } }) },
  { field: 'confirm', act: () => fireEvent.click(screen.getByRole('checkbox', { name: /true to the best of my knowledge/ })) },
  { field: 'ownership', act: () => fireEvent.click(screen.getByRole('radio', { name: 'With someone else' })) },
  { field: 'employment', act: () => fireEvent.change(screen.getByRole('combobox', { name: /Employment status/ }), { target: { value: screen.getByRole('option', { name: 'Retired' }).getAttribute('value') } }) },
  { field: 'race', act: () => fireEvent.click(within(screen.getByRole('group', { name: /Race/ })).getByRole('checkbox', { name: 'White' })) },
];

/** What the screen shows for every answer. */
function onScreen() {
  const select = screen.getByRole('combobox', { name: /Employment status/ }) as HTMLSelectElement;
  return {
    note: (screen.getByRole('textbox', { name: /underwriter/ }) as HTMLTextAreaElement).value,
    email: (screen.getByRole('textbox', { name: /^Email/ }) as HTMLInputElement).value,
    confirm: (screen.getByRole('checkbox', { name: /true to the best of my knowledge/ }) as HTMLInputElement).checked,
    ownership: (screen.getByRole('radio', { name: 'With someone else' }) as HTMLInputElement).checked ? 'JOINT' : (screen.getByRole('radio', { name: 'Only in my name' }) as HTMLInputElement).checked ? 'SOLE' : undefined,
    employment: ({ Retired: 'RETIRED', 'Employed full-time': 'FULL_TIME' } as Record<string, string>)[select.options[select.selectedIndex]?.textContent ?? ''],
    race: ['Asian', 'White'].filter((n) => (within(screen.getByRole('group', { name: /Race/ })).getByRole('checkbox', { name: n }) as HTMLInputElement).checked).map((n) => n.toUpperCase()),
  };
}

/** Fails with the moment and the answer when an answer is not on screen, not in the store, or both. */
function expectKept(store: PageStore, fields: (keyof typeof ANSWERS)[], moment: string) {
  const shown = onScreen() as Record<string, unknown>;
  for (const f of fields) {
    expect(shown[f], `${moment}: ${f} on screen`).toEqual(ANSWERS[f]);
    expect(store.form[f], `${moment}: ${f} in the page store`).toEqual(ANSWERS[f]);
  }
}

/** Turns live validation on the way the applicant does: Continue on the empty form. */
async function failContinue() {
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect((await screen.findAllByText('Please confirm to continue')).length).toBeGreaterThan(0);
  // StepForm switches live validation on after the frame that paints the messages.
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
}

type Moment = { name: string; answer: (a: Answer, refresh: () => void) => void };
const MOMENTS: Moment[] = [
  {
    name: 'right after the answer',
    answer: (a, refresh) => {
      act(() => a.act());
      act(() => refresh());
    },
  },
  {
    name: 'in the same batch, after the answer',
    answer: (a, refresh) =>
      act(() => {
        a.act();
        refresh();
      }),
  },
  {
    name: 'in the same batch, before the answer',
    answer: (a, refresh) =>
      act(() => {
        refresh();
        a.act();
      }),
  },
  {
    name: 'in a transition started before the answer',
    answer: (a, refresh) =>
      act(() => {
        startTransition(() => refresh());
        a.act();
      }),
  },
  {
    name: 'in a transition started after the answer',
    answer: (a, refresh) =>
      act(() => {
        a.act();
        startTransition(() => refresh());
      }),
  },
  {
    name: 'twice around the answer, in separate renders',
    answer: (a, refresh) => {
      act(() => refresh());
      act(() => a.act());
      act(() => refresh());
    },
  },
];

describe('StepForm on a page store: an answer survives a records refresh at any moment', () => {
  for (const live of [false, true]) {
    for (const moment of MOMENTS) {
      it(`${moment.name}, live validation ${live ? 'on (after a failed Continue)' : 'off'}: every answer stays on screen, in the store and in what Continue submits`, async () => {
        const { store, submitted, refresh, reads } = renderPageForm();
        if (live) await failContinue();
        const done: (keyof typeof ANSWERS)[] = [];
        for (const a of answers()) {
          moment.answer(a, refresh);
          done.push(a.field);
          expectKept(store, done, `${moment.name}, after answering ${a.field}`);
        }
        // A refresh in the same batch as Continue: what is submitted is every answer.
        act(() => {
          refresh();
          fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
        });
        await waitFor(() => expect(submitted).toHaveLength(1));
        expect(submitted[0]).toEqual(ANSWERS);
        expectKept(store, done, `${moment.name}, after Continue`);
        expect(reads()).toBeGreaterThan(answers().length);
      });
    }
  }

  it('typed key by key with a refresh between every key and every click (live validation on): nothing typed or ticked is lost', async () => {
    const user = userEvent.setup();
    const { store, submitted, refresh } = renderPageForm();
    await failContinue();
    const note = screen.getByRole('textbox', { name: /underwriter/ });
    for (const ch of ANSWERS.note) {
      await user.type(note, ch);
      act(() => refresh());
    }
    await user.click(screen.getByRole('checkbox', { name: /true to the best of my knowledge/ }));
    act(() => refresh());
    expectKept(store, ['note', 'confirm'], 'after typing and ticking');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), ANSWERS.email);
    act(() => refresh());
    await user.click(screen.getByRole('radio', { name: 'With someone else' }));
    act(() => refresh());
    await user.selectOptions(screen.getByRole('combobox', { name: /Employment status/ }), 'Retired');
    act(() => refresh());
    await user.click(within(screen.getByRole('group', { name: /Race/ })).getByRole('checkbox', { name: 'White' }));
    act(() => refresh());
    expectKept(store, Object.keys(ANSWERS) as (keyof typeof ANSWERS)[], 'after every answer');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toEqual(ANSWERS);
  });
});

