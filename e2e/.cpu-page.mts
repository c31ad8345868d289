import { chromium } from 'playwright-core';
import { readFileSync, readdirSync } from 'node:fs';
import { startSandbox } from './support/sandbox';
import { borrowerWithApplication } from './support/sandbox-api';
import { CHROMIUM, E2E_CHROMIUM_ARGS } from './support/browser';
const HZ = 100;
function chromeCpu(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (!cmd.includes('chromium')) continue;
      const type = /--type=([a-z-]+)/.exec(cmd)?.[1] ?? 'browser';
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      out[type] = (out[type] ?? 0) + (Number(f[11]) + Number(f[12])) / HZ;
    } catch {}
  }
  return out;
}
const selfCpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; };
const sb = await startSandbox();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: E2E_CHROMIUM_ARGS });
const which = process.argv[2] ?? 'reg';
for (let round = 0; round < 4; round++) {
  let target = `${sb.url}/account/heloc/register-v2`;
  let ready = '#root_propertyAddress';
  let jwt = '';
  if (which === 'app') {
    const b = await borrowerWithApplication(sb.url, 'prof' + round, { softCredit: false });
    jwt = b.jwt;
    target = `${sb.url}/account/heloc/${b.uuid}/start/profile`;
    ready = '[data-page-route="start/profile"] #page_firstName';
  }
  const c0 = chromeCpu(); const n0 = selfCpu(); const t = performance.now();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  if (jwt) await page.addInitScript(`localStorage.setItem('jwt', ${JSON.stringify(jwt)})`);
  const c1 = chromeCpu();
  await page.goto(target);
  await page.locator(ready).waitFor({ timeout: 60000 });
  await page.waitForTimeout(1000);
  const c2 = chromeCpu();
  await context.close();
  const c3 = chromeCpu(); const n3 = selfCpu();
  const d = (a: Record<string, number>, b: Record<string, number>) => Object.fromEntries(Object.keys({ ...a, ...b }).map((k) => [k, +((b[k] ?? 0) - (a[k] ?? 0)).toFixed(2)]));
  console.log(which, round, Math.round(performance.now() - t), 'ms', 'newctx', JSON.stringify(d(c0, c1)), 'load', JSON.stringify(d(c1, c2)), 'close', JSON.stringify(d(c2, c3)), 'node', (n3 - n0).toFixed(2));
}
await browser.close(); await sb.close();
