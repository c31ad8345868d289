// Code that no first step needs loads when a later step needs it (production build only:
// vite.config.ts swaps the eager registries for the deferred ones; tests use the eager ones).
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

export type Deferred<P extends object> = ComponentType<P> & {
  /** Fetches the code (once); resolves when the component renders without suspending. */
  load(): Promise<void>;
  readonly loaded: boolean;
};

/**
 * A component whose code is fetched on demand. Once `load()` has resolved it renders at once
 * (React.lazy gets an already-settled thenable, so nothing suspends). Rendered before that, it
 * suspends inside its own boundary and renders `fallback` (default nothing) until the code arrives.
 */
export function deferred<P extends object>(importer: () => Promise<ComponentType<P>>, fallback: ReactNode = null): Deferred<P> {
  let mod: { default: ComponentType<P> } | undefined;
  let pending: Promise<void> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (C) => {
        mod = { default: C };
      },
      (e: unknown) => {
        pending = undefined; // a later render or load tries again
        throw e;
      },
    ));
  // A settled module is handed over as a thenable that calls back at once, so lazy does not suspend.
  const settled = () => ({ then: (ok: (m: { default: ComponentType<P> }) => void) => ok(mod!) }) as unknown as Promise<{ default: ComponentType<P> }>;
  const Lazy = lazy(() => (mod ? settled() : load().then(() => mod!)));
  function DeferredComponent(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  // defineProperty, not Object.assign: assign would copy the getter's value once (always false).
  return Object.defineProperties(DeferredComponent, {
    load: { value: load },
    loaded: { get: () => mod !== undefined },
  }) as unknown as Deferred<P>;
}
