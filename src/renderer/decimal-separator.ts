// Stands in for @rjsf/utils' getDecimalSeparator in the browser build (vite.config.ts alias).
// rjsf asks for the separator on every render and change of a number field (asNumber,
// getInputProps), and the original builds an Intl.NumberFormat each time: ~0.5 ms at 4x CPU per
// call, paid on every key typed in an income field and on Continue's error render (decision 695).
// Same answer, computed once per list of locales.

const cache = new Map<string, string>();

/** The decimal separator of the given locales (default: the browser's), as rjsf's own. */
export default function getDecimalSeparator(languages?: string | readonly string[]): string {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (!locales) return '.';
  const key = typeof locales === 'string' ? locales : locales.join(',');
  let separator = cache.get(key);
  if (separator === undefined) {
    try {
      separator = new Intl.NumberFormat(locales as string | string[]).formatToParts(1.1).find((p) => p.type === 'decimal')?.value || '.';
    } catch {
      separator = '.';
    }
    cache.set(key, separator);
  }
  return separator;
}
