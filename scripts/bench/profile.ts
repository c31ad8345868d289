// CPU profile of one cold load (registration first step, or --deep-link <route> of an application
// page): self time summed per script and the top functions, or with --inclusive the functions by
// inclusive time (which calls held the main thread; best read on an unminified build:
// `npx vite build --outDir /tmp/x --minify false`, then `--dist /tmp/x`).
//   node --import tsx scripts/bench/profile.ts [rate] [--deep-link start/profile] [--dist DIR] [--inclusive [--under FUNCTION]] [--top N]
// (`--under performWorkOnRoot`: only React's render and commit.)
import { coldLoadArgs, topLines, withColdLoads } from './cold-load';
import { addTimes, type CpuProfile } from './cpu-profile';

const inclusive = process.argv.includes('--inclusive');
const underAt = process.argv.indexOf('--under');
const under = underAt > 0 ? process.argv[underAt + 1] : undefined;
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 30;
await withColdLoads(coldLoadArgs(), async ({ page, cdp, url, ready }, warmUp) => {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  const at = await page.evaluate(() => performance.now());
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  if (warmUp) return;
  console.log(`usable at ${at.toFixed(0)} ms`);
  if (inclusive) {
    console.log('-- total (inclusive) time per function\n' + topLines(addTimes(new Map(), profile, { inclusive: true, under }), top));
    return;
  }
  const perFn = addTimes(new Map(), profile, { inclusive: false });
  const perUrl = new Map<string, number>();
  for (const [fn, ms] of perFn) {
    const file = fn.slice(fn.indexOf(' ') + 1).replace(/:-?\d+$/, '');
    const url = file || `(${fn.slice(0, fn.indexOf(' ')) || 'native'})`;
    perUrl.set(url, (perUrl.get(url) ?? 0) + ms);
  }
  console.log('-- self time per script\n' + topLines(perUrl, 25));
  console.log('-- top functions\n' + topLines(perFn, top));
});
