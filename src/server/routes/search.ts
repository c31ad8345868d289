// Search service: may this identity start an application (seed 000 §7, §8)?
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { authOf, requireAuth } from '../context';
import { seedApplication } from '../create-application';
import { HttpError } from '../errors';
import type { Brands } from '../brands';
import { EMAIL_TAGS, EXEMPT_BROKER_ID_FALLBACK, INQUIRY_BROKER_ID, emailTags } from '../scenarios';
import { listApplications, type ApplicationRow } from '../store/applications';
import { findIdentity } from '../store/identities';

/** One organisation where the identity already has an application. */
interface ActiveEntry {
  orgCode: string;
  applicationUuid: string;
  isInquiry: boolean;
  wholesaleBrokerId: string | null;
}

const entry = (a: ApplicationRow): ActiveEntry => ({
  orgCode: a.org_code,
  applicationUuid: a.uuid,
  isInquiry: a.is_inquiry,
  wholesaleBrokerId: typeof a.extra['wholesaleBrokerId'] === 'string' ? a.extra['wholesaleBrokerId'] : null,
});

/** The broker id whose inquiries need no loan-officer modal: the org's brand toggle, else any brand's. */
function exemptBrokerId(brands: Brands, org: string): string {
  const of = (code: string): unknown => brands.byCode.get(code)?.toggles['wholesaleBrokerIdNoInquiryModal'];
  const own = of(org);
  if (typeof own === 'string' && own !== '') return own;
  for (const code of brands.byCode.keys()) {
    const id = of(code);
    if (typeof id === 'string' && id !== '') return id;
  }
  return EXEMPT_BROKER_ID_FALLBACK;
}

/** Registers the verify-ability route. */
export function searchRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', { preHandler: requireAuth(ctx) }, async (req) => {
    const auth = authOf(req);
    const identity = await findIdentity(ctx.db, auth.identityUuid);
    if (identity === undefined) throw new HttpError(401, 'unauthenticated');
    const tags = emailTags(identity.email);
    if (tags.has(EMAIL_TAGS.recent)) {
      return { canStartApplication: false, organizationsWithActiveApplication: [], reason: 'RECENT_HELOC' };
    }
    let apps = (await listApplications(ctx.db, auth.identityUuid)).filter((a) => a.active);
    const inquiry = tags.has(EMAIL_TAGS.inquiry) || tags.has(EMAIL_TAGS.inquiryExempt);
    if (apps.length === 0 && (inquiry || tags.has(EMAIL_TAGS.active))) {
      // The tags give the identity a real application, so the client's Continue link works.
      const brokerId = tags.has(EMAIL_TAGS.inquiryExempt) ? exemptBrokerId(ctx.brands, auth.org) : INQUIRY_BROKER_ID;
      apps = [await seedApplication(ctx, auth, { isInquiry: inquiry, wholesaleBrokerId: inquiry ? brokerId : null })];
    }
    if (apps.length === 0) return { canStartApplication: true, organizationsWithActiveApplication: [] };
    return {
      canStartApplication: false,
      organizationsWithActiveApplication: apps.map(entry),
      reason: apps.some((a) => a.is_inquiry) ? 'INQUIRY' : 'ACTIVE_APPLICATION',
    };
  });
}
