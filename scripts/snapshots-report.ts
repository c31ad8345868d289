// The per-brand snapshot report (`npm run snapshots` writes it after every run):
// e2e/.snapshots-report/index.html shows, per page and state, the brands side by side at phone
// and desktop from the committed baselines, and for every snapshot the last run found changed (or
// new) the baseline, the actual and the diff Playwright attached (e2e/.snapshots-results/results.json),
// marked so QA sees what changed first.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

const root = join(import.meta.dirname, '..');
const baselines = join(root, 'e2e', 'snapshots', 'baselines');
const results = join(root, 'e2e', '.snapshots-results', 'results.json');
const out = join(root, 'e2e', '.snapshots-report');

/** One snapshot: `<page...>/<state>.<brand>.<viewport>[.full|.content].png` under baselines/. */
export interface Shot {
  page: string;
  state: string;
  brand: string;
  viewport: string;
  full: boolean;
  /** Only the page's main column (an application page; decision 660), not the viewport. */
  content?: boolean;
  /** Paths relative to the report folder. */
  baseline?: string;
  /** The baseline the last run compared with (Playwright's copy: an update run rewrites the baseline). */
  expected?: string;
  actual?: string;
  diff?: string;
}

/** Parses a baseline's path (relative to baselines/, '/'-separated) into its page, state, brand and viewport. */
export function parseShot(path: string): Omit<Shot, 'baseline' | 'expected' | 'actual' | 'diff'> | null {
  const m = /^(.+)\/([^/.]+)\.([A-Z0-9_]+)\.(phone|desktop)(\.full|\.content)?\.png$/.exec(path);
  return m ? { page: m[1]!, state: m[2]!, brand: m[3]!, viewport: m[4]!, full: m[5] === '.full', ...(m[5] === '.content' ? { content: true } : {}) } : null;
}

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)]));
}

interface Attachment {
  name: string;
  path?: string;
}
/** Every attachment of every test result in Playwright's JSON report. */
function attachments(report: unknown): Attachment[] {
  const found: Attachment[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const o = node as Record<string, unknown>;
      if (Array.isArray(o['attachments'])) found.push(...(o['attachments'] as Attachment[]));
      for (const [k, v] of Object.entries(o)) if (k !== 'attachments') visit(v);
    }
  };
  visit(report);
  return found;
}

const suffix = (s: Pick<Shot, 'full' | 'content'>) => (s.full ? '.full' : s.content ? '.content' : '');
const key = (s: Pick<Shot, 'page' | 'state' | 'brand' | 'viewport' | 'full' | 'content'>) => `${s.page}/${s.state}.${s.brand}.${s.viewport}${suffix(s)}.png`;

