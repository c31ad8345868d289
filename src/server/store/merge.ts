// Deep merge of plain JSON objects, used for status flags and application fields patches.

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Merges `patch` into `base` recursively; arrays and scalars replace, null replaces too. */
export function deepMerge(base: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    const cur = out[k];
    out[k] = isPlain(cur) && isPlain(v) ? deepMerge(cur, v) : v;
  }
  return out;
}
