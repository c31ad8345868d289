// @vitest-environment happy-dom
// The offerChoice field of product/select: the lender's offers (read from the page context) by
// rate type and term, the draw bounded by the chosen offer, autopay, and the estimate worked out
// by src/domain; the form value is what the applicant sees.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { renderStep } from './harness';

const step = JSON.parse(readFileSync(join(import.meta.dirname, '../../schemas/steps/offer-choice/v1.json'), 'utf8')) as { schema: RJSFSchema; uiSchema: UiSchema };
// The step as the page sees it (msg: labels resolved to the field's English defaults).
const ui = { offerChoice: { ...step.uiSchema['offerChoice'], 'ui:options': { ...step.uiSchema['offerChoice']['ui:options'], labels: {} } } };
const schema = step.schema;

// As the application service sends them: rates and the fee in percent.
const offer = (type: string, term: number, rate: number) => ({
  type, term, rate, originationFee: 2.99, min: 15000, max: 120000, minDraw: 15000, maxDraw: 120000,
  discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: rate - 0.25 }],
});
const context: Record<string, unknown> = {
  'application.offers': [offer('FIXED', 5, 9), offer('FIXED', 10, 9.5), offer('FIXED', 30, 10), offer('VARIABLE', 10, 8.5)],
  'application.property.state': 'CA',
};
const readContext = (path: string) => context[path];

describe('offerChoice field', () => {
  it('starts on the 10-year fixed offer at its largest draw with autopay, and holds that as the answer', async () => {
    const { latest } = renderStep({ schema, uiSchema: ui, formContext: { readContext } });
    await waitFor(() => expect(latest.data['offerChoice']).toEqual({ type: 'FIXED', term: 10, amount: 120000, autopay: true }));
    expect(screen.getByRole('radio', { name: 'Fixed rate' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /10 years/ })).toBeChecked();
    const summary = within(screen.getByTestId('offer-summary'));
    expect(summary.getByText('9.250%')).toBeTruthy();
    expect(summary.getByText('$3,588.00')).toBeTruthy(); // 2.99% of $120,000
  });

  it('shows only the terms of the chosen rate type; switching type keeps the draw', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema: ui, formContext: { readContext }, formData: { offerChoice: { type: 'FIXED', term: 30, amount: 50000, autopay: false } } });
    expect(screen.getAllByRole('radio', { name: /years/ }).map((r) => r.getAttribute('id'))).toHaveLength(3);
    await user.click(screen.getByRole('radio', { name: 'Variable rate' }));
    await waitFor(() => expect(latest.data['offerChoice']).toEqual({ type: 'VARIABLE', term: 10, amount: 50000, autopay: false }));
    expect(screen.getAllByRole('radio', { name: /years/ })).toHaveLength(1);
  });

  it('moves the draw with the slider within the offer bounds and updates the payment', async () => {
    const { latest } = renderStep({ schema, uiSchema: ui, formContext: { readContext }, formData: { offerChoice: { type: 'FIXED', term: 10, amount: 50000, autopay: false } } });
    const slider = screen.getByRole('slider', { name: 'Initial draw slider' });
    expect(slider).toHaveAttribute('min', '15000');
    expect(slider).toHaveAttribute('max', '120000');
    expect(within(screen.getByTestId('offer-summary')).getByText('$646.99')).toBeTruthy();
    fireEvent.change(slider, { target: { value: '60000' } });
    await waitFor(() => expect(latest.data['offerChoice']).toMatchObject({ amount: 60000 }));
    expect(screen.getByText('Between $15,000 and $120,000')).toBeTruthy();
  });

  it('turns autopay off and shows the rate without its discount', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema: ui, formContext: { readContext }, formData: { offerChoice: { type: 'FIXED', term: 10, amount: 50000, autopay: true } } });
    await user.click(screen.getByRole('checkbox', { name: /lower my rate by 0.250%/ }));
    await waitFor(() => expect(latest.data['offerChoice']).toMatchObject({ autopay: false }));
    expect(within(screen.getByTestId('offer-summary')).getByText('9.500%')).toBeTruthy();
  });

  it("shows the partner's rate discount the brand grants, included in the APR, and what autopay adds to it", async () => {
    const member = (type: string, term: number, rate: number) => ({
      ...offer(type, term, rate),
      discountList: [{ discount: { type: 'AUTOPAY' }, rateWithDiscount: rate - 0.25 }, { discount: { type: 'CREDIT_UNION' }, rateWithDiscount: rate - 0.125 }],
    });
    const brandContext: Record<string, unknown> = { ...context, 'application.offers': [member('FIXED', 10, 9.5)], 'brand.toggles.partnerDiscounts': ['CREDIT_UNION'] };
    renderStep({ schema, uiSchema: ui, formContext: { readContext: (p: string) => brandContext[p] }, formData: { offerChoice: { type: 'FIXED', term: 10, amount: 50000, autopay: false } } });
    const summary = within(screen.getByTestId('offer-summary'));
    expect(summary.getByText('Partner rate discount (included)')).toBeTruthy();
    expect(summary.getByText('0.125% off the APR')).toBeTruthy();
    expect(summary.getByText('9.375%')).toBeTruthy();
    // The discounts do not stack: autopay takes off only what it adds beyond the member rate.
    expect(screen.getByRole('checkbox', { name: /lower my rate by 0.125%/ })).toBeTruthy();
  });

  it('shows no partner discount line for a brand without one', () => {
    renderStep({ schema, uiSchema: ui, formContext: { readContext }, formData: { offerChoice: { type: 'FIXED', term: 10, amount: 50000, autopay: false } } });
    expect(within(screen.getByTestId('offer-summary')).queryByText('Partner rate discount (included)')).toBeNull();
  });

  it('says a typed amount out of bounds with the step message on Continue', async () => {
    const user = userEvent.setup();
    const { submitted } = renderStep({ schema, uiSchema: ui, formContext: { readContext }, formData: { offerChoice: { type: 'FIXED', term: 10, amount: 500, autopay: true } } });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveLength(0);
    expect((await screen.findAllByText('The smallest line we offer is $15,000')).length).toBeGreaterThan(0);
  });

  it('reads a choice carried as text (the confirm page query) and shows it as a summary only', async () => {
    const summaryUi = { offerChoice: { ...ui.offerChoice, 'ui:options': { ...ui.offerChoice['ui:options'], summaryOnly: true } } };
    const { latest } = renderStep({ schema, uiSchema: summaryUi, formContext: { readContext }, formData: { offerChoice: { type: 'VARIABLE', term: '10', amount: '40000', autopay: 'false' } } });
    await waitFor(() => expect(latest.data['offerChoice']).toEqual({ type: 'VARIABLE', term: 10, amount: 40000, autopay: false }));
    expect(screen.queryByRole('slider')).toBeNull();
    const summary = within(screen.getByTestId('offer-summary'));
    expect(summary.getByText('10-year Variable rate')).toBeTruthy();
    expect(summary.getByText('$40,000.00')).toBeTruthy();
    expect(summary.getByText('8.500%')).toBeTruthy();
  });

  it('says so when the lender made no offer', () => {
    renderStep({ schema, uiSchema: ui, formContext: { readContext: () => undefined } });
    expect(screen.getByRole('status').textContent).toMatch(/no offers/);
  });
});
