// CPU profile of one cold load of the first step (and optionally Continue on the empty step), for
// finding where main-thread time goes: `node --import tsx scripts/bench/profile.ts [rate] [--next]`.
// Prints self time by script file and the top functions. Needs dist/ (npm run build).
import { startSandbox } from '../../e2e/support/sandbox';
import { launchBench } from './browser';

const rate = Number(process.argv[2] ?? 4);
const next = process.argv.includes('--next');
const sandbox = await startSandbox();
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
    return `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\//, '')}:${n.callFrame.lineNumber}:${n.callFrame.columnNumber}`;
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
  const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, ms]) => `${ms.toFixed(1).padStart(8)} ms  ${n}`).join('\n');
  console.log(`-- self time by file (${rate}x)\n${top(byFile, 20)}\n-- top functions\n${top(byFn, 40)}\n-- inclusive\n${top(incl, 60)}`);
} finally {
  await browser.close();
  await sandbox.close();
}
