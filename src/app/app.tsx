// Providers and routes. Pages are lazy so the first registration step loads only what it uses.
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RendererProvider } from '../renderer/theme/provider';
import { trackEvent } from '../api/telemetry';
import { AppEnvContext, type AppEnv } from './app-env';
import { ErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';

/** A lazy page that reads through react-query: the page and the client's provider load together. */
function withQueries<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(async () => {
    const [page, { QueryProvider }] = await Promise.all([load(), import('./query-provider')]);
    const Page = page.default;
    return {
      default: (props: P) => (
        <QueryProvider>
          <Page {...props} />
        </QueryProvider>
      ),
    };
  });
}

const FlowPage = lazy(() => import('./pages/flow-page'));
const ApplicationPage = withQueries(() => import('./pages/application-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const DashboardPage = withQueries(() => import('./pages/dashboard-page'));
const InfoPage = lazy(() => import('./pages/info-page'));

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
      <RendererProvider>
        <BrowserRouter>
          <PageViews />
          <ErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <Routes>
                <Route path="/account/heloc/register-v2/*" element={<FlowPage flowId="registration-v2" />} />
                <Route path="/account/heloc/register/*" element={<FlowPage flowId="register" />} />
                <Route path="/account/heloc/not-accepting-apps" element={<InfoPage kind="notAccepting" />} />
                <Route path="/account/heloc/waitlist" element={<InfoPage kind="waitlist" />} />
                <Route path="/marketing-waitlist" element={<InfoPage kind="waitlist" />} />
                <Route path="/account/heloc/:uuid/*" element={<ApplicationPage />} />
                <Route path="/account/heloc" element={<Navigate to="/dashboard" replace />} />
                <Route path="/auth/login" element={<LoginPage />} />
                <Route path="/dashboard" element={<DashboardPage />} />
                <Route path="*" element={<Navigate to="/dashboard" replace />} />
              </Routes>
            </Suspense>
          </ErrorBoundary>
        </BrowserRouter>
      </RendererProvider>
    </AppEnvContext.Provider>
  );
}
