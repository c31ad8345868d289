// Notifications (seed 001 §3 Notification; the seed names no path, docs/portal.md fixes
// GET /service-notifications/secure/api/v1/notifications). Secure: bearer token required.
// Sandbox magic by the identity's e-mail plus-tag: `+nonotifications` -> [], `+allread` ->
// every notification read (the client then shows all 10 instead of the first 8).
import type { FastifyInstance } from 'fastify';
import { authOf, requireAuth, type Ctx } from '../context';
import { emailTags } from '../scenarios';
import { listApplications } from '../store/applications';
import { findIdentity } from '../store/identities';

/** E-mail plus-tags that change the sample list. */
export const NOTIFICATION_TAGS = { none: 'nonotifications', allRead: 'allread' } as const;

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
/** The sample wallet account (shortened on screen to 0x7a3F...9c2E1). */
export const SAMPLE_WALLET = '0x7a3F5b2c1D9e8F0a4B6c3D2e1F0a9B8c7D69c2E1';

/** The sample list for an application uuid (used in CTA paths) at `now`; `allRead` marks every one read. */
export function sampleNotifications(applicationUuid: string | undefined, now: number, allRead = false): unknown[] {
  const app = applicationUuid ? `/account/heloc/${applicationUuid}` : '/dashboard';
  const rows: [number, string, string, boolean, string | null, { title: string; redirectPath: string }[]][] = [
    [5 * MIN, 'Document requested', 'Please upload your most recent paystub.', true, null, [{ title: 'Upload document', redirectPath: `${app}/conditions/upload-document` }]],
    [2 * HOUR, 'Identity verified', 'Thanks — your identity is verified.', true, null, []],
    [26 * HOUR, 'Draw funded', 'Your draw was sent to your bank account.', true, SAMPLE_WALLET, [{ title: 'View account', redirectPath: '/dashboard' }]],
    [3 * DAY, 'Offer ready', 'Your offer is ready to review.', false, null, [{ title: 'Review offer', redirectPath: `${app}/product/select` }]],
    [9 * DAY, 'Statement available', 'Your monthly statement is available.', false, SAMPLE_WALLET, []],
    // An unsafe CTA the client must drop (isSafeRedirect).
    [15 * DAY, 'Welcome', 'Welcome to your home equity line.', false, null, [{ title: 'Learn more', redirectPath: 'https://example.com/phish' }]],
    [20 * DAY, 'Payment received', 'We received your payment. Thank you!', false, SAMPLE_WALLET, []],
    [35 * DAY, 'Autopay on', 'Autopay is set up.', false, SAMPLE_WALLET, []],
    [50 * DAY, 'Application started', 'You started your application.', false, null, []],
    [70 * DAY, 'Account created', 'Your account was created.', false, null, []],
  ];
  return rows.map(([age, title, description, unread, walletAddress, ctas], i) => ({
    uuid: `00000000-0000-4000-8000-${String(i + 1).padStart(12, '0')}`,
    created: new Date(now - age).toISOString(),
    title,
    description,
    status: unread && !allRead ? 'UNREAD' : 'READ',
    ctas,
    walletAddress,
  }));
}

/** Registers GET /service-notifications/secure/api/v1/notifications. */
export function notificationsRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/service-notifications/secure/api/v1/notifications', { preHandler: requireAuth(ctx) }, async (req) => {
    const auth = authOf(req);
    const identity = await findIdentity(ctx.db, auth.identityUuid);
    const tags = emailTags(identity?.email ?? '');
    if (tags.has(NOTIFICATION_TAGS.none)) return [];
    // CTAs point at the newest application, so they lead somewhere real in the sandbox.
    const [latest] = await listApplications(ctx.db, auth.identityUuid);
    return sampleNotifications(latest?.uuid, ctx.now(), tags.has(NOTIFICATION_TAGS.allRead));
  });
}
