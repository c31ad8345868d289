// Stands in for fast-uri in the browser build (vite.config.ts alias; 8 KB gzip). @rjsf/utils uses
// it only in findSchemaDefinition.ts: `resolve(base, ref)` to make `$ref`s absolute and `equal(a, b)`
// to match `$id`s. Our step schemas reach the browser fully bundled (no `$ref`, rootSchema without
// `$id`), so these run on trivial input; they still follow RFC 3986 for the cases rjsf can meet:
// a fragment-only ref, an absolute base (WHATWG URL), else the ref itself.

/** Resolves `ref` against `base` (fast-uri's `resolve`). */
export function resolve(base: string, ref: string): string {
  if (ref.startsWith('#')) {
    const i = base.indexOf('#');
    return (i >= 0 ? base.slice(0, i) : base) + ref;
  }
  try {
    return new URL(ref).href;
  } catch {
    // ref is relative
  }
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function normalize(uri: string): string {
  try {
    return new URL(uri).href;
  } catch {
    return uri;
  }
}

/** Whether two URIs are the same after normalisation (fast-uri's `equal`). */
export function equal(a: string, b: string): boolean {
  return normalize(a) === normalize(b);
}

const UriResolver = { resolve, equal };
export default UriResolver;
