// Route errors show the 'snag' page (seed 000 §2, §8). A failed dynamic import reloads the
// page up to 5 times, counted in session storage, before giving up.
import { Component, type ReactNode } from 'react';
import { SnagPage } from './pages/snag-page';

const RELOADS_KEY = 'heloc-module-reloads';
const MAX_RELOADS = 5;
const MODULE_ERRORS = ['failed to fetch dynamically imported module', 'importing a module script failed', 'error loading dynamically imported module'];

/** True for the messages browsers give when a lazy chunk cannot be loaded. */
export function isModuleLoadError(error: unknown): boolean {
  const message = (error instanceof Error ? error.message : String(error)).toLowerCase();
  return MODULE_ERRORS.some((m) => message.includes(m));
}

interface State {
  error: unknown;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown): void {
    if (isModuleLoadError(error)) {
      const count = Number(sessionStorage.getItem(RELOADS_KEY) ?? '0');
      if (count < MAX_RELOADS) {
        sessionStorage.setItem(RELOADS_KEY, String(count + 1));
        window.location.reload();
        return;
      }
    }
    console.error('[heloc] route error', error instanceof Error ? error.message : error);
    import('../api/telemetry').then(({ trackEvent }) => trackEvent('error', { eventProperties: { message: error instanceof Error ? error.message : 'unknown' } })).catch(() => undefined);
  }

  override render() {
    if (this.state.error) return <SnagPage onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
