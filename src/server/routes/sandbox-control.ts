// QA control API under /__sandbox/ (not registered when NODE_ENV=production): read and force
// any application's status, set flags and auth mode per organisation, reset everything.
import type { FastifyInstance } from 'fastify';
import type { Ctx } from '../context';
import { isUuid } from '../context';
import { badRequest, notFound } from '../errors';
import * as scenarios from '../scenarios';
import { DOCUMENT_FAIL_ONCE } from './documents';
import { LAST_NAME_OUTCOMES, SOFT_CREDIT_MS } from '../lender/outcomes';
import { ASSET_DECLINE, ASSET_DEPLETION_SHARE, LENDER_WAIT_MS, PROGRESSION, SSN_OUTCOMES, SUMMARY_EDIT, WRONG_PIN, WRONG_PIN_OUTCOME } from '../lender/progression';
import { applicationView, findApplication, patchApplication, type ApplicationRow } from '../store/applications';
import { type Db, wipe } from '../store/db';
import { assignmentsOf, clearExperiment, experimentsFor, setExperiment } from '../store/experiments';
import { findIdentity } from '../store/identities';
import { clearFlag, flagsFor, authModeFor, setAuthMode, setFlag } from '../store/org-settings';
import { acknowledgementsOf } from '../store/disclosures';
import { countRows, listFeedback } from '../store/records';
import { advanceStatus, forceStatus, statusView, type StatusRow } from '../store/status';

interface PatchBody {
  checklistStatus?: string;
  uwDecision?: string | null;
  uwSubDecision?: string | null;
  flags?: Record<string, unknown>;
  /** Forces the portal progress; null derives it from the checklist status again. */
  portalProgress?: string | null;
  application?: Record<string, unknown>;
  resumeScript?: boolean;
}

const ORG = /^[A-Za-z0-9_-]{2,40}$/;
const EXPERIMENT = /^[A-Za-z0-9._-]{1,120}$/;
const experimentParam = (name: string): string => {
  if (!EXPERIMENT.test(name)) throw badRequest('Experiment name is malformed');
  return name;
};
const orgParam = (org: string): string => {
  if (!ORG.test(org)) throw badRequest('Organisation code is malformed');
  return org.toUpperCase();
};

/** When the lender's next scripted step is due (ISO), or null when none is waiting. */
function nextStepDueAt(status: StatusRow | undefined): string | null {
  const step = status?.script[status.script_pos];
  return status === undefined || step === undefined ? null : new Date(status.script_started_at + step.afterMs).toISOString();
}

