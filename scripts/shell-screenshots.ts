// Screenshots of the application page shell under two brands for README: `npm run build` first,
// then `node --import tsx scripts/shell-screenshots.ts [out-dir]`. Registers a fresh applicant
// per brand in the in-memory sandbox and shoots the landed application page at 1280 and 390 px.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { launch } from '../e2e/support/browser';
import { accountSteps, acceptLocation, landedApplication, middleSteps, propertyStep } from '../e2e/support/registration';
import { startSandbox } from '../e2e/support/sandbox';

const [outDir = 'docs/screenshots'] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const sandbox = await startSandbox();
try {
  for (const org of ['HOMELINE', 'LAKESHORE']) {
    for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
      const browser = await launch(viewport);
      try {
        const page = await browser.context.newPage();
        await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${org}`);
        await propertyStep(page);
        // LAKESHORE asks the birthdate before the legal name (its brand override of registration-v2).
        await middleSteps(page, { birthdateFirst: org === 'LAKESHORE' });
        await accountSteps(page);
        await acceptLocation(page);
        await landedApplication(page);
        // The loader overlay shows at least 1 s and hides 300 ms after (seed 001 §9).
        await page.getByTestId('loader-overlay').waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
        await page.waitForTimeout(300);
        const file = join(outDir, `application-shell-${org}-${viewport.width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      } finally {
        await browser.close();
      }
    }
  }
} finally {
  await sandbox.close();
}
