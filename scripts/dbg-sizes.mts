import { gzipSync } from 'node:zlib';
import { startSandbox } from '../e2e/support/sandbox';
import { launchBench } from './bench/browser';
for (const dist of process.argv.slice(2)) {
  const sb = await startSandbox({ staticDir: dist });
  const browser = await launchBench();
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  const sizes = new Map<string, Promise<number>>();
  page.on('response', (r) => { if (r.request().resourceType() === 'script' && !sizes.has(r.url())) sizes.set(r.url(), r.body().then((b) => gzipSync(b, { level: 9 }).length)); });
  await page.goto(sb.url + '/account/heloc/register-v2');
  await page.locator('#root_propertyAddress').waitFor();
  await page.waitForLoadState('networkidle');
  let t = 0;
  for (const [u, p] of sizes) { const n = await p; t += n; console.log(String(n).padStart(7), u.replace(/^.*\/assets\//, '')); }
  console.log(dist, t);
  await browser.close(); await sb.close();
}
