// First-step performance bench: `npm run build` first (this script builds nothing), then
// `npm run bench` (= node --import tsx scripts/bench.ts [options]).
//
// Starts the in-memory sandbox (e2e/support/sandbox.ts) serving dist/ under the strict CSP and
// measures the first registration step (/account/heloc/register-v2) in Debian Chromium, phone
// viewport 412x915, at 1x and 4x CPU throttling (CDP Emulation.setCPUThrottlingRate):
// - JS and CSS bytes of a cold load (response bodies, raw and gzip -9), everything the page
//   fetched until the network is idle after the first field is usable;
// - load -> first usable field: navigation start -> first frame after the address input is visible
//   and enabled (median of N cold loads, each in a new browser context, after one warm-up load);
// - per-keystroke latency typing into the address input: keydown.timeStamp -> first task after the
//   next frame following 'input' (median, p95 over >= 40 keys);
// - Next -> errors: click Continue on the untouched step -> first frame after the error summary and
//   both inline messages have text (median of N, each after a fresh load).
// Application pages (issue 9 part 9), for a borrower and application made through the sandbox API:
// - deep link -> first usable field of /account/heloc/{uuid}/start/profile (an application created
//   without the SOFT_CREDIT consent waits in PROFILE_INCOMPLETE), cold loads as above;
// - page to page after Continue: start/hmda -> document/disclosures and start/profile -> product/select,
//   from the URL change to the next page's first control usable (the server's wait before the
//   change is not counted);
// - whose JS each load fetched: every built chunk is labelled by page group (flows/pages/<group>),
//   registration or the application shell (scripts/bench/app-pages.ts), so the report says
//   whether a group's JS comes with its pages and never with the registration first step.
// Like the peer harness (/work/shared/bench/peers), it waits for a quiet machine before every sample
// and redoes a load or click sample that saw other processes use more than --retry-cores.
// Writes bench/results/<name>.json and .md and prints a table with pass/fail per target.
// Not part of `npm test`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { startSandbox } from '../e2e/support/sandbox';
import { borrowerWithApplication, chunkOwners, ownersOf } from './bench/app-pages';
import { CHROMIUM, launchBench } from './bench/browser';
import { CpuMonitor } from './bench/cpu-monitor';
import type { BenchClick, BenchRoute } from './bench/instrument';
import { instrumentedPage, submitOf, VIEWPORT } from './bench/move';
import { DEEP_LINK, TRANSITIONS, type Transition } from './bench/transitions';

// ---------------------------------------------------------------- options
interface Options {
  runs: number;
  keys: number;
  throttle: number[];
  interKeyMs: number;
  quietCores: number;
  quietMaxWaitMs: number;
  retryCores: number;
  retries: number;
  out: string;
  name: string;
  path: string;
  /** Build to serve (default dist/), e.g. an older build to compare against. */
  dist: string;
}

function parseOptions(argv: string[]): Options {
  const env = process.env;
  const o: Options = {
    runs: Number(env['BENCH_RUNS'] ?? 7),
    keys: Number(env['BENCH_KEYS'] ?? 50),
    throttle: (env['BENCH_THROTTLE'] ?? '1,4').split(',').map(Number),
    interKeyMs: 120,
    quietCores: Number(env['BENCH_QUIET_CORES'] ?? 0.3),
    quietMaxWaitMs: Number(env['BENCH_QUIET_MAX_WAIT_MS'] ?? 10000),
    retryCores: Number(env['BENCH_RETRY_CORES'] ?? 0.5),
    retries: Number(env['BENCH_RETRIES'] ?? 2),
    out: env['BENCH_OUT'] ?? 'bench/results',
    name: env['BENCH_NAME'] ?? 'latest',
    path: '/account/heloc/register-v2',
    dist: env['BENCH_DIST'] ?? 'dist',
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const val = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    if (a === '--runs') o.runs = Number(val());
    else if (a === '--keys') o.keys = Number(val());
    else if (a === '--throttle') o.throttle = val().split(',').map(Number);
    else if (a === '--quiet-cores') o.quietCores = Number(val());
    else if (a === '--quiet-max-wait-ms') o.quietMaxWaitMs = Number(val());
    else if (a === '--retry-cores') o.retryCores = Number(val());
    else if (a === '--retries') o.retries = Number(val());
    else if (a === '--out') o.out = val();
    else if (a === '--name') o.name = val();
    else if (a === '--dist') o.dist = val();
    else if (a === '--help' || a === '-h') {
      console.log('npm run bench -- [--runs 7] [--keys 50] [--throttle 1,4] [--out bench/results] [--name latest] [--dist dist] [--quiet-cores 0.3] [--retry-cores 0.5] [--retries 2]');
      process.exit(0);
    } else throw new Error(`unknown option ${a}`);
  }
  return o;
}

