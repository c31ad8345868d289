import { defineConfig } from 'vitest/config';
import type { Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STYLE_MODULES } from './scripts/style-modules';
import { landingPreloads } from './scripts/landing-preloads';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

// Browser build only (Vitest keeps the real packages): smaller stand-ins measured in
// docs/performance.md.
const buildAliases = [
  // react-router's package exports resolve to its development build (dev warnings kept); use
  // the production build it also ships (0.4 KB gzip smaller, no dev-only checks at run time).
  { find: /^react-router$/, replacement: here('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: here('./node_modules/react-router/dist/production/dom-export.mjs') },
  // @rjsf/utils imports fast-uri (7-8 KB gzip) only to resolve `$ref`/`$id` URIs; our step
  // schemas arrive bundled without either, so a small RFC 3986 subset stands in.
  { find: /^fast-uri$/, replacement: here('./src/renderer/fast-uri-stub.ts') },
  // @rjsf/utils builds an Intl.NumberFormat per number field render for its decimal separator; the
  // stand-in computes it once per locale list (same answer).
  { find: /^\.\/getDecimalSeparator\.js$/, replacement: here('./src/renderer/decimal-separator.ts') },
];

// Browser build only: registries whose rarely used entries load on demand (src/renderer/lazy.tsx).
// Tests import the eager originals, so they render every widget synchronously.
const deferredModules: Record<string, string> = {
  [here('./src/renderer/widgets/index.ts')]: here('./src/renderer/widgets/deferred.ts'),
  [here('./src/renderer/rjsf/fields.ts')]: here('./src/renderer/rjsf/fields-deferred.ts'),
};
const deferRegistries: Plugin = {
  name: 'heloc:defer-registries',
  enforce: 'pre',
  apply: 'build',
  async resolveId(source, importer, options) {
    if (!importer || Object.values(deferredModules).includes(importer)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    const swap = resolved && deferredModules[resolved.id];
    return swap ? { id: swap } : null;
  },
};

/**
 * Browser build only: definitions ship without their notes. `$comment` (ops' notes, anywhere in a
 * definition) and a file's top-level `$schema` (its meta-schema path, for editors and flows:check)
 * are never read by the app; about 1 KB gzip of the first step was such text.
 */
const DEFINITION_JSON = /[\\/](flows|schemas|brands)[\\/].*\.json$/;
function withoutNotes(value: unknown, top: boolean): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutNotes(v, false));
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (k === '$comment' || (top && k === '$schema')) continue;
    out[k] = withoutNotes(v, false);
  }
  return out;
}
const stripDefinitionNotes: Plugin = {
  name: 'heloc:strip-definition-notes',
  enforce: 'pre',
  apply: 'build',
  transform(code, id) {
    if (!DEFINITION_JSON.test(id.split('?')[0]!) || /\/schemas\/meta\//.test(id)) return null;
    return { code: JSON.stringify(withoutNotes(JSON.parse(code), true)), map: null };
  },
};

/**
 * Browser build only: every script starts with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`, Chromium 136+; a plain comment elsewhere). V8 otherwise compiles
 * a function on the main thread when it is first called; with the hint it compiles the file's
 * functions while streaming it, off the main thread. The app's chunks are cut by use (the entry,
 * a page group, a form, a widget), so most of a loaded file runs as it loads. Measured at 4x CPU,
 * alternating A/B: first step 913 -> 802 ms, deep link start/profile 1061 -> 954 ms (decision
 * 295). Added after minification, which would drop the comment, and after Vite's own rewriting.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const compileHints: Plugin = {
  name: 'heloc:compile-hints',
  apply: 'build',
  // After Vite's own generateBundle, which puts `__vite__mapDeps` first in chunks with lazy imports.
  generateBundle: {
    order: 'post',
    handler(_options, bundle) {
      for (const file of Object.values(bundle)) if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT)) file.code = COMPILE_HINT + file.code;
    },
  },
};

/**
 * Browser build only: recipes ship as class names. Their CSS is generated at build time
 * (scripts/gen-styles.ts reads the recipe modules in Node), so in the browser `styled`,
 * `recipeClass` and `slotClasses` need only each recipe's className, slots, variant names and
 * defaults: every `base` is cut and each variant option's style object becomes 0 (~2 KB gzip and
 * the objects' evaluation off the first step). A recipe must therefore never be handed to Chakra's
 * run-time styling (`useRecipe`, `chakra(tag, recipe)`); use its classes instead.
 */
const STYLE_MODULE_FILES = STYLE_MODULES.map((f) => here(`./${f}`));
const recipesAsClassNames: Plugin = {
  name: 'heloc:recipes-as-class-names',
  apply: 'build',
  transform(code, id) {
    if (!STYLE_MODULE_FILES.includes(id.split('?')[0]!)) return null;
    const cuts: { start: number; end: number; text: string }[] = [];
    const prop = (obj: AstNode, name: string) =>
      (obj['properties'] as AstNode[]).find((p) => p.type === 'Property' && ((p['key'] as { name?: string; value?: unknown }).name ?? (p['key'] as { value?: unknown }).value) === name);
    let recipes = 0;
    const visit = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node)) return node.forEach(visit);
      const n = node as AstNode;
      if (n.type === 'CallExpression' && /^define(Slot)?Recipe$/.test(String((n['callee'] as { name?: string }).name))) {
        const arg = (n['arguments'] as AstNode[])[0];
        if (arg?.type === 'ObjectExpression') {
          recipes++;
          const base = prop(arg, 'base');
          if (base) cuts.push({ start: base.start, end: base.end, text: 'base:0' });
          const variants = prop(arg, 'variants')?.['value'] as AstNode | undefined;
          for (const variant of variants?.type === 'ObjectExpression' ? (variants['properties'] as AstNode[]) : []) {
            const options = variant['value'] as AstNode;
            if (options.type !== 'ObjectExpression') continue;
            for (const option of options['properties'] as AstNode[]) {
              const value = option['value'] as AstNode | undefined;
              if (option.type === 'Property' && value) cuts.push({ start: value.start, end: value.end, text: '0' });
            }
          }
          return;
        }
      }
      for (const [k, v] of Object.entries(n)) if (k !== 'start' && k !== 'end') visit(v);
    };
    visit(this.parse(code));
    if (recipes === 0) this.error(`recipes-as-class-names: no defineRecipe/defineSlotRecipe call found in ${id}`);
    let out = code;
    for (const c of cuts.sort((a, b) => b.start - a.start)) out = out.slice(0, c.start) + c.text + out.slice(c.end);
    return { code: out, map: null };
  },
};

