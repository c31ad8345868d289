import { chromium } from 'playwright-core';
import { writeFileSync } from 'node:fs';
import { startSandbox } from './support/sandbox';
import { borrowerWithApplication } from './support/sandbox-api';
import { CHROMIUM, E2E_CHROMIUM_ARGS } from './support/browser';
const sb = await startSandbox();
const browser = await chromium.launch({ executablePath: CHROMIUM, args: E2E_CHROMIUM_ARGS });
const which = process.argv[2] ?? 'reg';
for (let round = 0; round < 3; round++) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  let target = `${sb.url}/account/heloc/register-v2`;
  let ready = '#root_propertyAddress';
  if (which === 'app') {
    const { jwt, uuid } = await borrowerWithApplication(sb.url, 'prof' + round, { softCredit: false });
    await page.addInitScript(`localStorage.setItem('jwt', ${JSON.stringify(jwt)})`);
    target = `${sb.url}/account/heloc/${uuid}/start/profile`;
    ready = '[data-page-route="start/profile"] #page_firstName';
  }
  await cdp.send('Profiler.start');
  const t = performance.now();
  await page.goto(target);
  await page.locator(ready).waitFor({ timeout: 60000 });
  await page.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  console.log(which, round, Math.round(performance.now() - t), 'ms');
  writeFileSync(`/tmp/page-${which}-${round}.cpuprofile`, JSON.stringify(profile));
  await context.close();
}
await browser.close(); await sb.close();
