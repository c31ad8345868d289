// CPU profile of one cold load of the first step (and optionally Continue on the empty step), for
// finding where main-thread time goes:
//   node --import tsx scripts/bench/profile.ts [rate] [--next] [--dist DIR]
// Prints self time by script file and the top functions. With --dist pointing at a build made
// with sourcemaps (`npx vite build --sourcemap --outDir /tmp/dist-sm`), it also attributes time
// to source packages (self, and inclusive: a package counted once per stack).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { buildServer } from '../../src/server/app';
import { launchBench } from './browser';

const rate = Number(process.argv[2] ?? 4);
const next = process.argv.includes('--next');
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? process.argv[distArg + 1]! : 'dist';
const app = await buildServer({ inMemory: true, logger: false, staticDir: resolve(dist) });
await app.listen({ port: 0, host: '127.0.0.1' });
const addr = app.server.address();
const sandbox = { url: `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`, close: () => app.close() };
const maps = new Map<string, TraceMap | null>();
function sourceOf(url: string, line: number, column: number): string {
  const file = url.replace(/^.*\/assets\//, '');
  if (!maps.has(file)) {
    const mapPath = join(dist, 'assets', `${file}.map`);
    maps.set(file, existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return `${file}:${line}:${column}`;
  const o = originalPositionFor(map, { line: line + 1, column });
  return `${(o.source ?? file).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '')}:${o.line}${o.name ? ` (${o.name})` : ''}`;
}
function packageOf(url: string, line: number, column: number): string {
  const file = url.replace(/^.*\/assets\//, '');
  if (!url.includes('/assets/')) return url ? '(other script)' : '(native)';
  if (!maps.has(file)) {
    const mapPath = join(dist, 'assets', `${file}.map`);
    maps.set(file, existsSync(mapPath) ? new TraceMap(readFileSync(mapPath, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return file;
  const src = originalPositionFor(map, { line: line + 1, column }).source ?? '';
  const nm = src.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = src.slice(nm + 13).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return src.replace(/^(\.\.\/)+/, '').replace(/^.*?\/?(src|flows|schemas|brands)\//, '$1/') || file;
}
const browser = await launchBench();
try {
  const ctx = await browser.newContext({ viewport: { width: 412, height: 915 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (!next) await cdp.send('Profiler.start');
  await page.goto(sandbox.url + '/account/heloc/register-v2');
  await page.locator('#root_propertyAddress').waitFor();
  await page.waitForLoadState('networkidle');
  if (next) {
    await page.waitForTimeout(500);
    await cdp.send('Profiler.start');
    await page.click('button[type=submit]');
    await page.locator('#root_occupancyType__error').waitFor();
    await page.waitForTimeout(300);
  }
  const { profile } = await cdp.send('Profiler.stop');
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  const dt = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (dt[i] ?? 0) / 1000));
  const byFile = new Map<string, number>();
  const byFn = new Map<string, number>();
  for (const [id, ms] of self) {
    const n = byId.get(id)!;
    const file = n.callFrame.url.replace(/^.*\//, '') || `(${n.callFrame.functionName || 'native'})`;
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${n.callFrame.functionName || '(anon)'} ${file}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
  }
  // inclusive time per function (a function counted once per stack)
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const incl = new Map<string, number>();
  const label = (id: number) => {
    const n = byId.get(id)!;
    const f = n.callFrame;
    const where = f.url.includes('/assets/') ? sourceOf(f.url, f.lineNumber, f.columnNumber) : f.url.replace(/^.*\//, '');
    return `${f.functionName || '(anon)'} ${where}`;
  };
  for (const [id, ms] of self) {
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const l = label(cur);
      if (seen.has(l)) continue;
      seen.add(l);
      incl.set(l, (incl.get(l) ?? 0) + ms);
    }
  }
  const pkgSelf = new Map<string, number>();
  const pkgIncl = new Map<string, number>();
  const pkgOfNode = new Map<number, string>();
  const pkg = (id: number) => {
    let v = pkgOfNode.get(id);
    if (v === undefined) {
      const f = byId.get(id)!.callFrame;
      v = f.url ? packageOf(f.url, f.lineNumber, f.columnNumber) : `(${f.functionName || 'native'})`;
      pkgOfNode.set(id, v);
    }
    return v;
  };
  for (const [id, ms] of self) {
    pkgSelf.set(pkg(id), (pkgSelf.get(pkg(id)) ?? 0) + ms);
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const p = pkg(cur);
      if (seen.has(p)) continue;
      seen.add(p);
      pkgIncl.set(p, (pkgIncl.get(p) ?? 0) + ms);
    }
  }
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${n}`).join('\n');
  console.log(`-- self time by file (${rate}x)\n${top(byFile, 20)}\n-- top functions\n${top(byFn, 40)}\n-- inclusive\n${top(incl, 40)}\n-- self by package\n${top(pkgSelf, 30)}\n-- inclusive by package\n${top(pkgIncl, 30)}`);
} finally {
  await browser.close();
  await sandbox.close();
}