/**
 * Browser build only: the stylesheet ships inside index.html as a `<style>` element instead of a
 * file the page must fetch before it can paint (issue 24: one request fewer before the first field;
 * 5.7 KB gzip, the CSP already allows inline styles). One stylesheet is built (the recipes' CSS,
 * src/generated/styles.css). First every chunk forgets its CSS, so neither the page's `<link>` nor
 * the lazy chunks' preload lists name the file; then the CSS goes into index.html and the file
 * out of the output.
 */
const inlinedCss = new Set<string>();
const inlineStylesheet: Plugin[] = [
  {
    name: 'heloc:inline-stylesheet-forget',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        inlinedCss.clear();
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk' || !file.viteMetadata) continue;
          for (const css of file.viteMetadata.importedCss) inlinedCss.add(css);
          file.viteMetadata.importedCss.clear();
        }
      },
    },
  },
  {
    name: 'heloc:inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'];
        if (!html || html.type !== 'asset' || typeof html.source !== 'string') return this.error('inline-stylesheet: no index.html in the bundle');
        const text = (source: string | Uint8Array) => (typeof source === 'string' ? source : new TextDecoder().decode(source));
        let styles = '';
        for (const name of inlinedCss) {
          const css = bundle[name];
          if (!css || css.type !== 'asset') return this.error(`inline-stylesheet: ${name} is not in the bundle`);
          styles += `<style>${text(css.source).replace(/<\/style/gi, '<\\/style')}</style>`;
          delete bundle[name];
        }
        if (/<link[^>]+\.css/.test(html.source)) return this.error('inline-stylesheet: index.html still links a stylesheet');
        html.source = html.source.replace('</head>', `${styles}\n  </head>`);
      },
    },
  },
];

/** Every word (identifier or key) written in the browser sources: the style props in use are among them. */
function sourceWords(dir: string, words = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'server' && name !== 'generated') sourceWords(path, words);
    } else if (/\.tsx?$/.test(name)) {
      for (const w of readFileSync(path, 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []) words.add(w);
    }
  }
  return words;
}

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Browser build only: Chakra's defaultBaseConfig (preset-base.js) registers 243 style utilities
 * and 104 conditions, all of them bundled and processed by createSystem at start (5.6 KB gzip).
 * This keeps the utilities whose name or shorthand, and the conditions whose `_name`, appear as a
 * word anywhere in src/ (renderer and app), and drops the rest from the module's object literals.
 * A style prop written in the source is therefore always kept; only a key built at run time
 * would be missed. Vitest and the dev server use Chakra unchanged.
 */
