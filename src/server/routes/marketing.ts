// Marketing lookups: direct-mail offer codes, affiliate prepopulation and the waitlist.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { OFFER_CODES, PREPOP_RECORDS } from '../data/sample-records';
import { notFound } from '../errors';
import { addWaitlistEntry } from '../store/records';

/** Registers the offer-code and waitlist routes. */
export function marketingRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get<{ Params: { code: string } }>('/offercode/:code', async (req) => {
    const record = OFFER_CODES.find((o) => o.offerCode.toLowerCase() === req.params.code.toLowerCase());
    if (record === undefined) throw notFound('offer code');
    return record;
  });

  // Affiliate prepopulation (seed 000 §7): the record named by the _ft_prepop cookie the
  // affiliate's site set; no cookie or an unknown value: 404.
  app.get('/a/external/prepop', async (req) => {
    const value = cookieOf(req.headers.cookie, '_ft_prepop');
    const record = value === undefined ? undefined : PREPOP_RECORDS[value.toUpperCase()];
    if (record === undefined) throw notFound('prepopulation data');
    return record;
  });

  app.post('/waitlist/home-equity-loan-plus', async (req) => {
    const body = ctx.validators.parse<{ email: string }>('waitlist', req.body);
    return { uuid: await addWaitlistEntry(ctx.db, ctx.orgOf(req), body.email, body, ctx.now()) };
  });
}

/** One cookie's value from a Cookie header. */
function cookieOf(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(part.slice(i + 1).trim());
      } catch {
        return part.slice(i + 1).trim();
      }
    }
  }
  return undefined;
}
