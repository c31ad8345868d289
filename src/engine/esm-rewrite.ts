// ajv standalone code is CommonJS (`require(...)`, `exports[...] =`), and its ESM mode fails
// for rjsf's hash-named validators (STACK.md). The browser build, Vite dev and Vitest all
// take ESM, so the generator rewrites the CommonJS into ESM here. Pure string work.

/**
 * Node, Vite dev, the Vite build and Vitest expose a CommonJS module's `exports` differently
 * through `import * as ns` (on `ns.default`, or on `ns` itself). The emitted helper tries both
 * and takes the first that has the accessed path.
 */
const PICK_HELPER =
  'const __pick = (ns, path) => { for (const base of [ns.default, ns]) { let v = base; ' +
  'for (const k of path) v = v == null ? undefined : v[k]; if (v !== undefined) return v; } ' +
  'throw new Error("generated validator: cannot find " + path.join(".")); };';

const REQUIRE = /require\("([^"]+)"\)((?:\.[A-Za-z_$][\w$]*|\["(?:[^"\\]|\\.)*"\])*)/g;
const EXPORT = /(?<![\w$.])exports(?:\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\])\s*=\s*([A-Za-z_$][\w$]*);?/g;

function accessPath(chain: string): string[] {
  const keys: string[] = [];
  for (const m of chain.matchAll(/\.([A-Za-z_$][\w$]*)|\[("(?:[^"\\]|\\.)*")\]/g)) {
    keys.push(m[1] ?? (JSON.parse(m[2] ?? '""') as string));
  }
  return keys;
}

/** Node's ESM resolver needs the file extension on a deep import into a package without "exports". */
function withExtension(specifier: string): string {
  const deep = specifier.split('/').length > (specifier.startsWith('@') ? 2 : 1);
  return deep && !/\.[cm]?js$/.test(specifier) ? `${specifier}.js` : specifier;
}

/** Result of rewriting: the ESM code and the export names found, mapped to local names. */
export interface EsmModule {
  code: string;
  exports: Record<string, string>;
}

/**
 * Rewrites ajv standalone CommonJS into an ESM body: `require("m").a.b` becomes an import plus
 * a lookup, and each `exports[name] = fn` is removed and returned in `exports`, for the caller
 * to emit as one named export map.
 */
export function cjsToEsm(cjs: string): EsmModule {
  const modules = new Map<string, string>();
  const exports: Record<string, string> = {};
  let body = cjs.replace(/^\s*"use strict";?/, '').replace(EXPORT, (_all, dotName?: string, quoted?: string, local?: string) => {
    exports[dotName ?? (JSON.parse(quoted ?? '""') as string)] = local ?? '';
    return '';
  });
  // The ESM flavour of ajv standalone emits `export const name = fn;` instead.
  body = body.replace(/export const ([A-Za-z_$][\w$]*) = ([A-Za-z_$][\w$]*);/g, (_all, name: string, local: string) => {
    exports[name] = local;
    return '';
  });
  body = body.replace(REQUIRE, (_all, specifier: string, chain: string) => {
    const spec = withExtension(specifier);
    let ns = modules.get(spec);
    if (ns === undefined) {
      ns = `__m${modules.size}`;
      modules.set(spec, ns);
    }
    return `__pick(${ns}, ${JSON.stringify(accessPath(chain))})`;
  });
  if (/(?<![\w$."])(?:require\(|module\.exports\b|exports[.[])/.test(body)) {
    throw new Error('cjsToEsm: CommonJS left after rewriting; the ajv output format changed');
  }
  const imports = [...modules].map(([spec, ns]) => `import * as ${ns} from ${JSON.stringify(spec)};`);
  const header = modules.size > 0 ? [...imports, PICK_HELPER] : [];
  return { code: [...header, body.trim()].join('\n'), exports };
}

/** `export const name = { "key": local, ... };` */
export function exportMap(name: string, exports: Readonly<Record<string, string>>): string {
  const entries = Object.entries(exports).map(([k, v]) => `  ${JSON.stringify(k)}: ${v},`);
  return `export const ${name} = {\n${entries.join('\n')}\n};`;
}
