// Shared test fixtures: a runtime ajv-errors validator (the app precompiles), a controlled StepForm.
import { useState } from 'react';
import { render } from '@testing-library/react';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import ajvErrors from 'ajv-errors';
import { StepForm, type RendererFormContext, type StepFormProps } from '../../src/renderer';
import { RendererProvider } from '../../src/renderer/theme/provider';
import type { PagesFile } from '../../src/engine/page-types';
import { PageStore, type PageRecords } from '../../src/stores/page-store';

export const validator = customizeValidator({ extenderFn: (ajv) => ajvErrors(ajv) });

type Data = Record<string, unknown>;

export interface HarnessOptions {
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: Data;
  formContext?: RendererFormContext;
  submitting?: boolean;
  extra?: Partial<StepFormProps>;
}

/** Renders a controlled StepForm; returns the spies and a getter for the latest data. */
export function renderStep({ schema, uiSchema = {}, formData = {}, formContext = {}, submitting = false, extra = {} }: HarnessOptions) {
  const submitted: Data[] = [];
  const latest = { data: formData };
  function Harness() {
    const [data, setData] = useState<Data>(formData);
    return (
      <main>
        <h1>Step</h1>
        <StepForm
          idPrefix="step"
          schema={schema}
          uiSchema={uiSchema}
          formData={data}
          validator={validator}
          // Stored as a copy, as the app's stores keep the answers (FlowStore.change, PageStore.change).
          onChange={(d) => {
            latest.data = { ...d };
            setData(latest.data);
          }}
          onSubmit={(d) => submitted.push(d)}
          submitLabel="Continue"
          submitting={submitting}
          formContext={formContext}
          {...extra}
        />
      </main>
    );
  }
  const utils = render(
    <RendererProvider>
      <Harness />
    </RendererProvider>,
  );
  return { ...utils, submitted, latest };
}

/** A page store for the first page of `file` over `records`, with services that answer at once (HOMELINE, every condition true). */
export function testPageStore(file: PagesFile, records: () => PageRecords): PageStore {
  return new PageStore({
    uuid: 'abc',
    params: {},
    loaded: { file, page: file.pages[0]! },
    evaluate: () => true,
    brand: { orgCode: 'HOMELINE' } as never,
    flags: {},
    query: () => ({}),
    records,
    services: { send: async () => ({}), sendEvent: async () => ({}), route: async () => '/next', refresh: async () => undefined },
    fallbackError: 'Something unexpected happened',
  });
}
