// The flow studio's routing explorer (issue 26): /__sandbox/studio explains where routing sends
// an applicant on the machine that ships, and a production server (control API off) has no studio.
import { describe, expect, it } from 'vitest';
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
    expect(text).toContain('<th scope="row"><code>checklistRoutes/0</code></th><td>CREDIT_NO_MATCH</td><td><code>credit/social</code></td><td>Status not listed</td>');
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
    } finally {
      await prod.close();
    }
  });
});
