// Experiments (seed 001 §4-5, §7): after 'Check my rate' creates the application, the arms the
// visitor's tracker is in are saved under it once, and the profile keeps that tracker. Checked at
// the end of registration.spec's main-brand registration (it needs an application made by
// registration itself; a walk of its own cost a whole registration).
import type { Page } from 'playwright-core';
import { assert } from './expect';

/** On the page registration landed on: the tracker's decided arms are the application's, saved once, and the profile keeps the tracker. */
export async function expectExperimentsSaved(page: Page, url: string, uuid: string): Promise<void> {
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
}
