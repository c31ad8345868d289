// CPU profile of one cold load (registration first step, or --deep-link <route> of an application
// page), self time summed per script and the top functions: where the main thread's time goes.
//   node --import tsx scripts/bench/profile.ts [rate] [--deep-link start/profile]
import { startSandbox } from '../../e2e/support/sandbox';
import { borrowerWithApplication } from './app-pages';
import { launchBench } from './browser';

interface Node { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
const rate = Number(process.argv[2] ?? 4);
const deepArg = process.argv.indexOf('--deep-link');
const deepLink = deepArg > 0 ? process.argv[deepArg + 1]! : null;
const distArg = process.argv.indexOf('--dist');
const sandbox = await startSandbox(distArg > 0 ? process.argv[distArg + 1] : undefined);
const browser = await launchBench();
try {
  for (let run = 0; run < 2; run++) {
    const ctx = await browser.newContext({ viewport: { width: 412, height: 915 } });
    const borrower = deepLink ? await borrowerWithApplication(sandbox.url, { softCredit: deepLink !== 'start/profile' }) : null;
    if (borrower) await ctx.addInitScript({ content: `try { localStorage.setItem('jwt', ${JSON.stringify(borrower.jwt)}); } catch {}` });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(sandbox.url + (borrower ? `/account/heloc/${borrower.uuid}/${deepLink}` : '/account/heloc/register-v2'));
    await page.locator(borrower ? '[data-page-route] input, [data-page-route] button' : '#root_propertyAddress').first().waitFor();
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
