// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link } from 'react-router-dom';
import type { Application } from '../../../src/api/application';
import { ApplicationSidebar } from '../../../src/app/portal/application-sidebar';
import { LoanOriginatorCard } from '../../../src/app/portal/loan-originator-card';
import { MobileProgressMenu } from '../../../src/app/portal/mobile-progress-menu';
import { OfferPanel } from '../../../src/app/portal/offer-panel';
import { PhoneBars } from '../../../src/app/portal/phone-bars';
import { PropertyCard } from '../../../src/app/portal/property-card';
import { renderPortal, stubFetch } from './harness';

afterEach(() => vi.unstubAllGlobals());

const DANA = '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000001';
const MARCUS = '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000002';
const lo = (uuid: string, name: string, broker: string, avatarUri: string | null = null) => ({
  uuid,
  originatorDisplayInfo: { originatorName: name, brokerName: broker, phoneNumber: '5125550142', email: 'lo@example.com', nmls: '1928374', avatarUri },
  enforceLicensedStatesForReferral: false,
  licensedStates: [],
});

const app = (over: Partial<Application> = {}): Application => ({
  uuid: 'abc',
  loanNumber: '4821937750',
  property: { street1: '1420 MAPLE RIDGE DR', city: 'austin', state: 'TX', zip: '78704' },
  rate: 0,
  amount: 0,
  term: 0,
  preliminaryOffer: null,
  adjustedHomeAmount: 512000,
  status: { manualNotary: false, condition: 'GOOD' },
  referrer: { referrerUuid: DANA },
  ...over,
});

