// Route errors show the 'snag' page (seed 000 §2, §8) and are reported (network noise
// excepted, src/domain/error-reporting.ts). A failed dynamic import (a code chunk that is gone
// after a deploy, or a dropped connection) reloads the page up to 5 times, counted in session
// storage, before the snag page shows.
import { storageOrNull } from '../api/browser-storage';
import { Component, type ReactNode } from 'react';
import { isChunkLoadError, onChunkLoadFailure } from '../domain/error-reporting';
import { reportError } from './error-report';
import { SnagPage } from './pages/snag-page';

interface State {
  error: unknown;
  /** For a failed module load: 'pending' until componentDidCatch decides, then 'reload' or 'fallback'. */
  chunk: 'pending' | 'reload' | 'fallback' | null;
}

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null, chunk: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error, chunk: isChunkLoadError(error) ? 'pending' : null };
  }

  // The reload count is kept here, not in the render phase (which React may run twice). Decided
  // from the error, not from this.state: a runtime may call this before the state that
  // getDerivedStateFromError returned is applied (Preact does, decision 699).
  override componentDidCatch(error: unknown): void {
    if (isChunkLoadError(error)) {
      const storage = storageOrNull('sessionStorage');
      const decision = storage === null ? 'fallback' : onChunkLoadFailure(storage);
      this.setState({ chunk: decision });
      if (decision === 'reload') {
        window.location.reload();
        return;
      }
    }
    reportError(error, 'boundary');
  }

  private readonly retry = () => {
    // React keeps a lazy page that failed to load as failed: only a reload fetches it again.
    if (isChunkLoadError(this.state.error)) window.location.reload();
    else this.setState({ error: null, chunk: null });
  };

  override render() {
    // Nothing while a reload is decided or under way, so the snag page never flashes first.
    if (this.state.chunk === 'pending' || this.state.chunk === 'reload') return null;
    if (this.state.error) return <SnagPage onRetry={this.retry} />;
    return this.props.children;
  }
}
