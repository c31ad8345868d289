// Telemetry (ft): sessions and events, with the client's dedupe rule.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { badRequest } from '../errors';
import { createSession, findSession, recordEvent } from '../store/records';

interface SessionBody {
  sessionKey?: { uuid?: string; trackerUuid?: string | null } | null;
  trackerUuid?: string | null;
}

interface EventBody {
  event: string;
  sessionKey?: { uuid?: string; trackerUuid?: string | null } | null;
  dontDedupe?: boolean | null;
  dedupeProperty?: string | number | null;
}

const CONTEXTS = new Set(['external', 'secure']);

/** Registers the telemetry routes (the secure context needs a token: see app.ts). */
export function telemetryRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post<{ Params: { context: string } }>('/ft/:context/session', async (req) => {
    if (!CONTEXTS.has(req.params.context)) throw badRequest('context must be external or secure');
    const body = ctx.validators.parse<SessionBody>('telemetry-session', req.body);
    const known = body.sessionKey?.uuid ? await findSession(ctx.db, body.sessionKey.uuid) : undefined;
    if (known !== undefined) return { sessionKey: known };
    const trackerUuid = body.sessionKey?.trackerUuid ?? body.trackerUuid ?? null;
    const sessionKey = await createSession(ctx.db, { trackerUuid, org: ctx.orgOf(req), context: req.params.context, body }, ctx.now());
    return { sessionKey };
  });

  app.post<{ Params: { context: string } }>('/ft/:context/event', async (req) => {
    if (!CONTEXTS.has(req.params.context)) throw badRequest('context must be external or secure');
    const body = ctx.validators.parse<EventBody>('telemetry-event', req.body);
    const dedupe = body.dontDedupe !== true && body.dedupeProperty !== undefined && body.dedupeProperty !== null;
    const stored = await recordEvent(
      ctx.db,
      {
        trackerUuid: body.sessionKey?.trackerUuid ?? null,
        sessionUuid: body.sessionKey?.uuid ?? null,
        event: body.event,
        dedupeKey: dedupe ? `${body.event}|${String(body.dedupeProperty)}` : null,
        context: req.params.context,
        org: ctx.orgOf(req),
        body,
      },
      ctx.now(),
    );
    return { duplicate: !stored };
  });
}
