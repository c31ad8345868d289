// Entry point: resolve the brand, apply its colours, mount the router.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Every recipe's CSS, the reset and the tokens, generated at build time (scripts/gen-styles.ts).
import '../generated/styles.css';
import { applyBrandTheme } from '../renderer/theme/brand';
import { session } from '../api/session';
import { createAppEnv } from './app-env';
import { App, preloadPage } from './app';
import { installGlobalErrorReporting } from './error-report';

installGlobalErrorReporting();
const env = createAppEnv();
session.orgCode = env.brand.orgCode;
applyBrandTheme(env.brand.theme);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
// The landing page's requests start first, so they travel while React renders (see preloadPage).
void preloadPage(window.location.pathname, env.brand.orgCode);
createRoot(root).render(
  <StrictMode>
    <App env={env} />
  </StrictMode>,
);
