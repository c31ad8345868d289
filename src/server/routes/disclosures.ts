// Application disclosures (the page /account/heloc/{uuid}/document/disclosures). The seed names
// neither the calls nor the documents; these paths are the sandbox's own (docs/sandbox.md,
// 'Disclosures'): the application's documents with what was acknowledged, the acknowledgement
// (every document, at its current version, or 400), and the public sample booklet PDF.
// QA flags per organisation make the first two fail with 503.
import type { FastifyInstance } from 'fastify';
import type { BrandInfo } from '../brands';
import type { Ctx } from '../context';
import { authOf, isUuid, requireAuth } from '../context';
import { BOOKLET_PATH, bookletBlocks, disclosureDocuments, type DisclosureDocument } from '../data/disclosures';
import { badRequest, HttpError, notFound } from '../errors';
import { simplePdf } from '../pdf';
import { idempotent } from '../idempotency';
import { flagsHold, PROGRESSION, waitMs } from '../lender/progression';
import { findApplication, type ApplicationRow } from '../store/applications';
import { acknowledgementsOf, recordAcknowledgements } from '../store/disclosures';
import { flagFor } from '../store/org-settings';
import { advanceStatus, findStatus, forceStatus, startScript } from '../store/status';

const BASE = '/service-application/api/v1/application/heloc';

/** QA flags (PUT /__sandbox/flags/{ORG}/{key} with { "enabled": true }) that make a call answer 503. */
export const DISCLOSURE_QA_FLAGS = {
  load: 'sandbox-disclosures-load-fail',
  acknowledge: 'sandbox-disclosures-acknowledge-fail',
  /** The lender revised the E-SIGN consent: its version goes up by one (issue 23: a document that changed while open). */
  newVersion: 'sandbox-disclosures-new-version',
} as const;

/** The document the newVersion flag revises, and the sentence its revision adds. */
export const REVISED_DOCUMENT = 'esign-consent';
export const REVISION_NOTE = 'Revised: paper copies are now free for a year after you receive a record.';

/** A document with whether (and when) its current version was acknowledged. */
export type DocumentView = DisclosureDocument & { acknowledgedAt: string | null };

interface AckBody {
  documents: { id: string; version: number }[];
}

/** The brand's details (the documents quote them); an unknown code gets its code as the name. */
function brandOf(ctx: Ctx, org: string): BrandInfo {
  return ctx.brands.byCode.get(org) ?? { orgCode: org, companyName: org, toggles: {} };
}

