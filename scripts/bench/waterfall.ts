// Network waterfall of one cold load of the first step, or with --deep-link of an application
// page (a borrower and application made through the sandbox API, signed in by the token):
//   node --import tsx scripts/bench/waterfall.ts [rate] [--dist DIR] [--deep-link start/profile]
import { coldLoadArgs, withColdLoads } from './cold-load';

await withColdLoads(coldLoadArgs(), async ({ page, url, ready }, warmUp) => {
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  console.log(`usable at ${(await page.evaluate(() => performance.now())).toFixed(0)} ms (approx.)`);
  await page.waitForLoadState('networkidle');
  if (warmUp) return;
  const rows = await page.evaluate(() =>
    [
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [e.startTime, e.responseEnd, e.name.replace(location.origin, '')] as const),
      ...performance.getEntriesByType('paint').map((e) => [e.startTime, e.startTime, e.name] as const),
      ...(['domInteractive', 'domContentLoadedEventEnd', 'loadEventEnd'] as const).map((k) => [(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)[k], 0, k] as const),
    ].sort((a, b) => a[0] - b[0]),
  );
  for (const [s, e, n] of rows) console.log(`${s.toFixed(0).padStart(6)} ${e ? e.toFixed(0).padStart(6) : '      '}  ${n}`);
});
