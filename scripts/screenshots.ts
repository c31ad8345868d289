// Takes screenshots of pages for review and for README: `npm run build` first, then
// `node --import tsx scripts/screenshots.ts [out-dir] [path ...]`.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from '../e2e/support/browser';
import { startSandbox } from '../e2e/support/sandbox';

const [outDir = 'docs/screenshots', ...paths] = process.argv.slice(2);
const targets = paths.length > 0 ? paths : ['/account/heloc/register-v2'];
mkdirSync(outDir, { recursive: true });
const sandbox = await startSandbox();
try {
  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 900 }]) {
    const browser = await launch(viewport);
    try {
      const page = await browser.context.newPage();
      page.on('console', (m) => m.type() === 'error' && console.error(`console: ${m.text()}`));
      page.on('pageerror', (e) => console.error(`pageerror: ${e.message}`));
      for (const path of targets) {
        await page.goto(sandbox.url + path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(500);
        const name = `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}-${viewport.width}.png`;
        await page.screenshot({ path: join(outDir, name), fullPage: true });
        console.log(join(outDir, name));
      }
    } finally {
      await browser.close();
    }
  }
} finally {
  await sandbox.close();
}
