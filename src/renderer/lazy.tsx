// Code that no first step needs loads when a later step needs it (production build only:
// vite.config.ts swaps the eager registries for the deferred ones; tests use the eager ones).
import { useEffect, useReducer, useState, type ComponentType, type ReactNode } from 'react';

export type Deferred<P extends object> = ComponentType<P> & {
  /** Fetches the code (once); resolves when the component renders at once. */
  load(): Promise<void>;
  readonly loaded: boolean;
};

/**
 * A component whose code is fetched on demand. Once `load()` has resolved it renders at once.
 * Rendered before that, it shows `fallback` (default nothing) and renders itself when the code
 * arrives, by a state update rather than a Suspense boundary: React holds back the reveal of a
 * suspended boundary for up to 300 ms after any fallback was shown (its fallback throttle), which
 * cost a deep-linked page ~270 ms at 4x CPU (decision 284). A failed import is thrown from the
 * render to the nearest error boundary, and the next render or `load()` tries again.
 */
export function deferred<P extends object>(importer: () => Promise<ComponentType<P>>, fallback: ReactNode = null): Deferred<P> {
  let Loaded: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  const load = () =>
    (pending ??= importer().then(
      (C) => {
        Loaded = C;
      },
      (e: unknown) => {
        pending = undefined;
        throw e;
      },
    ));
  function DeferredComponent(props: P) {
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    // Read at render, not in the effect: the code may arrive between this render (the fallback)
    // and the effect; an effect that then saw Loaded and returned left the fallback on screen for
    // good (the insurance page's file field, deep-linked under load, in CI).
    const shownFallback = Loaded === undefined;
    useEffect(() => {
      if (!shownFallback) return;
      let live = true;
      load().then(
        () => live && arrived(),
        (error: unknown) => live && setFailure({ error }),
      );
      return () => {
        live = false;
      };
      // Once per mount: only the first render can have shown the fallback.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, []);
    if (failure) throw failure.error;
    if (!Loaded) return <>{fallback}</>;
    return <Loaded {...props} />;
  }
  // defineProperty, not Object.assign: assign would copy the getter's value once (always false).
  return Object.defineProperties(DeferredComponent, {
    load: { value: load },
    loaded: { get: () => Loaded !== undefined },
  }) as unknown as Deferred<P>;
}
