// Writes the set of CSS rules the app's run-time styling produces over a tour of page states,
// one rule per line, sorted and de-duplicated, so two builds can be compared with `diff`
// (used to check that trimming Chakra's base config changes no style):
//   node --import tsx scripts/bench/css-snapshot.ts <dist> <out.txt>
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { buildServer } from '../../src/server/app';
import { launchBench } from './browser';

const [dist = 'dist', out = 'css-snapshot.txt'] = process.argv.slice(2);
const app = await buildServer({ inMemory: true, logger: false, staticDir: resolve(dist) });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
const browser = await launchBench();
const rules = new Set<string>();
const errors: string[] = [];

async function collect(page: Page): Promise<void> {
  await page.waitForTimeout(300);
  const texts = await page.evaluate(() =>
    [...document.styleSheets].flatMap((sheet) => {
      try {
        return [...sheet.cssRules].map((r) => r.cssText);
      } catch {
        return [];
      }
    }),
  );
  for (const t of texts) rules.add(t);
}

try {
  for (const viewport of [{ width: 412, height: 915 }, { width: 1280, height: 900 }]) {
    const ctx = await browser.newContext({ viewport });
    const page = await ctx.newPage();
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${base}/account/heloc/register-v2`);
    await page.locator('#root_propertyAddress').waitFor();
    await collect(page);
    await page.click('button[type=submit]');
    await page.locator('#root__error-summary').waitFor();
    await collect(page);
    await page.fill('#root_propertyAddress', '1420 Maple');
    await page.waitForTimeout(800);
    await collect(page);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: /manually/i }).click();
    await collect(page);
    await page.click('#root_occupancyType-0', { force: true });
    await collect(page);
    await page.goto(`${base}/account/heloc/bench`);
    await page.locator('#root_employmentType').waitFor();
    await collect(page);
    await page.click('button[type=submit]');
    await page.locator('#root__error-summary').waitFor();
    await collect(page);
    await page.selectOption('#root_employmentType', { index: 3 });
    await page.fill('#root_income', '85000');
    await page.click('button[type=submit]');
    await page.locator('#root_firstName').waitFor();
    await collect(page);
    await page.click('button[type=submit]');
    await collect(page);
    for (const path of ['/auth/login', '/account/heloc/waitlist', '/account/heloc/register']) {
      await page.goto(`${base}${path}`);
      await page.waitForLoadState('networkidle');
      await collect(page);
    }
    await ctx.close();
  }
} finally {
  await browser.close();
  await app.close();
}
writeFileSync(out, [...rules].sort().join('\n') + '\n');
console.log(`${rules.size} rules -> ${out}${errors.length ? `; page errors: ${errors.join(' | ')}` : ''}`);
