// Continue -> errors on the untouched first step (the bench's measure: click -> first frame after
// the error summary and both inline messages have text), N samples. Not part of any test.
//   node --import tsx scripts/bench/click-trace.ts [rate] [--dist DIR]... [--runs N] [--plain | --tasks | --slow MS | --profile] [--bench-form]
// (`--bench-form`: the peers bench's form, /account/heloc/bench, and its two messages.)
// Several --dist: alternating rounds, one sample of each build per round, quartiles per build.
// Each sample records a Chromium trace of the click unless --plain (the trace slows the page):
// --tasks prints the main thread's tasks of every sample, --slow MS those of samples slower than
// MS; --profile sums a CPU profile of the task that handled the click (inclusive ms per function).
import { resolve } from 'node:path';
import { startSandbox } from '../../e2e/support/sandbox';
import { launchBench } from './browser';
import { addTimes, type CpuProfile } from './cpu-profile';
import type { BenchClick } from './instrument';
import { instrumentedPage } from './move';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat: string; args?: Record<string, unknown> }
const argv = process.argv.slice(2);
const flag = (n: string) => { const i = argv.indexOf(n); return i >= 0 ? argv[i + 1] : undefined; };
const rate = Number(argv[0] ?? 4);
const runs = Number(flag('--runs') ?? 10);
// Several --dist: alternating rounds, one sample of each build per round, medians at the end.
const dists = argv.flatMap((a, i) => (a === '--dist' && argv[i + 1] ? [resolve(argv[i + 1]!)] : []));
if (dists.length === 0) dists.push(resolve('dist'));
const sandboxes = await Promise.all(dists.map((d) => startSandbox({ staticDir: d })));
const times = dists.map(() => [] as number[]);
const browser = await launchBench();
const profiling = argv.includes('--profile');
const total = new Map<string, number>();
const benchForm = argv.includes('--bench-form');
const ERR = benchForm ? ['#root__error-summary', '#root_employmentType__error', '#root_income__error'] : ['#root__error-summary', '#root_propertyAddress__error', '#root_occupancyType__error'];
const PATH = benchForm ? '/account/heloc/bench' : '/account/heloc/register-v2';
const READY = benchForm ? '#root_employmentType' : '#root_propertyAddress';
try {
  for (let n = 0; n < runs * dists.length; n++) {
    const round = Math.floor(n / dists.length);
    const d = round % 2 === 0 ? n % dists.length : dists.length - 1 - (n % dists.length);
    const i = round;
    const sandbox = sandboxes[d]!;
    const { ctx, page, cdp } = await instrumentedPage(browser, rate, READY);
    try {
      await page.goto(sandbox.url + PATH);
      await page.waitForFunction(() => window.__bench.readyPaintAt !== null, undefined, { polling: 50 });
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.evaluate(() => new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))));
      await page.waitForTimeout(300);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
      const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
      const plain = argv.includes('--plain');
      if (!plain) await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink,loading,input', transferMode: 'ReportEvents' } as never);
      if (profiling) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
        await cdp.send('Profiler.start');
      }
      await page.evaluate((sel) => window.__bench.armClick(sel), ERR);
      await page.click('button[type=submit]');
      const rec: BenchClick = await page.evaluate(() => window.__bench.clickResult!);
      if (!plain) {
        await cdp.send('Tracing.end');
        await done;
      }
      if (profiling) {
        // Only the samples of the task that handled the click (its submit and the render of the errors).
        const clickTask = events.find((e) => e.name === 'EventDispatch' && (e.args?.['data'] as { type?: string } | undefined)?.type === 'click');
        const task = clickTask && events.filter((e) => e.name === 'RunTask' && e.pid === clickTask.pid && e.tid === clickTask.tid && e.ts <= clickTask.ts && e.ts + (e.dur ?? 0) >= clickTask.ts).sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
        addTimes(total, ((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile, { inclusive: !argv.includes("--self"), ...(task ? { window: [task.ts, task.ts + (task.dur ?? 0)] as [number, number] } : {}) });
      }
      const ms = rec.paint! - rec.t0!;
      // main thread = thread with most RunTask time
      const per = new Map<string, number>();
      for (const e of events) if (e.name === 'RunTask' && e.dur) per.set(`${e.pid}:${e.tid}`, (per.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
      const main = [...per].sort((a, b) => b[1] - a[1])[0]?.[0];
      const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && (e.ph === 'X' || e.ph === 'I' || e.ph === 'i'));
      const t0 = Math.min(...onMain.filter((e) => e.name === 'EventDispatch' || e.name === 'RunTask').map((e) => e.ts));
      const names = onMain
        .filter((e) => (e.dur ?? 0) > 1500 && e.name !== 'ThreadControllerImpl::RunTask')
        .sort((a, b) => a.ts - b.ts)
        .map((e) => `${((e.ts - t0) / 1000).toFixed(0)}+${((e.dur ?? 0) / 1000).toFixed(1)} ${e.name}${e.args?.['data'] && typeof e.args['data'] === 'object' ? ' ' + JSON.stringify(e.args['data']).slice(0, 80) : ''}`);
      times[d]!.push(ms);
      console.log(`sample ${i}${dists.length > 1 ? ` ${dists[d]}` : ''}: ${ms.toFixed(1)} ms (dom ${(rec.dom! - rec.t0!).toFixed(1)})`);
      if (argv.includes('--tasks') || (argv.includes('--slow') && ms > Number(flag('--slow')))) for (const n of names.slice(0, 80)) console.log('   ' + n);
    } finally {
      await ctx.close();
    }
  }
  const q = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;
  dists.forEach((dist, k) => console.log(`${dist}: Continue -> errors q1 / median / q3 ${[0.25, 0.5, 0.75].map((p) => q(times[k]!, p).toFixed(1)).join(' / ')} ms over ${times[k]!.length}`));
  if (profiling) {
    console.log(`-- inclusive ms per function, summed over ${runs} clicks`);
    for (const [k, v] of [...total].filter(([k]) => !/\((root|program|idle)\)/.test(k)).sort((a, b) => b[1] - a[1]).slice(0, 70)) console.log(`${v.toFixed(1).padStart(8)}  ${k}`);
  }
} finally {
  await browser.close();
  await Promise.all(sandboxes.map((s) => s.close()));
}
