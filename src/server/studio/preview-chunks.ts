// The flow studio's live preview of a definition edit that is not wording (issue 26, decision
// 670): a flow, a brand's flow, a page group or the machine with its routing tables. The build
// puts each of these in a chunk of its own (vite.config.ts `definitionChunk`: the definition's
// JSON and its precompiled condition table), which the app imports at run time. For the studio's
// preview browser only, the sandbox serves in that chunk's place a module it makes from the
// edited definition: the same export names, the edited JSON as `default`, and the condition table
// the build shipped plus the edited definition's own conditions compiled as `npm run gen` does
// (ajv standalone code, so the strict CSP still holds). Nothing is written and no file of dist/
// changes; the shipped chunk stays reachable for the replacement's own import (`?studio-shipped`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyDefinitionPath, flowKey } from '../../engine/definition-paths';
import type { JsonValue } from '../../engine/types';

/** The query that asks the sandbox for the chunk as built, whatever the preview holds. */
export const SHIPPED_QUERY = 'studio-shipped';

/** The build's chunk name for a definition version ('registration-v2@4', 'pages.start@2', 'application@3'); undefined for other kinds. */
export function definitionChunkName(path: string): string | undefined {
  const where = classifyDefinitionPath(path);
  if (!where || where.version === undefined) return undefined;
  if (where.kind === 'pages') return `pages.${flowKey(where.id ?? '', where.version, where.brand)}`;
  if (where.kind === 'flow' || where.kind === 'machine') return flowKey(where.id ?? 'application', where.version, where.brand);
  return undefined;
}

/** The definition as the build ships it: without `$comment` notes and the top-level `$schema` (vite.config.ts stripDefinitionNotes). */
export function withoutNotes(value: JsonValue, top = true): JsonValue {
  if (Array.isArray(value)) return value.map((v) => withoutNotes(v, false));
  if (value === null || typeof value !== 'object') return value;
  const out: { [key: string]: JsonValue } = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$comment' || (top && k === '$schema')) continue;
    out[k] = withoutNotes(v, false);
  }
  return out;
}

/** The names a built chunk exports (its closing `export{a as n,b as t}`). */
export function chunkExports(code: string): string[] {
  const m = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(code.trimEnd());
  if (!m) return [];
  return m[1]!
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '')
    .map((s) => s.split(/\s+as\s+/).pop()!.trim());
}

/** The chunk file of `name` in the build's assets (name, a dash, Vite's 8-character hash). */
export function chunkFile(assetsDir: string, name: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(assetsDir);
  } catch {
    return undefined;
  }
  return files.find((f) => f.startsWith(`${name}-`) && /^[A-Za-z0-9_-]{8}\.js$/.test(f.slice(name.length + 1)));
}

/** A replacement chunk, or why the preview keeps what ships. */
export type Replacement = { file: string; code: string } | { file: null; reason: string };

/** The step form keys `npm run gen` made (src/generated/steps/index.js): the build holds a chunk for each. */
export function builtStepForms(root: string): Set<string> {
  try {
    const index = readFileSync(join(root, 'src/generated/steps/index.js'), 'utf8');
    return new Set([...index.matchAll(/^\s*"([^"]+)": \(\) => import/gm)].map((m) => m[1]!));
  } catch {
    return new Set();
  }
}

/**
 * The module served in place of the edited definition's chunk. Each export the built chunk has
 * answers both ways the app reads it (`.default`: the definition; `.conditions`: the table), so
 * which minified name is which need not be guessed. `conditionsCode` is the ESM `npm run gen`
 * writes for the edited definition's conditions.
 */
export async function replacementChunk(assetsDir: string, editedPath: string, resolved: JsonValue, conditionsCode: string, resolveDir: string): Promise<Replacement> {
  const name = definitionChunkName(editedPath);
  if (name === undefined) return { file: null, reason: 'not a flow, page group or machine' };
  const file = chunkFile(assetsDir, name);
  if (file === undefined) return { file: null, reason: `the build has no chunk ${name} (the edited version does not ship, or dist/ is not built)` };
  const names = chunkExports(readFileSync(join(assetsDir, file), 'utf8'));
  if (names.length === 0) return { file: null, reason: `the chunk ${file} has no export list` };
  const entry = [
    `import * as shipped from ${JSON.stringify(`./${file}?${SHIPPED_QUERY}`)};`,
    `import { conditions as edited } from 'studio:conditions';`,
    `const shippedTable = Object.values(shipped).find((m) => m !== null && typeof m === 'object' && 'conditions' in m)?.conditions ?? {};`,
    `const preview = Object.freeze({ conditions: Object.assign({}, shippedTable, edited), default: JSON.parse(${JSON.stringify(JSON.stringify(withoutNotes(resolved)))}) });`,
    `export { ${names.map((n) => `preview as ${n}`).join(', ')} };`,
  ].join('\n');
  const esbuild = await import('esbuild');
  const out = await esbuild.build({
    stdin: { contents: entry, resolveDir, loader: 'js' },
    bundle: true,
    format: 'esm',
    write: false,
    target: 'es2022',
    logLevel: 'silent',
    plugins: [
      {
        name: 'studio-preview',
        setup(b) {
          b.onResolve({ filter: new RegExp(`\\?${SHIPPED_QUERY}$`) }, (a) => ({ path: a.path, external: true }));
          b.onResolve({ filter: /^studio:conditions$/ }, () => ({ path: 'conditions', namespace: 'studio' }));
          b.onLoad({ filter: /.*/, namespace: 'studio' }, () => ({ contents: conditionsCode, loader: 'js', resolveDir }));
        },
      },
    ],
  });
  return { file, code: out.outputFiles[0]!.text };
}
