import { describe, expect, it } from 'vitest';
import {
  BANNER_FORMAT_ERROR,
  BANNERS_MAX,
  dismissBanner,
  isDismissed,
  parseBanners,
  parseDismissals,
  selectBanners,
  type RemoteBanner,
} from '../../src/domain/remote-banners';

const at = (iso: string) => Date.parse(iso);
const banner = (uuid: string, updatedAt: string, over: Partial<RemoteBanner> = {}): RemoteBanner => ({
  uuid,
  message: `Banner ${uuid}`,
  apps: ['heloc'],
  variant: 'info',
  active: true,
  dismissable: true,
  metadata: { createdAt: '2026-01-01T00:00:00Z', updatedAt },
  ...over,
});

describe('parseBanners', () => {
  it('accepts a list where every item has uuid, message, apps and variant', () => {
    const r = parseBanners([{ uuid: 'a', message: 'Hi', apps: ['heloc'], variant: 'warn', active: true, metadata: { updatedAt: '2026-02-01T00:00:00Z' } }]);
    expect(r).toEqual({ ok: true, banners: [{ uuid: 'a', message: 'Hi', apps: ['heloc'], variant: 'warn', active: true, dismissable: false, metadata: { updatedAt: '2026-02-01T00:00:00Z' } }] });
    expect(parseBanners([])).toEqual({ ok: true, banners: [] });
  });

  it.each(['uuid', 'message', 'apps', 'variant'])('rejects the WHOLE list when one item lacks %s', (field) => {
    const bad: Record<string, unknown> = { uuid: 'b', message: 'x', apps: ['heloc'], variant: 'info' };
    delete bad[field];
    expect(parseBanners([{ uuid: 'a', message: 'ok', apps: ['heloc'], variant: 'info' }, bad])).toEqual({ ok: false, error: BANNER_FORMAT_ERROR });
  });

  it('rejects wrong types, unknown variants and non-lists', () => {
    expect(BANNER_FORMAT_ERROR).toBe('Banner data does not match the expected format');
    for (const data of [{}, null, 'x', [null], [{ uuid: 'a', message: 'm', apps: 'heloc', variant: 'info' }], [{ uuid: 'a', message: 'm', apps: [1], variant: 'info' }], [{ uuid: 'a', message: 'm', apps: [], variant: 'error' }], [{ uuid: '', message: 'm', apps: [], variant: 'info' }]]) {
      expect(parseBanners(data).ok).toBe(false);
    }
  });
});

describe('selectBanners', () => {
  it('keeps active banners of this app, newest first by updatedAt (else createdAt), at most 2', () => {
    const list = [
      banner('old', '2026-01-02T00:00:00Z'),
      banner('inactive', '2026-03-09T00:00:00Z', { active: false }),
      banner('other-app', '2026-03-08T00:00:00Z', { apps: ['crypto'] }),
      banner('newest', '2026-03-01T00:00:00Z'),
      banner('created-only', '', { metadata: { createdAt: '2026-02-01T00:00:00Z' } }),
    ];
    const { banners } = selectBanners(list, {});
    expect(BANNERS_MAX).toBe(2);
    expect(banners.map((b) => b.uuid)).toEqual(['newest', 'created-only']);
  });

  it('puts undated banners last', () => {
    const list = [banner('undated', '', { metadata: {} }), banner('dated', '2026-01-01T00:00:00Z')];
    expect(selectBanners(list, {}).banners.map((b) => b.uuid)).toEqual(['dated', 'undated']);
  });

  it('hides a dismissed banner and shows the next one in its place', () => {
    const list = [banner('a', '2026-03-03T00:00:00Z'), banner('b', '2026-03-02T00:00:00Z'), banner('c', '2026-03-01T00:00:00Z')];
    const r = selectBanners(list, { a: at('2026-03-04T00:00:00Z') });
    expect(r.banners.map((b) => b.uuid)).toEqual(['b', 'c']);
    expect(r.dismissals).toEqual({ a: at('2026-03-04T00:00:00Z') });
  });

  it('shows it again, and clears the dismissal, once updatedAt is later than the dismissal', () => {
    const dismissedAt = at('2026-03-04T00:00:00Z');
    const same = banner('a', '2026-03-04T00:00:00Z');
    expect(isDismissed(same, { a: dismissedAt })).toBe(true); // equal is not later
    const updated = banner('a', '2026-03-04T00:00:01Z');
    const r = selectBanners([updated], { a: dismissedAt, gone: 5 });
    expect(r.banners.map((b) => b.uuid)).toEqual(['a']);
    expect(r.dismissals).toEqual({ gone: 5 });
  });
});

describe('dismissBanner', () => {
  it('stores the time for a dismissable banner only', () => {
    const now = at('2026-03-05T10:00:00Z');
    expect(dismissBanner(banner('a', '2026-03-01T00:00:00Z'), {}, now)).toEqual({ a: now });
    const fixed = banner('f', '2026-03-01T00:00:00Z', { dismissable: false });
    const before = { x: 1 };
    expect(dismissBanner(fixed, before, now)).toBe(before);
  });
});

describe('parseDismissals', () => {
  it('reads numbers by uuid and ignores anything else', () => {
    expect(parseDismissals(null)).toEqual({});
    expect(parseDismissals('nope')).toEqual({});
    expect(parseDismissals('[1]')).toEqual({});
    expect(parseDismissals('{"a":5,"b":"x","c":null}')).toEqual({ a: 5 });
  });
});
