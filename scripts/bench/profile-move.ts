// CPU profile of one page-to-page move of the bench (transitions.ts), from the URL change to the
// next page usable: functions by total time (self plus callees), so the components and library
// calls that make the move slow stand out. Build unminified for readable names first:
//   npx vite build --minify false --outDir /tmp/dist-nomin
//   node --import tsx scripts/bench/profile-move.ts [rate] --transition start/hmda [--dist /tmp/dist-nomin]
// The profiler itself slows the page about 2x; read the shares, not the milliseconds.
import { resolve } from 'node:path';
import { startSandbox } from '../../e2e/support/sandbox';
import { borrowerWithApplication } from './app-pages';
import { launchBench } from './browser';
import { instrument, type BenchRoute } from './instrument';
import { TRANSITIONS } from './transitions';

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const argv = process.argv.slice(2);
const rate = Number(argv[0] ?? 4);
const after = (flag: string) => (argv.indexOf(flag) >= 0 ? argv[argv.indexOf(flag) + 1] : undefined);
const t = TRANSITIONS.find((x) => x.from === (after('--transition') ?? 'start/hmda'));
if (!t) throw new Error(`No transition; one of ${TRANSITIONS.map((x) => x.from).join(', ')}`);
const dist = after('--dist');

/** Total time per function (each function counted once per sample, however deep it recurses). */
function totals(profile: Profile): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      const key = `${f.functionName || '(anon)'} ${f.url.replace(/^.*\/assets\//, '')}:${f.lineNumber}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.set(key, (out.get(key) ?? 0) + ms);
    }
  });
  return out;
}

const sandbox = await startSandbox(dist ? { staticDir: resolve(dist) } : {});
const browser = await launchBench();
try {
  for (let run = 0; run < 2; run++) {
    const b = await borrowerWithApplication(sandbox.url, t.setup);
    const ctx = await browser.newContext({ viewport: { width: 412, height: 915 } });
    await ctx.addInitScript({ content: `globalThis.__name = (f) => f; (${instrument.toString()})(${JSON.stringify(t.fromReady)});` });
    await ctx.addInitScript({ content: `try { localStorage.setItem('jwt', ${JSON.stringify(b.jwt)}); } catch {}` });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(`${sandbox.url}/account/heloc/${b.uuid}/${t.from}`);
    await page.waitForFunction(() => window.__bench.readyPaintAt !== null);
    await page.waitForLoadState('networkidle');
    await t.fill(page);
    await page.waitForTimeout(300);
    await page.evaluate(([to, sel]) => window.__bench.armRoute(to!, sel!), [t.to, t.toReady]);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.click(`[data-page-route="${t.from}"] button[type=submit]`);
    await page.waitForURL((u) => u.pathname.endsWith(t.to));
    await cdp.send('Profiler.start');
    const rec: BenchRoute = await page.evaluate(() => window.__bench.routeResult!);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await ctx.close();
    if (run === 0) continue; // warm-up
    console.log(`${t.name}: URL change -> usable ${rec.paint !== null && rec.routeAt !== null ? (rec.paint - rec.routeAt).toFixed(0) : '?'} ms (profiled)`);
    const top = [...totals(profile)].sort((a, b) => b[1] - a[1]).slice(0, 70);
    console.log(top.map(([n, ms]) => `${ms.toFixed(1).padStart(8)}  ${n}`).join('\n'));
  }
} finally {
  await browser.close();
  await sandbox.close();
}
