// The main thread's tasks of one cold load, in order (not part of any test): each top-level task
// over `--min` ms with its start relative to navigation, its length and the largest events inside
// it, plus the network requests' send and response times on the same clock, to see what holds a
// request back. `node --import tsx scripts/bench/tasks.ts [rate] [--deep-link route] [--dist DIR] [--min MS] [--as-bench]`
import { coldLoadArgs, withColdLoads } from './cold-load';

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat: string; args?: { data?: { url?: string; functionName?: string; requestId?: string } } }
const minAt = process.argv.indexOf('--min');
const minMs = minAt > 0 ? Number(process.argv[minAt + 1]) : 3;
await withColdLoads(coldLoadArgs(), async ({ page, cdp, url, ready }, warmUp) => {
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
  await cdp.send('Tracing.start', { categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8,v8.execute,blink,loading,blink.user_timing', transferMode: 'ReportEvents' } as never);
  if (process.argv.includes('--as-bench')) {
    // as `npm run bench` does to weigh the files: every script's and stylesheet's body read
    page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet') void res.body().catch(() => undefined);
    });
  }
  await page.goto(url, { waitUntil: 'commit' });
  // Polled through CDP, not a Playwright locator: Playwright's injected script (~60 ms at 4x)
  // would otherwise evaluate on the page's main thread in the middle of the load.
  let at = 0;
  for (;;) {
    const r = (await cdp.send('Runtime.evaluate', { expression: `document.querySelector(${JSON.stringify(ready)}) ? performance.now() : 0`, returnByValue: true })) as { result: { value: number } };
    if (r.result.value) { at = r.result.value; break; }
    await new Promise((ok) => setTimeout(ok, 20));
  }
  await cdp.send('Tracing.end');
  await done;
  if (warmUp) return;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data && (e.args.data as { isLoadingMainFrame?: boolean }).isLoadingMainFrame) ?? events.find((e) => e.name === 'navigationStart');
  const t0 = nav!.ts;
  const perThread = new Map<string, number>();
  for (const e of events) if (e.name === 'RunTask' && e.dur) perThread.set(`${e.pid}:${e.tid}`, (perThread.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]![0];
  const mine = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts);
  const lines: [number, string][] = [];
  const tasks = mine.filter((e) => e.name === 'RunTask');
  const interesting = new Set(['FunctionCall', 'EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'RunMicrotasks', 'TimerFire', 'EventDispatch', 'ResourceFetcher::requestResource', 'HTMLDocumentParser::appendBytes', 'FireAnimationFrame', 'PrePaint', 'Commit', 'MajorGC', 'MinorGC', 'V8.GC_SCAVENGER', 'ParseAuthorStyleSheet', 'ResourceReceiveResponse', 'ResourceFinish', 'XHRReadyStateChange', 'v8.callFunction']);
  for (const t of tasks) {
    const ms = t.dur! / 1000;
    if (ms < minMs) continue;
    const inside = mine.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur! <= t.ts + t.dur! && interesting.has(e.name));
    const sum = new Map<string, number>();
    for (const e of inside) {
      const label = e.name === 'FunctionCall' || e.name === 'v8.callFunction' ? `${e.name}(${e.args?.data?.functionName ?? ''}${(e.args?.data?.url ?? '').replace(/^.*\//, ' ')})` : e.name === 'v8.evaluateModule' || e.name === 'EvaluateScript' ? `${e.name}(${(e.args?.data?.url ?? '').replace(/^.*\//, '')})` : e.name;
      sum.set(label, (sum.get(label) ?? 0) + e.dur! / 1000);
    }
    const top = [...sum].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([n, v]) => `${n} ${v.toFixed(0)}`).join(', ');
    lines.push([(t.ts - t0) / 1000, `task ${ms.toFixed(0).padStart(4)} ms  ${top}`]);
  }
  for (const e of events) {
    if (e.name === 'ResourceSendRequest' || e.name === 'ResourceReceiveResponse' || e.name === 'ResourceFinish') {
      const u = (e.args?.data?.url ?? '').replace(/^https?:\/\/[^/]+/, '');
      lines.push([(e.ts - t0) / 1000, `  ${e.name.replace('Resource', '')} ${u || (e.args?.data?.requestId ?? '')}`]);
    }
    if (e.name === 'firstPaint' || e.name === 'firstContentfulPaint' || e.name === 'domInteractive' || e.name === 'domContentLoadedEventEnd') lines.push([(e.ts - t0) / 1000, `  ** ${e.name}`]);
  }
  lines.sort((a, b) => a[0] - b[0]);
  console.log(`usable at ${at.toFixed(0)} ms (performance.now)`);
  for (const [t, s] of lines) console.log(`${t.toFixed(0).padStart(6)}  ${s}`);
});
