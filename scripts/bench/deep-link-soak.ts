// Soak of the start/profile deep link at 4x: N cold loads of a build, each given 20 s to show its
// first field. A load that does not gets its console, failed and unfinished requests, the root's
// HTML and a screenshot (/tmp/hang-<n>.png): one load in ~250 hung on 'Loading' in session 20
// (docs/performance.md), not reproduced since. Not part of any test.
//   node --import tsx scripts/bench/deep-link-soak.ts [DIST] [N] [--instrumented]
import { borrowerWithApplication } from './app-pages';
import { coldLoadArgs, coldPage, sandboxFor } from './cold-load';
import { launchBench } from './browser';
import { instrumentedPage } from './move';

// --instrumented: the bench's own page setup and readiness mark (window.__bench.readyPaintAt).
const instrumented = process.argv.includes('--instrumented');
const args = coldLoadArgs(['', '', '4', '--deep-link', 'start/profile', '--dist', process.argv[2] ?? 'dist']);
const sandbox = await sandboxFor(args);
const browser = await launchBench();
let fails = 0;
for (let i = 0; i < Number(process.argv[3] ?? 30); i++) {
  const load = instrumented ? await (async () => {
    const b = await borrowerWithApplication(sandbox.url, { softCredit: false });
    const ready = '[data-page-route] input, [data-page-route] button';
    return { ...(await instrumentedPage(browser, 4, ready, b.jwt)), url: `${sandbox.url}/account/heloc/${b.uuid}/start/profile`, ready };
  })() : await coldPage(browser, sandbox, args);
  if (instrumented) {
    // As the bench's sessions: CPU metrics on, every script's body read as it arrives.
    await load.cdp.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
    load.page.on('response', (res) => {
      const type = res.request().resourceType();
      if (type === 'script' || type === 'stylesheet') void res.body().catch(() => undefined);
    });
  }
  const logs: string[] = [];
  load.page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
  load.page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
  load.page.on('requestfailed', (r) => logs.push(`failed: ${r.url()} ${r.failure()?.errorText}`));
  const pending = new Set<string>();
  load.page.on('request', (r) => pending.add(r.url()));
  load.page.on('requestfinished', (r) => pending.delete(r.url()));
  load.page.on('requestfailed', (r) => pending.delete(r.url()));
  try {
    await load.page.goto(load.url, instrumented ? { waitUntil: 'commit' } : {});
    if (instrumented) await load.page.waitForFunction(() => window.__bench.readyPaintAt !== null, undefined, { timeout: 20000, polling: 50 });
    else await load.page.locator(load.ready).first().waitFor({ timeout: 20000 });
    process.stdout.write('.');
  } catch (e) {
    fails++;
    console.log(`\nFAIL ${i}: ${String(e).slice(0, 100)}`);
    console.log(logs.join('\n'));
    console.log('PENDING: ' + [...pending].join('\n  '));
    console.log('ROOT: ' + (await load.page.evaluate(() => document.getElementById('root')?.innerHTML.slice(0, 500))));
    console.log('READY: ' + JSON.stringify(await load.page.evaluate((sel) => {
      const el = document.querySelector(sel);
      return { domAt: window.__bench?.readyDomAt, paintAt: window.__bench?.readyPaintAt, el: el?.outerHTML.slice(0, 300), rect: el?.getBoundingClientRect(), hidden: document.hidden };
    }, load.ready)));
    await load.page.screenshot({ path: `/tmp/hang-${i}.png` });
    
    await load.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  } finally {
    await load.ctx.close();
  }
}
console.log(`\n${fails} failures`);
await browser.close();
await sandbox.close();