/** Registers the QA control routes. */
export function sandboxControlRoutes(app: FastifyInstance, ctx: Ctx, info: { dataDir: string | null; store: string }): void {
  const P = '/__sandbox';

  /** An application with its status, owner and pending script steps. */
  const describe = async (row: ApplicationRow, db: Db): Promise<Record<string, unknown>> => {
    const status = await advanceStatus(db, row.uuid, ctx.now());
    const fresh = (await findApplication(db, row.uuid)) ?? row;
    const identity = await findIdentity(db, row.identity_uuid);
    return {
      application: applicationView(fresh),
      status: status === undefined ? null : statusView(status),
      pendingScript: status === undefined ? [] : status.script.slice(status.script_pos),
      nextStepDueAt: nextStepDueAt(status),
      identity: identity === undefined ? null : { uuid: identity.uuid, email: identity.email, orgCode: identity.org_code },
      request: fresh.request,
      experiments: await assignmentsOf(db, row.uuid),
      disclosureAcknowledgements: [...(await acknowledgementsOf(db, row.uuid)).values()].map((a) => ({
        documentId: a.documentId,
        version: a.version,
        title: a.title,
        acknowledgedAt: new Date(a.acknowledgedAt).toISOString(),
      })),
    };
  };

  const load = async (uuid: string): Promise<ApplicationRow> => {
    if (!isUuid(uuid)) throw badRequest('Application id is malformed');
    const row = await findApplication(ctx.db, uuid);
    if (row === undefined) throw notFound('application');
    return row;
  };

  app.get(`${P}/health`, async () => {
    const migrations = (await ctx.db.query<{ id: number }>('select id from schema_migrations order by id')).rows.map((r) => r.id);
    return {
      ok: true,
      store: info.store,
      dataDir: info.dataDir,
      migrations,
      counts: { identities: await countRows(ctx.db, 'identities'), applications: await countRows(ctx.db, 'applications') },
      now: new Date(ctx.now()).toISOString(),
    };
  });

  app.get(`${P}/scenarios`, async () => ({
    lastNames: Object.fromEntries(Object.entries(LAST_NAME_OUTCOMES).map(([k, o]) => [k, o.checklistStatus])),
    // The lender's progression (src/server/lender/progression.ts) and the values typed on its pages.
    progression: PROGRESSION,
    summaryEdit: SUMMARY_EDIT,
    waits: { lenderMs: LENDER_WAIT_MS, softCreditMs: SOFT_CREDIT_MS, sandboxWaitMs: process.env['SANDBOX_WAIT_MS'] ?? null },
    pageValues: {
      ssns: Object.entries(SSN_OUTCOMES).map(([ssn, o]) => ({ page: PROGRESSION.ssn.page, ssn: `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}`, ...o })),
      wrongPin: { page: PROGRESSION.creditPin.page, pin: WRONG_PIN, ...WRONG_PIN_OUTCOME, counts: 'application.creditPin.failedAttempts' },
      assetDepletion: { page: PROGRESSION.assets.page, share: ASSET_DEPLETION_SHARE, of: 'application.uwCalculatedDrawAmount', below: ASSET_DECLINE },
      hardPulls: Object.fromEntries(Object.entries(LAST_NAME_OUTCOMES).flatMap(([k, o]) => (o.hardPull === undefined ? [] : [[k, { page: PROGRESSION.additionalInfo.page, to: o.hardPull, retry: PROGRESSION.hardCreditRetry }]]))),
    },
    excludedZips: scenarios.EXCLUDED_ZIPS,
    disasterZips: scenarios.DISASTER_ZIPS,
    emailTags: Object.values(scenarios.EMAIL_TAGS),
    feedbackFailMarker: scenarios.FEEDBACK_FAIL_MARKER,
    documentFailMarker: DOCUMENT_FAIL_ONCE,
    orgRules: scenarios.ORG_RULES,
  }));

  app.get(`${P}/applications`, async (req) => {
    const q = req.query as Record<string, unknown>;
    const email = typeof q['email'] === 'string' ? q['email'] : null;
    const rows = (
      await ctx.db.query<ApplicationRow>(
        `select a.* from applications a join identities i on i.uuid = a.identity_uuid
         where ($1::text is null or lower(i.email) = lower($1)) order by a.created_at desc limit 100`,
        [email],
      )
    ).rows;
    return Promise.all(rows.map((r) => describe(r, ctx.db)));
  });

  app.get<{ Params: { uuid: string } }>(`${P}/applications/:uuid`, async (req) => describe(await load(req.params.uuid), ctx.db));

  // Stored CEO feedback, newest first; optional ?email= and ?applicationUuid= filters.
  app.get(`${P}/feedback`, async (req) => {
    const q = req.query as Record<string, unknown>;
    return listFeedback(ctx.db, {
      email: typeof q['email'] === 'string' ? q['email'] : null,
      applicationUuid: typeof q['applicationUuid'] === 'string' ? q['applicationUuid'] : null,
    });
  });

  app.patch<{ Params: { uuid: string } }>(`${P}/applications/:uuid`, async (req) => {
    const body = ctx.validators.parse<PatchBody>('sandbox-patch-application', req.body);
    let row = await load(req.params.uuid);
    const now = ctx.now();
    if (body.application !== undefined) row = await patchApplication(ctx.db, row, body.application, now);
    const { application: _a, portalProgress, ...rest } = body;
    // The override rides in the flags, where statusView reads it.
    const statusPatch = portalProgress === undefined ? rest : { ...rest, flags: { ...rest.flags, portalProgress } };
    if (Object.keys(statusPatch).length > 0) {
      await forceStatus(ctx.db, row.uuid, statusPatch, now);
      // The application's decision follows the underwriting decision, as the lender's does.
      if (body.uwDecision !== undefined) row = await patchApplication(ctx.db, row, { state: { decision: body.uwDecision } }, now);
    }
    return describe(row, ctx.db);
  });

  app.post<{ Params: { uuid: string } }>(`${P}/applications/:uuid/advance`, async (req) => {
    const row = await load(req.params.uuid);
    await advanceStatus(ctx.db, row.uuid, ctx.now(), true);
    return describe(row, ctx.db);
  });

  app.get<{ Params: { org: string } }>(`${P}/flags/:org`, async (req) => flagsFor(ctx.db, orgParam(req.params.org)));

  app.put<{ Params: { org: string; key: string } }>(`${P}/flags/:org/:key`, async (req) => {
    const body = ctx.validators.parse<{ enabled: boolean; variables?: Record<string, unknown> }>('sandbox-flag', req.body);
    return setFlag(ctx.db, orgParam(req.params.org), req.params.key, body.enabled, body.variables, ctx.now());
  });

  app.delete<{ Params: { org: string; key: string } }>(`${P}/flags/:org/:key`, async (req) => {
    const org = orgParam(req.params.org);
    await clearFlag(ctx.db, org, req.params.key);
    return flagsFor(ctx.db, org);
  });

  app.get<{ Params: { org: string } }>(`${P}/experiments/:org`, async (req) => experimentsFor(ctx.db, orgParam(req.params.org)));

  app.put<{ Params: { org: string; name: string } }>(`${P}/experiments/:org/:name`, async (req) => {
    const body = ctx.validators.parse<{ enabled: boolean; trafficPercent?: number }>('sandbox-experiment', req.body);
    const org = orgParam(req.params.org);
    const name = experimentParam(req.params.name);
    const current = (await experimentsFor(ctx.db, org)).find((e) => e.name === name);
    return setExperiment(ctx.db, org, { name, enabled: body.enabled, trafficPercent: body.trafficPercent ?? current?.trafficPercent ?? 50 }, ctx.now());
  });

  app.delete<{ Params: { org: string; name: string } }>(`${P}/experiments/:org/:name`, async (req) => {
    const org = orgParam(req.params.org);
    await clearExperiment(ctx.db, org, experimentParam(req.params.name));
    return experimentsFor(ctx.db, org);
  });

  app.get<{ Params: { org: string } }>(`${P}/auth-mode/:org`, async (req) => ({ newAuthMode: await authModeFor(ctx.db, orgParam(req.params.org)) }));

  app.put<{ Params: { org: string } }>(`${P}/auth-mode/:org`, async (req) => {
    const body = ctx.validators.parse<{ newAuthMode: boolean }>('sandbox-auth-mode', req.body);
    await setAuthMode(ctx.db, orgParam(req.params.org), body.newAuthMode, ctx.now());
    return { newAuthMode: body.newAuthMode };
  });

  app.post(`${P}/reset`, async () => {
    await wipe(ctx.db);
    return { ok: true };
  });
}
