// @vitest-environment happy-dom
// The portal shell's navbar and footer under real brand definitions and catalogue; the two
// footer lookups answer from a stubbed fetch.
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearFooterCache } from '../../src/api/footer';
import { session } from '../../src/api/session';
import { AppEnvContext, createAppEnv, type AppEnv } from '../../src/app/app-env';
import { Footer } from '../../src/app/shell/footer';
import { legalLinks, licensedStatesText, privacyChoicesLink } from '../../src/app/shell/footer-rules';
import { PageShell } from '../../src/app/shell/page-shell';
import type { BrandDefinition } from '../../src/engine/types';
import { RendererProvider } from '../../src/renderer/theme/provider';

const envFor = (org: string): AppEnv => createAppEnv({ hostname: 'localhost', search: `?org=${org}` } as Location);

const WEEK = [1, 2, 3, 4, 5, 6, 7].map((v) => ({ weekday: `D${v}`, weekdayValue: v, isOpen: v <= 5, startTime: '07:00:00', endTime: '18:00:00' }));

let calls: string[];
function answer(routes: { states?: unknown; hours?: unknown; fail?: boolean }) {
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(url);
    if (routes.fail) throw new TypeError('Failed to fetch');
    const body = url.includes('state-licenses') ? routes.states : url.includes('/hours/') ? routes.hours : undefined;
    if (body === undefined) return new Response('{"message":"nope"}', { status: 404, headers: { 'Content-Type': 'application/json' } });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
}

function renderWith(env: AppEnv, ui: React.ReactNode, path = '/account/heloc/register-v2') {
  return render(
    <AppEnvContext.Provider value={env}>
      <RendererProvider>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </RendererProvider>
    </AppEnvContext.Provider>,
  );
}

beforeEach(() => {
  calls = [];
  clearFooterCache();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('footer rules', () => {
  it("titles the terms 'Terms of Use' for the lenders that say so, 'Terms of Service' for others", () => {
    for (const [org, title] of [['HOMELINE', 'Terms of Service'], ['BROKERLINK', 'Terms of Service'], ['LAKESHORE', 'Terms of Use'], ['EMPIRE', 'Terms of Use']] as const) {
      const { brand, t } = envFor(org);
      expect(brand.orgCode).toBe(org);
      expect(legalLinks(brand, t)[0]).toEqual({ href: '/terms', label: title });
    }
  });

  it('falls back to /terms, /privacy, /licenses and {base}/communications when a brand gives none', () => {
    const { brand, t } = envFor('HOMELINE');
    const bare: BrandDefinition = { ...brand, legal: { terms: '', privacy: ' ' } };
    const { footer: _none, ...noFooter } = bare;
    expect(legalLinks(bare, t).map((l) => l.href)).toEqual(['/terms', '/privacy', '/licenses', '/account/heloc/communications']);
    expect(legalLinks(bare, t).map((l) => l.label)).toEqual(['Terms of Service', 'Privacy Policy', 'Licenses', 'Electronic Communications Consent']);
    expect(privacyChoicesLink(noFooter, t)).toEqual({ href: '/privacy', label: 'Your privacy choices' });
    expect(privacyChoicesLink(brand, t).href).toBe('/privacy#your-privacy-choices');
  });

  it('sorts the licensed states without repeats, and falls back quietly when unknown', () => {
    const { t } = envFor('HOMELINE');
    expect(licensedStatesText(['TX', 'CA', 'AZ', 'CA'], t)).toBe('Licensed in: AZ, CA, TX.');
    expect(licensedStatesText(undefined, t)).toBe('See Licenses for the states where we lend.');
    expect(licensedStatesText([], t)).toBe('See Licenses for the states where we lend.');
  });
});

describe('Footer', () => {
  it('shows sorted licensed states and Pacific support hours from the two lookups, sent with x-org', async () => {
    answer({ states: { orgCode: 'LAKESHORE', states: [{ abbrev: 'WI' }, { abbrev: 'IL' }, { abbrev: 'MI' }] }, hours: { weekdays: WEEK } });
    renderWith(envFor('LAKESHORE'), <Footer />);
    // Nothing is asked during the first render: the lookups wait for the first paint.
    expect(calls).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('licensed-states')).toHaveTextContent('Licensed in: IL, MI, WI.'));
    await waitFor(() => expect(screen.getByText(/Support hours: Mon-Fri from 7am-6pm PT\./)).toBeInTheDocument());
    expect(calls.some((u) => u.includes('/service-application/external/api/v1/heloc/state-licenses?orgCode=LAKESHORE'))).toBe(true);
    expect(calls.some((u) => u.includes('/service-operating-hours/external/api/v1/hours/OPS_SUPPORT'))).toBe(true);
    expect(screen.getByRole('link', { name: '312-555-0123' })).toHaveAttribute('href', 'tel:3125550123');
    expect(screen.getByText(/e-mail members@lakeshore\.example/)).toBeInTheDocument();
  });

  it('keeps the footer quiet when the lookups fail: fallback states line, no hours', async () => {
    answer({ fail: true });
    renderWith(envFor('HOMELINE'), <Footer />);
    await waitFor(() => expect(calls.length).toBeGreaterThanOrEqual(2));
    expect(screen.getByTestId('licensed-states')).toHaveTextContent('See Licenses for the states where we lend.');
    expect(screen.queryByText(/Support hours/)).toBeNull();
  });

  it('shows the New York notices only for brands that give them, and numbers the disclosures', () => {
    answer({ fail: true });
    const homeline = renderWith(envFor('HOMELINE'), <Footer />);
    const ny = screen.getByRole('region', { name: 'New York residents' });
    expect(within(ny).getByText(/New York State Department of Financial Services/)).toHaveTextContent(/^Homeline Lending is licensed/);
    const disclosures = screen.getByRole('region', { name: 'Disclosures' });
    expect(disclosures.querySelector('ol')?.children).toHaveLength(4);
    homeline.unmount();

    renderWith(envFor('LAKESHORE'), <Footer />);
    expect(screen.queryByRole('region', { name: 'New York residents' })).toBeNull();
    expect(screen.getByText(/Credit union membership is required/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Your privacy choices' })).toHaveAttribute('href', '/privacy#member-choices');
    expect(screen.getByText('Lakeshore Credit Union (sample), 77 Harbor Road, Chicago, IL 60601', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'NMLS Consumer Access' })).toHaveAttribute('href', 'https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/1000004');
  });
});

describe('navbar', () => {
  it('offers Log in back to this page for visitors, and Dashboard once a token is stored', async () => {
    answer({ fail: true });
    renderWith(envFor('HOMELINE'), <PageShell title="Property">x</PageShell>, '/account/heloc/register-v2/home-address?org=HOMELINE');
    const nav = screen.getByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/auth/login?redirectUrl=${encodeURIComponent('/account/heloc/register-v2/home-address?org=HOMELINE')}`,
    );
    expect(within(nav).getByRole('link', { name: 'Call support at 888-819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    session.setToken('header.payload.sig');
    // The signed-in menu is a lazy chunk with Chakra's runtime (an island): in Vitest its first
    // import is also transformed, which can take over waitFor's default second on a busy machine.
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard'), { timeout: 8000 });
    expect(within(nav).queryByRole('link', { name: 'Log in' })).toBeNull();
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
  });
});
