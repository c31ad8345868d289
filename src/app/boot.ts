// The first thing main.tsx imports, so its body runs before the rest of the app is evaluated
// (mobx, the stores, the page components, which are most of the entry chunk): error reporting,
// the brand, and the landing page's requests, which then travel while that code evaluates
// instead of after it (about 70 ms at 4x CPU throttling).
import { storageOrNull } from '../api/browser-storage';
import { session } from '../api/session';
import { createAppEnv } from './app-env';
import { installGlobalErrorReporting } from './error-report';
import { prefetchApplicationPage } from './application/prefetch';
import { prefetchFlowPage } from './pages/flow-reads';
import { sweepExpiredDrafts } from '../stores/draft-sweep';
// Records the history entry the app opened on before any navigation (focus moves only after one).
import './shell/page-focus';
import { selectApiBase } from './api-base';

/** The flow each flow route renders (the routes in app.tsx). */
const FLOW_OF_PATH: Record<string, string> = { 'register-v2': 'registration-v2', register: 'register', bench: 'bench', kit: 'kit' };

/**
 * Starts what the page a path lands on needs, before the first render: on a flow page its reads
 * and the landing step's form (prefetchFlowPage); on an application page its reads, code,
 * definitions and form (prefetchApplicationPage). Settles when they have (answered or failed);
 * other pages load lazily as they render, so for them it settles at once.
 */
export function preloadPage(pathname: string, orgCode: string): Promise<void> {
  const m = /^\/account\/heloc\/(register-v2|register|bench|kit)(\/|$)/.exec(pathname);
  return m ? prefetchFlowPage(FLOW_OF_PATH[m[1]!]!, orgCode, pathname) : prefetchApplicationPage(pathname, orgCode);
}

installGlobalErrorReporting();
/** This visit's environment: brand (host prefix, `org` query or the one remembered), translator. */
export const env = createAppEnv();
session.orgCode = env.brand.orgCode;
// Seed 001 §7: fe-relative-url-heloc picks relative calls over the configured absolute base
// (VITE_API_BASE). With no absolute base configured there is nothing to pick: no call.
void selectApiBase(import.meta.env['VITE_API_BASE'] as string | undefined);
/** The landing page's reads, started now. */
export const landing = preloadPage(window.location.pathname, env.brand.orgCode);
sweepDrafts();

/** Every page start removes the drafts of every flow, brand and application nobody came back to in time (decision 410). */
function sweepDrafts(): void {
  sweepExpiredDrafts(Date.now(), storageOrNull('localStorage'), storageOrNull('sessionStorage'));
}
