// Feature flags (service-optimize) and the auth mode (identity-broker), per organisation.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { assign } from '../experiments';
import { experimentsFor } from '../store/experiments';
import { authModeFor, flagFor, flagsFor } from '../store/org-settings';

interface OptimizeUser {
  orgCode?: string;
  trackerId?: string | null;
}

/** Registers the flag and auth-mode routes. */
export function optimizeRoutes(app: FastifyInstance, ctx: Ctx): void {
  // The org in the body wins: the client names the user it asks about.
  const orgFrom = (req: FastifyRequest, user: OptimizeUser | undefined): string =>
    typeof user?.orgCode === 'string' && user.orgCode !== '' ? user.orgCode.toUpperCase() : ctx.orgOf(req);

  app.post<{ Params: { context: string } }>('/service-optimize/:context/api/v1/features', async (req) => {
    const body = ctx.validators.parse<{ optimizeUser?: OptimizeUser }>('features', req.body);
    return flagsFor(ctx.db, orgFrom(req, body.optimizeUser));
  });

  app.post<{ Params: { context: string } }>('/service-optimize/:context/api/v1/feature', async (req) => {
    const body = ctx.validators.parse<{ featureKey: string; optimizeUser?: OptimizeUser }>('feature', req.body);
    return flagFor(ctx.db, orgFrom(req, body.optimizeUser), body.featureKey);
  });

  // The experiments the visitor is in (seed 001 §7 'api/v2/decision'): every enabled
  // experiment of the org, the arm decided by the tracker id.
  app.post<{ Params: { context: string } }>('/service-optimize/:context/api/v2/decision', async (req) => {
    const body = ctx.validators.parse<{ optimizeUser: OptimizeUser & { trackerId: string } }>('decision', req.body);
    const list = await experimentsFor(ctx.db, orgFrom(req, body.optimizeUser));
    return list.filter((e) => e.enabled).map((e) => ({ name: e.name, variation: assign(body.optimizeUser.trackerId, e.name, e.trafficPercent) }));
  });

  app.get('/identity-broker/customer/api/v3/auth-mode', async (req) => {
    const q = req.query as Record<string, unknown>;
    const org = typeof q['org'] === 'string' && q['org'] !== '' ? q['org'].toUpperCase() : ctx.orgOf(req);
    return { newAuthMode: await authModeFor(ctx.db, org) };
  });

  // The newer login (seed 001 §7 'identity-broker ... /api/v3/login'): the real broker hosts
  // sign-up and sign-in; the sandbox sends the applicant to its own /auth/login in sign-up
  // mode, which returns to `returnTo` (a local path only) once signed in.
  app.post('/identity-broker/customer/api/v3/login', async (req) => {
    const q = req.query as Record<string, unknown>;
    const body = (req.body ?? {}) as Record<string, unknown>;
    const returnTo = typeof body['returnTo'] === 'string' ? body['returnTo'] : typeof q['returnTo'] === 'string' ? q['returnTo'] : '/dashboard';
    const safe = /^\/[a-z]/.test(returnTo) && !returnTo.startsWith('//') ? returnTo : '/dashboard';
    const nonce = typeof body['externalStateNonce'] === 'string' ? `&externalStateNonce=${encodeURIComponent(body['externalStateNonce'])}` : '';
    return { redirect: `/auth/login?mode=signup&org=${encodeURIComponent(ctx.orgOf(req))}&redirectUrl=${encodeURIComponent(safe)}${nonce}` };
  });
}