const trimChakraBase: Plugin = {
  name: 'heloc:trim-chakra-base',
  apply: 'build',
  transform(code, id) {
    if (!/@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]preset-base\.js$/.test(id)) return null;
    const words = sourceWords(here('./src'));
    const cuts: [number, number][] = [];
    const keyOf = (prop: AstNode) => {
      const key = prop['key'] as AstNode & { name?: string; value?: unknown };
      return key.type === 'Identifier' ? key.name : typeof key.value === 'string' ? key.value : undefined;
    };
    const trim = (obj: AstNode, keep: (name: string, value: AstNode) => boolean) => {
      for (const prop of obj['properties'] as AstNode[]) {
        const name = prop.type === 'Property' ? keyOf(prop) : undefined;
        if (name !== undefined && !keep(name, prop['value'] as AstNode)) cuts.push([prop.start, prop.end]);
      }
    };
    const shorthands = (value: AstNode): string[] => {
      if (value.type !== 'ObjectExpression') return [];
      const sh = (value['properties'] as AstNode[]).find((p) => p.type === 'Property' && keyOf(p) === 'shorthand');
      const v = sh?.['value'] as AstNode | undefined;
      if (!v) return [];
      const items = v.type === 'ArrayExpression' ? (v['elements'] as AstNode[]) : [v];
      return items.map((e) => e['value']).filter((x): x is string => typeof x === 'string');
    };
    let found = 0;
    for (const stmt of (this.parse(code) as unknown as AstNode)['body'] as AstNode[]) {
      if (stmt.type !== 'VariableDeclaration') continue;
      for (const decl of stmt['declarations'] as AstNode[]) {
        const name = (decl['id'] as { name?: string }).name;
        const arg = ((decl['init'] as AstNode | null)?.['arguments'] as AstNode[] | undefined)?.[0];
        if (!arg || arg.type !== 'ObjectExpression') continue;
        if (name === 'defaultConditions') {
          trim(arg, (k) => words.has(`_${k}`));
          found++;
        } else if (name === 'defaultBaseConfig') {
          const utilities = (arg['properties'] as AstNode[]).find((p) => p.type === 'Property' && keyOf(p) === 'utilities');
          if (utilities) {
            trim(utilities['value'] as AstNode, (k, v) => words.has(k) || shorthands(v).some((s) => words.has(s)));
            found++;
          }
        }
      }
    }
    if (found !== 2) this.error('trim-chakra-base: preset-base.js changed shape; update the plugin or remove it');
    let out = code;
    for (const [start, end] of cuts.sort((a, b) => b[0] - a[0])) {
      const after = /^\s*,/.exec(out.slice(end));
      out = out.slice(0, start) + out.slice(end + (after ? after[0].length : 0));
    }
    return { code: out, map: null };
  },
};

/**
 * src/domain and src/api modules the first registration step never imports: portal pages and
 * widgets (chat included) and the registration effects that load lazily (experiments, tracker,
 * affiliate prepopulation). They would otherwise join the 'shared' chunk the first step loads;
 * `npm run bench` (JS bytes of the first step) shows a miss.
 */
const LAZY_ONLY = new RegExp(
  '/src/(' +
    'domain/(notifications|remote-banners|maintenance|relative-time|offer-panel|originator-card|portal-progress|property-details|' +
    'loader-timing|document-blocks|notary-slots|zoned-time|phone-countries|retry|account-nav|signer|conditions|prepop|experiments|tracker|chat(-[a-z]+)?|disclosures|offer-quote|document-files|' +
    'application-status|employment-tenure|signed-in|profile-prefill|referral-prefill|calendar-links|display-formats)' +
    '|api/(banners|notifications|wallet|account|signer|chat|disclosures|documents)' +
    ')\\.ts$',
);

/**
 * Modules of the 'shared' chunk, loaded with the entry: rjsf and its helpers, src/renderer,
 * src/domain and src/api, minus what the deferred registries load on
 * demand. Whatever a deferred or page chunk shares with the first step lives here, so the first
 * step loads a few large chunks (better gzip, fewer requests) instead of many small shared ones.
 */
