// The flow studio's live preview of edits that are not wording (issue 26, decision 670): after a
// passing check, the preview browser (its cookie) gets the edited definition's chunk made in
// memory in place of the built one, with the shipped condition table plus the edit's own
// conditions; any other browser gets dist/ as built, and a failing check previews nothing.
// The build is stood in for by chunks of the built form (a namespace per export, `export{a as n,b as t}`).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { conditionKey } from '../../src/engine/condition-key';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import type { MachineDefinition } from '../../src/engine/types';
import { chunkExports, definitionChunkName } from '../../src/server/studio/preview-chunks';
import { fileSandbox } from './helpers';

const ROOT = join(import.meta.dirname, '../..');
const dist = mkdtempSync(join(tmpdir(), 'heloc-studio-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const files = readResolvedFiles(ROOT);
const flow = shippedVersion<{ steps: { title: string }[] }>(files, 'flows/register')!;
const machine = shippedVersion<MachineDefinition>(files, 'flows/application')!;
const FLOW_CHUNK = `${definitionChunkName(flow.path)}-AbCd1234.js`;
const MACHINE_CHUNK = `${definitionChunkName(machine.path)}-Zz_9-xYw.js`;
/** A chunk as the build writes one: the conditions' namespace and the definition's, under minified names. */
const builtChunk = (marker: string): string =>
  `const e=(o)=>Object.freeze({...o});var t=e({conditions:{"c_shipped":()=>true}});var D=e({default:{marker:${JSON.stringify(marker)}}});export{t as n,D as t};\n`;

const sb = fileSandbox({ staticDir: dist }, () => {
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'package.json'), '{"type":"module"}');
  writeFileSync(join(dist, 'assets', FLOW_CHUNK), builtChunk('built flow'));
  writeFileSync(join(dist, 'assets', MACHINE_CHUNK), builtChunk('built machine'));
});

/** A preview browser: the editor page's cookie. */
async function previewCookie(): Promise<string> {
  const res = await fetch(`${sb.base}/__sandbox/studio/editor?path=${encodeURIComponent(flow.path)}`);
  return /^(studio-preview=[\w-]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
}
const check = async (cookie: string, path: string, json: unknown): Promise<{ errors: unknown[]; preview: { shown: boolean; reason?: string } }> => {
  const res = await fetch(`${sb.base}/__sandbox/studio/check`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ path, text: JSON.stringify(json) }) });
  return (await res.json()) as { errors: unknown[]; preview: { shown: boolean; reason?: string } };
};
const asset = async (file: string, cookie?: string): Promise<{ code: string; cache: string | null }> => {
  const res = await fetch(`${sb.base}/assets/${file}`, { headers: cookie === undefined ? {} : { cookie } });
  return { code: await res.text(), cache: res.headers.get('cache-control') };
};
/** Imports a served module from the stand-in dist/ (its `./<chunk>?studio-shipped` import resolves there). */
async function load(code: string, name: string): Promise<Record<string, { default: Record<string, unknown>; conditions: Record<string, (d: unknown) => boolean> }>> {
  writeFileSync(join(dist, 'assets', name), code);
  return (await import(pathToFileURL(join(dist, 'assets', name)).href)) as never;
}

