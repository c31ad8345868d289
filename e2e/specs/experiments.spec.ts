// Experiments (seed 001 §4-5, §7): after 'Check my rate' creates the application, the arms
// the visitor's tracker is in are saved under it once, and the profile keeps that tracker.
import { assert } from '../support/expect';
import { acceptLocation, accountSteps, landedApplication, middleSteps, propertyStep } from '../support/registration';
import type { E2eTest } from '../support/runner';
import { BASE } from '../support/steps';
import { registerSpec } from '../support/register';

export const tests: E2eTest[] = [
  {
    name: "the visitor's experiment arms are saved once under the new application",
    fn: async ({ page, url }) => {
      await page.goto(`${url}${BASE}`);
      await propertyStep(page);
      await middleSteps(page);
      await accountSteps(page);
      await acceptLocation(page);
      const uuid = await landedApplication(page);
      const tracker = await page.evaluate(() => localStorage.getItem('telemetry_trackerUuid'));
      assert(tracker, 'no tracker in telemetry_trackerUuid');
      const decided = (await (await fetch(`${url}/service-optimize/external/api/v2/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ optimizeUser: { orgCode: 'HOMELINE', trackerId: tracker } }),
      })).json()) as { name: string; variation: string }[];
      const qa = (await (await fetch(`${url}/__sandbox/applications/${uuid}`)).json()) as { experiments: { name: string; variation: string }[] };
      assert(decided.length > 0, 'the sandbox decided no experiment');
      assert(JSON.stringify(qa.experiments) === JSON.stringify(decided), `saved ${JSON.stringify(qa.experiments)}, decided ${JSON.stringify(decided)}`);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('heloc-experiments-saved') ?? '{}') as Record<string, Record<string, string>>);
      assert(Object.keys(saved[uuid] ?? {}).length === decided.length, 'the page did not remember what it saved for the application');
      const profile = await page.evaluate(async () => {
        const res = await fetch('/service-application/api/v3/application/heloc/experiment-profile', { headers: { authorization: `Bearer ${localStorage.getItem('jwt') ?? ''}` } });
        return (await res.json()) as { optimizelyProfileUuid: string | null };
      });
      assert(profile.optimizelyProfileUuid === tracker, `the profile keeps ${profile.optimizelyProfileUuid}, the page ${tracker}`);
    },
  },
];

registerSpec(tests);