// ---------------------------------------------------------------- the step under test
const READY = '#root_propertyAddress';
const TYPE_INTO = '#root_propertyAddress';
const CONTINUE = 'button[type=submit]';
/** Elements that must have text after Continue on the empty step (summary + both inline messages). */
const ERROR_ELEMENTS = ['#root__error-summary', '#root_propertyAddress__error', '#root_occupancyType__error'];
const TYPING_WORDS = ['Jacqueline', 'Maximilian', 'Evangeline', 'Christophe', 'Alexandria', 'Bartholome', 'Gwendolyne', 'Montgomery'];

/** The issues' targets (KB = 1000 bytes, as vite prints them); issue 9 part 9 holds the first step to 190 KB and 900 ms. */
const TARGETS = {
  jsGzipBytes: 190_000,
  loadMs4x: 900,
  keyP95Ms4x: 40,
  nextToErrorsMs4x: 60,
  deepLinkMs4x: 1200,
  pageToPageMs4x: 300,
};

// ---------------------------------------------------------------- application pages under test
// ---------------------------------------------------------------- helpers
const median = (xs: number[]): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
const quantile = (xs: number[], p: number): number | null => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
};
const r1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const summary = (xs: number[]) => ({ n: xs.length, median: r1(median(xs)), p95: r1(quantile(xs, 0.95)), min: r1(xs.length ? Math.min(...xs) : null), max: r1(xs.length ? Math.max(...xs) : null) });
const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

interface Session {
  ctx: BrowserContext;
  page: Page;
  cdp: CDPSession;
  errors: string[];
  assets: { url: string; type: string; raw: number; gzip: number }[];
  pending: Promise<void>[];
}

async function newSession(browser: Browser, rate: number, ready = READY, jwt?: string): Promise<Session> {
  const { ctx, page, cdp } = await instrumentedPage(browser, rate, ready, jwt);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  const s: Session = { ctx, page, cdp, errors, assets: [], pending: [] };
  page.on('response', (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    s.pending.push(
      res
        .body()
        .then((b) => void s.assets.push({ url: new URL(res.url()).pathname, type, raw: b.length, gzip: gzipSync(b, { level: 9 }).length }))
        .catch(() => undefined),
    );
  });
  return s;
}

async function waitReady(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(() => window.__bench.readyPaintAt !== null, undefined, { timeout: timeoutMs, polling: 50 });
}

/** Waits for two frames and then `ms`, so trailing work of the previous action is done. */
async function settle(page: Page, ms: number): Promise<void> {
  await page.evaluate(() => new Promise<void>((ok) => requestAnimationFrame(() => requestAnimationFrame(() => ok()))));
  if (ms > 0) await page.waitForTimeout(ms);
}

// ---------------------------------------------------------------- main
const opt = parseOptions(process.argv.slice(2));
if (!existsSync(join(opt.dist, 'index.html'))) {
  console.error(`${opt.dist}/index.html is missing: run \`npm run build\` first (npm run bench builds nothing).`);
  process.exit(1);
}

const mon = new CpuMonitor().start();
const monT0 = Date.now();
const gates = { waits: 0, waitedMs: 0, notQuiet: 0 };
const retried = { load: 0, next: 0, words: 0 };
async function quiet(): Promise<void> {
  const r = await mon.waitQuiet({ threshold: opt.quietCores, maxWaitMs: opt.quietMaxWaitMs });
  gates.waits++;
  gates.waitedMs += r.waitedMs;
  if (r.quiet === false) gates.notQuiet++;
}

// The in-memory sandbox, with the build to serve.
const sandbox = await startSandbox({ staticDir: resolve(opt.dist) });
const browser = await launchBench();
const base = sandbox.url + opt.path;
console.log(`bench: ${base} (Chromium ${browser.version()}), ${opt.runs} runs, ${opt.keys} keys, throttle ${opt.throttle.join('/')}`);