/** Registers the disclosures routes. */
export function disclosuresRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  /** The signed-in identity's application (someone else's answers like a missing one). */
  const ownApplication = async (uuid: string, identityUuid: string): Promise<ApplicationRow> => {
    if (!isUuid(uuid)) throw badRequest('Application id is malformed');
    await advanceStatus(ctx.db, uuid, ctx.now());
    const row = await findApplication(ctx.db, uuid);
    if (row === undefined || row.identity_uuid !== identityUuid) throw notFound('application');
    return row;
  };

  const failIfFlagged = async (row: ApplicationRow, key: string): Promise<void> => {
    if ((await flagFor(ctx.db, row.org_code, key)).enabled) throw new HttpError(503, `Simulated disclosures failure (QA flag ${key})`);
  };

  const documentsOf = async (row: ApplicationRow): Promise<DisclosureDocument[]> => {
    const docs = baseDocumentsOf(row);
    if (!(await flagFor(ctx.db, row.org_code, DISCLOSURE_QA_FLAGS.newVersion)).enabled) return docs;
    return docs.map((d) => (d.id === REVISED_DOCUMENT && d.kind !== 'pdf' ? { ...d, version: d.version + 1, body: `${d.body}\n\n${REVISION_NOTE}` } : d));
  };

  const baseDocumentsOf = (row: ApplicationRow): DisclosureDocument[] =>
    disclosureDocuments({
      brand: brandOf(ctx, row.org_code),
      loanNumber: row.loan_number,
      property: row.property as { street1: string; street2?: string | null; city: string; state: string; zip: string },
      offers: Array.isArray(row.extra['offers']) ? (row.extra['offers'] as { type?: string; term?: number; rate?: number; originationFee?: number }[]) : [],
      now: row.created_at,
    });

  const view = async (row: ApplicationRow): Promise<{ applicationUuid: string; documents: DocumentView[]; complete: boolean }> => {
    const acks = await acknowledgementsOf(ctx.db, row.uuid);
    const documents = (await documentsOf(row)).map((d) => {
      const ack = acks.get(d.id);
      return { ...d, acknowledgedAt: ack !== undefined && ack.version === d.version ? new Date(ack.acknowledgedAt).toISOString() : null };
    });
    return { applicationUuid: row.uuid, documents, complete: documents.every((d) => d.acknowledgedAt !== null) };
  };

  /**
   * The lender's side of the acknowledgement (decision 192), the progression row
   * `disclosuresAck`: waiting on it after HMDA (GEN_SUMMARY_DISCLOSURE, its flagsAtOnce not yet
   * set), the application waits while the lender prepares the summary (WAITING_FOR_APP_SUMMARY),
   * then APP_SUBMISSION with the summary ready. An acknowledgement at any other time (the page is
   * open from the menu too) only records; a repeated one changes nothing.
   */
  const moveOnAcknowledged = async (uuid: string): Promise<void> => {
    const prog = PROGRESSION.disclosuresAck;
    const status = await findStatus(ctx.db, uuid);
    if (status === undefined || !(prog.from as readonly string[]).includes(status.checklist_status)) return;
    // Moved once already: the row's flagsAtOnce are set.
    if (flagsHold(status.flags, prog.flagsAtOnce)) return;
    const now = ctx.now();
    await forceStatus(ctx.db, uuid, { flags: prog.flagsAtOnce }, now);
    const ready = { afterMs: waitMs(prog), checklistStatus: prog.to, uwDecision: status.uw_decision, uwSubDecision: status.uw_sub_decision, flags: prog.flags, application: {} };
    // A waiting status (WAITING_FOR prefix), so the routing polls with the loader until the summary is ready.
    await startScript(ctx.db, uuid, prog.waiting, [ready], now);
  };

  app.get<{ Params: { uuid: string } }>(`${BASE}/:uuid/disclosures`, secure, async (req) => {
    const row = await ownApplication(req.params.uuid, authOf(req).identityUuid);
    await failIfFlagged(row, DISCLOSURE_QA_FLAGS.load);
    return view(row);
  });

  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/disclosures/acknowledgements`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const auth = authOf(req);
    if (!isUuid(req.params.uuid)) throw badRequest('Application id is malformed');
    const body = ctx.validators.parse<AckBody>('disclosure-acknowledgements', req.body);
    const row = await ownApplication(req.params.uuid, auth.identityUuid);
    await failIfFlagged(row, DISCLOSURE_QA_FLAGS.acknowledge);
    const docs = await documentsOf(row);
    const given = new Map(body.documents.map((d) => [d.id, d.version]));
    const errors: string[] = [];
    for (const id of given.keys()) if (!docs.some((d) => d.id === id)) errors.push(`Unknown document: ${id}`);
    for (const d of docs) {
      const version = given.get(d.id);
      if (version === undefined) errors.push(`${d.title} has not been acknowledged`);
      else if (version !== d.version) errors.push(`${d.title} has changed since you opened it. Please read it again.`);
    }
    // All or nothing: a partial acknowledgement records nothing.
    if (errors.length > 0) throw badRequest(errors.join(', '), errors);
    await ctx.db.transaction((tx) => recordAcknowledgements(tx, row.uuid, auth.identityUuid, docs, ctx.now()));
    await moveOnAcknowledged(row.uuid);
    return view(row);
  }));

  // The sample booklet: the same for every applicant of a brand, so it needs no sign-in (a new
  // tab opened from a link sends no bearer token).
  app.get(BOOKLET_PATH, async (req, reply) => {
    const brand = brandOf(ctx, ctx.orgOf(req));
    const pdf = simplePdf('What You Should Know About Home Equity Lines of Credit', bookletBlocks(brand), `${brand.companyName} - sandbox sample`);
    reply.header('content-type', 'application/pdf');
    reply.header('content-disposition', 'inline; filename="heloc-booklet.pdf"');
    reply.header('cache-control', 'no-cache');
    return reply.send(pdf);
  });
}