/** The shots: every baseline, with the last run's actual and diff where it attached them (a changed or new snapshot). */
export function collect(): Shot[] {
  const shots = new Map<string, Shot>();
  for (const file of walk(baselines).filter((f) => f.endsWith('.png'))) {
    const rel = relative(baselines, file).split(sep).join('/');
    const parsed = parseShot(rel);
    if (parsed) shots.set(rel, { ...parsed, baseline: relative(out, file).split(sep).join('/') });
  }
  if (existsSync(results)) {
    for (const a of attachments(JSON.parse(readFileSync(results, 'utf8')))) {
      // toHaveScreenshot attaches '<name>-expected.png', '-actual.png' and '-diff.png' for a mismatch; '-actual' alone for a new one.
      const m = /^(.+)-(expected|actual|diff)\.png$/.exec(a.name);
      if (!m || !a.path || !existsSync(a.path)) continue;
      const parsed = parseShot(m[1]!.split(sep).join('/') + '.png');
      if (!parsed) continue;
      const k = key(parsed);
      const shot = shots.get(k) ?? { ...parsed };
      const copy = join(out, 'changed', `${k.replace(/\.png$/, '')}-${m[2]}.png`);
      mkdirSync(dirname(copy), { recursive: true });
      copyFileSync(a.path, copy);
      shot[m[2] as 'expected' | 'actual' | 'diff'] = relative(out, copy).split(sep).join('/');
      shots.set(k, shot);
    }
  }
  return [...shots.values()];
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

function cell(s: Shot | undefined): string {
  if (!s) return '<td class="none">—</td>';
  const status = s.diff ? 'changed' : s.actual ? 'new' : 'same';
  const changed = status !== 'same';
  const img = (src: string | undefined, label: string) => (src ? `<figure><img loading="lazy" src="${esc(src)}" alt="${esc(`${s.brand} ${s.viewport} ${label}`)}"><figcaption>${label}</figcaption></figure>` : '');
  const body = s.diff ? img(s.expected ?? s.baseline, 'expected') + img(s.actual, 'actual') + img(s.diff, 'diff') : img(s.actual ?? s.baseline, changed ? 'new' : s.full ? 'full page' : s.content ? 'main column' : 'viewport');
  return `<td class="${status}"><span class="mark">${status === 'same' ? '' : status.toUpperCase()}</span>${body}</td>`;
}

/** The report's HTML: one section per page and state, a row per viewport (and full page), a column per brand. */
export function render(shots: Shot[]): string {
  const brands = [...new Set(shots.map((s) => s.brand))].sort();
  const groups = new Map<string, Shot[]>();
  for (const s of shots) groups.set(`${s.page} · ${s.state}`, [...(groups.get(`${s.page} · ${s.state}`) ?? []), s]);
  const changedGroups = [...groups.entries()].filter(([, ss]) => ss.some((s) => s.diff)).map(([g]) => g);
  const newCount = shots.filter((s) => s.actual && !s.diff).length;
  const sections = [...groups.keys()].sort().map((g) => {
    const ss = groups.get(g)!;
    const rows = ['phone', 'phone.full', 'phone.content', 'desktop', 'desktop.full', 'desktop.content']
      .map((v) => ({ v, row: brands.map((b) => ss.find((s) => s.brand === b && `${s.viewport}${suffix(s)}` === v)) }))
      .filter(({ row }) => row.some(Boolean))
      .map(({ v, row }) => `<tr><th scope="row">${v.replace('.full', ' (full page)').replace('.content', ' (main column)')}</th>${row.map(cell).join('')}</tr>`);
    const changed = ss.some((s) => s.diff);
    return `<section id="${esc(g)}" class="${changed ? 'changed' : ''}"><h2>${esc(g)}${changed ? ' <span class="mark">CHANGED</span>' : ''}</h2><table><thead><tr><th></th>${brands.map((b) => `<th scope="col">${b}</th>`).join('')}</tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
  });
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Per-brand snapshots</title><style>
body{font:14px system-ui,sans-serif;margin:16px;color:#1a202c}h1{font-size:20px}h2{font-size:16px;margin:24px 0 8px}
table{border-collapse:collapse}td,th{border:1px solid #cbd5e0;padding:4px;vertical-align:top;text-align:left}
td img{max-width:180px;display:block}td.changed,td.new{background:#fff5f5;outline:3px solid #c53030}figure{margin:0 0 4px}
figcaption{font-size:11px;color:#4a5568}.mark{color:#c53030;font-weight:700;font-size:12px}section.changed h2{color:#c53030}
</style></head><body><h1>Per-brand snapshots</h1>
<p>${shots.length} snapshots, ${brands.length} brands, ${groups.size} page states; ${changedGroups.length ? `<strong class="mark">${changedGroups.length} changed:</strong> ${changedGroups.map((g) => `<a href="#${esc(g)}">${esc(g)}</a>`).join(', ')}` : 'nothing changed in the last run'}${newCount ? `; ${newCount} new` : ''}.</p>
${sections.join('\n')}</body></html>`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  rmSync(join(out, 'changed'), { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const shots = collect();
  writeFileSync(join(out, 'index.html'), render(shots));
  console.log(`snapshots report: ${relative(root, join(out, 'index.html'))} (${shots.length} snapshots, ${shots.filter((s) => s.diff).length} changed, ${shots.filter((s) => s.actual && !s.diff).length} new)`);
}
