// CPU profile of one cold load (registration first step, or --deep-link <route> of an application
// page), self time summed per script and the top functions: where the main thread's time goes.
//   node --import tsx scripts/bench/profile.ts [rate] [--deep-link start/profile] [--dist DIR]
import { launchBench } from './browser';
import { coldLoadArgs, coldPage, sandboxFor } from './cold-load';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
const args = coldLoadArgs();
const sandbox = await sandboxFor(args);
const browser = await launchBench();
try {
  for (let run = 0; run < 2; run++) {
    const { ctx, page, cdp, url, ready } = await coldPage(browser, sandbox, args);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(url);
    await page.locator(ready).first().waitFor();
    const at = await page.evaluate(() => performance.now());
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] } };
    if (run === 0) { await ctx.close(); continue; }
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const self = new Map<number, number>();
    profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
    const perUrl = new Map<string, number>();
    const perFn = new Map<string, number>();
    for (const [id, ms] of self) {
      const n = byId.get(id)!;
      const url = n.callFrame.url.replace(/^.*\/assets\//, '') || `(${n.callFrame.functionName || 'native'})`;
      perUrl.set(url, (perUrl.get(url) ?? 0) + ms);
      const fn = `${n.callFrame.functionName || '(anon)'} ${url}:${n.callFrame.lineNumber}`;
      perFn.set(fn, (perFn.get(fn) ?? 0) + ms);
    }
    console.log(`usable at ${at.toFixed(0)} ms`);
    const top = (m: Map<string, number>, k: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, ms]) => `${ms.toFixed(1).padStart(8)}  ${n}`).join('\n');
    console.log('-- self time per script\n' + top(perUrl, 25));
    console.log('-- top functions\n' + top(perFn, 30));
    await ctx.close();
  }
} finally {
  await browser.close();
  await sandbox.close();
}
