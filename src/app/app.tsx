// Providers and routes. Pages load on demand (deferred(), never suspending: decision 284) so the
// first registration step loads only what it uses.
import { useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { trackEvent } from '../api/telemetry';
import { AppEnvContext, type AppEnv } from './app-env';
import { loadMessageBundle } from './definitions';
import { applicationPath } from './application/prefetch';
import { ErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';
import { deferred } from '../renderer/lazy';
// The flow page is where nearly every visit lands (registration), so it is part of the entry:
// loading it lazily put a request round trip (and its imports' round trip) before the first
// step's own requests could start.
import FlowPage from './pages/flow-page';

type PageModule<P> = { default: ComponentType<P> };

/**
 * A portal page loaded on demand: it reads through react-query, speaks the portal's message bundle, and its
 * widgets may style with Chakra at run time (registration pages use static CSS only), so the
 * page, its providers (query client, toasts, status region: portal/portal-providers.tsx; Chakra)
 * and those messages load together. With `islands`, the page's own content is statically styled
 * and its Chakra widgets sit in islands (portal/chakra-island.tsx) that load Chakra after the
 * content renders: no Chakra provider here, so nothing waits for it.
 */
function portalPage<P extends object>(load: () => Promise<PageModule<P>>, { islands = false }: { islands?: boolean } = {}) {
  // Not React.lazy: a page revealed by a Suspense retry waits out React's fallback throttle (up to
  // 300 ms after the loader showed); `deferred` renders the loader, then the page by a state update.
  return deferred<P>(async () => {
    const [loaded, { PortalProviders, holdAnsweredReads }, Chakra] = await Promise.all([
      load(),
      import('./portal/portal-providers'),
      islands ? null : import('../renderer/theme/provider').then((m) => m.RendererProvider),
      loadMessageBundle('portal'),
    ]);
    // A deep link's reads that have answered go in the cache now, so the page's first render has them.
    holdAnsweredReads();
    const Page = loaded.default;
    const page = (props: P) => (
      <PortalProviders>
        <Page {...props} />
      </PortalProviders>
    );
    return Chakra ? (props: P) => <Chakra>{page(props)}</Chakra> : page;
  }, <PageLoader />);
}

const ApplicationPage = portalPage(() => import('./pages/application-page'), { islands: true });
const LoginPage = deferred(() => import('./pages/login-page').then((m) => m.default), <PageLoader />);
const DashboardPage = portalPage(() => import('./pages/dashboard-page'));
const InfoPage = deferred(() => import('./pages/info-page').then((m) => m.default), <PageLoader />);
const PlaidOauthPage = portalPage(() => import('./pages/plaid-oauth-page'));
const SignerConditionsPage = portalPage(() => import('./pages/signer-conditions-page'));
const SignerPage = portalPage(() => import('./pages/signer-page'));
// Its two words are the portal catalogue's: loaded with it.
const MainSiteExit = deferred(() => Promise.all([import('./pages/main-site-exit'), loadMessageBundle('portal')]).then(([m]) => m.default), <PageLoader />);
/** Paths that leave for the brand's main site (src/domain/main-site.ts; seed 000 §2, 001 §2). */
const MAIN_SITE_ROUTES = ['/terms', '/communications', '/account/heloc/communications', '/privacy', '/licenses', '/dashboard/settings', '/contact', '/exchange', '/pay', '/universal-marketplace', '/universal-passport'];

/**
 * The page a deep link to an application page renders, loaded: main.tsx waits for it (within its
 * first-render wait) so the first render draws the page rather than its loader and then the page
 * a task later. boot.ts has already fetched the code; null for any other path.
 */
export function landingPageLoad(pathname: string): Promise<void> | null {
  return applicationPath(pathname) ? ApplicationPage.load() : null;
}

/** Sends PAGEVIEW on every route change. */
function PageViews() {
  const location = useLocation();
  useEffect(() => {
    void trackEvent('PAGEVIEW', { eventType: 'WEB', dedupeProperty: location.pathname });
  }, [location.pathname]);
  return null;
}

/** The whole app for one visit. */
export function App({ env }: { env: AppEnv }) {
  return (
    <AppEnvContext.Provider value={env}>
      <BrowserRouter>
        <PageViews />
        <ErrorBoundary>
          <Routes>
            <Route path="/account/heloc/register-v2/*" element={<FlowPage flowId="registration-v2" />} />
            <Route path="/account/heloc/register/*" element={<FlowPage flowId="register" />} />
            {/* the peer bench's form (flows/bench/); not linked from anywhere */}
            <Route path="/account/heloc/bench/*" element={<FlowPage flowId="bench" />} />
            {/* the widget kit (flows/kit/v1.json): the sensitive widgets for e2e and QA; not linked from anywhere */}
            <Route path="/account/heloc/kit/*" element={<FlowPage flowId="kit" />} />
            <Route path="/account/heloc/not-accepting-apps" element={<InfoPage kind="notAccepting" />} />
            <Route path="/account/heloc/waitlist" element={<InfoPage kind="waitlist" />} />
            <Route path="/marketing-waitlist" element={<InfoPage kind="waitlist" />} />
            <Route path="/account/heloc/:uuid/*" element={<ApplicationPage />} />
            <Route path="/account/heloc" element={<Navigate to="/dashboard" replace />} />
            <Route path="/auth/login" element={<LoginPage />} />
            <Route path="/dashboard" element={<DashboardPage />} />
            <Route path="/plaid-oauth-success" element={<PlaidOauthPage />} />
            {/* The signer area (seed 000 §2): its index goes to its login; the conditions list is its own page; every other signer page is a definition (flows/pages/heloc-signer). */}
            <Route path="/heloc-signer" element={<Navigate to="/heloc-signer/login" replace />} />
            <Route path="/heloc-signer/login" element={<LoginPage />} />
            <Route path="/heloc-signer/conditions" element={<SignerConditionsPage />} />
            <Route path="/heloc-signer/*" element={<SignerPage />} />
            {MAIN_SITE_ROUTES.flatMap((path) => [
              <Route key={path} path={path} element={<MainSiteExit />} />,
              <Route key={`${path}/*`} path={`${path}/*`} element={<MainSiteExit />} />,
            ])}
            <Route path="*" element={<Navigate to="/dashboard" replace />} />
          </Routes>
        </ErrorBoundary>
      </BrowserRouter>
    </AppEnvContext.Provider>
  );
}
