// @vitest-environment happy-dom
// The income pages from their definitions (flows/pages/income, the shipped version): income/review's methods by
// employment type, each method's state and what failed; Link my payroll opening a vendor session
// (the vendorRedirect effect) and leaving for its URL; income/upload/{type} choosing its form by
// the route's type and sending the documents' ids with the type.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { baseApplication, baseProfile, preload, renderPage, stubLender } from './page-harness';

beforeAll(() => preload('income/review'), 30_000);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const primaries = () => Array.from(document.querySelectorAll('button')).filter((b) => b.className.includes('r-button--variant-solid')).map((b) => b.textContent);
const OFFER_SET = { offerSet: { incomeRequestRecords: [{ incomeType: 'PRIMARY', methods: ['PAYROLL_LINK', 'BANK_LINK', 'MANUAL_PAYSTUB'] }] } };
const employee = (over: Record<string, unknown> = {}) => baseApplication({ ...OFFER_SET, incomeSources: [{ employmentType: 'FULL_TIME', income: 120000 }], ...over });

describe('income/review', () => {
  it('an employee: payroll (primary), bank, paystub, W-2; what each needs and takes; nothing started', async () => {
    stubLender({ application: employee(), status: { checklistStatus: 'INCOME_VERIFICATION' }, profile: baseProfile() });
    renderPage('income/review');
    expect(await screen.findByText(/we confirm the income you told us about/, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(/Link your payroll \(about 2 minutes\)/)).toBeVisible();
    expect(screen.getByText(/Upload documents \(reviewed in 1 to 2 business days\)/)).toBeVisible();
    expect(screen.getByText('Nothing started yet.')).toBeVisible();
    for (const b of ['Link my payroll', 'Link my bank', 'Upload a paystub', 'Upload a W-2', 'Contact support']) expect(screen.getByRole('button', { name: b })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Upload tax returns' })).toBeNull();
    expect(primaries()).toEqual(['Link my payroll']);
  });

  it('self-employed: bank (primary) and tax returns, no payroll, paystub or W-2', async () => {
    stubLender({ application: baseApplication({ ...OFFER_SET, incomeSources: [{ employmentType: 'SELF_EMPLOYED', income: 90000 }] }), status: { checklistStatus: 'INCOME_VERIFICATION' }, profile: baseProfile() });
    renderPage('income/review');
    expect(await screen.findByText(/Because you're self-employed/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Upload tax returns' })).toBeVisible();
    for (const b of ['Link my payroll', 'Upload a paystub', 'Upload a W-2']) expect(screen.queryByRole('button', { name: b })).toBeNull();
    expect(primaries()).toEqual(['Link my bank']);
  });

  it('offers only the methods the offer set asks for (offerSet.incomeRequestRecords)', async () => {
    stubLender({ application: employee({ offerSet: { incomeRequestRecords: [{ incomeType: 'PRIMARY', methods: ['BANK_LINK'] }] } }), status: { checklistStatus: 'INCOME_VERIFICATION' }, profile: baseProfile() });
    renderPage('income/review');
    expect(await screen.findByRole('button', { name: 'Link my bank' }, { timeout: 10_000 })).toBeVisible();
    for (const b of ['Link my payroll', 'Upload a paystub', 'Upload a W-2', 'Upload tax returns']) expect(screen.queryByRole('button', { name: b })).toBeNull();
    expect(screen.queryByText(/Link your payroll \(about 2 minutes\)/)).toBeNull();
  });

  it('what failed last, and each method state as a row', async () => {
    stubLender({
      application: employee({ incomeVerification: { lastMethod: 'payroll', payroll: { state: 'FAILED', reason: 'LINK_FAILED' }, bankData: { state: 'CANCELLED' } } }),
      status: { checklistStatus: 'INCOME_VERIFICATION' }, profile: baseProfile(),
    });
    renderPage('income/review');
    expect(await screen.findByText(/We couldn't connect to your payroll account/)).toBeVisible();
    expect(screen.getByText(/You left the connection before it finished/)).toBeVisible();
    expect(screen.getByText("Didn't work: see above")).toBeVisible();
    expect(screen.getByText('Not finished: you left before connecting')).toBeVisible();
    expect(screen.queryByText('Nothing started yet.')).toBeNull();
  });

  it('Link my payroll opens a vendor session (POST, idempotency key) and leaves for its url', async () => {
    const writes = stubLender({
      application: employee(), status: { checklistStatus: 'INCOME_VERIFICATION' }, profile: baseProfile(),
      writes: { '/vendor-sessions': { status: 200, body: { id: 's-1', url: '/__vendor/payroll/s-1' } } },
    });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: window.location.pathname, search: '', href: window.location.href, origin: window.location.origin });
    renderPage('income/review');
    await userEvent.click(await screen.findByRole('button', { name: 'Link my payroll' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/__vendor/payroll/s-1'));
    expect(writes).toEqual([expect.objectContaining({ method: 'POST', body: { vendor: 'PAYROLL', returnTo: 'income/pointserv-callback' }, key: expect.any(String) })]);
    expect(writes[0]!.url).toMatch(/\/application\/heloc\/abc\/vendor-sessions$/);
  });

  it('a refused session (409) stays on the page with the lender message', async () => {
    stubLender({
      application: employee(), status: { checklistStatus: 'INCOME_VERIFICATION' }, profile: baseProfile(),
      writes: { '/vendor-sessions': { status: 409, body: { message: 'This step is not open for this application now (status DISBURSEMENT_ACCOUNT).' } } },
    });
    renderPage('income/review');
    await userEvent.click(await screen.findByRole('button', { name: 'Link my bank' }));
    expect(await screen.findByText(/This step is not open for this application now/)).toBeVisible();
  });
});

describe('income/upload/{type}', () => {
  it.each([
    ['PAYSTUB', 'Paystubs', /Your most recent paystub, showing/],
    ['W2', 'W-2 forms', /Last year's W-2 from each employer/],
    ['TAX_RETURN', 'Federal tax returns', /for each of the last 2 years/],
    ['MANUAL_PAYSTUB', 'Paystubs', /verified part of your income/],
  ])('%s: its form (%s) and its words', async (type, field, text) => {
    stubLender({ application: employee(), status: { checklistStatus: 'INCOME_VERIFICATION' }, profile: baseProfile() });
    renderPage(`income/upload/${type}`);
    expect(await screen.findByText(/Upload clear photos or PDFs of every page/, {}, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByRole('group', { name: new RegExp(field) }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    if (type === 'MANUAL_PAYSTUB') expect(screen.queryByRole('button', { name: 'Choose another way' })).toBeNull();
    else expect(screen.getByRole('button', { name: 'Choose another way' })).toBeVisible();
  });

  it('Submit with nothing uploaded shows the count message and sends nothing', async () => {
    const writes = stubLender({ application: employee(), status: { checklistStatus: 'INCOME_VERIFICATION' }, profile: baseProfile() });
    renderPage('income/upload/TAX_RETURN');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit documents' }));
    expect((await screen.findAllByText('Upload your federal tax returns for the last 2 years')).length).toBeGreaterThan(0);
    expect(writes).toEqual([]);
  });
});

describe('income/employer-verification', () => {
  it('asks the employer, phone, title and start; prefilled from what was sent before', async () => {
    stubLender({ application: employee({ incomeVerification: { employer: { employerName: 'Initech', jobTitle: 'Engineer', startDate: '03/2019' } } }), status: { checklistStatus: 'EMPLOYMENT_VERIFICATION' }, profile: baseProfile() });
    renderPage('income/employer-verification');
    expect(await screen.findByText(/we'll contact your employer directly/, {}, { timeout: 10_000 })).toBeVisible();
    expect(await screen.findByLabelText(/^Employer's name/, {}, { timeout: 10_000 })).toHaveValue('Initech');
    expect(screen.getByLabelText(/^Your job title/)).toHaveValue('Engineer');
    expect(screen.getByLabelText(/When you started/)).toHaveValue('03/2019');
    expect(screen.getByLabelText(/Employer's phone number/)).toHaveValue('');
  });

  it('checks the start month as typed (seed 001 §9, decision 565): 2 years or more says nothing; less says the job before may be asked about; a month to come is pointed out', async () => {
    stubLender({ application: employee({ incomeVerification: { employer: { employerName: 'Initech', jobTitle: 'Engineer', startDate: '03/2019' } } }), status: { checklistStatus: 'EMPLOYMENT_VERIFICATION' }, profile: baseProfile() });
    renderPage('income/employer-verification');
    const start = await screen.findByLabelText(/When you started/, {}, { timeout: 10_000 });
    const recent = /less than 2 years\. We look for 2 years of steady income/;
    const notStarted = /That month hasn't started yet/;
    expect(screen.queryByText(recent)).toBeNull();
    expect(screen.queryByText(notStarted)).toBeNull();
    const now = new Date();
    const month = (d: Date) => `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
    await userEvent.clear(start);
    await userEvent.type(start, month(now));
    expect(await screen.findByText(recent)).toBeVisible();
    expect(screen.queryByText(notStarted)).toBeNull();
    await userEvent.clear(start);
    await userEvent.type(start, month(new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), 1))));
    expect(await screen.findByText(notStarted)).toBeVisible();
    expect(screen.queryByText(recent)).toBeNull();
  });
});
