// CPU profile of one cold load (registration first step, or --deep-link <route> of an application
// page), self time summed per script and the top functions: where the main thread's time goes.
//   node --import tsx scripts/bench/profile.ts [rate] [--deep-link start/profile] [--dist DIR]
import { coldLoadArgs, topLines, withColdLoads } from './cold-load';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
await withColdLoads(coldLoadArgs(), async ({ page, cdp, url, ready }, warmUp) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  const at = await page.evaluate(() => performance.now());
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] } };
  if (warmUp) return;
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
  console.log('-- self time per script\n' + topLines(perUrl, 25));
  console.log('-- top functions\n' + topLines(perFn, 30));
});
