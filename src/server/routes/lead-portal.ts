// Lead portal: loan originators and the default referrer for a state.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { isUuid } from '../context';
import { ALL_STATES } from '../data/states';
import { defaultReferrer, findOriginator } from '../eligibility';
import { badRequest, notFound } from '../errors';
import { WHOLESALE_REFERRALS } from '../data/sample-records';

/** Registers the lead-portal routes. */
export function leadPortalRoutes(app: FastifyInstance, _ctx: Ctx): void {
  // Static segment: Fastify matches it before the :uuid route below.
  app.get('/service-lead-portal/api/lo/default', async (req) => {
    const q = req.query as Record<string, unknown>;
    const state = typeof q['state'] === 'string' ? q['state'].toUpperCase() : '';
    if (!ALL_STATES.includes(state)) throw badRequest('Please enter a valid state');
    const lo = defaultReferrer(state);
    if (lo === undefined) throw notFound('referrer');
    return { referrerUuid: lo.uuid };
  });

  app.get<{ Params: { uuid: string } }>('/service-lead-portal/api/lo/:uuid', async (req) => {
    if (!isUuid(req.params.uuid)) throw badRequest('Loan originator id is malformed');
    const lo = findOriginator(req.params.uuid);
    if (lo === undefined) throw notFound('loan originator');
    return lo;
  });

  // A broker's referral (seed 000 §3 'Wholesale referral', seed 001 §7): name, suffix, address, phone, e-mail.
  app.get<{ Params: { referralUuid: string } }>('/service-lead-portal/api/referrals/:referralUuid', async (req) => {
    if (!isUuid(req.params.referralUuid)) throw badRequest('Referral id is malformed');
    const referral = WHOLESALE_REFERRALS[req.params.referralUuid.toLowerCase()];
    if (referral === undefined) throw notFound('referral');
    return referral;
  });

  app.get<{ Params: { uuid: string } }>('/service-lead-portal/api/lo/:uuid/licensed-states', async (req) => {
    if (!isUuid(req.params.uuid)) throw badRequest('Loan originator id is malformed');
    const lo = findOriginator(req.params.uuid);
    if (lo === undefined) throw notFound('loan originator');
    return { licensedStates: lo.enforceLicensedStatesForReferral ? lo.licensedStates : [...ALL_STATES] };
  });
}
