// The QA page (/__sandbox/, sandbox only): server-rendered HTML over the QA control API.
// Forms post url-encoded to /__sandbox/ui/*, which call the JSON control API in process (same
// validation, same effects) and redirect back with the outcome (post/redirect/get).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createTranslator } from '../../engine/messages';
import type { Ctx } from '../context';
import { checklistStatuses, DECISIONS, FLAG_KEYS, SUB_DECISIONS } from '../qa-page/options';
import { renderQaPage, type QaView } from '../qa-page/render';
import { readResolvedFiles, shippedVersion } from '../../engine/definitions-node';
import { authModeFor, flagsFor } from '../store/org-settings';

type Form = Record<string, string>;

/** The posted form's text fields; anything else (a JSON body with numbers or lists) is dropped, not a 500. */
const formOf = (body: unknown): Form =>
  body !== null && typeof body === 'object' && !Array.isArray(body)
    ? Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/** Registers the QA page, its script and its form handlers. */
export function qaPageRoutes(app: FastifyInstance, ctx: Ctx, root: string): void {
  const catalogue = shippedVersion<{ messages: Record<string, string> }>(readResolvedFiles(root), 'flows/messages/qa')?.json.messages ?? {};
  const t = createTranslator(catalogue);
  const script = readFileSync(join(root, 'src/server/qa-page/qa.js'), 'utf8');
  const statuses = checklistStatuses(root);
  const orgs = [...ctx.brands.byCode.values()].map((b) => ({ code: b.orgCode, name: b.companyName }));

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** Calls the JSON control API; the error answer's message on failure. */
  const call = async (method: 'GET' | 'PATCH' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown): Promise<{ ok: boolean; body: Record<string, unknown>; error: string }> => {
    const res = await app.inject({ method, url, ...(payload !== undefined ? { payload: payload as Record<string, unknown> } : {}) });
    const body = (res.body ? JSON.parse(res.body) : {}) as Record<string, unknown>;
    return { ok: res.statusCode < 400, body, error: typeof body['message'] === 'string' ? body['message'] : res.statusMessage };
  };

  const back = (reply: FastifyReply, params: Record<string, string>): FastifyReply =>
    reply.code(303).redirect(`/__sandbox/?${new URLSearchParams(params).toString()}#qa-status`);

  /** The applications as the control API describes them (status advanced by the clock). */
  const applications = async (): Promise<QaView['applications']> => {
    const res = await app.inject({ method: 'GET', url: '/__sandbox/applications' });
    type Row = {
      application: Record<string, unknown>;
      status: Record<string, unknown> | null;
      identity: { email?: string } | null;
      pendingScript: { checklistStatus: string }[];
      nextStepDueAt: string | null;
    };
    const str = (v: unknown): string => (typeof v === 'string' ? v : '');
    const now = ctx.now();
    return (JSON.parse(res.body) as Row[]).map((r) => ({
      uuid: str(r.application['uuid']),
      loanNumber: str(r.application['loanNumber']),
      org: str(r.application['orgCode']),
      state: str((r.application['property'] as Record<string, unknown> | undefined)?.['state']),
      checklistStatus: str(r.status?.['checklistStatus']),
      decision: str(r.status?.['uwDecision']),
      subDecision: str(r.status?.['uwSubDecision']),
      email: str(r.identity?.email),
      next: r.pendingScript[0] === undefined
        ? null
        : { status: r.pendingScript[0].checklistStatus, seconds: Math.max(0, Math.ceil((Date.parse(r.nextStepDueAt ?? '') - now) / 1000)) || 0 },
    }));
  };

  const page = async (query: Record<string, unknown>): Promise<string> => {
    const q = (k: string): string => (typeof query[k] === 'string' ? (query[k] as string) : '');
    const org = orgs.some((o) => o.code === q('org').toUpperCase()) ? q('org').toUpperCase() : ctx.brands.defaultOrg;
    const listed = await applications();
    const done = q('done');
    const message = q('error')
      ? { text: t('msg:qa.failed', { reason: q('error') }), failed: true }
      : done
        ? { text: t(`msg:qa.done.${done}`, { loanNumber: q('loanNumber'), status: q('status'), key: q('key'), email: q('email'), org }), failed: false }
        : null;
    return renderQaPage({
      t,
      applications: listed,
      orgs,
      org,
      flags: await flagsFor(ctx.db, org),
      authModes: await Promise.all(orgs.map(async (o) => ({ org: o.code, newAuthMode: await authModeFor(ctx.db, o.code) }))),
      statuses,
      decisions: DECISIONS,
      subDecisions: SUB_DECISIONS,
      flagKeys: FLAG_KEYS,
      selectedApp: q('app') || null,
      message: /^[a-zA-Z]*$/.test(done) ? message : null,
    });
  };

  for (const path of ['/__sandbox', '/__sandbox/']) {
    app.get(path, async (req, reply) => reply.type('text/html; charset=utf-8').send(await page(req.query as Record<string, unknown>)));
  }
  app.get('/__sandbox/qa.js', async (_req, reply) => reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(script));

  app.post('/__sandbox/ui/application', async (req, reply) => {
    const f = formOf(req.body);
    const uuid = f['uuid'] ?? '';
    const patch: Record<string, string> = {};
    for (const k of ['checklistStatus', 'uwDecision', 'uwSubDecision']) if ((f[k] ?? '').trim() !== '') patch[k] = (f[k] ?? '').trim();
    const r = await call('PATCH', `/__sandbox/applications/${encodeURIComponent(uuid)}`, patch);
    if (!r.ok) return back(reply, { error: r.error, app: uuid });
    const status = (r.body['status'] as Record<string, unknown> | null)?.['checklistStatus'];
    const loanNumber = (r.body['application'] as Record<string, unknown>)['loanNumber'];
    return back(reply, { done: 'application', app: uuid, loanNumber: String(loanNumber ?? ''), status: String(status ?? '') });
  });

  app.post('/__sandbox/ui/advance', async (req, reply) => {
    const uuid = formOf(req.body)['uuid'] ?? '';
    const url = `/__sandbox/applications/${encodeURIComponent(uuid)}`;
    const before = await call('GET', url);
    if (!before.ok) return back(reply, { error: before.error, app: uuid });
    const loanNumber = String((before.body['application'] as Record<string, unknown>)['loanNumber'] ?? '');
    if ((before.body['pendingScript'] as unknown[]).length === 0) return back(reply, { error: t('msg:qa.advance.nothing', { loanNumber }), app: uuid });
    const r = await call('POST', `${url}/advance`);
    if (!r.ok) return back(reply, { error: r.error, app: uuid });
    const status = (r.body['status'] as Record<string, unknown> | null)?.['checklistStatus'];
    return back(reply, { done: 'advance', app: uuid, loanNumber, status: String(status ?? '') });
  });

  app.post('/__sandbox/ui/signer', async (req, reply) => {
    const f = formOf(req.body);
    const uuid = f['uuid'] ?? '';
    const password = (f['password'] ?? '').trim();
    const r = await call('POST', `/__sandbox/applications/${encodeURIComponent(uuid)}/signers`, { email: (f['email'] ?? '').trim(), ...(password !== '' ? { password } : {}) });
    if (!r.ok) return back(reply, { error: r.error, app: uuid });
    const loanNumber = (r.body['application'] as Record<string, unknown>)['loanNumber'];
    const email = (r.body['signer'] as Record<string, unknown>)['email'];
    return back(reply, { done: 'signer', app: uuid, loanNumber: String(loanNumber ?? ''), email: String(email ?? '') });
  });

  app.post('/__sandbox/ui/flag', async (req, reply) => {
    const f = formOf(req.body);
    const org = f['org'] ?? '';
    const key = (f['key'] ?? '').trim();
    const url = `/__sandbox/flags/${encodeURIComponent(org)}/${encodeURIComponent(key)}`;
    if (f['state'] === 'default') {
      const r = await call('DELETE', url);
      return r.ok ? back(reply, { done: 'flagCleared', org, key }) : back(reply, { error: r.error, org });
    }
    let variables: unknown;
    if ((f['variables'] ?? '').trim() !== '') {
      try {
        variables = JSON.parse(f['variables'] ?? '');
      } catch {
        variables = null;
      }
      if (!variables || typeof variables !== 'object' || Array.isArray(variables)) return back(reply, { error: t('msg:qa.variablesInvalid'), org });
    }
    const r = await call('PUT', url, { enabled: f['state'] === 'on', ...(variables !== undefined ? { variables } : {}) });
    return r.ok ? back(reply, { done: 'flag', org, key }) : back(reply, { error: r.error, org });
  });

  app.post('/__sandbox/ui/auth-mode', async (req, reply) => {
    const f = formOf(req.body);
    const org = f['org'] ?? '';
    const r = await call('PUT', `/__sandbox/auth-mode/${encodeURIComponent(org)}`, { newAuthMode: f['mode'] === 'newer' });
    return r.ok ? back(reply, { done: 'authMode', org }) : back(reply, { error: r.error, org });
  });

  app.post('/__sandbox/ui/reset', async (_req, reply) => {
    const r = await call('POST', '/__sandbox/reset');
    return r.ok ? back(reply, { done: 'reset' }) : back(reply, { error: r.error });
  });
}
