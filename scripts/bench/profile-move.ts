// CPU profile of one page-to-page move of the bench (transitions.ts), from the URL change to the
// next page usable: functions by total time (self plus callees), so the components and library
// calls that make the move slow stand out. Build unminified for readable names first:
//   npx vite build --minify false --outDir /tmp/dist-nomin
//   node --import tsx scripts/bench/profile-move.ts [rate] --transition start/hmda [--dist /tmp/dist-nomin]
// The profiler itself slows the page about 2x; read the shares, not the milliseconds.
import { resolve } from 'node:path';
import { startSandbox } from '../../e2e/support/sandbox';
import { launchBench } from './browser';
import { topLines } from './cold-load';
import type { BenchRoute } from './instrument';
import { openMove, submitOf } from './move';
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
    const { ctx, page, cdp } = await openMove(browser, sandbox.url, t, rate);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await page.click(submitOf(t));
    await page.waitForURL((u) => u.pathname.endsWith(t.to));
    await cdp.send('Profiler.start');
    const rec: BenchRoute = await page.evaluate(() => window.__bench.routeResult!);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    await ctx.close();
    if (run === 0) continue; // warm-up
    console.log(`${t.name}: URL change -> usable ${rec.paint !== null && rec.routeAt !== null ? (rec.paint - rec.routeAt).toFixed(0) : '?'} ms (profiled)`);
    console.log(topLines(totals(profile), 70));
  }
} finally {
  await browser.close();
  await sandbox.close();
}