describe('flow studio: the preview of a flow, page group or machine edit', () => {
  it('names the chunk the build gives each kind of definition, and reads a chunk\'s export names', () => {
    expect(definitionChunkName('flows/registration-v2/v5.json')).toBe('registration-v2@5');
    expect(definitionChunkName('flows/registration-v2/brands/lakeshore/v4.json')).toBe('registration-v2.lakeshore@4');
    expect(definitionChunkName('flows/pages/start/v3.json')).toBe('pages.start@3');
    expect(definitionChunkName('flows/application/v3.json')).toBe('application@3');
    expect(definitionChunkName('flows/messages/v3.json')).toBeUndefined();
    expect(chunkExports('//# x\nvar a=1;export{r as n,ee as t};\n')).toEqual(['n', 't']);
  });

  it('serves the edited flow with its new condition in place of the built chunk, to the preview browser only', async () => {
    const cookie = await previewCookie();
    const edited = JSON.parse(JSON.stringify(flow.json)) as { steps: Record<string, unknown>[] };
    const when = { 'data.studioPreviewProbe': true };
    edited.steps[0]!['skipWhen'] = when;
    const answer = await check(cookie, flow.path, edited);
    expect(answer.errors).toEqual([]);
    expect(answer.preview).toEqual({ shown: true });

    const served = await asset(FLOW_CHUNK, cookie);
    expect(served.cache).toBe('no-store');
    expect(served.code).toContain(`./${FLOW_CHUNK}?studio-shipped`);
    const mod = await load(served.code, 'served-flow.js');
    // Both export names answer both reads: `.default` the edited flow, `.conditions` the table.
    for (const name of ['n', 't']) {
      expect((mod[name]!.default['steps'] as { skipWhen?: unknown }[])[0]!.skipWhen).toEqual(when);
      expect(mod[name]!.default['$comment']).toBeUndefined(); // shipped as the build ships: no notes
      expect(mod[name]!.conditions['c_shipped']!({})).toBe(true); // the built table is kept
      const probe = mod[name]!.conditions[conditionKey(when)]!; // the edit's own condition, compiled
      expect(probe({ data: { studioPreviewProbe: true } })).toBe(true);
      expect(probe({ data: {} })).toBe(false);
    }
    // Other browsers, and the replacement's own import, get the chunk as built.
    expect((await asset(FLOW_CHUNK)).code).toBe(builtChunk('built flow'));
    expect((await asset(`${FLOW_CHUNK}?studio-shipped`, cookie)).code).toBe(builtChunk('built flow'));
  }, 120_000);

  it('previews a routing edit of the machine, and nothing once a check fails', async () => {
    const cookie = await previewCookie();
    const edited = JSON.parse(JSON.stringify(machine.json)) as MachineDefinition & { defaultRoute: string };
    const row = edited.checklistRoutes.findIndex((r) => r.route === 'review-app/signdocs');
    edited.checklistRoutes[row] = { ...edited.checklistRoutes[row]!, route: 'credit/social' };
    const answer = await check(cookie, machine.path, edited);
    expect(answer.errors).toEqual([]);
    expect(answer.preview).toEqual({ shown: true });
    const mod = await load((await asset(MACHINE_CHUNK, cookie)).code, 'served-machine.js');
    expect((mod['t']!.default['checklistRoutes'] as { route: string }[])[row]!.route).toBe('credit/social');

    // A failing check: the preview goes back to what ships, and says why.
    const bad = { ...edited, states: 42 };
    const failed = await check(cookie, machine.path, bad);
    expect(failed.errors.length).toBeGreaterThan(0);
    expect(failed.preview).toEqual({ shown: false, reason: 'check-failed' });
    expect((await asset(MACHINE_CHUNK, cookie)).code).toBe(builtChunk('built machine'));
    // A definition whose chunk the build lacks is said, not guessed at.
    const pages = shippedVersion<{ pages: Record<string, unknown>[] }>(files, 'flows/pages/start')!;
    const noChunk = await check(cookie, pages.path, { ...pages.json, pages: pages.json.pages.map((p, i) => (i === 0 ? { ...p, to: 'start/hmda' } : p)) });
    expect(noChunk.preview).toEqual({ shown: false, reason: `the build has no chunk ${definitionChunkName(pages.path)!} (the edited version does not ship, or dist/ is not built)` });
  }, 120_000);
});

describe('flow studio: the flags pick', () => {
  const features = async (cookie?: string): Promise<{ key: string; enabled: boolean }[]> => {
    const res = await fetch(`${sb.base}/service-optimize/heloc/api/v1/features`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie === undefined ? {} : { cookie }) },
      body: JSON.stringify({ optimizeUser: { orgCode: 'HOMELINE' } }),
    });
    return (await res.json()) as { key: string; enabled: boolean }[];
  };
  const enabled = (flags: { key: string; enabled: boolean }[], key: string): boolean | undefined => flags.find((f) => f.key === key)?.enabled;

  it('offers each flag the definitions read (first, so marked) and the others the sandbox knows, as labelled picks', async () => {
    const text = await (await fetch(`${sb.base}/__sandbox/studio/editor?flag.fe-heloc-ny-fcra=on`)).text();
    expect(text).toContain('<legend>Flags (the preview&#39;s applicant)</legend>');
    expect(text).toContain('<label for="flag-fe-heloc-ny-fcra">fe-heloc-ny-fcra (read by the definitions)</label><select id="flag-fe-heloc-ny-fcra" name="flag.fe-heloc-ny-fcra"><option value="">As the brand has it</option><option value="on" selected>On</option>');
    expect(text).toContain('<label for="flag-fe-heloc-broker">fe-heloc-broker</label>');
    expect(text.indexOf('flag-fe-heloc-sandbox-names')).toBeLessThan(text.indexOf('flag-fe-heloc-broker'));
  });

  it('answers the preview browser\'s flag reads with the picks, and no one else\'s', async () => {
    const res = await fetch(`${sb.base}/__sandbox/studio/editor?flag.fe-heloc-ny-fcra=on&flag.fe-heloc-redesign-2025=off&flag.fe-heloc-broker=on`);
    const cookie = /^(studio-preview=[\w-]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!;
    const brand = await features();
    expect(enabled(brand, 'fe-heloc-ny-fcra')).toBe(false);
    expect(enabled(brand, 'fe-heloc-redesign-2025')).toBe(true);
    const picked = await features(cookie);
    expect(enabled(picked, 'fe-heloc-ny-fcra')).toBe(true);
    expect(enabled(picked, 'fe-heloc-redesign-2025')).toBe(false);
    expect(enabled(picked, 'fe-heloc-broker')).toBe(true); // not among the defaults: added
    expect(enabled(picked, 'fe-heloc-figure-ny-modal')).toBe(enabled(brand, 'fe-heloc-figure-ny-modal')); // not picked: as the brand has it
    const one = await fetch(`${sb.base}/service-optimize/heloc/api/v1/feature`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ featureKey: 'fe-heloc-ny-fcra', optimizeUser: { orgCode: 'HOMELINE' } }) });
    expect(((await one.json()) as { enabled: boolean }).enabled).toBe(true);
    // The brand's own settings are untouched: a browser without the cookie still gets them.
    expect(await features()).toEqual(brand);
  });
});
