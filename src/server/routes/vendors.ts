// The sandbox's simulated vendors (docs/sandbox.md 'Simulated vendors'): the lender call that
// opens a session (POST .../heloc/{uuid}/vendor-sessions -> { id, url }), the session's state for
// the applicant, and the vendor's own pages at /__vendor/<slug>/<id> (server-rendered, no inline
// script under the CSP; present in production builds too: it is the sandbox's vendor, not QA).
// The vendor page posts its outcome here; the sandbox records it, tells the lender through the
// vendor's `report` (as a real vendor's webhook would) and sends the applicant back to
// `/account/heloc/{uuid}/<returnTo>?session=<id>`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { GROUP_INDEX_ROUTES, knownRoutes } from '../../engine/application-routes';
import { createTranslator } from '../../engine/messages';
import { readResolvedFiles, shippedVersion } from '../../engine/definitions-node';
import type { JsonValue } from '../../engine/types';
import type { Ctx } from '../context';
import { isUuid, requireAuth } from '../context';
import { HttpError, badRequest, notFound } from '../errors';
import { idempotent } from '../idempotency';
import { findApplication } from '../store/applications';
import { advanceStatus, findStatus } from '../store/status';
import { completeVendorSession, findVendorSession, isExpired, openVendorSession, type VendorSession } from '../store/vendor-sessions';
import { ownApplication } from './own-application';
import { endedPage } from '../vendors/render';
import { vendorNamed } from '../vendors/registry';
import type { VendorView } from '../vendors/types';

const BASE = '/service-application/api/v1/application/heloc';

/**
 * True when `route` is one of `routes` (the built-in set and the routes the shipped page groups
 * declare; a `{type}` segment filled with one word) or a group index (its redirect asks the
 * routing tables: the bank link returns to `bank`).
 */
export function isApplicationRoute(route: string, routes: readonly string[]): boolean {
  if (GROUP_INDEX_ROUTES.includes(route)) return true;
  return routes.some((r) => new RegExp(`^${r.replace(/\{[a-z]+\}/gi, '[A-Za-z0-9_-]+')}$`).test(route));
}

/** The routes of the shipped page groups' files (each group's highest shared version) with the built-in set. */
function shippedRoutes(files: ReadonlyMap<string, JsonValue>): string[] {
  const groups = new Set([...files.keys()].map((p) => /^flows\/pages\/([^/]+)\/v\d+\.json$/.exec(p)?.[1]).filter((g): g is string => g !== undefined));
  return knownRoutes([...groups].map((g) => shippedVersion(files, `flows/pages/${g}`)?.json));
}

/** The vendor page's URL of a session. */
export const vendorPath = (slug: string, id: string): string => `/__vendor/${slug}/${id}`;
/** Where the vendor sends the applicant back. */
export const returnPath = (s: VendorSession): string => `/account/heloc/${s.applicationUuid}/${s.returnTo}?session=${encodeURIComponent(s.id)}`;

/** The session as the applicant's calls answer it. */
const sessionView = (s: VendorSession) => ({ id: s.id, vendor: s.vendor, returnTo: s.returnTo, status: s.status, outcome: s.outcome, url: vendorPath(vendorNamed(s.vendor)?.slug ?? '', s.id) });

