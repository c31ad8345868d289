// Profile service: profile, name, consent types, CEO feedback.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { authOf, requireAuth } from '../context';
import { PROFILE_CONSENT_TYPES } from '../data/sample-records';
import { HttpError, notFound } from '../errors';
import { FEEDBACK_FAIL_MARKER } from '../scenarios';
import { findProfile, profileView, updateProfile } from '../store/identities';
import { addFeedback, type FeedbackBody } from '../store/records';

interface NameBody {
  firstName: string;
  middleName?: string | null;
  lastName: string;
  suffix?: string | null;
}

/** Registers the profile routes. */
export function profileRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  // Public: the registration flow reads the versions before an account exists.
  app.get('/service-profile/api/v1/profile/consent-types', async () => PROFILE_CONSENT_TYPES);

  app.get('/service-profile/api/v1/profile', secure, async (req) => {
    const profile = await findProfile(ctx.db, authOf(req).identityUuid);
    if (profile === undefined) throw notFound('profile');
    return profileView(profile);
  });

  app.put('/service-profile/api/v1/profile/name', secure, async (req) => {
    const body = ctx.validators.parse<NameBody>('profile-name', req.body);
    const patch = {
      firstName: body.firstName,
      lastName: body.lastName,
      ...(body.middleName !== undefined ? { middleName: body.middleName } : {}),
      ...(body.suffix !== undefined ? { suffix: body.suffix } : {}),
    };
    const profile = await updateProfile(ctx.db, authOf(req).identityUuid, patch, ctx.now());
    if (profile === undefined) throw notFound('profile');
    return profileView(profile);
  });

  app.post('/service-profile/api/v1/feedback/ceo', secure, async (req) => {
    // The modal's own step schema (schemas/api/feedback.json composes it): same rules, same words.
    const body = ctx.validators.parse<FeedbackBody>('feedback', req.body);
    const auth = authOf(req);
    if (body.message.includes(FEEDBACK_FAIL_MARKER)) throw new HttpError(503, `Simulated feedback failure (${FEEDBACK_FAIL_MARKER} in the message)`);
    return { uuid: await addFeedback(ctx.db, auth.identityUuid, auth.org, body, ctx.now()) };
  });
}
