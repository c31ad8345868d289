// CPU profile of typing on the peers bench's form (/account/heloc/bench, page 2's first name, as
// the peer harness types): 30 keys 120 ms apart, then the functions by self or inclusive time
// (read on an unminified build: `npx vite build --outDir /tmp/x --minify false`, then --dist).
//   node --import tsx scripts/bench/profile-keys.ts [rate] [--dist DIR] [--inclusive [--under FN]] [--top N] [--trace]
// (`--trace`: a Chromium trace of the typing instead, the main thread's events summed by name:
// script, style, layout, paint.)
import { coldLoadArgs, coldPage, sandboxFor, topLines } from './cold-load';
import { launchBench } from './browser';
import { addTimes, type CpuProfile } from './cpu-profile';

const inclusive = process.argv.includes('--inclusive');
const underAt = process.argv.indexOf('--under');
const under = underAt > 0 ? process.argv[underAt + 1] : undefined;
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 40;
const args = { ...coldLoadArgs(), benchForm: true };
const sandbox = await sandboxFor(args);
const browser = await launchBench();
try {
  const { ctx, page, cdp, url } = await coldPage(browser, sandbox, args);
  await page.goto(url);
  await page.selectOption('#root_employmentType', { label: 'Employed full-time' });
  await page.fill('#root_income', '50000');
  await page.click('button[type=submit]');
  await page.locator('#root_firstName').waitFor();
  await page.click('#root_firstName');
  await page.waitForTimeout(1000);
  const word = 'Alexandrina'.repeat(3).slice(0, 30);
  const typeWord = async () => {
    for (const ch of word) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(120);
    }
  };
  if (process.argv.includes('--trace')) {
    interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number }
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
    await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,blink', transferMode: 'ReportEvents' } as never);
    await typeWord();
    await cdp.send('Tracing.end');
    await done;
    const perThread = new Map<string, number>();
    for (const e of events) if (e.name === 'RunTask' && e.dur) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
    const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
    const byName = new Map<string, number>();
    for (const e of events) if (`${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur / 1000);
    console.log(`30 keys; main thread events (ms, inclusive, summed by name)\n${topLines(byName, top)}`);
    await ctx.close();
    process.exit(0);
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  await typeWord();
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const all = addTimes(new Map(), profile, { inclusive: true, under: undefined });
  const total = [...all.entries()].filter(([k]) => k.startsWith('(root)')).reduce((s, [, v]) => s + v, 0);
  console.log(`30 keys; profiled ${total.toFixed(0)} ms`);
  console.log(topLines(addTimes(new Map(), profile, { inclusive, under }), top));
  await ctx.close();
} finally {
  await browser.close();
  await sandbox.close();
}
