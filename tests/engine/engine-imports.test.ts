// The engine's modules form no import cycle (issue 22: definitions.ts imported its checks and
// they imported their types back from it, a knot a newcomer could not follow). Type-only imports
// count: a check module depends on definition-types.ts, never on the loader that runs it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENGINE = join(process.cwd(), 'src/engine');
const IMPORT = /(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]\.\/([^'"]+)['"]/g;

/** Each engine module and the engine modules it imports (type-only imports too). */
function engineImports(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of readdirSync(ENGINE).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(ENGINE, file), 'utf8');
    const deps = [...text.matchAll(IMPORT)].map((m) => m[1]!.replace(/\.(js|ts)$/, '') + '.ts');
    graph.set(file, [...new Set(deps)]);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
function cycles(graph: Map<string, string[]>): string[] {
  const found: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, path: string[]): void => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      found.push([...path.slice(path.indexOf(file)), file].join(' -> '));
      return;
    }
    state.set(file, 'open');
    for (const dep of graph.get(file) ?? []) walk(dep, [...path, file]);
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) walk(file, []);
  return found;
}

describe('src/engine imports', () => {
  it('reads the imports of every engine module, type-only ones included', () => {
    const graph = engineImports();
    expect(graph.get('definitions.ts')).toContain('check-stage.ts');
    expect(graph.get('page-checks.ts')).toContain('definition-types.ts');
  });

  it('has no import cycle', () => {
    expect(cycles(engineImports())).toEqual([]);
  });

  it('finds a cycle when there is one', () => {
    const knot = new Map([['definitions.ts', ['page-checks.ts']], ['page-checks.ts', ['definitions.ts']]]);
    expect(cycles(knot)).toEqual(['definitions.ts -> page-checks.ts -> definitions.ts']);
  });
});
