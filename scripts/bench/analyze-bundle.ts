// Bundle analysis: runs the production vite build in memory (write: false) and prints, per
// chunk, the rendered size of each package (raw minified and gzip -9 of the module's code
// alone, so the gzip column is an upper bound per group). Usage:
//   node --import tsx scripts/bench/analyze-bundle.ts [chunkNameFilter] [--modules]
import { gzipSync } from 'node:zlib';
import { minifySync } from 'rolldown/experimental';
import { build, type Plugin } from 'vite';

/** gzip -9 of the code minified as a script (top-level names kept, so nothing is dropped). */
function minGz(code: string): number {
  if (!code) return 0;
  try {
    const out = minifySync('group.js', code, { module: false, compress: { unused: false }, mangle: { toplevel: false } } as never).code;
    return gzipSync(out, { level: 9 }).length;
  } catch {
    return gzipSync(code, { level: 9 }).length;
  }
}

const filter = process.argv.slice(2).find((a) => !a.startsWith('--'));
const showModules = process.argv.includes('--modules');

function groupOf(id: string): string {
  const nm = id.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = id.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const src = id.indexOf('/work/main/');
  const rel = src >= 0 ? id.slice(src + '/work/main/'.length) : id;
  return rel.split('/').slice(0, 2).join('/');
}

const analyse: Plugin = {
  name: 'analyse',
  generateBundle(_o, bundle) {
    const rows: string[] = [];
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      if (filter && !chunk.fileName.includes(filter)) continue;
      const total = gzipSync(chunk.code, { level: 9 }).length;
      if (split) {
        rows.push(`${String(chunk.code.length).padStart(8)} ${String(total).padStart(7)}  ${chunk.fileName}`);
        continue;
      }
      rows.push(`\n## ${chunk.fileName}  raw ${chunk.code.length}  gzip ${total}  imports: ${chunk.imports.join(', ')}`);
      const groups = new Map<string, { raw: number; gz: number; mods: [string, number][]; code: string[] }>();
      for (const [id, m] of Object.entries(chunk.modules)) {
        const g = groupOf(id);
        const e = groups.get(g) ?? { raw: 0, gz: 0, mods: [], code: [] };
        const code = m.code ?? '';
        e.raw += code.length;
        e.code.push(code);
        e.mods.push([id, code.length]);
        groups.set(g, e);
      }
      for (const e of groups.values()) e.gz = minGz(e.code.join('\n'));
      for (const [g, e] of [...groups].sort((a, b) => b[1].gz - a[1].gz)) {
        if (e.raw === 0) continue;
        rows.push(`${String(e.raw).padStart(8)} ${String(e.gz).padStart(7)}  ${g}`);
        if (showModules) for (const [id, n] of e.mods.sort((a, b) => b[1] - a[1]).slice(0, Number(process.env["TOP_MODULES"] ?? 15))) if (n > 0) rows.push(`           ${String(n).padStart(7)}  ${id.replace(/.*node_modules\//, '')}`);
      }
    }
    console.log(rows.join('\n'));
  },
};

// --split: one chunk per package (and per src folder), so the minified gzip size of each
// is exact (the chunk graph differs from the real build; use it for weights only).
const split = process.argv.includes('--split');
await build({
  logLevel: 'silent',
  plugins: [analyse],
  build: {
    write: false,
    ...(split
      ? { rolldownOptions: { output: { codeSplitting: { groups: [{ name: (id: string) => 'pkg-' + groupOf(id).replace(/[^a-z0-9@.-]+/gi, '_') }] } } } }
      : {}),
  },
});