interface LoadSample {
  readyMs: number;
  fcpMs: number | null;
  cpuToReadyMs: number;
  longtasks: number;
  calibrationMs: number;
  foreignCores: number | null;
  assets: Session['assets'];
  errors: string[];
}

interface LoadTarget {
  url: string;
  ready: string;
  jwt?: string;
}

async function coldLoad(rate: number, target: LoadTarget = { url: base, ready: READY }): Promise<LoadSample> {
  await quiet();
  const s = await newSession(browser, rate, target.ready, target.jwt);
  try {
    const t0 = Date.now();
    await s.page.goto(target.url, { waitUntil: 'commit', timeout: 60000 * rate });
    await waitReady(s.page, 60000 * rate);
    const foreign = mon.foreignBetween(t0, Date.now());
    const cpu = (await s.cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
    // everything the step fetches without interaction (lazy chunks, step validator, flow JSON)
    await s.page.waitForLoadState('networkidle', { timeout: 30000 * rate }).catch(() => undefined);
    await Promise.all(s.pending);
    const d = await s.page.evaluate(() => ({
      ready: window.__bench.readyPaintAt!,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      longtasks: window.__bench.longtasks.filter((l) => l.start <= window.__bench.readyPaintAt!).length,
      calibration: window.__bench.calibrate(),
    }));
    return {
      readyMs: d.ready,
      fcpMs: d.fcp,
      cpuToReadyMs: cpu * 1000,
      longtasks: d.longtasks,
      calibrationMs: d.calibration,
      foreignCores: foreign,
      assets: [...s.assets].sort((a, b) => b.gzip - a.gzip),
      errors: s.errors,
    };
  } finally {
    await s.ctx.close();
  }
}

async function nextToErrors(rate: number): Promise<{ paintMs: number; domMs: number; foreignCores: number | null; pre: boolean; timedOut: boolean }> {
  const s = await newSession(browser, rate);
  try {
    await s.page.goto(base, { waitUntil: 'commit', timeout: 60000 * rate });
    await waitReady(s.page, 60000 * rate);
    await s.page.waitForLoadState('networkidle', { timeout: 30000 * rate }).catch(() => undefined);
    await settle(s.page, 300);
    await quiet();
    const pre = await s.page.evaluate((sel) => window.__bench.armClick(sel), ERROR_ELEMENTS);
    const t0 = Date.now();
    await s.page.click(CONTINUE);
    const rec: BenchClick = await s.page.evaluate(() => window.__bench.clickResult!);
    return { paintMs: rec.paint! - rec.t0!, domMs: rec.dom! - rec.t0!, foreignCores: mon.foreignBetween(t0, Date.now()), pre, timedOut: rec.timedOut };
  } finally {
    await s.ctx.close();
  }
}

async function typing(rate: number) {
  const s = await newSession(browser, rate);
  const nWords = Math.max(1, Math.round(opt.keys / 10));
  const words = Array.from({ length: nWords }, (_, i) => TYPING_WORDS[i % TYPING_WORDS.length]!);
  const foreign: (number | null)[] = [];
  const windows: [number, number][] = [];
  let taskMs = 0;
  let wordRedos = 0;
  try {
    await s.page.goto(base, { waitUntil: 'commit', timeout: 60000 * rate });
    await waitReady(s.page, 60000 * rate);
    await s.page.waitForLoadState('networkidle', { timeout: 30000 * rate }).catch(() => undefined);
    await settle(s.page, 500);
    for (let wi = 0; wi < words.length; wi++) {
      const w = words[wi]!;
      await s.page.click(TYPE_INTO);
      await s.page.keyboard.press('Control+A');
      await s.page.keyboard.press('Backspace');
      // the typeahead searches 250 ms after typing stops: let that search and its listbox land
      await settle(s.page, 600);
      await quiet();
      const tw = Date.now();
      const keysBefore = await s.page.evaluate(() => window.__bench.keys.length);
      const before = (await s.cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
      const start = await s.page.evaluate(() => ((window.__bench.armedKeys = true), performance.now()));
      for (const ch of w) {
        const t = Date.now();
        await s.page.keyboard.type(ch);
        await s.page.evaluate(() => window.__bench.keysIdle());
        const rest = opt.interKeyMs - (Date.now() - t);
        if (rest > 0) await s.page.waitForTimeout(rest);
      }
      await s.page.waitForTimeout(opt.interKeyMs);
      const end = await s.page.evaluate(() => ((window.__bench.armedKeys = false), performance.now()));
      const after = (await s.cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
      const f = mon.foreignBetween(tw, Date.now());
      // a word typed while other processes used more than --retry-cores is typed again (its keys dropped)
      if ((f ?? 0) > opt.retryCores && wordRedos < opt.retries * words.length) {
        wordRedos++;
        retried.words++;
        await s.page.evaluate((n) => void window.__bench.keys.splice(n), keysBefore);
        wi--;
        await settle(s.page, 600);
        continue;
      }
      taskMs += (after - before) * 1000;
      windows.push([start, end]);
      foreign.push(f);
      await settle(s.page, 600);
    }
    const value = await s.page.inputValue(TYPE_INTO).catch(() => null);
    const d = await s.page.evaluate((wins) => {
      const B = window.__bench;
      const inWin = (t: number) => wins.some(([a, b]) => t >= a && t <= b);
      return {
        keys: B.keys.map((k) => ({ lat: k.paint! - k.t0, proc: k.input === null ? null : k.input - k.t0 })),
        longtasks: B.longtasks.filter((l) => inWin(l.start)).length,
      };
    }, windows);
    const lat = d.keys.map((k) => k.lat);
    return {
      field: TYPE_INTO,
      latency: summary(lat),
      handling: summary(d.keys.map((k) => k.proc).filter((x): x is number => x !== null)),
      keysWithoutInput: d.keys.filter((k) => k.proc === null).length,
      longtasks: d.longtasks,
      cpuMsPerKey: r1(taskMs / Math.max(1, lat.length)),
      foreignCores: foreign.map((x) => (x === null ? null : Math.round(x * 100) / 100)),
      finalValueOk: value === words[words.length - 1],
      pageErrors: s.errors,
    };
  } finally {
    await s.ctx.close();
  }
}

interface RouteSample {
  ms: number | null;
  timedOut: boolean;
  foreignCores: number | null;
  /** Scripts fetched between Continue and the next page usable. */
  assets: string[];
  errors: string[];
}

/** Continue on `t.from` (filled) -> the next page usable, from the URL change to `t.to`. */
async function pageToPage(rate: number, t: Transition): Promise<RouteSample> {
  const b = await borrowerWithApplication(sandbox.url, t.setup);
  const s = await newSession(browser, rate, t.fromReady, b.jwt);
  try {
    await s.page.goto(`${sandbox.url}/account/heloc/${b.uuid}/${t.from}`, { waitUntil: 'commit', timeout: 60000 * rate });
    await waitReady(s.page, 60000 * rate);
    await s.page.waitForLoadState('networkidle', { timeout: 30000 * rate }).catch(() => undefined);
    await t.fill(s.page);
    await settle(s.page, 300);
    await Promise.all(s.pending);
    const before = new Set(s.assets.map((a) => a.url));
    await quiet();
    await s.page.evaluate(([to, sel]) => window.__bench.armRoute(to!, sel!), [t.to, t.toReady]);
    const t0 = Date.now();
    await s.page.click(submitOf(t));
    const rec: BenchRoute = await s.page.evaluate(() => window.__bench.routeResult!);
    await Promise.all(s.pending);
    return {
      ms: rec.paint !== null && rec.routeAt !== null ? rec.paint - rec.routeAt : null,
      timedOut: rec.timedOut,
      foreignCores: mon.foreignBetween(t0, Date.now()),
      assets: s.assets.map((a) => a.url).filter((u) => !before.has(u)),
      errors: s.errors,
    };
  } finally {
    await s.ctx.close();
  }
}

const owners = chunkOwners(opt.dist, process.cwd());
const results: Record<string, unknown> = {};
const groupJs: Record<string, string[]> = {};
let bytes: { js: { raw: number; gzip: number; files: number }; css: { raw: number; gzip: number; files: number }; assets: LoadSample['assets'] } | null = null;
try {
  for (const rate of opt.throttle) {
    console.log(`-- ${rate}x: warm-up + ${opt.runs} cold loads`);
    await coldLoad(rate); // warm-up (discarded): OS file cache, sandbox JIT, Chromium's first start
    const loads: LoadSample[] = [];
    for (let i = 0; i < opt.runs; i++) {
      let sample = await coldLoad(rate);
      for (let a = 0; a < opt.retries && (sample.foreignCores ?? 0) > opt.retryCores; a++) {
        retried.load++;
        sample = await coldLoad(rate);
      }
      loads.push(sample);
      process.stdout.write(`   load ${i + 1}: ${sample.readyMs.toFixed(0)} ms\n`);
    }
    if (!bytes) {
      const assets = loads[0]!.assets;
      const sum = (type: string) => {
        const a = assets.filter((x) => x.type === type);
        return { raw: a.reduce((n, x) => n + x.raw, 0), gzip: a.reduce((n, x) => n + x.gzip, 0), files: a.length };
      };
      bytes = { js: sum('script'), css: sum('stylesheet'), assets };
      const sizes = new Set(loads.map((l) => l.assets.reduce((n, x) => n + x.raw, 0)));
      if (sizes.size > 1) console.warn(`warning: loads fetched different byte totals: ${[...sizes].join(', ')}`);
    }
    console.log(`-- ${rate}x: ${opt.runs} x Next -> errors`);
    const clicks = [];
    for (let i = 0; i < opt.runs; i++) {
      let c = await nextToErrors(rate);
      for (let a = 0; a < opt.retries && (c.foreignCores ?? 0) > opt.retryCores; a++) {
        retried.next++;
        c = await nextToErrors(rate);
      }
      clicks.push(c);
    }
    console.log(`-- ${rate}x: typing ${opt.keys} keys`);
    const keys = await typing(rate);
    if (!groupJs['registration first step']) groupJs['registration first step'] = ownersOf(loads[0]!.assets.filter((a) => a.type === 'script').map((a) => a.url), owners);

    console.log(`-- ${rate}x: deep link to ${DEEP_LINK.route}: warm-up + ${opt.runs} cold loads`);
    const deep = await borrowerWithApplication(sandbox.url, { softCredit: false });
    const deepTarget: LoadTarget = { url: `${sandbox.url}/account/heloc/${deep.uuid}/${DEEP_LINK.route}`, ready: DEEP_LINK.ready, jwt: deep.jwt };
    await coldLoad(rate, deepTarget);
    const deepLoads: LoadSample[] = [];
    for (let i = 0; i < opt.runs; i++) {
      let sample = await coldLoad(rate, deepTarget);
      for (let a = 0; a < opt.retries && (sample.foreignCores ?? 0) > opt.retryCores; a++) {
        retried.load++;
        sample = await coldLoad(rate, deepTarget);
      }
      deepLoads.push(sample);
      process.stdout.write(`   deep link ${i + 1}: ${sample.readyMs.toFixed(0)} ms\n`);
    }
    const deepScripts = deepLoads[0]!.assets.filter((a) => a.type === 'script');
    if (!groupJs[`deep link ${DEEP_LINK.route}`]) groupJs[`deep link ${DEEP_LINK.route}`] = ownersOf(deepScripts.map((a) => a.url), owners);

    const routes: Record<string, unknown> = {};
    for (const t of TRANSITIONS) {
      console.log(`-- ${rate}x: ${opt.runs} x ${t.name}`);
      const samples: RouteSample[] = [];
      for (let i = 0; i < opt.runs; i++) {
        let r = await pageToPage(rate, t);
        for (let a = 0; a < opt.retries && (r.foreignCores ?? 0) > opt.retryCores; a++) {
          retried.next++;
          r = await pageToPage(rate, t);
        }
        samples.push(r);
        process.stdout.write(`   ${t.name} ${i + 1}: ${r.ms === null ? 'timed out' : `${r.ms.toFixed(0)} ms`}\n`);
      }
      const ms = samples.flatMap((x) => (x.ms === null ? [] : [x.ms]));
      routes[t.name] = {
        ms: summary(ms),
        samples: samples.map((x) => r1(x.ms)),
        timedOut: samples.filter((x) => x.timedOut).length,
        foreignCores: samples.map((x) => (x.foreignCores === null ? null : Math.round(x.foreignCores * 100) / 100)),
        pageErrors: [...new Set(samples.flatMap((x) => x.errors))],
      };
      if (!groupJs[`after Continue: ${t.name}`]) groupJs[`after Continue: ${t.name}`] = ownersOf(samples[0]!.assets, owners);
    }
    results[`${rate}x`] = {
      load: {
        readyMs: summary(loads.map((l) => l.readyMs)),
        samples: loads.map((l) => r1(l.readyMs)),
        fcpMs: r1(median(loads.map((l) => l.fcpMs ?? NaN).filter((x) => !Number.isNaN(x)))),
        cpuToReadyMs: r1(median(loads.map((l) => l.cpuToReadyMs))),
        longtasksMedian: median(loads.map((l) => l.longtasks)),
        calibrationMs: r1(median(loads.map((l) => l.calibrationMs))),
        foreignCores: loads.map((l) => (l.foreignCores === null ? null : Math.round(l.foreignCores * 100) / 100)),
        pageErrors: [...new Set(loads.flatMap((l) => l.errors))],
      },
      nextToErrors: {
        paintMs: summary(clicks.map((c) => c.paintMs)),
        domMs: summary(clicks.map((c) => c.domMs)),
        samples: clicks.map((c) => r1(c.paintMs)),
        errorsBeforeClick: clicks.some((c) => c.pre),
        timedOut: clicks.filter((c) => c.timedOut).length,
        foreignCores: clicks.map((c) => (c.foreignCores === null ? null : Math.round(c.foreignCores * 100) / 100)),
      },
      typing: keys,
      deepLink: {
        route: DEEP_LINK.route,
        readyMs: summary(deepLoads.map((l) => l.readyMs)),
        samples: deepLoads.map((l) => r1(l.readyMs)),
        fcpMs: r1(median(deepLoads.map((l) => l.fcpMs ?? NaN).filter((x) => !Number.isNaN(x)))),
        cpuToReadyMs: r1(median(deepLoads.map((l) => l.cpuToReadyMs))),
        js: { gzip: deepScripts.reduce((n, a) => n + a.gzip, 0), files: deepScripts.length },
        foreignCores: deepLoads.map((l) => (l.foreignCores === null ? null : Math.round(l.foreignCores * 100) / 100)),
        pageErrors: [...new Set(deepLoads.flatMap((l) => l.errors))],
      },
      pageToPage: routes,
    };
  }
} finally {
  await browser.close();
  await sandbox.close();
  mon.stop();
}

// ---------------------------------------------------------------- report
type Cell = {
  load: { readyMs: { median: number } };
  nextToErrors: { paintMs: { median: number } };
  typing: { latency: { median: number; p95: number } };
  deepLink: { readyMs: { median: number | null } };
  pageToPage: Record<string, { ms: { median: number | null }; timedOut: number }>;
};
const at = (rate: string) => results[rate] as Cell | undefined;
const x4 = at('4x');
const checks = [
  { target: 'JS gzip -9, first step', limit: `<= ${TARGETS.jsGzipBytes / 1000} KB`, value: bytes ? bytes.js.gzip / 1000 : null, unit: 'KB', ok: bytes ? bytes.js.gzip <= TARGETS.jsGzipBytes : null },
  { target: 'load -> first usable field, 4x', limit: `<= ${TARGETS.loadMs4x} ms`, value: x4?.load.readyMs.median ?? null, unit: 'ms', ok: x4 ? x4.load.readyMs.median <= TARGETS.loadMs4x : null },
  { target: 'keystroke p95, 4x', limit: `<= ${TARGETS.keyP95Ms4x} ms`, value: x4?.typing.latency.p95 ?? null, unit: 'ms', ok: x4 ? x4.typing.latency.p95 <= TARGETS.keyP95Ms4x : null },
  { target: 'Next -> errors, 4x', limit: `<= ${TARGETS.nextToErrorsMs4x} ms`, value: x4?.nextToErrors.paintMs.median ?? null, unit: 'ms', ok: x4 ? x4.nextToErrors.paintMs.median <= TARGETS.nextToErrorsMs4x : null },
  {
    target: `deep link ${DEEP_LINK.route} -> first usable field, 4x`,
    limit: `<= ${TARGETS.deepLinkMs4x} ms`,
    value: x4?.deepLink.readyMs.median ?? null,
    unit: 'ms',
    ok: x4 && x4.deepLink.readyMs.median !== null ? x4.deepLink.readyMs.median <= TARGETS.deepLinkMs4x : null,
  },
  ...TRANSITIONS.map((t) => {
    const r = x4?.pageToPage[t.name];
    return {
      target: `${t.name} (URL change -> next page usable), 4x`,
      limit: `<= ${TARGETS.pageToPageMs4x} ms`,
      value: r?.ms.median ?? null,
      unit: 'ms',
      ok: r && r.ms.median !== null ? r.ms.median <= TARGETS.pageToPageMs4x && r.timedOut === 0 : null,
    };
  }),
  // Each page group's JS comes with its pages: none with registration; the deep link fetches its own group only.
  (() => {
    const got = groupJs['registration first step'] ?? [];
    const foreign = got.filter((o) => o.startsWith('group:') || o === 'application-shell');
    return { target: 'registration first step fetches no application page JS', limit: 'none', value: foreign.length, unit: 'chunks', ok: groupJs['registration first step'] ? foreign.length === 0 : null };
  })(),
  (() => {
    const got = groupJs[`deep link ${DEEP_LINK.route}`];
    const groups = (got ?? []).filter((o) => o.startsWith('group:'));
    const own = `group:${DEEP_LINK.route.split('/')[0]}`;
    return { target: `deep link ${DEEP_LINK.route} fetches only its group's page JS`, limit: own, value: groups.length, unit: 'groups', ok: got ? groups.length === 1 && groups[0] === own && !got.includes('registration') : null };
  })(),
];

const contention = { ...mon.summary(monT0), quietGate: { thresholdCores: opt.quietCores, ...gates }, redone: { overCores: opt.retryCores, ...retried } };
const kb = (n: number) => (n / 1000).toFixed(1);
const fmt = (v: number | null | undefined) => (v === null || v === undefined ? '–' : String(v));
const json = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, loadavg: os.loadavg(), node: process.version, chromium: CHROMIUM },
  options: opt,
  viewport: VIEWPORT,
  page: opt.path,
  targets: TARGETS,
  bytes,
  results,
  groupJs,
  checks,
  contention,
};
mkdirSync(opt.out, { recursive: true });
writeFileSync(join(opt.out, `${opt.name}.json`), JSON.stringify(json, null, 2) + '\n');

const lines: string[] = [];
lines.push(`# First registration step and application pages: bench ${json.date}`);
lines.push('');
lines.push(`\`npm run bench\` on ${json.machine.cpus} cores (${json.machine.model}), Node ${process.version}, Chromium ${CHROMIUM}, viewport ${VIEWPORT.width}x${VIEWPORT.height}, page ${opt.path} of \`${opt.dist}\`, strict CSP (sandbox). KB = 1000 bytes.`);
lines.push('');
lines.push('| target | limit | measured | pass |');
lines.push('|---|---|---:|:---:|');
for (const c of checks) lines.push(`| ${c.target} | ${c.limit} | ${c.value === null ? '–' : `${c.unit === 'KB' ? c.value.toFixed(1) : c.value} ${c.unit}`} | ${c.ok === null ? '–' : c.ok ? 'pass' : 'FAIL'} |`);
lines.push('');
lines.push('Whose JS each load fetched (chunks labelled by page group `group:<id>`, `registration` step forms, the `application-shell` page mount; shared code unlabelled):');
lines.push('');
lines.push('| load | owners of the scripts fetched |');
lines.push('|---|---|');
for (const [load, list] of Object.entries(groupJs)) lines.push(`| ${load} | ${list.length ? list.join(', ') : '(shared code only)'} |`);
lines.push('');
lines.push('| CPU | deep link start/profile -> usable (median) | min–max | FCP | CPU to ready | JS gzip | ' + TRANSITIONS.map((t) => `${t.name} median | p95`).join(' | ') + ' |');
lines.push('|---|---:|---:|---:|---:|---:|' + TRANSITIONS.map(() => '---:|---:|').join(''));
for (const rate of opt.throttle) {
  const r = results[`${rate}x`] as {
    deepLink: { readyMs: ReturnType<typeof summary>; fcpMs: number | null; cpuToReadyMs: number | null; js: { gzip: number } };
    pageToPage: Record<string, { ms: ReturnType<typeof summary>; timedOut: number }>;
  };
  const cells = TRANSITIONS.map((t) => {
    const x = r.pageToPage[t.name];
    return `${fmt(x?.ms.median)}${x && x.timedOut ? ` (${x.timedOut} timed out)` : ''} | ${fmt(x?.ms.p95)}`;
  });
  lines.push(`| ${rate}x | ${fmt(r.deepLink.readyMs.median)} | ${fmt(r.deepLink.readyMs.min)}–${fmt(r.deepLink.readyMs.max)} | ${fmt(r.deepLink.fcpMs)} | ${fmt(r.deepLink.cpuToReadyMs)} | ${kb(r.deepLink.js.gzip)} KB | ${cells.join(' | ')} |`);
}
lines.push('');
lines.push(`Application pages: a borrower and application made through the sandbox API for each sample (signed in by the session token). Deep link: cold loads of /account/heloc/{uuid}/${DEEP_LINK.route} (created without the SOFT_CREDIT consent: PROFILE_INCOMPLETE) to \`${DEEP_LINK.ready}\` usable. Page to page: the page filled, Continue, then from the URL change to the next page until its first control is usable; the save and the server's wait before the change are not counted.`);
lines.push('');
if (bytes) {
  lines.push(`Bytes of a cold load: JS ${kb(bytes.js.raw)} KB raw / **${kb(bytes.js.gzip)} KB gzip -9** in ${bytes.js.files} files; CSS ${kb(bytes.css.raw)} KB raw / ${kb(bytes.css.gzip)} KB gzip in ${bytes.css.files} files (Chakra's styles are injected at run time by emotion, not fetched).`);
  lines.push('');
  lines.push('| file | raw | gzip -9 |');
  lines.push('|---|---:|---:|');
  for (const a of bytes.assets) lines.push(`| ${a.url} | ${kb(a.raw)} | ${kb(a.gzip)} |`);
  lines.push('');
}
lines.push('| CPU | load -> usable (median) | min–max | FCP | main-thread CPU to ready | key median | key p95 | key handling median | CPU/key | Next -> errors (median) | p95 | calibration loop |');
lines.push('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const rate of opt.throttle) {
  const r = results[`${rate}x`] as {
    load: { readyMs: ReturnType<typeof summary>; fcpMs: number | null; cpuToReadyMs: number | null; calibrationMs: number | null };
    nextToErrors: { paintMs: ReturnType<typeof summary> };
    typing: { latency: ReturnType<typeof summary>; handling: ReturnType<typeof summary>; cpuMsPerKey: number | null };
  };
  lines.push(
    `| ${rate}x | ${fmt(r.load.readyMs.median)} | ${fmt(r.load.readyMs.min)}–${fmt(r.load.readyMs.max)} | ${fmt(r.load.fcpMs)} | ${fmt(r.load.cpuToReadyMs)} | ${fmt(r.typing.latency.median)} | ${fmt(r.typing.latency.p95)} | ${fmt(r.typing.handling.median)} | ${fmt(r.typing.cpuMsPerKey)} | ${fmt(r.nextToErrors.paintMs.median)} | ${fmt(r.nextToErrors.paintMs.p95)} | ${fmt(r.load.calibrationMs)} |`,
  );
}
lines.push('');
lines.push(`Times in ms. Typing: ${opt.keys} keys into \`${TYPE_INTO}\` (the address typeahead), ${Math.round(opt.keys / 10)} words of 10 letters, >= ${opt.interKeyMs} ms apart; the field is cleared and the typeahead's search is left to finish between words. Next -> errors: until ${ERROR_ELEMENTS.map((s) => `\`${s}\``).join(', ')} have text.`);
lines.push('');
lines.push(`Machine noise: other processes used a median of ${fmt(contention.foreignCoresMedian)} cores (p90 ${fmt(contention.foreignCoresP90)}) during the run; quiet gate waited ${Math.round(gates.waitedMs / 1000)} s over ${gates.waits} samples (${gates.notQuiet} never quiet); ${retried.load} load, ${retried.next} click and ${retried.words} typed-word samples redone (> ${opt.retryCores} cores of other load).`);
writeFileSync(join(opt.out, `${opt.name}.md`), lines.join('\n') + '\n');

console.log('');
console.table(checks.map((c) => ({ target: c.target, limit: c.limit, measured: c.value === null ? '–' : `${c.unit === 'KB' ? c.value.toFixed(1) : c.value} ${c.unit}`, result: c.ok === null ? '–' : c.ok ? 'pass' : 'FAIL' })));
console.log(lines.filter((l) => l.startsWith('| 1x') || l.startsWith('| 4x') || l.startsWith('| CPU')).join('\n'));
console.log(`\nwrote ${join(opt.out, `${opt.name}.json`)} and .md`);
