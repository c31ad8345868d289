// Alternating A/B of builds: `node --import tsx scripts/bench/ab.ts 4 --dist A --dist B
// [--deep-link start/profile | --transition start/hmda | --bench-form] [--runs 12] [--as-bench]`. Each round measures once per
// build, in turn (order alternating by round), each in a fresh browser context with the bench's
// in-page instrumentation, so slow drift of a shared machine falls on every build alike. Prints
// per build the quartiles of: a cold load to the first usable field (the first registration step
// or a deep link), or with --transition one of the bench's page-to-page moves (transitions.ts:
// Continue on the named page, from the URL change to the next page usable).
// The run-to-run spread of whole `npm run bench` runs (~500 ms on the deep link on a shared
// machine) hides one change's effect; interleaving in one process does not.
import { resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { startSandbox, type RunningSandbox } from '../../e2e/support/sandbox';
import { borrowerWithApplication } from './app-pages';
import { launchBench } from './browser';
import type { BenchRoute } from './instrument';
import { instrumentedPage, openMove, submitOf } from './move';
import { DEEP_LINK, TRANSITIONS } from './transitions';

const argv = process.argv.slice(2);
const rate = Number(argv[0] ?? 4);
const flag = (name: string): string[] => argv.flatMap((a, i) => (a === name && argv[i + 1] ? [argv[i + 1]!] : []));
const dists = flag('--dist').map((d) => resolve(d));
const deepLink = flag('--deep-link')[0] ?? null;
const runs = Number(flag('--runs')[0] ?? 12);
/** `--bench-form`: the peers bench's form (/account/heloc/bench, ready on its employment select) instead of the first registration step. */
const benchForm = argv.includes('--bench-form');
/** `--as-bench`: read every script's and stylesheet's body as it arrives, as `npm run bench` does to weigh them (more work for the browser during the load). */
const asBench = argv.includes('--as-bench');
const transitionFrom = flag('--transition')[0];
const transition = transitionFrom === undefined ? undefined : TRANSITIONS.find((t) => t.from === transitionFrom);
if (transitionFrom !== undefined && !transition) throw new Error(`No transition from ${transitionFrom}: ${TRANSITIONS.map((t) => t.from).join(', ')}`);
if (dists.length < 2) throw new Error('Give two or more builds: --dist A --dist B');

interface Sample {
  readyMs: number;
  cpuMs: number;
}

/** Continue on the transition's page (filled), from the URL change to the next page usable. */
async function move(browser: Browser, sandbox: RunningSandbox): Promise<Sample> {
  const t = transition!;
  const { ctx, page } = await openMove(browser, sandbox.url, t, rate);
  try {
    await page.click(submitOf(t));
    const rec: BenchRoute = await page.evaluate(() => window.__bench.routeResult!);
    if (rec.paint === null || rec.routeAt === null) throw new Error(`${t.name}: the next page never became usable`);
    return { readyMs: rec.paint - rec.routeAt, cpuMs: 0 };
  } finally {
    await ctx.close();
  }
}

async function load(browser: Browser, sandbox: RunningSandbox): Promise<Sample> {
  if (transition) return move(browser, sandbox);
  const borrower = deepLink ? await borrowerWithApplication(sandbox.url, { softCredit: deepLink !== 'start/profile' }) : null;
  // the bench's own ready control for its deep link; another page's first control otherwise
  const ready = !borrower ? (benchForm ? '#root_employmentType' : '#root_propertyAddress') : deepLink === DEEP_LINK.route ? DEEP_LINK.ready : '[data-page-route] input, [data-page-route] button';
  const { ctx, page, cdp } = await instrumentedPage(browser, rate, ready, borrower?.jwt);
  try {
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (asBench) {
      page.on('response', (res) => {
        const type = res.request().resourceType();
        if (type === 'script' || type === 'stylesheet') void res.body().catch(() => undefined);
      });
    }
    const url = sandbox.url + (borrower ? `/account/heloc/${borrower.uuid}/${deepLink}` : benchForm ? '/account/heloc/bench' : '/account/heloc/register-v2');
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 * rate });
    await page.waitForFunction(() => window.__bench.readyPaintAt !== null, undefined, { timeout: 60_000 * rate, polling: 50 });
    const cpu = (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    const readyMs = await page.evaluate(() => window.__bench.readyPaintAt!);
    return { readyMs, cpuMs: cpu * 1000 };
  } finally {
    await ctx.close();
  }
}

const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  return s[Math.floor(i)]! + (s[Math.ceil(i)]! - s[Math.floor(i)]!) * (i - Math.floor(i));
};

const sandboxes = await Promise.all(dists.map((d) => startSandbox({ staticDir: d })));
const browser = await launchBench();
const samples: Sample[][] = dists.map(() => []);
try {
  for (const s of sandboxes) await load(browser, s); // warm-up: file cache, sandbox JIT
  for (let r = 0; r < runs; r++) {
    const order = dists.map((_, i) => i);
    if (r % 2) order.reverse();
    for (const i of order) samples[i]!.push(await load(browser, sandboxes[i]!));
    process.stderr.write(`round ${r + 1}/${runs}\n`);
  }
} finally {
  await browser.close();
  await Promise.all(sandboxes.map((s) => s.close()));
}
console.log(`${transition?.name ?? deepLink ?? (benchForm ? 'bench form' : 'first step')} at ${rate}x, ${runs} alternating rounds: ${transition ? 'URL change' : 'load'} -> usable (q1 / median / q3), CPU to ready median`);
dists.forEach((d, i) => {
  const ready = samples[i]!.map((s) => s.readyMs);
  const cpu = samples[i]!.map((s) => s.cpuMs);
  console.log(`${d}: ${quantile(ready, 0.25).toFixed(0)} / ${quantile(ready, 0.5).toFixed(0)} / ${quantile(ready, 0.75).toFixed(0)} ms; CPU ${quantile(cpu, 0.5).toFixed(0)} ms`);
});
