// Network waterfall of one cold load of the first step:
//   node --import tsx scripts/bench/waterfall.ts [rate] [--dist DIR]
import { resolve } from 'node:path';
import { startSandbox } from '../../e2e/support/sandbox';
import { launchBench } from './browser';

const rate = Number(process.argv[2] ?? 4);
const distArg = process.argv.indexOf('--dist');
const sandbox = await startSandbox(distArg > 0 ? resolve(process.argv[distArg + 1]!) : undefined);
const browser = await launchBench();
try {
  for (let run = 0; run < 2; run++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(sandbox.url + '/account/heloc/register-v2');
    await page.locator('#root_propertyAddress').waitFor();
    await page.waitForLoadState('networkidle');
    if (run === 0) continue; // warm-up
    const rows = await page.evaluate(() =>
      [
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => [e.startTime, e.responseEnd, e.name.replace(location.origin, '')] as const),
        ...performance.getEntriesByType('paint').map((e) => [e.startTime, e.startTime, e.name] as const),
        ...(['domInteractive', 'domContentLoadedEventEnd', 'loadEventEnd'] as const).map((k) => [(performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)[k], 0, k] as const),
      ].sort((a, b) => a[0] - b[0]),
    );
    for (const [s, e, n] of rows) console.log(`${s.toFixed(0).padStart(6)} ${e ? e.toFixed(0).padStart(6) : '      '}  ${n}`);
    await ctx.close();
  }
} finally {
  await browser.close();
  await sandbox.close();
}
