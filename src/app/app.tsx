// Providers and routes. Pages are lazy so the first registration step loads only what it uses.
import { lazy, Suspense, useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { RendererProvider } from '../renderer/theme/provider';
import { trackEvent } from '../api/telemetry';
import { AppEnvContext, type AppEnv } from './app-env';
import { ErrorBoundary } from './error-boundary';
import { PageLoader } from './page-loader';

const FlowPage = lazy(() => import('./pages/flow-page'));
const ApplicationPage = lazy(() => import('./pages/application-page'));
const LoginPage = lazy(() => import('./pages/login-page'));
const DashboardPage = lazy(() => import('./pages/dashboard-page'));
const InfoPage = lazy(() => import('./pages/info-page'));

const queryClient = new QueryClient({
  defaultOptions: {
    // Application state is not refetched on focus (seed 000 §7); a failed read shows Try again.
    queries: { refetchOnWindowFocus: false, retry: 1 },
  },
});

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
      <QueryClientProvider client={queryClient}>
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
      </QueryClientProvider>
    </AppEnvContext.Provider>
  );
}