function isSharedModule(id: string): boolean {
  if (id === '\0vite/preload-helper.js') return true;
  const p = id.replace(/\\/g, '/');
  if (/\/(ArrayField|MultiSchemaField)\.js$/.test(p)) return false;
  if (/\/src\/renderer\/widgets\/((consent|dob|money|password|phone|phone-country|select|textarea|checkboxes|context-choice|ssn|file-upload|slot-picker)-widget\.tsx|caret\.ts)$/.test(p)) return false;
  // Fields of application pages (offer choice, bank account) load with their page (fields-deferred.ts). In 'shared' they would
  // ship with registration and import the lazy money widget from it: a chunk cycle that left the
  // widget's recipe undefined when it evaluated.
  if (/\/src\/renderer\/fields\/(offer-choice|bank-account|e-signature)-field\.tsx$/.test(p)) return false;
  // The e-signature field's document and its read-to-the-end hook (shared with the disclosures viewer) load with their pages.
  if (/\/src\/renderer\/(ui\/document-blocks\.tsx|use-reached-end\.ts)$/.test(p)) return false;
  // Chakra's run-time styling (portal widgets only; registration is static CSS) stays with the portal pages.
  if (/\/src\/renderer\/theme\/(system|provider|island-provider)\.tsx?$/.test(p)) return false;
  // The fileUpload widget's recipe goes with the widget.
  if (/\/src\/renderer\/theme\/file-upload-recipe\.ts$/.test(p)) return false;
  if (LAZY_ONLY.test(p)) return false;
  return (
    /\/node_modules\/(@rjsf|@x0k|fast-equals|jsonpointer|react-is|date-fns)\//.test(p) ||
    /\/src\/(renderer|domain|api)\//.test(p) ||
    BOOT_MODULES.test(p)
  );
}

/**
 * Small modules the entry and lazy chunks both import (the definition registry with the brands
 * and the main messages, the condition tables' index, the brand environment, the field
 * definitions every form $refs, ajv's string length; Vite's preload helper is named in
 * isSharedModule). Left to automatic chunking each became a file of its own, fetched with the
 * entry: every request costs the main thread ~5 ms at 4x before a byte arrives
 * (docs/performance.md).
 */
const BOOT_MODULES = new RegExp(
  '/(' +
    'src/app/(definitions|conditions|app-env|app-env-context)\\.ts' +
    '|src/engine/(condition-key|conditions|brand-resolution|messages|schema-bundle|form-widgets)\\.ts' +
    '|src/generated/(conditions/index|shipped|main-messages)\\.js' +
    '|brands/[^/]+/(brand\\.json|logo\\.svg.*)' +
    '|flows/messages/v\\d+\\.json' +
    '|schemas/fields/v\\d+\\.json' +
    '|node_modules/ajv/dist/runtime/ucs2length\\.js' +
    ')$',
);

/**
 * What every signed-in (portal) page loads, whichever page it is: react-query, the portal's
 * providers, toasts and status region, the sign-in guard, the feature-flag hook, and the
 * application machine and routing tables that send an applicant to their page. Left to automatic
 * chunking these were ten files, each a request before the page could render.
 */
const PORTAL_MODULES = new RegExp(
  '/(' +
    'node_modules/@tanstack/' +
    '|src/app/(query-provider|require-auth)\\.tsx?$' +
    '|src/app/portal/(portal-providers|toasts|toast-store|status-announcer|portal-recipes|use-feature-flags)\\.tsx?$' +
    '|src/engine/(auth-paths|machine|polling|routing)\\.ts$' +
    '|src/stores/application-router\\.ts$' +
    ')',
);

/**
 * What the generic application page mounts with beyond the portal chunk: the page views, their
 * store, effects and draft, the route preloader and page engine, and the portal's and the pages'
 * wording, with the maintenance gate and loader overlay it alone renders. A deep link loads them
 * all at once; as separate chunks they were four requests from boot, each ~10 ms of the busy
 * main thread at 4x CPU (decision 294). boot.ts's prefetch stays in the entry.
 */
