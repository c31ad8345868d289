// The lender's write calls of the income pages (part 2, issue 21): income/upload/{type}'s
// documents and income/employer-verification's employer details. (The payroll and bank-data links
// go through the simulated vendor: src/server/routes/vendors.ts, src/server/vendors/income-link.ts.)
// Paths are ours (DECISIONS 15); bodies have schemas in schemas/api/. Each is idempotent: an
// Idempotency-Key replays its first answer (idempotency.ts); without one, the same body again once
// the application has moved on answers the same and does nothing; another body then is a 409.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { requireAuth } from '../context';
import { HttpError } from '../errors';
import { idempotent } from '../idempotency';
import { afterVerified, reportIncome } from '../lender/income';
import {
  EMPLOYMENT_STATUS, EMPLOYMENT_WAITING, INCOME_DOCUMENTS, INCOME_PARTIAL_STATUS, INCOME_STATUS, INCOME_WAIT_MS, UPLOAD_MAGIC, VERIFIED, type IncomeOutcome,
} from '../lender/progression-income';
import { waitMs } from '../lender/progression';
import { applicationView, patchApplication, type ApplicationRow } from '../store/applications';
import { documentsOf } from '../store/documents';
import { findStatus, startScript } from '../store/status';
import { ownApplication } from './own-application';

const BASE = '/service-application/api/v1/application/heloc';
type Body = Record<string, unknown>;
type Req = FastifyRequest<{ Params: { uuid: string } }>;

/** Words a count of documents is asked with in messages. */
const NAMES: Record<string, [string, string]> = {
  PAYSTUB: ['paystub', 'paystubs'], MANUAL_PAYSTUB: ['paystub', 'paystubs'], W2: ['W-2', 'W-2s'], TAX_RETURN: ['tax return', 'tax returns'],
};

export function applicationIncomeRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };
  const own = (req: Req): Promise<ApplicationRow> => ownApplication(ctx, req);
  const writes = (row: ApplicationRow): Record<string, string> => (row.extra['lenderWrites'] ?? {}) as Record<string, string>;
  const remember = (row: ApplicationRow, name: string, body: Body): Body => ({ lenderWrites: { ...writes(row), [name]: ctx.bodyHash(body) } });

  // income/upload/{type}: the uploaded documents; the lender checks them and verifies.
  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/income-documents`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ type: string; documents: { id: string }[] }>('income-documents', req.body);
    const row = await own(req);
    const status = await findStatus(ctx.db, row.uuid);
    const current = status?.checklist_status ?? '';
    const open = body.type === 'MANUAL_PAYSTUB' ? [INCOME_PARTIAL_STATUS, INCOME_STATUS] : [INCOME_STATUS];
    if (!open.includes(current)) {
      if (writes(row)['incomeDocuments'] === ctx.bodyHash(body)) return applicationView(row);
      throw new HttpError(409, `Documents for income verification are not being asked for now (status ${current}).`);
    }
    const spec = INCOME_DOCUMENTS[body.type]!;
    const stored = await documentsOf(ctx.db, row.uuid);
    const ids = [...new Set(body.documents.map((d) => d.id))];
    const docs = ids.map((id) => stored.find((d) => d.id === id));
    const [one, many] = NAMES[body.type]!;
    if (docs.some((d) => d === undefined || d.doc_type !== spec.documentType)) {
      throw new HttpError(400, `Upload the ${many} again: one of them is not on this application`, undefined, [{ path: 'documents', message: `Upload the ${many} again` }]);
    }
    if (docs.length < spec.required) {
      const message = spec.required === 1 ? `Upload your ${one}` : `Upload ${spec.required} ${many}`;
      throw new HttpError(400, message, undefined, [{ path: 'documents', message }]);
    }
    // The magic file names (docs/sandbox.md 'Part 2: income'): unreadable, lowincome, employer.
    const names = docs.map((d) => d!.name.toLowerCase());
    const magic = UPLOAD_MAGIC.find((m) => names.some((n) => n.includes(m.word)));
    let outcome: IncomeOutcome = magic?.outcome ?? 'success';
    if (body.type === 'MANUAL_PAYSTUB' && outcome !== 'failure') outcome = 'success';
    const saved = await patchApplication(ctx.db, row, remember(row, 'incomeDocuments', body), ctx.now());
    await reportIncome(ctx, saved.uuid, 'documents', outcome, { type: body.type, count: docs.length, ...(outcome === 'failure' ? { reason: 'UNREADABLE' } : {}) });
    return applicationView(saved);
  }));

  // income/employer-verification: the employer's details; the lender calls the employer.
  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/employer-verification`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ employerName: string; employerPhone: string; jobTitle: string; startDate: string }>('employer-verification', req.body);
    const row = await own(req);
    const status = await findStatus(ctx.db, row.uuid);
    const current = status?.checklist_status ?? '';
    if (current !== EMPLOYMENT_STATUS) {
      if (writes(row)['employerVerification'] === ctx.bodyHash(body)) return applicationView(row);
      throw new HttpError(409, `Employer verification is not being asked for now (status ${current}).`);
    }
    const [m, y] = body.startDate.split('/').map(Number) as [number, number];
    const now = ctx.now();
    const today = new Date(now);
    if (y > today.getUTCFullYear() || (y === today.getUTCFullYear() && m > today.getUTCMonth() + 1)) {
      throw new HttpError(400, 'The start date cannot be in the future', undefined, [{ path: 'startDate', message: 'The start date cannot be in the future' }]);
    }
    // Magic: an employer name containing "unreachable" cannot be reached (income/review with what failed).
    const unreachable = /unreachable/i.test(body.employerName);
    const employer = { employerName: body.employerName.trim(), employerPhone: body.employerPhone, jobTitle: body.jobTitle.trim(), startDate: body.startDate, state: 'IN_PROGRESS', submittedAt: new Date(now).toISOString() };
    const saved = await patchApplication(ctx.db, row, { ...remember(row, 'employerVerification', body), incomeVerification: { employer } }, now);
    const base = { afterMs: waitMs({ ms: INCOME_WAIT_MS }), uwDecision: status?.uw_decision ?? null };
    const step = unreachable
      ? { ...base, checklistStatus: INCOME_STATUS, uwSubDecision: status?.uw_sub_decision ?? null, flags: { employmentVerificationNeeded: false }, application: { incomeVerification: { employer: { state: 'FAILED', reason: 'EMPLOYER_UNREACHABLE' }, outcome: 'EMPLOYER_UNREACHABLE' } } }
      : { ...base, checklistStatus: afterVerified(saved), uwSubDecision: VERIFIED, flags: { employmentVerificationNeeded: false }, application: { incomeVerification: { employer: { state: 'VERIFIED' }, payroll: { state: 'VERIFIED' }, outcome: 'VERIFIED', verifiedIncome: (saved.income_sources[0] as { income?: number } | undefined)?.income ?? null } } };
    await startScript(ctx.db, row.uuid, EMPLOYMENT_WAITING, [step], now);
    return applicationView(saved);
  }));
}
