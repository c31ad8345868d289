import { describe, expect, it } from 'vitest';
import { notificationsView, type PortalNotification } from '../../src/domain/notifications';
import { createBody, fileSandbox, register } from './helpers';

const sb = fileSandbox();

const PATH = '/service-notifications/secure/api/v1/notifications';

describe('GET /service-notifications/secure/api/v1/notifications', () => {
  it('needs the bearer token', async () => {
    expect((await sb.call('GET', PATH)).status).toBe(401);
    expect((await sb.call('GET', PATH, { token: 'a.b.c' })).status).toBeGreaterThanOrEqual(401);
  });

  it('answers the sample list with a fresh token; CTAs point at the newest application', async () => {
    const token = await register(sb, 'notes@example.com');
    const created = await sb.call('POST', '/service-application/api/v1/application/heloc?state=TX', { token, body: createBody({ email: 'notes@example.com' }), headers: { 'x-org': 'HOMELINE' } });
    const r = await sb.call<PortalNotification[]>('GET', PATH, { token });
    expect(r.status).toBe(200);
    expect(r.headers.get('authorization')).toMatch(/^Bearer /);
    expect(r.body).toHaveLength(10);
    expect(r.body[0]).toMatchObject({ title: 'Document requested', status: 'UNREAD', walletAddress: null });
    expect(created.status).toBe(200);
    expect(r.body[0]?.ctas?.[0]?.redirectPath).toBe(`/account/heloc/${created.body.uuid}/conditions/upload-document`);
    const view = notificationsView(r.body, true, new Date(sb.clock.now()));
    // unread ones exist: the first 8 of 10 show, in two account groups
    expect(view.groups.flatMap((g) => g.items)).toHaveLength(8);
    expect(view.groups.map((g) => g.label)).toEqual(['Account', '0x7a3F...9c2E1']);
    expect(view.unreadCount).toBe(3);
    expect(view.groups.flatMap((g) => g.items).find((i) => i.title === 'Welcome')?.ctas).toEqual([]);
  });

  it('plus-tags: +allread shows all 10, +nonotifications answers []', async () => {
    const read = await sb.call<PortalNotification[]>('GET', PATH, { token: await register(sb, 'a+allread@example.com') });
    expect(read.body.every((n) => n.status === 'READ')).toBe(true);
    expect(notificationsView(read.body, true, new Date(sb.clock.now())).groups.flatMap((g) => g.items)).toHaveLength(10);
    const none = await sb.call('GET', PATH, { token: await register(sb, 'b+nonotifications@example.com') });
    expect(none.body).toEqual([]);
  });
});
