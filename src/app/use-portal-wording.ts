// For a piece of the main bundle that speaks the portal catalogue (a loader before its page's
// code, the sign-in page's session notice): loads that bundle and renders again when it is in.
import { useEffect, useState } from 'react';
import { loadMessageBundle } from './definitions';

/** Asks for the portal wording while `needed`; re-renders once it has merged. */
export function usePortalWording(needed = true): void {
  const [, loaded] = useState(0);
  useEffect(() => {
    if (!needed) return undefined;
    let live = true;
    loadMessageBundle('portal').then(
      () => live && loaded((n) => n + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [needed]);
}
