// @vitest-environment happy-dom
// The eSignature field: the document from the page context, read to the end before its id and
// version join the value, the E-SIGN consent, the typed name checked against the applicant's name
// (matchesContextName through a dotted path), the date; every message from the definition.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { readSigningDocument, signingDate } from '../../src/renderer/fields/e-signature-field';
import { addFieldError, runNamedValidators, type ErrorBuilderLike } from '../../src/stores/named-validators';
import type { JsonValue } from '../../src/engine/types';
import { clearLayout, fakeObserver, layout } from '../app/portal/fake-intersection-observer';
import { renderStep } from './harness';

const doc = { id: 'heloc-agreement', version: 2, title: 'Line of Credit Agreement', kind: 'text', body: 'First paragraph.\n\nSecond paragraph.\n\n- one\n- two', signature: null };
const profileName = { firstName: 'Alex', middleName: 'Q', lastName: 'Morgan' };
const schema = {
  type: 'object',
  properties: {
    signature: {
      type: 'object',
      properties: {
        documentId: { type: 'string', minLength: 1 },
        version: { type: 'integer' },
        consent: { const: true, errorMessage: 'Agree to sign electronically' },
        typedName: { type: 'string', minLength: 2, errorMessage: 'Type your name' },
        signedAt: { type: 'string' },
      },
      required: ['documentId', 'consent', 'typedName'],
      errorMessage: { required: { documentId: 'Read it all first', consent: 'Agree to sign electronically', typedName: 'Type your name' } },
    },
  },
  required: ['signature'],
} as unknown as RJSFSchema;
const uiSchema = {
  signature: {
    'ui:field': 'eSignature',
    'ui:title': 'Your signature',
    'ui:options': { documentFrom: 'signingDocument', consentLabel: 'I agree to sign electronically (E-SIGN)', nameLabel: 'Your full name', nameHelp: 'As on your application', dateLabel: 'Signed on {date}', regionLabel: '{title} (scroll)', scrollHint: 'Scroll to the end', readHint: 'Read to the end', noDocument: 'No document' },
  },
};
const read = (path: string): unknown => (path === 'signingDocument' ? doc : path === 'profile.name' ? profileName : undefined);
const validators = [{ effect: 'matchesContextName', params: { field: 'signature.typedName', name: 'profile.name', message: 'That is not your name' } }];
const render = (formContext = { readContext: read }) =>
  renderStep({
    schema,
    uiSchema,
    formContext,
    extra: {
      customValidate: (formData, errors) => {
        for (const e of runNamedValidators(validators, (formData ?? {}) as Record<string, JsonValue>, { now: new Date(), sixtyTwoPlus: false, read: (p) => read(p) as JsonValue })) addFieldError(errors as unknown as ErrorBuilderLike, e.field, e.message);
        return errors;
      },
    },
  });

afterEach(() => {
  clearLayout();
  vi.unstubAllGlobals();
});

describe('eSignature helpers', () => {
  it('reads a document from the context, or nothing', () => {
    expect(readSigningDocument(doc)).toEqual({ id: 'heloc-agreement', version: 2, title: 'Line of Credit Agreement', kind: 'text', body: doc.body });
    expect(readSigningDocument({ id: 'x' })).toBeUndefined();
    expect(readSigningDocument(null)).toBeUndefined();
    expect(signingDate(new Date(2026, 10, 26, 12))).toBe('November 26, 2026');
  });
});

describe('eSignature field', () => {
  it('shows the document in a focusable region; Continue before reading to the end names it and sends nothing', async () => {
    layout(1000, 300);
    fakeObserver();
    const user = userEvent.setup();
    const { submitted } = render();
    const region = screen.getByRole('region', { name: 'Line of Credit Agreement (scroll)' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region.textContent).toContain('Second paragraph.');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Scroll to the end')).toBeTruthy();
    expect(screen.getByText(`Signed on ${signingDate(new Date())}`)).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /I agree to sign electronically/ }));
    await user.type(screen.getByLabelText(/Your full name/), 'Alex Morgan');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveLength(0);
    expect((await screen.findAllByText('Read it all first')).length).toBeGreaterThan(0);
  });

  it('once read to the end: a wrong name is refused with the definition\'s message, the right one signs with id, version, consent, name and time', async () => {
    layout(1000, 300);
    const io = fakeObserver();
    const user = userEvent.setup();
    const { submitted, latest } = render();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('Agree to sign electronically')).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Type your name')).length).toBeGreaterThan(0);
    io.fire(true);
    await waitFor(() => expect(screen.getByText('Read to the end')).toBeTruthy());
    await waitFor(() => expect(latest.data['signature']).toMatchObject({ documentId: 'heloc-agreement', version: 2 }));
    await user.click(screen.getByRole('checkbox', { name: /I agree to sign electronically/ }));
    const name = screen.getByLabelText(/Your full name/);
    await user.type(name, 'Sam Other');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findAllByText('That is not your name')).length).toBeGreaterThan(0);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(submitted).toHaveLength(0);
    await user.clear(name);
    await user.type(name, 'alex q. morgan');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(submitted).toHaveLength(1));
    const value = submitted[0]!['signature'] as Record<string, unknown>;
    expect(value).toEqual({ documentId: 'heloc-agreement', version: 2, consent: true, typedName: 'alex q. morgan', signedAt: expect.any(String) });
    expect(Math.abs(Date.parse(String(value['signedAt'])) - Date.now())).toBeLessThan(60_000);
  });

  it('a newer version of the document than the one read must be read again: the old id and version leave the value', async () => {
    layout(1000, 300);
    fakeObserver();
    const { latest } = renderStep({ schema, uiSchema, formContext: { readContext: read }, formData: { signature: { documentId: 'heloc-agreement', version: 1, consent: true, typedName: 'Alex Morgan' } } });
    await waitFor(() => expect(latest.data['signature']).toEqual({ consent: true, typedName: 'Alex Morgan', signedAt: expect.any(String) }));
    expect(screen.getByText('Scroll to the end')).toBeTruthy();
  });

  it('says so when the context holds no document', () => {
    render({ readContext: () => undefined });
    expect(screen.getByRole('alert').textContent).toBe('No document');
  });
});
