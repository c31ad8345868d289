// Marketing lookups: direct-mail offer codes and the waitlist.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { OFFER_CODES } from '../data/sample-records';
import { notFound } from '../errors';
import { addWaitlistEntry } from '../store/records';

/** Registers the offer-code and waitlist routes. */
export function marketingRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get<{ Params: { code: string } }>('/offercode/:code', async (req) => {
    const record = OFFER_CODES.find((o) => o.offerCode.toLowerCase() === req.params.code.toLowerCase());
    if (record === undefined) throw notFound('offer code');
    return record;
  });

  app.post('/waitlist/home-equity-loan-plus', async (req) => {
    const body = ctx.validators.parse<{ email: string }>('waitlist', req.body);
    return { uuid: await addWaitlistEntry(ctx.db, ctx.orgOf(req), body.email, body, ctx.now()) };
  });
}
