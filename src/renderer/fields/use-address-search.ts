import { useEffect, useRef, useState } from 'react';
import type { AddressSuggestion, RendererFormContext } from '../form-context';

/** Debounce before a typeahead request: fewer calls while typing, still feels immediate. */
export const ADDRESS_DEBOUNCE_MS = 250;
const MIN_QUERY = 3;

/**
 * Suggestions for `query` from formContext.searchAddresses: debounced 250 ms, the previous
 * request aborted when a newer one starts, late answers to stale queries ignored.
 */
export function useAddressSearch(query: string, enabled: boolean, search: RendererFormContext['searchAddresses']) {
  const [results, setResults] = useState<AddressSuggestion[]>([]);
  const [settled, setSettled] = useState(false);
  const seq = useRef(0);
  useEffect(() => {
    const id = ++seq.current;
    const q = query.trim();
    if (!enabled || !search || q.length < MIN_QUERY) {
      setResults([]);
      setSettled(false);
      return undefined;
    }
    const controller = new AbortController();
    // An answer after unmount (a search that ignores the abort) sets no state.
    let live = true;
    const timer = setTimeout(() => {
      search(q, controller.signal).then(
        (list) => {
          if (!live || id !== seq.current) return;
          setResults(list);
          setSettled(true);
        },
        () => {
          // A failed or aborted lookup leaves manual entry as the way forward ('Address not listed').
          if (!live || id !== seq.current) return;
          setResults([]);
          setSettled(true);
        },
      );
    }, ADDRESS_DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, enabled, search]);
  return { results, settled };
}