const APPLICATION_PAGE_MODULES = new RegExp(
  '/(' +
    'src/app/pages/application-page\\.tsx$' +
    '|src/app/application/(?!prefetch\\.)[a-z-]+\\.tsx?$' +
    '|src/stores/page-(store|effects|draft)\\.ts$' +
    '|src/engine/pages\\.ts$' +
    '|src/app/portal/(maintenance-gate|loader-overlay|use-loader-visibility|use-viewport)\\.tsx?$' +
    '|src/app/pages/maintenance-page\\.tsx$' +
    '|src/domain/(maintenance|loader-timing|application-status|employment-tenure|display-formats|calendar-links)\\.ts$' +
    '|src/api/disclosures\\.ts$' +
    // the application pages' step fields (the flows' are in the entry: flow-step-fields.js)
    '|src/app/step-fields\\.ts$|src/generated/step-fields\\.js$' +
    // the page groups' table (registration never reads it)
    '|src/app/page-groups\\.ts$|src/generated/page-groups\\.js$' +
    '|flows/messages/(portal|application)/v\\d+\\.json$' +
    ')',
);

/** The step forms' chunk names (src/generated/steps/<a@1+b@2>.js is chunk `a@1_b@2`), read when the config loads. */
const STEP_FORM_CHUNKS = new Set(
  (() => {
    try {
      return readdirSync(here('./src/generated/steps')).filter((f) => f.endsWith('.js') && f !== 'index.js').map((f) => f.slice(0, -3).replace(/\+/g, '_'));
    } catch {
      return [];
    }
  })(),
);
/** Whether a built file is a step form's chunk (`assets/<name>-<hash>.js`). */
const isStepForm = (file: string): boolean => STEP_FORM_CHUNKS.has(/^assets\/(.+)-[A-Za-z0-9_-]{8}\.js$/.exec(file)?.[1] ?? '');

/** A chunk group's test of a module id by its path, with '/' separators on every OS. */
const onPath = (pattern: RegExp) => (id: string) => pattern.test(id.replace(/\\/g, '/'));

/**
 * One chunk per flow or page group: its JSON with the condition table the build compiled from it
 * (`registration-v2@2`, `pages.start@1`), instead of two files. The app asks for both at once, so
 * two files were two requests for one thing. Other modules: null (not this group's).
 */
function definitionChunk(id: string): string | null {
  const p = id.replace(/\\/g, '/');
  let m = /\/src\/generated\/conditions\/([a-z0-9.-]+@\d+)\.js$/.exec(p);
  if (m) return m[1]!;
  m = /\/(?:src\/generated\/resolved\/)?flows\/pages\/([a-z0-9-]+)\/(?:brands\/([a-z0-9-]+)\/)?v(\d+)\.json$/.exec(p);
  if (m) return `pages.${m[1]}${m[2] ? `.${m[2]}` : ''}@${m[3]}`;
  m = /\/(?:src\/generated\/resolved\/)?flows\/([a-z0-9-]+)\/(?:brands\/([a-z0-9-]+)\/)?v(\d+)\.json$/.exec(p);
  if (m && m[1] !== 'messages') return `${m[1]}${m[2] ? `.${m[2]}` : ''}@${m[3]}`;
  return null;
}

