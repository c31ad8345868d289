// Comms-prefs service: SMS consent prompts and the user's consent answers.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { authOf, requireAuth } from '../context';
import { CONSENT_PROMPTS } from '../data/sample-records';
import { badRequest, notFound } from '../errors';
import { addConsent } from '../store/records';

/** Registers the comms-prefs routes. */
export function commsPrefsRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.get<{ Params: { consentType: string } }>('/service-comms-prefs/external/api/v1/consent/prompt/:consentType', async (req) => {
    const type = req.params.consentType.toUpperCase();
    const prompt = CONSENT_PROMPTS[type];
    if (prompt === undefined) throw notFound(`consent prompt ${type}`);
    return { uuid: prompt.uuid, consentType: type, version: prompt.version, text: prompt.text };
  });

  app.post('/service-comms-prefs/secure/api/v1/consent/user', { preHandler: requireAuth(ctx) }, async (req) => {
    const body = ctx.validators.parse<{ consents: { consentPromptUuid: string; optInOut: string }[] }>('user-consent', req.body);
    const known = new Set(Object.values(CONSENT_PROMPTS).map((p) => p.uuid));
    const unknown = body.consents.find((c) => !known.has(c.consentPromptUuid.toLowerCase()));
    if (unknown !== undefined) throw badRequest(`Unknown consent prompt ${unknown.consentPromptUuid}`);
    const auth = authOf(req);
    const uuid = await addConsent(ctx.db, auth.identityUuid, auth.org, 'COMMS_PREFS', body, ctx.now());
    return { uuid, consents: body.consents };
  });
}
