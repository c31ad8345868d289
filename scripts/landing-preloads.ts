// Build plugin (vite.config.ts): writes dist/landing.json, the script files each flow page's
// landing step needs beyond the entry (its form, its flow's definitions, the form's deferred
// widgets), so the server can name them in index.html as modulepreload links (src/server/
// boot-data.ts). The browser then fetches them while the entry downloads and evaluates, instead
// of after boot.ts asks for the form (~400 ms into a load at 4x CPU) and the form for its widgets
// (issue 24). Read from the generated modules (npm run gen): shipped.js names each flow's shipped
// key per brand, flow-steps.js its steps' paths and forms, steps/<form>.js each form's schemas.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import { formWidgetNames } from '../src/engine/form-widgets';

/** dist/landing.json: flow id -> shipped key (default and per brand); flow key -> step path -> files. */
export interface LandingPreloads {
  flows: Record<string, { key: string; brands: Record<string, string> }>;
  steps: Record<string, { basePath: string; paths: Record<string, string[]> }>;
}

/** `flows` of src/generated/shipped.js: its rows are one line per flow, written by gen. */
function shippedFlows(source: string): LandingPreloads['flows'] {
  const out: LandingPreloads['flows'] = {};
  const block = /export const flows = \{\n([\s\S]*?)\n\};/.exec(source)?.[1] ?? '';
  for (const line of block.split('\n')) {
    const m = /^\s*"([^"]+)": \{ key: "([^"]+)",.*brands: \{(.*)\} \},?$/.exec(line);
    if (!m) continue;
    const brands: Record<string, string> = {};
    for (const b of m[3]!.matchAll(/"([A-Z0-9_-]+)": \{ key: "([^"]+)"/g)) brands[b[1]!] = b[2]!;
    out[m[1]!] = { key: m[2]!, brands };
  }
  return out;
}

/** The widget module a registry name loads (src/renderer/widgets/deferred.ts): kebab-case + '-widget'; checkbox is the consent widget. */
const widgetModule = (name: string): string => `/src/renderer/widgets/${name === 'checkbox' ? 'consent' : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}-widget.tsx`;

/** Reads `export const <name> = <JSON>;` from a generated step module. */
function exported(source: string, name: string): unknown {
  const m = new RegExp(`^export const ${name} = (.*);$`, 'm').exec(source);
  return m ? (JSON.parse(m[1]!) as unknown) : undefined;
}

export function landingPreloads(generatedDir: string): Plugin {
  return {
    name: 'heloc:landing-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const shippedPath = join(generatedDir, 'shipped.js');
      const stepsPath = join(generatedDir, 'flow-steps.js');
      if (!existsSync(shippedPath) || !existsSync(stepsPath)) return;
      const chunks = Object.values(bundle).filter((f): f is OutputChunk => f.type === 'chunk');
      const holding = (suffix: string) => chunks.find((c) => c.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(suffix)));
      // What index.html loads already: the entry and its static imports.
      const entry = chunks.find((c) => c.isEntry);
      const loaded = new Set<string>();
      const addStatic = (c: OutputChunk | undefined, into: Set<string>) => {
        if (!c || into.has(c.fileName) || loaded.has(c.fileName)) return;
        into.add(c.fileName);
        for (const dep of c.imports) addStatic(chunks.find((x) => x.fileName === dep), into);
      };
      addStatic(entry, loaded);
      const flowSteps = JSON.parse(/export const flowSteps = (.*);/.exec(readFileSync(stepsPath, 'utf8'))?.[1] ?? '{}') as Record<string, { basePath: string; steps: { path: string; schema: string | string[] }[] }>;
      const out: LandingPreloads = { flows: shippedFlows(readFileSync(shippedPath, 'utf8')), steps: {} };
      for (const [flowKey, flow] of Object.entries(flowSteps)) {
        const flowChunk = holding(`/src/generated/conditions/${flowKey}.js`);
        const paths: Record<string, string[]> = {};
        for (const step of flow.steps) {
          const formKey = (Array.isArray(step.schema) ? step.schema : [step.schema]).join('+');
          const formPath = join(generatedDir, 'steps', `${formKey}.js`);
          if (!existsSync(formPath)) continue;
          const source = readFileSync(formPath, 'utf8');
          const files = new Set<string>();
          addStatic(holding(`/src/generated/steps/${formKey}.js`), files);
          addStatic(flowChunk, files);
          for (const name of formWidgetNames(exported(source, 'rootSchema'), exported(source, 'uiSchema'))) addStatic(holding(widgetModule(name)), files);
          paths[step.path] = [...files];
        }
        out.steps[flowKey] = { basePath: flow.basePath, paths };
      }
      this.emitFile({ type: 'asset', fileName: 'landing.json', source: `${JSON.stringify(out, null, 1)}\n` });
    },
  };
}