describe('ApplicationSidebar', () => {
  it('shows the application ID at the top, the current step and the security note with the company name', () => {
    stubFetch({ [`/api/lo/${DANA}`]: { body: lo(DANA, 'Dana Whitfield', 'Lakeside Mortgage Brokers') } });
    renderPortal(<ApplicationSidebar app={app()} status={{ checklistStatus: 'IDENTITY_VERIFICATION', portalProgress: 'ID_UPLOAD' }} withOriginator={false} />);
    const aside = screen.getByRole('complementary', { name: 'Application progress' });
    expect(within(aside).getByTestId('sidebar-loan-number')).toHaveTextContent('4821937750');
    const current = within(aside).getAllByRole('listitem').filter((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Verify Identity');
    expect(current[0]).toHaveTextContent('Current step');
    // Earlier steps say they are completed, later ones that they have not started (not colour alone).
    expect(within(aside).getByText('Link Income Sources').parentElement).toHaveTextContent('Completed');
    expect(within(aside).getByText('Sign Documents').parentElement).toHaveTextContent('Not started');
    expect(within(aside).getByText('Talk to eNotary')).toBeVisible();
    expect(aside).toHaveTextContent(/Your data is protected with 256-bit encryption and .+ never sees or stores your credentials\./);
    expect(aside).not.toHaveTextContent('{brand.company.name}');
  });

  it("shows the brand's lender image (lenderImageKey, seed 001 §1) with its words as alt text: EHL, EOL, none for other (decision 553)", () => {
    for (const [org, alt, file] of [['HOMELINE', 'Equal Housing Lender', 'equal-housing-lender'], ['EMPIRE', 'Equal Opportunity Lender', 'equal-opportunity-lender'], ['LAKESHORE', null, null]] as const) {
      const view = renderPortal(<ApplicationSidebar app={app()} status={{ checklistStatus: 'OFFER_SELECTION', portalProgress: 'PRODUCT_SELECT' }} withOriginator={false} />, '/account/heloc/abc/identity', org);
      if (alt === null) expect(screen.queryByTestId('lender-image')).toBeNull();
      else expect(screen.getByRole('img', { name: alt }).getAttribute('src')).toContain(file);
      view.unmount();
    }
  });

  it("phones show the same lender image beside the closed progress menu, not inside it; none for 'other' (decision 566)", () => {
    stubFetch({});
    for (const [org, alt] of [['HOMELINE', 'Equal Housing Lender'], ['EMPIRE', 'Equal Opportunity Lender'], ['LAKESHORE', null]] as const) {
      const view = renderPortal(<PhoneBars app={app()} status={{ checklistStatus: 'OFFER_SELECTION', portalProgress: 'PRODUCT_SELECT' }} />, '/account/heloc/abc/identity', org);
      const menu = screen.getByTestId('mobile-progress-menu');
      if (alt === null) expect(screen.queryByTestId('lender-image')).toBeNull();
      else {
        const mark = screen.getByRole('img', { name: alt });
        expect(menu.contains(mark)).toBe(false);
        expect(mark.closest('[hidden]')).toBeNull();
      }
      view.unmount();
    }
  });

  it("labels step 6 'Schedule Notary Session' for a manual notary", () => {
    renderPortal(<ApplicationSidebar app={app({ status: { manualNotary: true } })} status={{ checklistStatus: 'MANUAL_DEED_SIGNING', portalProgress: 'MANUAL_NOTARY' }} withOriginator={false} />);
    const current = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent('Schedule Notary Session');
    expect(screen.queryByText('Talk to eNotary')).toBeNull();
  });

  it('puts the loan-officer card in the sidebar when asked', async () => {
    stubFetch({ [`/api/lo/${DANA}`]: { body: lo(DANA, 'Dana Whitfield', 'Lakeside Mortgage Brokers') } });
    renderPortal(<ApplicationSidebar app={app()} status={{ checklistStatus: 'OFFER_SELECTION', portalProgress: 'PRODUCT_SELECT' }} withOriginator />);
    const aside = screen.getByRole('complementary', { name: 'Application progress' });
    expect(await within(aside).findByRole('heading', { name: 'Your loan officer' })).toBeVisible();
  });
});

describe('LoanOriginatorCard', () => {
  it("shows the application's originator with NMLS, initials and call / e-mail links", async () => {
    const calls = stubFetch({ [`/api/lo/${DANA}`]: { body: lo(DANA, 'Dana Whitfield', 'Lakeside Mortgage Brokers') } });
    renderPortal(<LoanOriginatorCard app={app()} variant="card" />);
    const card = await screen.findByRole('region', { name: 'Your loan officer' });
    expect(card).toHaveTextContent('Dana Whitfield');
    expect(card).toHaveTextContent('Lakeside Mortgage Brokers');
    expect(card).toHaveTextContent('NMLS #1928374');
    expect(card).toHaveTextContent('DW');
    expect(within(card).getByRole('link', { name: 'Call Dana Whitfield at (512) 555-0142' })).toHaveAttribute('href', 'tel:+15125550142');
    expect(within(card).getByRole('link', { name: 'Email Dana Whitfield at lo@example.com' })).toHaveAttribute('href', 'mailto:lo@example.com');
    expect(calls.some((u) => u.includes('/lo/default'))).toBe(false);
  });

  it('shows the avatar, and the initials when it does not load', async () => {
    stubFetch({ [`/api/lo/${DANA}`]: { body: lo(DANA, 'Dana Whitfield', 'Lakeside Mortgage Brokers', 'https://cdn.example.com/dana.png') } });
    const { container } = renderPortal(<LoanOriginatorCard app={app()} variant="card" />);
    await screen.findByText('Dana Whitfield');
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/dana.png');
    expect(screen.queryByText('DW')).toBeNull();
    act(() => void img?.dispatchEvent(new Event('error')));
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('DW')).toBeInTheDocument();
  });

  it("uses the state's default originator when the application has none", async () => {
    const calls = stubFetch({
      '/service-lead-portal/api/lo/default': { body: { referrerUuid: MARCUS } },
      [`/api/lo/${MARCUS}`]: { body: lo(MARCUS, 'Marcus Bell', 'Northgate Home Lending') },
    });
    renderPortal(<LoanOriginatorCard app={app({ referrer: null })} variant="bar" />);
    const bar = await screen.findByRole('region', { name: 'Your loan officer' });
    expect(bar).toHaveTextContent('Marcus Bell');
    // The collapsed bar has icon links with names, no visible 'Call' text.
    expect(within(bar).getByRole('link', { name: /^Call Marcus Bell/ })).toHaveAttribute('href', 'tel:+15125550142');
    expect(within(bar).getByRole('link', { name: /^Email Marcus Bell/ })).toHaveAttribute('href', 'mailto:lo@example.com');
    expect(calls.find((u) => u.includes('/lo/default'))).toContain('state=TX');
  });

  it('says so and offers a retry when the originator cannot be loaded', async () => {
    stubFetch({ [`/api/lo/${DANA}`]: { status: 500, body: { message: 'down' } } });
    renderPortal(<LoanOriginatorCard app={app()} variant="card" />);
    expect(await screen.findByRole('alert')).toHaveTextContent("Your loan officer's details could not be loaded.");
    stubFetch({ [`/api/lo/${DANA}`]: { body: lo(DANA, 'Dana Whitfield', 'Lakeside Mortgage Brokers') } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dana Whitfield')).toBeVisible();
  });
});

describe('OfferPanel', () => {
  it('is hidden while the rate is 0 and there is no preliminary offer', () => {
    renderPortal(<OfferPanel app={app({ amount: 50000 })} />);
    expect(screen.queryByRole('region', { name: 'Your offer' })).toBeNull();
  });

  it("shows the lender's preliminary offer: APR, initial draw, payment, term with rate type", () => {
    renderPortal(<OfferPanel app={app({ preliminaryOffer: { type: 'FIXED', term: 10, rate: 9.95, amount: 50000, originationFee: 2.99 } })} />);
    const panel = screen.getByRole('region', { name: 'Your offer' });
    expect(within(panel).getByTestId('offer-apr')).toHaveTextContent('9.950%');
    expect(within(panel).getByTestId('offer-draw')).toHaveTextContent('$50,000.00');
    expect(within(panel).getByTestId('offer-payment')).toHaveTextContent('$659.37');
    expect(within(panel).getByTestId('offer-term')).toHaveTextContent('10 years, Fixed');
  });

  it("shows '--' without a term and no term line on the 62+ flow", () => {
    const { unmount } = renderPortal(<OfferPanel app={app({ rate: 12.5, amount: 75000, term: 0, rateType: 'VARIABLE' })} />);
    expect(screen.getByTestId('offer-payment')).toHaveTextContent('--');
    expect(screen.getByTestId('offer-term')).toHaveTextContent('0 years, Variable');
    unmount();
    renderPortal(<OfferPanel app={app({ rate: 12.5, amount: 75000, term: 0, isSixtyTwoPlus: true })} />);
    expect(screen.getByTestId('offer-payment')).not.toHaveTextContent('--');
    expect(screen.queryByTestId('offer-term')).toBeNull();
  });
});

describe('PropertyCard', () => {
  it('shows the formatted address, the value and the condition in words', () => {
    renderPortal(<PropertyCard app={app()} />);
    const card = screen.getByRole('region', { name: 'Property details' });
    expect(within(card).getByTestId('property-address')).toHaveTextContent('1420 Maple Ridge Dr, Austin, TX 78704');
    expect(within(card).getByTestId('property-value')).toHaveTextContent('$512,000');
    expect(within(card).getByTestId('property-condition')).toHaveTextContent('Good');
  });
});

describe('MobileProgressMenu', () => {
  const status = { checklistStatus: 'OFFER_SELECTION', portalProgress: 'PRODUCT_SELECT' };

  it('opens and closes with the button and closes on Escape, focus back on the button', async () => {
    renderPortal(<MobileProgressMenu app={app()} status={status} />);
    const button = screen.getByRole('button', { name: 'Application progress' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Application progress' })).toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Application progress' });
    expect(within(panel).getByText('Select Offer').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(panel).getByTestId('sidebar-loan-number')).toHaveTextContent('4821937750');
    await userEvent.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when the user navigates to another page', async () => {
    renderPortal(
      <>
        <MobileProgressMenu app={app()} status={status} />
        <Link to="/account/heloc/abc/product/select">Next page</Link>
      </>,
    );
    const button = screen.getByRole('button', { name: 'Application progress' });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await act(async () => userEvent.click(screen.getByRole('link', { name: 'Next page' })));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the application page layout by viewport', () => {
  const UUID = '0b6c1f3e-1111-4222-8333-944445555666';
  const routes = () => ({
    '/api/v1/features': { body: [] },
    [`/application/heloc/${UUID}`]: { body: app({ uuid: UUID, preliminaryOffer: { type: 'FIXED', term: 10, rate: 9.95, amount: 50000, originationFee: 2.99 } }) },
    [`/v1/${UUID}/status`]: { body: { checklistStatus: 'OFFER_SELECTION', portalProgress: 'PRODUCT_SELECT' } },
    [`/api/lo/${DANA}`]: { body: lo(DANA, 'Dana Whitfield', 'Lakeside Mortgage Brokers') },
    '/notifications': { body: [] },
    '/banners': { body: [] },
    // Application pages read the profile too (prefill, conditions, placeholders).
    '/service-profile/api/v1/profile': { body: { uuid: 'p-1', name: { firstName: 'Alex', lastName: 'Morgan' }, email: 'alex@example.com', dob: '1980-04-12', phoneNumbers: [], addresses: [] } },
  });

  async function renderAt(width: number) {
    (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM.setViewport({ width, height: 900 });
    const { session } = await import('../../../src/api/session');
    session.setToken('test-token');
    stubFetch(routes());
    const { default: ApplicationPage } = await import('../../../src/app/pages/application-page');
    const { Route, Routes } = await import('react-router-dom');
    return renderPortal(
      <Routes>
        <Route path="/account/heloc/:uuid/*" element={<ApplicationPage />} />
      </Routes>,
      `/account/heloc/${UUID}/product/select`,
    );
  }

  // The shell's widgets are Chakra islands, loaded after the page's content (or ISLAND_MAX_WAIT_MS):
  // in Vitest each island's module is also transformed on first use.
  const island = { timeout: 8000 };

  it('on a phone: the progress menu and the collapsed loan-officer bar, no sidebar', async () => {
    await renderAt(390);
    expect(await screen.findByRole('button', { name: 'Application progress' }, island)).toBeVisible();
    expect(await screen.findByTestId('originator-bar', {}, island)).toBeVisible();
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(await screen.findByRole('region', { name: 'Your offer' }, island)).toBeVisible();
  });

  it('from 768 px: the sidebar with the loan-officer card inside', async () => {
    await renderAt(1024);
    const aside = await screen.findByRole('complementary', { name: 'Application progress' }, island);
    expect(await within(aside).findByTestId('originator-card', {}, island)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Application progress' })).toBeNull();
  });

  it('from 1280 px: the sidebar without the card, which sits beside the content', async () => {
    await renderAt(1440);
    const aside = await screen.findByRole('complementary', { name: 'Application progress' });
    const card = await screen.findByTestId('originator-card');
    expect(aside).not.toContainElement(card);
    expect(await screen.findByRole('region', { name: 'Property details' })).toBeVisible();
  });
});
