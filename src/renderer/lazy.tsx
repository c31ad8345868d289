// Code that no first step needs loads when a later step first renders it (production build
// only: vite.config.ts swaps the eager registries for the deferred ones; tests use the eager ones).
import { lazy, Suspense, type ComponentType } from 'react';

/** A component whose code is fetched on its first render; until then it renders nothing. */
export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
