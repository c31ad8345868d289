// The flow studio's routing explorer (issue 26): /__sandbox/studio explains where routing sends
// an applicant on the machine that ships, and a production server (control API off) has no studio.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { esc } from '../../src/server/qa-page/render';
import { fileSandbox, startSandbox } from './helpers';

const sb = fileSandbox();

const page = async (query: Record<string, string> = {}): Promise<{ status: number; text: string; headers: Headers }> => {
  const res = await fetch(`${sb.base}/__sandbox/studio?${new URLSearchParams(query).toString()}`);
  return { status: res.status, text: await res.text(), headers: res.headers };
};

describe('flow studio: routing explorer', () => {
  it('offers the machine statuses, decisions and states as labelled fields, with no script under the strict CSP', async () => {
    const { status, text, headers } = await page();
    expect(status).toBe(200);
    expect(headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(text).toContain('<h1 tabindex="-1" autofocus>Flow studio: routing explorer</h1>');
    expect(text).toContain('<label for="studio-status">Checklist status</label>');
    expect(text).toContain('<option value="GEN_CLOSING_DISCLOSURE">GEN_CLOSING_DISCLOSURE</option>');
    expect(text).toContain('<option value="VERIFIED_OFFER">VERIFIED_OFFER</option>');
    expect(text).toContain('<option value="waitNotary">waitNotary</option>');
    expect(text).toContain('<label for="studio-data">Extra data (JSON)</label>');
    expect(text).not.toContain('<script');
    expect(text).not.toContain('data-testid="studio-route"');
  });

  it('shows the route, the matched row and why an earlier row did not match', async () => {
    const { text } = await page({ status: 'GEN_CLOSING_DISCLOSURE', decision: '', subDecision: '', state: 'profile', data: '' });
    expect(text).toContain('<option value="GEN_CLOSING_DISCLOSURE" selected>');
    expect(text).toMatch(/data-testid="studio-route"><strong>Route: review-app\/signdocs<\/strong> \(from the checklist-status table\)/);
    expect(text).toMatch(/data-testid="studio-row">Matched row: checklistRoutes\/\d+</);
    expect(text).toContain('Condition failed:<ul><li><code>{&quot;status.waitingOnFloodCert&quot;:true}</code> (value here: absent)</li></ul>');
    expect(text).toContain('<th scope="row"><code>checklistRoutes/<wbr>0</code></th><td>CREDIT_<wbr>NO_<wbr>MATCH</td><td><code>credit/<wbr>social</code></td><td>Status not listed</td>');
  });

  it('uses the extra data, and says when it is not JSON instead of explaining', async () => {
    const flood = await page({ status: 'GEN_CLOSING_DISCLOSURE', state: 'profile', data: '{"status":{"waitingOnFloodCert":true}}' });
    expect(flood.text).toContain('Route: error/flood-cert');
    const bad = await page({ status: 'GEN_CLOSING_DISCLOSURE', state: 'profile', data: '{"status":' });
    expect(bad.text).toContain('<p id="data-error" role="alert">The extra data is not a JSON object:');
    expect(bad.text).toContain('aria-invalid="true"');
    expect(bad.text).toContain('{&quot;status&quot;:</textarea>');
    expect(bad.text).not.toContain('data-testid="studio-route"');
  });

  it('falls through to a machine-state row and escapes what was typed', async () => {
    const { text } = await page({ status: '', state: 'ach', data: '{"application":{"isCrypto":false},"profile":{"note":"<b>x"}}' });
    expect(text).toMatch(/Route: bank\/disburse<\/strong> \(from the machine-state table\)/);
    expect(text).toMatch(/Matched row: stateRoutes\/\d+/);
    expect(text).toContain('(value here: false)');
    expect(text).not.toContain('<b>x');
  });

  it('is absent when the control API is off (production)', async () => {
    const prod = await startSandbox({ controlApi: false });
    try {
      expect((await prod.call('GET', '/__sandbox/studio')).status).toBe(404);
      // Nor its editor, script, check or save (issue 26's editor).
      for (const path of ['/__sandbox/studio/editor', '/__sandbox/studio/editor.js', '/__sandbox/studio/meta-schema?path=flows/messages/v3.json']) {
        expect((await prod.call('GET', path)).status, path).toBe(404);
      }
      for (const path of ['/__sandbox/studio/check', '/__sandbox/studio/save']) {
        expect((await prod.call('POST', path, { body: { path: 'flows/messages/v3.json', text: '{}' } })).status, path).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });
});

describe('flow studio: the editor', () => {
  const files = readResolvedFiles(join(import.meta.dirname, '../..'));
  const catalogue = shippedVersion<{ messages: Record<string, string> }>(files, 'flows/messages')!;
  const pages = shippedVersion<{ pages: Record<string, unknown>[] }>(files, 'flows/pages/start')!;

  it('shows the picked definition as it ships in a labelled editor, with the preview of the picked brand framed', async () => {
    const res = await fetch(`${sb.base}/__sandbox/studio/editor?path=${encodeURIComponent(catalogue.path)}&org=HOMELINE&page=register`);
    const text = await res.text();
    expect(text).toContain('<h1 tabindex="-1" autofocus>Flow studio: editor</h1>');
    expect(text).toContain(`<option value="${catalogue.path}" selected>`);
    expect(text).toContain('<iframe id="preview" title="Live preview of the page" src="/account/heloc/register?org=HOMELINE"></iframe>');
    expect(text).toContain(esc(catalogue.json.messages['step.index.title']!));
    expect(res.headers.get('set-cookie')).toMatch(/^studio-preview=[\w-]+; Path=\/; HttpOnly; SameSite=Strict$/);
  });

  it('checks an edit in memory: a good edit passes as the next version, a bad one fails with its pointer', async () => {
    const good = { ...catalogue.json, messages: { ...catalogue.json.messages, 'step.index.title': 'Where is the home?' } };
    const ok = await sb.call('POST', '/__sandbox/studio/check', { body: { path: catalogue.path, text: JSON.stringify(good) } });
    expect(ok.status).toBe(200);
    expect(ok.body.errors).toEqual([]);
    expect(ok.body.draft.path).toBe(catalogue.path.replace(/v(\d+)\.json$/, (_: string, n: string) => `v${Number(n) + 1}.json`));
    expect(JSON.parse(ok.body.draft.text as string)).toMatchObject({ merge: { messages: { 'step.index.title': 'Where is the home?' } } });

    const bad = { ...pages.json, pages: pages.json.pages.map((p, i) => (i === 0 ? { ...p, route: 42 } : p)) };
    const failed = await sb.call('POST', '/__sandbox/studio/check', { body: { path: pages.path, text: JSON.stringify(bad) } });
    expect(failed.status).toBe(200);
    expect((failed.body.errors as { file: string; pointer: string }[]).some((e) => e.file.startsWith('flows/pages/start/v') && e.pointer === '/pages/0/route')).toBe(true);
    // Refused as a save, and nothing written.
    const refused = await sb.call('POST', '/__sandbox/studio/save', { body: { path: pages.path, text: JSON.stringify(bad) } });
    expect(refused.status).toBe(422);
    expect(refused.body.saved).toBeNull();
    const invalid = await sb.call('POST', '/__sandbox/studio/check', { body: { path: '../etc/passwd', text: '{}' } });
    expect(invalid.status).toBe(400);
  }, 120_000);

  it('previews an application page with a fixture applicant of the brand at the picked status, signed in by the frame', async () => {
    const editor = await (await fetch(`${sb.base}/__sandbox/studio/editor?page=application&org=HOMELINE&status=GEN_CLOSING_DISCLOSURE`)).text();
    expect(editor).toContain('src="/__sandbox/studio/fixture?org=HOMELINE&amp;status=GEN_CLOSING_DISCLOSURE"');
    const res = await fetch(`${sb.base}/__sandbox/studio/fixture?org=HOMELINE&status=GEN_CLOSING_DISCLOSURE`);
    const html = await res.text();
    const uuid = /data-to="\/account\/heloc\/([0-9a-f-]+)\/\?org=HOMELINE"/.exec(html)?.[1];
    expect(uuid).toBeDefined();
    expect(html).toContain('<script src="/__sandbox/studio/fixture.js"></script>');
    const listed = (await sb.call('GET', '/__sandbox/applications')).body as { application: { uuid: string; orgCode: string }; status: { checklistStatus: string } | null }[];
    const row = listed.find((r) => r.application.uuid === uuid);
    expect(row?.application.orgCode).toBe('HOMELINE');
    expect(row?.status?.checklistStatus).toBe('GEN_CLOSING_DISCLOSURE');
  });
});