// One config for the app build and for Vitest. The production build is served by the
// sandbox from `dist/` under a strict CSP, so nothing here may need 'unsafe-eval'.
export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    ...(command === 'build' && !process.env['VITEST'] ? [deferRegistries, stripDefinitionNotes, recipesAsClassNames, compileHints, ...inlineStylesheet, landingPreloads(here('./src/generated'))] : []),
    // HELOC_TRIM_CHAKRA=0 builds with Chakra's full base config (to compare styles, see docs/performance.md)
    ...(command === 'build' && !process.env['VITEST'] && process.env['HELOC_TRIM_CHAKRA'] !== '0' ? [trimChakraBase] : []),
  ],
  base: '/',
  resolve: {
    alias: [
      ...(command === 'build' && !process.env['VITEST'] ? buildAliases : []),
      // rjsf's default registry imports markdown-to-jsx whole (86 KB min) for ui:description
      // markdown; we render descriptions as plain text, so a stub stands in (STACK.md).
      // rjsf Form's own default registry imports every field, widget and template; ours
      // holds only those in use (StepForm passes the same set, so behaviour is unchanged).
      { find: /^\.\.\/getDefaultRegistry\.js$/, replacement: fileURLToPath(new URL('./src/renderer/rjsf/default-registry.ts', import.meta.url)) },
      { find: /^markdown-to-jsx(\/react)?$/, replacement: fileURLToPath(new URL('./src/renderer/markdown-stub.tsx', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    modulePreload: {
      // Every browser the app supports preloads modules natively; the polyfill is 0.4 KB gzip.
      polyfill: false,
      // A lazy chunk is also preloaded itself, not only its dependencies: Vite's helper starts
      // those preloads synchronously, but runs the import() of a chunk with no dependencies in a
      // microtask, which waits for the whole entry to finish evaluating (~200 ms at 4x CPU) and
      // so held back the first step's flow, conditions and schema JSON chunks.
      // Except the step forms: a flow page's landing form is preloaded by index.html now (the
      // server's modulepreload links, scripts/landing-preloads.ts), and any other form is asked
      // for long after the entry has run. Their ~100 preload wrappers and file names in the
      // entry's dependency list were ~1.5 KB gzip of the first step's JS (issue 24).
      resolveDependencies: (filename, deps) => (isStepForm(filename) ? deps.filter((d) => d !== filename) : deps.includes(filename) ? deps : [...deps, filename]),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React is shared by the entry and by every lazy page chunk; one chunk for it
            // (loaded with the entry through modulepreload) keeps rolldown from cutting tiny
            // jsx-runtime/runtime chunks out of the entry to avoid circular chunk imports.
            // react-router too: the entry renders through it, and every page chunk imports it.
            { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/, priority: 20 },
            { name: 'shared', test: isSharedModule, priority: 10, includeDependenciesRecursively: false },
            // The income step's two deferred widgets and the caret helper they share were three
            // files fetched together (the peers bench form's first page): one request (issue 24).
            { name: 'income-widgets', test: onPath(/\/src\/renderer\/widgets\/(select-widget\.tsx|money-widget\.tsx|caret\.ts)$/), priority: 9, includeDependenciesRecursively: false },
            { name: 'portal', test: onPath(PORTAL_MODULES), priority: 8, includeDependenciesRecursively: false },
            { name: 'application-page', test: onPath(APPLICATION_PAGE_MODULES), priority: 7, includeDependenciesRecursively: false },
            { name: definitionChunk, priority: 5, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: {
    proxy: {},
  },
  test: {
    // Every tests/**/*.test.{ts,tsx} file, in one of the two projects below.
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    // One migrated PGlite database per run, copied by every in-memory test sandbox (decision 285).
    globalSetup: ['tests/global-setup.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    // The DOM suites (happy-dom) import these packages pre-bundled, one file each instead of
    // hundreds of modules per test file (decision 562). React, react-router, rjsf and Testing
    // Library stay unbundled: a bundled copy beside the native one broke hooks, links and events.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: ['@chakra-ui/react', '@emotion/react', '@tanstack/react-query', 'mobx', 'mobx-react-lite', 'date-fns'],
          exclude: ['react', 'react-dom', 'react-router', 'react-router-dom', 'react/jsx-runtime', 'react/jsx-dev-runtime', 'react-dom/client', '@rjsf/core', '@rjsf/utils', '@rjsf/validator-ajv8'],
        },
      },
    },
    // codemirror-json-schema's ESM imports its own files without extensions, which Node cannot
    // resolve: Vite transforms it instead (only tests/server/studio-completion.test.ts imports it).
    server: { deps: { inline: ['codemirror-json-schema'] } },
    pool: 'forks',
    maxWorkers: 2,
    // Two groups, one after the other (decision 285). Vitest's default is one worker on this 2-core
    // machine (cores - 1).
    projects: [
      {
        // First, suites with a DOM, module-level stores or stubbed globals: a fresh process per file,
        // two at a time (decision 418: 333 -> 230 s on 2 cores, every test passing; they had run one
        // at a time so their findBy waits on lazy imports kept the CPU they had).
        extends: true,
        test: { name: 'isolated', include: ['tests/**/*.test.{ts,tsx}'], exclude: ['tests/{domain,engine,server}/**'], maxWorkers: 2, sequence: { groupOrder: 0 } },
      },
      {
        // Then the node-only suites that leave no state behind (pure functions; each server file
        // starts and closes its own sandbox and restores any env var it sets): they share their
        // worker process, so Vitest, ajv, Fastify and PGlite are imported once per worker instead
        // of once per file, and two workers keep both cores busy while sandboxes wait on sockets.
        extends: true,
        test: { name: 'node', include: ['tests/{domain,engine,server}/**/*.test.{ts,tsx}'], isolate: false, maxWorkers: 2, sequence: { groupOrder: 1 } },
      },
    ],
  },
}));
