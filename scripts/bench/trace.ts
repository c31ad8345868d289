// Timeline of a cold load at a CPU throttle (not part of any test): a Chromium trace of the
// renderer's main thread until the first field is usable, summed by event name (top-level
// tasks' children: parse, compile, evaluate, style, layout, paint, GC), to see where the time
// the CPU profile calls '(program)' goes. `node --import tsx scripts/bench/trace.ts [rate] [--deep-link route] [--dist DIR]`
import { coldLoadArgs, topLines, withColdLoads } from './cold-load';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat: string; args?: { data?: { url?: string } } }
await withColdLoads(coldLoadArgs(), async ({ page, cdp, url, ready }, warmUp) => {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink,loading', transferMode: 'ReportEvents' } as never);
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  const at = await page.evaluate(() => performance.now());
  await cdp.send('Tracing.end');
  await done;
  if (warmUp) return;
  // The renderer's main thread: the thread of the most 'RunTask' time.
  const perThread = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.dur) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]![0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined);
  const byName = new Map<string, number>();
  for (const e of mine) byName.set(e.name, (byName.get(e.name) ?? 0) + e.dur! / 1000);
  console.log(`usable at ${at.toFixed(0)} ms; main thread RunTask total ${((perThread.get(main) ?? 0) / 1000).toFixed(0)} ms`);
  console.log(topLines(byName, 40));
  const compiles = mine.filter((e) => e.name === 'v8.compile' || e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule');
  const perUrl = new Map<string, number>();
  for (const e of compiles) { const u = `${e.name} ${(e.args?.data?.url ?? '').replace(/^.*\/assets\//, '')}`; perUrl.set(u, (perUrl.get(u) ?? 0) + e.dur! / 1000); }
  console.log('-- per script\n' + topLines(perUrl, 25));
});
