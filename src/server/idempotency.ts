// The Idempotency-Key of the lender's write calls (the app sends one with every write; a retry of
// the same answers reuses it): the same key with the same request answers what the first one did
// and does nothing again, as payment APIs do; the same key with another request is refused (422),
// one still running is a 409. Without a key each call keeps its own rule (the same body once the
// application has moved on changes nothing). Keys are per identity and kept 24 hours.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { authOf, headerOf, type Ctx } from './context';
import { HttpError } from './errors';
import { claimKey, findKey, recordAnswer, releaseKey } from './store/idempotency';

/** How long a key is remembered (then the same key is a new request). */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;
/** A first request still unanswered after this long is taken as lost (its key can be used again). */
export const IDEMPOTENCY_STALE_MS = 60 * 1000;
/** The answer header that says this answer is a replay of the key's first one. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The key reused with another request (another body, path or method). */
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was already used for a different request. Send new answers with a new key.';
/** The key's first request has not answered yet. */
export const KEY_IN_PROGRESS_MESSAGE = 'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

/**
 * Runs `run` (a write call's work, answering 200 with its result) at most once per
 * Idempotency-Key: a replay gets the recorded answer with `Idempotent-Replayed: true`. A failed
 * request (any error) records nothing, so its retry runs again.
 */
export async function idempotent(ctx: Ctx, req: FastifyRequest, reply: FastifyReply, run: () => Promise<unknown>): Promise<unknown> {
  const key = headerOf(req, 'idempotency-key');
  if (key === undefined || key === '') return run();
  if (!KEY.test(key)) throw new HttpError(400, 'The Idempotency-Key header must be 1 to 255 visible characters (a UUID is best)');
  const identity = authOf(req).identityUuid;
  // Keyed (the body may hold an SSN or a PIN) and bound to the call: the key of one page's
  // Continue cannot replay another page's answer.
  const fingerprint = ctx.bodyHash({ method: req.method, path: req.url.split('?')[0], body: req.body ?? null });
  const now = ctx.now();
  if (!(await claimKey(ctx.db, identity, key, fingerprint, now))) {
    const seen = await findKey(ctx.db, identity, key);
    const expired = seen !== undefined && (now - seen.createdAt > IDEMPOTENCY_KEY_TTL_MS || (seen.status === null && now - seen.createdAt > IDEMPOTENCY_STALE_MS));
    if (expired) await releaseKey(ctx.db, identity, key);
    if (seen === undefined || expired) {
      // Gone or forgotten: this request is the key's first again.
      if (!(await claimKey(ctx.db, identity, key, fingerprint, now))) throw new HttpError(409, KEY_IN_PROGRESS_MESSAGE);
    } else {
      if (seen.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED_MESSAGE);
      if (seen.status === null) throw new HttpError(409, KEY_IN_PROGRESS_MESSAGE);
      reply.header(REPLAYED_HEADER, 'true');
      reply.code(seen.status);
      return seen.response;
    }
  }
  let result: unknown;
  try {
    result = await run();
  } catch (e) {
    await releaseKey(ctx.db, identity, key);
    throw e;
  }
  await recordAnswer(ctx.db, identity, key, 200, result);
  return result;
}
