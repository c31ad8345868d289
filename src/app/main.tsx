// Entry point: start the landing page's requests (boot.ts, first), apply the brand's colours,
// mount the router.
import { env, landing } from './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Every recipe's CSS, the reset and the tokens, generated at build time (scripts/gen-styles.ts).
import '../generated/styles.css';
import { applyBrandTheme } from '../renderer/theme/brand';
import { App, landingPageLoad } from './app';

applyBrandTheme(env.brand.theme);

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
/**
 * How long the first render waits for the landing page's reads (boot.ts). Rendering the page
 * shell first keeps the main thread busy while those answers arrive, so their follow-up requests
 * (the step's form after the flow, the flags after the telemetry session) wait for it and the
 * step renders in a second pass; waiting lets the page render once, whole. On a slow network
 * the shell and its loader render after this long, as before.
 */
const FIRST_RENDER_WAIT_MS = 400;

const mount = () =>
  createRoot(root).render(
    <StrictMode>
      <App env={env} />
    </StrictMode>,
  );
// A deep link's page is then loaded too (its code came with the landing's requests), so the first
// render draws it whole; a failed load is the page's to report once it renders.
const landed = landing.then(() => landingPageLoad(window.location.pathname)).catch(() => undefined);
void Promise.race([landed, new Promise((ok) => setTimeout(ok, FIRST_RENDER_WAIT_MS))]).then(mount);
