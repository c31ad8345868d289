// Application service: create, read, list, consent types; external eligibility lookups.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { authOf, headerOf, isUuid, requireAuth } from '../context';
import { createApplication, type CreateBody } from '../create-application';
import { APPLICATION_CONSENT_TYPES, REFERRALS } from '../data/sample-records';
import { licensedStates, zipEligible } from '../eligibility';
import { badRequest, notFound } from '../errors';
import { applicationView, canRead, findApplication, listApplications, type ApplicationRow } from '../store/applications';
import { findIdentity } from '../store/identities';
import { advanceStatus } from '../store/status';
import { eventsForStatus, machineEventsOf } from '../lender/events';

const BASE = '/service-application/api/v1/application/heloc';
const EXTERNAL = '/service-application/external/api';

/** Registers the application service routes. */
export function applicationRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  /** Reads an application after letting the lender's script catch up with the clock. */
  const fresh = async (row: ApplicationRow): Promise<Record<string, unknown>> => {
    const status = await advanceStatus(ctx.db, row.uuid, ctx.now());
    const again = await findApplication(ctx.db, row.uuid);
    const view = applicationView(again ?? row);
    // The event the checklist status is (lender/events.ts STATUS_EVENTS), beside those recorded.
    const recorded = machineEventsOf(again ?? row);
    const events = eventsForStatus(recorded, status?.checklist_status ?? '');
    // The status change this answer reflects (the status answer's updatedAt): a client that read
    // the status after a later step reads the application again (src/domain/read-agreement.ts).
    const stamped = status !== undefined ? { ...view, statusUpdatedAt: Number(status.updated_at) } : view;
    return events.length > 0 || recorded.length > 0 ? { ...stamped, machineEvents: events } : stamped;
  };

  app.get(`${BASE}/consent-types`, async () => APPLICATION_CONSENT_TYPES);

  app.post(BASE, secure, async (req) => {
    const body = ctx.validators.parse<CreateBody>('create-application', req.body);
    const q = req.query as Record<string, unknown>;
    const state = q['state'];
    if (state !== undefined && (typeof state !== 'string' || state.toUpperCase() !== body.propertyRequest.state)) {
      throw badRequest('The state query parameter must match propertyRequest.state');
    }
    const auth = authOf(req);
    const identity = await findIdentity(ctx.db, auth.identityUuid);
    const key = headerOf(req, 'idempotency-key') ?? null;
    const { row } = await createApplication(ctx, auth, identity?.email ?? '', body, key !== null && key !== '' ? key.slice(0, 200) : null);
    return fresh(row);
  });

  app.get(`${BASE}/all`, secure, async (req) => {
    const rows = await listApplications(ctx.db, authOf(req).identityUuid);
    return Promise.all(rows.map(fresh));
  });

  app.get<{ Params: { uuid: string } }>(`${BASE}/:uuid`, secure, async (req) => {
    if (!isUuid(req.params.uuid)) throw badRequest('Application id is malformed');
    const row = await findApplication(ctx.db, req.params.uuid);
    // Someone else's application is answered like a missing one; a listed signer may read it.
    if (row === undefined || !canRead(row, authOf(req).identityUuid)) throw notFound('application');
    return fresh(row);
  });

  app.get(`${EXTERNAL}/v2/heloc/states-eligibility`, async (req) => ({ licensedStates: licensedStates(ctx.orgOf(req)) }));

  app.get(`${EXTERNAL}/v1/heloc/zip-eligibility`, async (req) => {
    const zip = (req.query as Record<string, unknown>)['zip'];
    if (typeof zip !== 'string' || !/^[0-9]{5}$/.test(zip)) throw badRequest('Please enter a valid zipcode');
    return { zip, eligible: zipEligible(ctx.orgOf(req), zip) };
  });

  app.get(`${EXTERNAL}/v1/heloc/state-licenses`, async (req) => ({
    orgCode: ctx.orgOf(req),
    states: licensedStates(ctx.orgOf(req)).map((abbrev) => ({ abbrev })),
  }));

  app.get<{ Params: { referralUuid: string } }>(`${EXTERNAL}/v1/heloc/referral-id/:referralUuid`, async (req) => {
    if (!isUuid(req.params.referralUuid)) throw badRequest('Referral id is malformed');
    const referral = REFERRALS[req.params.referralUuid.toLowerCase()];
    if (referral === undefined) throw notFound('referral');
    return referral;
  });
}
