// CPU profile of typing on the peers bench's form (/account/heloc/bench, page 2's first name, as
// the peer harness types): 30 keys 120 ms apart, then the functions by self or inclusive time
// (read on an unminified build: `npx vite build --outDir /tmp/x --minify false`, then --dist).
//   node --import tsx scripts/bench/profile-keys.ts [rate] [--dist DIR] [--inclusive [--under FN]] [--top N]
import { coldLoadArgs, coldPage, sandboxFor, topLines } from './cold-load';
import { launchBench } from './browser';
import { addTimes, type CpuProfile } from './cpu-profile';

const inclusive = process.argv.includes('--inclusive');
const underAt = process.argv.indexOf('--under');
const under = underAt > 0 ? process.argv[underAt + 1] : undefined;
const topAt = process.argv.indexOf('--top');
const top = topAt > 0 ? Number(process.argv[topAt + 1]) : 40;
const args = { ...coldLoadArgs(), benchForm: true };
const sandbox = await sandboxFor(args);
const browser = await launchBench();
try {
  const { ctx, page, cdp, url } = await coldPage(browser, sandbox, args);
  await page.goto(url);
  await page.selectOption('#root_employmentType', { label: 'Employed full-time' });
  await page.fill('#root_income', '50000');
  await page.click('button[type=submit]');
  await page.locator('#root_firstName').waitFor();
  await page.click('#root_firstName');
  await page.waitForTimeout(1000);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const word = 'Alexandrina'.repeat(3).slice(0, 30);
  for (const ch of word) {
    await page.keyboard.type(ch);
    await page.waitForTimeout(120);
  }
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
  const all = addTimes(new Map(), profile, { inclusive: true, under: undefined });
  const total = [...all.entries()].filter(([k]) => k.startsWith('(root)')).reduce((s, [, v]) => s + v, 0);
  console.log(`30 keys; profiled ${total.toFixed(0)} ms`);
  console.log(topLines(addTimes(new Map(), profile, { inclusive, under }), top));
  await ctx.close();
} finally {
  await browser.close();
  await sandbox.close();
}
