// The remote online notary's calendar (the slotPicker widget; paths are the sandbox's own,
// docs/sandbox.md 'Notary'): the next business days' 30-minute slots in the notary's hours as UTC
// instants, with those other applicants hold marked taken; and the reservation of one (idempotent;
// 409 when another application holds it, 400 outside the hours).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ownApplication } from './own-application';
import { requireAuth } from '../context';
import { HttpError, notFound } from '../errors';
import { patchApplication, type ApplicationRow } from '../store/applications';
import { reservationOf, reservationsAt, reserve } from '../store/notary';
import { findStatus } from '../store/status';
import { NOTARY_HOURS, isSlotStart, notarySlotStarts } from '../../domain/notary-slots';
import { notaryBooked } from './application-notary';

const BASE = '/service-application/api/v1/application/heloc';
type Req = FastifyRequest<{ Params: { uuid: string } }>;

/** Statuses in which a notary time can be booked (notary/intro and notary/reserve-manual). */
export const NOTARY_BOOKING_STATUSES: readonly string[] = ['GEN_NOTARY_DISCLOSURE', 'NOTARY_WAITING_PERIOD', 'MANUAL_DEED_SIGNING', 'NOTARY_SESSION_FAILED'];

export const NOTARY_MESSAGES = {
  taken: 'That time was just taken. Choose another time.',
  outside: 'That time is outside the notary\u2019s hours. Choose one of the times shown.',
  past: 'That time can no longer be booked. Choose one of the times shown.',
  closed: 'Notary times cannot be booked for this application now.',
} as const;

/**
 * The sandbox notary's own busy times (other customers): about one slot in five, the same for
 * every application, so the calendar looks lived in and QA can rely on it.
 */
export function notaryBusy(startsAt: string): boolean {
  return createHash('sha256').update(`notary:${startsAt}`).digest()[0]! % 5 === 0;
}

export function notaryRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  const own = (req: Req): Promise<ApplicationRow> => ownApplication(ctx, req);

  app.get<{ Params: { uuid: string } }>(`${BASE}/:uuid/notary/slots`, secure, async (req) => {
    const row = await own(req);
    const starts = notarySlotStarts(ctx.now());
    const held = await reservationsAt(ctx.db, starts);
    const mine = await reservationOf(ctx.db, row.uuid);
    return {
      timeZone: NOTARY_HOURS.timeZone,
      slotMinutes: NOTARY_HOURS.slotMinutes,
      slots: starts.map((startsAt) => {
        const holder = held.get(startsAt);
        return { startsAt, available: holder ? holder.applicationUuid === row.uuid : !notaryBusy(startsAt) };
      }),
      reservation: mine ?? null,
    };
  });

  app.get<{ Params: { uuid: string } }>(`${BASE}/:uuid/notary/reservation`, secure, async (req) => {
    const row = await own(req);
    const mine = await reservationOf(ctx.db, row.uuid);
    if (!mine) throw notFound('reservation');
    return mine;
  });

  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/notary/reservation`, secure, async (req) => {
    const body = ctx.validators.parse<{ startsAt: string }>('notary-reservation', req.body);
    const row = await own(req);
    const startsAt = new Date(body.startsAt).toISOString();
    const mine = await reservationOf(ctx.db, row.uuid);
    if (mine?.startsAt === startsAt) return mine;
    if (!isSlotStart(startsAt)) throw new HttpError(400, NOTARY_MESSAGES.outside, undefined, [{ path: 'startsAt', message: NOTARY_MESSAGES.outside }]);
    if (!notarySlotStarts(ctx.now()).includes(startsAt)) throw new HttpError(400, NOTARY_MESSAGES.past, undefined, [{ path: 'startsAt', message: NOTARY_MESSAGES.past }]);
    const status = (await findStatus(ctx.db, row.uuid))?.checklist_status ?? '';
    if (!NOTARY_BOOKING_STATUSES.includes(status)) throw new HttpError(409, NOTARY_MESSAGES.closed);
    if (notaryBusy(startsAt)) throw new HttpError(409, NOTARY_MESSAGES.taken);
    const held = await reserve(ctx.db, row.uuid, startsAt, ctx.now());
    if (!held) throw new HttpError(409, NOTARY_MESSAGES.taken);
    const booked = await patchApplication(ctx.db, row, { requestedManualNotaryTime: startsAt }, ctx.now());
    await notaryBooked(ctx, booked, startsAt); // the lender opens the session at the time (part 2)
    return held;
  });
}
