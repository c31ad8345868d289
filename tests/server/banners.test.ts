import { describe, expect, it } from 'vitest';
import { parseBanners, selectBanners } from '../../src/domain/remote-banners';
import { fileSandbox } from './helpers';

const sb = fileSandbox();

const PATH = '/static/banners/heloc-banners.json';

describe('GET /static/banners/heloc-banners.json', () => {
  it('serves a valid list per org, not cached; the newest 2 active heloc banners show', async () => {
    const r = await sb.call('GET', PATH, { headers: { 'x-org': 'EMPIRE' } });
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    const parsed = parseBanners(r.body);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.banners[0]?.message).toContain('EMPIRE');
    const shown = selectBanners(parsed.banners, {}).banners;
    expect(shown.map((b) => b.variant)).toEqual(['info', 'warn']);
    expect(shown.map((b) => b.dismissable)).toEqual([true, false]);
  });

  it('serves the malformed variant by query, rejected whole by the client', async () => {
    const r = await sb.call('GET', `${PATH}?variant=malformed`);
    expect(r.status).toBe(200);
    expect(parseBanners(r.body)).toEqual({ ok: false, error: 'Banner data does not match the expected format' });
    expect((await sb.call('GET', `${PATH}?variant=empty`)).body).toEqual([]);
  });

  it('serves the malformed variant for an org while the QA flag is on', async () => {
    const put = await sb.call('PUT', '/__sandbox/flags/LAKESHORE/sandbox-banners-malformed', { body: { enabled: true } });
    expect(put.status).toBe(200);
    expect(parseBanners((await sb.call('GET', PATH, { headers: { 'x-org': 'LAKESHORE' } })).body).ok).toBe(false);
    expect(parseBanners((await sb.call('GET', PATH, { headers: { 'x-org': 'HOMELINE' } })).body).ok).toBe(true);
    await sb.call('DELETE', '/__sandbox/flags/LAKESHORE/sandbox-banners-malformed');
    expect(parseBanners((await sb.call('GET', PATH, { headers: { 'x-org': 'LAKESHORE' } })).body).ok).toBe(true);
  });
});
