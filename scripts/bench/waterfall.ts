// Network waterfall of one cold load of the first step, or with --deep-link of an application
// page (a borrower and application made through the sandbox API, signed in by the token):
//   node --import tsx scripts/bench/waterfall.ts [rate] [--dist DIR] [--deep-link start/profile]
import { resolve } from 'node:path';
import { startSandbox } from '../../e2e/support/sandbox';
import { borrowerWithApplication } from './app-pages';
import { launchBench } from './browser';

const rate = Number(process.argv[2] ?? 4);
const distArg = process.argv.indexOf('--dist');
const deepArg = process.argv.indexOf('--deep-link');
const deepLink = deepArg > 0 ? process.argv[deepArg + 1]! : null;
const sandbox = await startSandbox(distArg > 0 ? resolve(process.argv[distArg + 1]!) : undefined);
const browser = await launchBench();
try {
  for (let run = 0; run < 2; run++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 915 } });
    // start/profile needs an application without the SOFT_CREDIT consent (PROFILE_INCOMPLETE)
    const borrower = deepLink ? await borrowerWithApplication(sandbox.url, { softCredit: deepLink !== 'start/profile' }) : null;
    if (borrower) await ctx.addInitScript({ content: `try { localStorage.setItem('jwt', ${JSON.stringify(borrower.jwt)}); } catch {}` });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(sandbox.url + (borrower ? `/account/heloc/${borrower.uuid}/${deepLink}` : '/account/heloc/register-v2'));
    await page.locator(borrower ? '[data-page-route] input, [data-page-route] button' : '#root_propertyAddress').first().waitFor();
    console.log(`usable at ${(await page.evaluate(() => performance.now())).toFixed(0)} ms (approx.)`);
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