/** Registers the lender call, the session read and the vendor pages. */
export function vendorRoutes(app: FastifyInstance, ctx: Ctx, root: string): void {
  const secure = { preHandler: requireAuth(ctx) };
  const files = readResolvedFiles(root);
  const catalogue = shippedVersion<{ messages: Record<string, string> }>(files, 'flows/messages/vendor')?.json.messages ?? {};
  const routes = shippedRoutes(files);
  const t = createTranslator(catalogue);
  const script = readFileSync(join(root, 'src/server/vendors/vendor.js'), 'utf8');

  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/vendor-sessions`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ vendor: string; returnTo: string }>('vendor-session', req.body);
    const row = await ownApplication(ctx, req);
    const vendor = vendorNamed(body.vendor);
    if (vendor === undefined || vendor.vendor !== body.vendor) throw new HttpError(400, `There is no vendor ${body.vendor}`, undefined, [{ path: 'vendor', message: `There is no vendor ${body.vendor}` }]);
    if (!isApplicationRoute(body.returnTo, routes)) throw new HttpError(400, `${body.returnTo} is not an application route`, undefined, [{ path: 'returnTo', message: `${body.returnTo} is not an application route` }]);
    const status = await findStatus(ctx.db, row.uuid);
    if (!vendor.opens(status, row)) throw new HttpError(409, `This step is not open for this application now (status ${status?.checklist_status ?? 'unknown'}).`);
    const session = await openVendorSession(ctx.db, { applicationUuid: row.uuid, identityUuid: row.identity_uuid, vendor: vendor.vendor, returnTo: body.returnTo }, ctx.now());
    return sessionView(session);
  }));

  app.get<{ Params: { uuid: string; id: string } }>(`${BASE}/:uuid/vendor-sessions/:id`, secure, async (req) => {
    const row = await ownApplication(ctx, req);
    if (!isUuid(req.params.id)) throw badRequest('Session id is malformed');
    const s = await findVendorSession(ctx.db, req.params.id);
    if (s === undefined || s.applicationUuid !== row.uuid) throw notFound('session');
    return sessionView(s);
  });

  /** The session and its vendor of a vendor page's URL (404 for an unknown one). */
  const sessionOf = async (slug: string, id: string) => {
    const vendor = vendorNamed(slug);
    if (vendor === undefined || vendor.slug !== slug || !isUuid(id)) throw notFound('session');
    const session = await findVendorSession(ctx.db, id);
    if (session === undefined || session.vendor !== vendor.vendor) throw notFound('session');
    const row = await findApplication(ctx.db, session.applicationUuid);
    const brandName = ctx.brands.byCode.get(row?.org_code ?? '')?.companyName ?? '';
    return { vendor, session, brandName };
  };

  const html = (reply: FastifyReply, code: number, page: string): FastifyReply => reply.code(code).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page);

  app.get('/__vendor/vendor.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script));

  app.get<{ Params: { slug: string; id: string }; Querystring: { step?: string } }>('/__vendor/:slug/:id', async (req, reply) => {
    const { vendor, session, brandName } = await sessionOf(req.params.slug, req.params.id);
    const view: VendorView = { t, session, brandName, step: typeof req.query.step === 'string' ? req.query.step : '', error: null, actionUrl: `${vendorPath(vendor.slug, session.id)}/outcome`, pageUrl: vendorPath(vendor.slug, session.id) };
    if (session.status !== 'OPEN') return html(reply, 200, endedPage(view, t(`msg:vendor.${vendor.slug}.name`), returnPath(session)));
    if (isExpired(session, ctx.now())) return html(reply, 410, endedPage(view, t(`msg:vendor.${vendor.slug}.name`), returnPath(session), 'expired'));
    return html(reply, 200, vendor.render(view));
  });

  // The vendor page's forms post url-encoded (they work without script): a scope of their own.
  app.register(async (scope) => {
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
    }
    scope.post<{ Params: { slug: string; id: string } }>('/__vendor/:slug/:id/outcome', async (req, reply) => {
      const { vendor, session, brandName } = await sessionOf(req.params.slug, req.params.id);
      // Done already (a second press, the back button): back to the application, nothing reported again.
      if (session.status !== 'OPEN') return reply.code(303).redirect(returnPath(session));
      // Expired while the page was open: nothing is reported; the page says so with the way back.
      if (isExpired(session, ctx.now())) {
        const view: VendorView = { t, session, brandName, step: '', error: null, actionUrl: `${vendorPath(vendor.slug, session.id)}/outcome`, pageUrl: vendorPath(vendor.slug, session.id) };
        return html(reply, 410, endedPage(view, t(`msg:vendor.${vendor.slug}.name`), returnPath(session), 'expired'));
      }
      const form = (typeof req.body === 'object' && req.body !== null ? req.body : {}) as Record<string, string>;
      const result = form['outcome'] === 'cancel' ? { outcome: 'cancel', choice: null } : vendor.result(form);
      if ('error' in result) {
        // Shown again at the step that posted (a hidden `step`; the link vendors' list is 'choose').
        const step = typeof form['step'] === 'string' && /^[a-z]{1,20}$/.test(form['step']) ? form['step'] : 'choose';
        const view: VendorView = { t, session, brandName, step, error: t(result.error), actionUrl: `${vendorPath(vendor.slug, session.id)}/outcome`, pageUrl: vendorPath(vendor.slug, session.id) };
        return html(reply, 400, vendor.render(view));
      }
      const done = await completeVendorSession(ctx.db, session.id, result.outcome, result.choice, ctx.now());
      if (done === undefined) return reply.code(303).redirect(returnPath(session));
      // The lender's clock first, so the report starts from the status the applicant saw.
      await advanceStatus(ctx.db, session.applicationUuid, ctx.now());
      await vendor.report(ctx, done, result);
      return reply.code(303).redirect(returnPath(done));
    });
  });
}
