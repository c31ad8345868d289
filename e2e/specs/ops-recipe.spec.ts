// docs/definitions.md's recipe 'add a page by JSON alone' and 'Versions', done the way product
// ops would on a copy of the project: a new step schema, the review-app group's next version
// written as a patch that turns review-app/uw into a form, its wording as a message-bundle patch,
// a routing row in the machine's next version, and registration's next version (a patch over
// registration-v2@2 with a new step version and a new title). flows:check passes, the build
// ships every new version (dist/ holds them), and the browser walks the new page and sees the
// new registration title. No component or TypeScript file is touched.
import { readdirSync, readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { join } from 'node:path';
import { checkDefinitionsAt } from '../../src/engine/definitions-node';
import { expectNoAxeViolations } from '../support/axe';
import { assert, expect } from '../support/expect';
import { api, borrowerWithApplication } from '../support/sandbox-api';
import { startSandbox } from '../support/sandbox';
import { propertyStep, submit } from '../support/registration';
import { PHONE, type E2eTest } from '../support/runner';
import { tempCopy, type TempCopy } from '../support/temp-copy';
import { runFlowsPublish } from '../../scripts/flows-publish';
import { registerSpec } from '../support/register';
import { storeToken } from '../support/session';
import { applyBlocks, readRecipes } from '../../tests/engine/ops-guide-recipes';

const STATUS = 'UW_NOTE_REQUESTED';
const NOTE_TITLE = 'Help our underwriter finish your review';
const NEW_TITLE = 'See your rate in minutes (recipe)';
const FIRST_NAME_LABEL = 'Your legal first name, as on your ID';

/** A definition folder's newest version and the next one's file: ops always write the next version. */
function next(dir: string, folder: string): { base: number; v: number; path: string } {
  const base = Math.max(...readdirSync(join(dir, folder)).flatMap((f) => (/^v(\d+)\.json$/.exec(f) ? [Number(/^v(\d+)\.json$/.exec(f)![1])] : [])));
  return { base, v: base + 1, path: `${folder}/v${base + 1}.json` };
}

/** The index of a route's page in the review-app group (v1 is the full file later versions patch). */
function pageIndex(dir: string, route: string): number {
  const file = JSON.parse(readFileSync(join(dir, 'flows/pages/review-app/v1.json'), 'utf8')) as { pages: { route: string }[] };
  return file.pages.findIndex((p) => p.route === route);
}

/** From registration's first step through the property, for-sale and income steps (the step after income is the caller's to check). */
async function throughIncome(page: Page): Promise<void> {
  await propertyStep(page);
  await page.waitForURL(/\/for-sale/);
  await page.getByText('No', { exact: true }).click();
  await submit(page);
  await page.waitForURL(/\/annual-income/);
  await page.getByLabel('Employment status').selectOption({ label: 'Employed full-time' });
  await page.locator('#root_income').fill('85000');
  await submit(page);
}

/**
 * The shared flows flows:check names as left behind by the copy's changes (the legacy register
 * flow, the widget kit: 'Write flows/<id>/v<N>.json extending "<id>@<M>" ...') follow them the
 * way ops would: each gets its next version replacing, wherever its resolved definition holds one,
 * every old value the change replaced (a step schema version, a message key). Returns the files.
 */
function followDrift(copy: TempCopy, replaced: Record<string, string>): string[] {
  const { definitions, errors } = checkDefinitionsAt(copy.dir);
  const behind = new Map<string, { id: string; base: number; v: number }>();
  for (const e of errors) {
    const m = /^Write (flows\/([\w-]+)\/v(\d+)\.json) extending "[\w-]+@(\d+)"/.exec(e.fix);
    if (m && /would keep the old/.test(e.message)) behind.set(m[1]!, { id: m[2]!, v: Number(m[3]), base: Number(m[4]) });
  }
  for (const [path, f] of behind) {
    const patch: { op: string; path: string; value: string }[] = [];
    const walk = (value: unknown, pointer: string): void => {
      if (typeof value === 'string' && replaced[value] !== undefined) patch.push({ op: 'test', path: pointer, value }, { op: 'replace', path: pointer, value: replaced[value]! });
      else if (Array.isArray(value)) value.forEach((v, i) => walk(v, `${pointer}/${i}`));
      else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, `${pointer}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    };
    walk(definitions.flows[`${f.id}@${f.base}`], '');
    copy.write(path, { $schema: '../../schemas/meta/flow.schema.json', id: f.id, version: f.v, extends: `${f.id}@${f.base}`, patch });
  }
  return [...behind.keys()];
}

export const tests: E2eTest[] = [
  {
    name: 'ops add a form page, a routing row and new versions by JSON patches on a copy; flows:check passes, the build ships them, the applicant walks the page',
    viewport: PHONE,
    // Two checks and a production build of the copy run inside the test (synchronously): Playwright
    // Test counts them, where the old runner's timer could not fire during them.
    timeoutMs: 240_000,
    fn: async ({ page }) => {
      const copy = tempCopy();
      try {
        // 1. The step schema the page asks for.
        copy.write('schemas/steps/uw-note/v1.json', {
          $schema: '../../meta/step.schema.json',
          id: 'uw-note',
          version: 1,
          schema: {
            type: 'object',
            properties: {
              note: { type: 'string', minLength: 10, maxLength: 500, errorMessage: 'Tell us in a few words (at least 10 characters)' },
              confirm: { type: 'boolean', const: true, errorMessage: 'Please confirm to continue' },
            },
            required: ['note', 'confirm'],
            errorMessage: { required: { note: 'Tell us in a few words (at least 10 characters)', confirm: 'Please confirm to continue' } },
          },
          uiSchema: {
            note: { 'ui:widget': 'textarea', 'ui:title': 'msg:page.uwNote.field' },
            confirm: { 'ui:title': 'msg:page.uwNote.confirm' },
          },
        });
        // 2. The page group's next version: review-app/uw becomes a form (a patch, guarded by a test).
        const i = pageIndex(copy.dir, 'review-app/uw');
        const pages = next(copy.dir, 'flows/pages/review-app');
        const appWords = next(copy.dir, 'flows/messages/application');
        const machine = next(copy.dir, 'flows/application');
        const legal = next(copy.dir, 'schemas/steps/legal-name');
        const words = next(copy.dir, 'flows/messages');
        const registration = next(copy.dir, 'flows/registration-v2');
        copy.write(pages.path, {
          $schema: '../../../schemas/meta/pages.schema.json',
          id: 'review-app',
          version: pages.v,
          extends: `review-app@${pages.base}`,
          patch: [
            { op: 'test', path: `/pages/${i}/route`, value: 'review-app/uw' },
            {
              op: 'replace',
              path: `/pages/${i}`,
              value: {
                route: 'review-app/uw',
                kind: 'form',
                title: 'msg:page.uwNote.title',
                lead: 'msg:page.uwNote.lead',
                display: [{ label: 'msg:page.startProfile.property', value: 'application.property', format: 'address' }],
                schema: 'uw-note@1',
                actions: [
                  { label: 'msg:page.action.continue', primary: true, submit: true, effects: [{ effect: 'route' }] },
                  { label: 'msg:page.action.contactSupport', effects: [{ effect: 'contactSupport' }] },
                ],
              },
            },
          ],
        });
        // 3. Its wording: the application bundle's next version, only the new keys.
        copy.write(appWords.path, {
          $schema: '../../../schemas/meta/messages.schema.json',
          version: appWords.v,
          extends: `application@${appWords.base}`,
          merge: {
            messages: {
              'page.uwNote.title': NOTE_TITLE,
              'page.uwNote.lead': 'One question before the underwriter signs off.',
              'page.uwNote.field': 'Is there anything about your income or home our underwriter should know?',
              'page.uwNote.confirm': 'What I wrote is true to the best of my knowledge',
            },
          },
        });
        // 4. A routing row in the machine's next version (first match wins: at the top).
        copy.write(machine.path, {
          $schema: '../../schemas/meta/machine.schema.json',
          id: 'application',
          version: machine.v,
          extends: `application@${machine.base}`,
          patch: [{ op: 'add', path: '/checklistRoutes/0', value: { statuses: [STATUS], route: 'review-app/uw' } }],
        });
        // 5. Registration's next version: a new title and a new version of one step, as patches.
        // The step has two versions in the flow: the production one (legal-name@1) and, while the
        // environment's fe-heloc-sandbox-names flag is on (as in this sandbox), the variant whose
        // last name may hold digits (the newest, legal-name@N). Ops give each its next version.
        const current = checkDefinitionsAt(copy.dir).definitions.flows[`registration-v2@${registration.base}`];
        const step = current?.steps[4] as { id: string; schema: string; schemaVariants?: { schema: string }[] };
        const productionRef = step.schema;
        const variantRef = step.schemaVariants?.[0]?.schema;
        assert(step.id === 'legal-name' && variantRef === `legal-name@${legal.base}`, `step 4 is legal-name with the sandbox variant: ${JSON.stringify(step)}`);
        const legalProduction = { v: legal.v, path: legal.path.replace(/v[0-9]+\.json$/, `v${legal.v}.json`) };
        const legalSandbox = { v: legal.v + 1, path: legal.path.replace(/v[0-9]+\.json$/, `v${legal.v + 1}.json`) };
        for (const [target, from] of [[legalProduction, productionRef], [legalSandbox, variantRef]] as const) {
          copy.write(target.path, {
            $schema: '../../meta/step.schema.json',
            id: 'legal-name',
            version: target.v,
            extends: from,
            patch: [{ op: 'replace', path: '/uiSchema/firstName/ui:title', value: 'msg:field.firstNameAsOnId' }],
          });
        }
        copy.write(words.path, {
          $schema: '../../schemas/meta/messages.schema.json',
          version: words.v,
          extends: `messages@${words.base}`,
          merge: { messages: { 'registration.titleMinutes': NEW_TITLE, 'field.firstNameAsOnId': FIRST_NAME_LABEL } },
        });
        copy.write(registration.path, {
          $schema: '../../schemas/meta/flow.schema.json',
          id: 'registration-v2',
          version: registration.v,
          extends: `registration-v2@${registration.base}`,
          merge: { title: 'msg:registration.titleMinutes' },
          patch: [
            { op: 'test', path: '/steps/4/schema', value: productionRef },
            { op: 'replace', path: '/steps/4/schema', value: `legal-name@${legalProduction.v}` },
            { op: 'test', path: '/steps/4/schemaVariants/0/schema', value: variantRef },
            { op: 'replace', path: '/steps/4/schemaVariants/0/schema', value: `legal-name@${legalSandbox.v}` },
          ],
        });

        // A brand with its own version of the flow stays on the old shared one until it is rebased
        // (flows:check says so, naming the file and the version): each brand's next version extends
        // the new shared version with the same changes.
        const before = checkDefinitionsAt(copy.dir).errors.filter((e) => e.file.includes('/brands/'));
        const brandsDir = join(copy.dir, 'flows/registration-v2/brands');
        const rebased = readdirSync(brandsDir).map((dir) => {
          const own = next(copy.dir, `flows/registration-v2/brands/${dir}`);
          const current = JSON.parse(readFileSync(join(copy.dir, `flows/registration-v2/brands/${dir}/v${own.base}.json`), 'utf8')) as Record<string, unknown>;
          assert(before.some((e) => e.file === `flows/registration-v2/brands/${dir}/v${own.base}.json` && e.message.includes(`registration-v2@${registration.v} ships`)), `flows:check names the ${dir} brand left on @${registration.base}: ${JSON.stringify(before)}`);
          copy.write(own.path, { ...current, $comment: `${String(current['$comment'] ?? '')} Rebased on registration-v2@${registration.v}.`, version: own.v, extends: `registration-v2@${registration.v}` });
          return own.path;
        });

        // The flows that share a step schema or a message key with registration-v2 (the legacy
        // register flow, the widget kit) must follow it or say why they stay (decisions 606-609):
        // flows:check names each one left behind with the value and the pointer, and ops write its
        // next version as the fix says.
        const followed = followDrift(copy, {
          [productionRef]: `legal-name@${legalProduction.v}`,
          [variantRef!]: `legal-name@${legalSandbox.v}`,
          'msg:registration.title': 'msg:registration.titleMinutes',
        });

        const { errors } = checkDefinitionsAt(copy.dir);
        assert(errors.length === 0, `flows:check on the copy: ${JSON.stringify(errors, null, 1)}`);
        // The new versions are drafts: a production build refuses them, naming the publish command.
        const written = ['schemas/steps/uw-note/v1.json', pages.path, appWords.path, machine.path, legalProduction.path, legalSandbox.path, words.path, registration.path, ...rebased, ...followed];
        const refused = copy.buildRefusal();
        assert(refused.includes(`npm run flows:publish -- `) && written.every((f) => refused.includes(f)), `the build refuses the drafts, naming each and the publish command: ${refused}`);
        assert(runFlowsPublish(copy.dir, written, () => undefined) === 0, 'flows:publish on the copy');
        copy.build();
        const assets = join(copy.dir, 'dist', 'assets');
        const shipped = readdirSync(assets).map((f) => readFileSync(join(assets, f), 'utf8')).join('\n');
        for (const marker of [NOTE_TITLE, NEW_TITLE, FIRST_NAME_LABEL, STATUS, 'msg:field.firstNameAsOnId', `legal-name@${legalSandbox.v}`]) {
          assert(shipped.includes(marker), `dist/ ships ${marker}`);
        }

        const sandbox = await startSandbox({ staticDir: join(copy.dir, 'dist'), root: copy.dir });
        try {
          const url = sandbox.url;
          // Registration ships its new version: the legal-name step's new version with the new label.
          await page.goto(`${url}/account/heloc/register-v2`);
          await throughIncome(page);
          await page.waitForURL(/\/legal-name/);
          await expect(page.getByLabel(FIRST_NAME_LABEL)).toBeVisible();

          const b = await borrowerWithApplication(url, 'ops-recipe');
          await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, { checklistStatus: STATUS, uwDecision: 'REVIEW' });
          await storeToken(page, url, b.jwt);
          await page.goto(`${url}/account/heloc/${b.uuid}`);
          await page.waitForURL(new RegExp(`/account/heloc/${b.uuid}/review-app/uw$`), { timeout: 20_000 });
          await expect(page.getByRole('heading', { name: NOTE_TITLE, level: 1 })).toBeVisible();
          await expect(page.getByText('1420 Maple Ridge Dr, Austin, TX 78704').first()).toBeVisible();
          await page.getByRole('button', { name: 'Continue' }).click();
          await expect(page.getByText('Tell us in a few words (at least 10 characters)').first()).toBeVisible();
          await expectNoAxeViolations(page, 'the recipe page after an empty Continue');
          await page.getByLabel(/anything about your income or home/).fill('My bonus is paid every March.');
          await page.getByRole('checkbox', { name: /true to the best of my knowledge/ }).check();
          await api(url, 'PATCH', `/__sandbox/applications/${b.uuid}`, { checklistStatus: 'OFFER_SELECTION', uwDecision: 'SELECT' });
          await page.getByRole('button', { name: 'Continue' }).click();
          await page.waitForURL(new RegExp(`/account/heloc/${b.uuid}/product/select$`), { timeout: 20_000 });
        } finally {
          await sandbox.close();
        }
      } finally {
        copy.remove();
      }
    },
  },
  {
    // docs/ops-guide.md recipes 1 and 2, as the guide's own blocks (tests/engine/ops-recipes.test.ts
    // checks them in the resolved definitions): PINECREST's own wording of the first question and
    // its own order (the date of birth before the legal name), while HOMELINE reads the
    // catalogue's new wording in the shared order.
    name: 'ops guide recipes 1 and 2 on a copy: PINECREST reads its own first question and is asked its birthdate before its legal name; HOMELINE keeps the shared order',
    viewport: PHONE,
    // A check and a production build of the copy run inside the test, on CI's 2 cores.
    timeoutMs: 360_000,
    fn: async ({ page }) => {
      const copy = tempCopy();
      try {
        const [reword, reorder] = [1, 2].map((n) => readRecipes().find((r) => r.n === n)!);
        applyBlocks(copy.dir, [...reword!.writes, ...reorder!.writes]);
        // flows:publish runs flows:check first and publishes nothing while it finds a problem.
        const said: string[] = [];
        assert(runFlowsPublish(copy.dir, [...reword!.publish, ...reorder!.publish], (line) => said.push(line)) === 0, `flows:check and flows:publish on the copy: ${said.join('\n')}`);
        copy.build();
        const sandbox = await startSandbox({ staticDir: join(copy.dir, 'dist'), root: copy.dir });
        try {
          /** Walks the first steps under a brand to the step after annual income; returns its path. */
          const walk = async (org: string, question: string): Promise<string> => {
            await page.goto(`${sandbox.url}/account/heloc/register-v2?org=${org}`);
            await expect(page.getByRole('heading', { name: question, level: 1 })).toBeVisible();
            await throughIncome(page);
            await page.waitForURL(/\/(legal-name|birthdate)/);
            return new URL(page.url()).pathname;
          };
          assert((await walk('PINECREST', 'Which home would you like to open your Pinecrest line of credit on?')).endsWith('/birthdate'), 'PINECREST: birthdate after the income');
          await expectNoAxeViolations(page, 'PINECREST birthdate step');
          await page.evaluate(() => localStorage.clear());
          assert((await walk('HOMELINE', 'Which home would you like to borrow against?')).endsWith('/legal-name'), 'HOMELINE: legal name after the income');
        } finally {
          await sandbox.close();
        }
      } finally {
        copy.remove();
      }
    },
  },
];

registerSpec(tests);
