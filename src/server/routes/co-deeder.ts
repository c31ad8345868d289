// The additional signer's own calls (issue 23; seed 000 §2 /heloc-signer routes, seed 001 §6): a
// co-deeder invited on signing/additional (application-signing.ts) reads their invitation,
// confirms who they are, reads and e-signs the co-owner's consent to the deed, and the lender
// moves the co-deed status as it would: once every co-deeder still invited has signed,
// coDeedStatus COMPLETE and the borrower's application goes on (WAITING_FOR_CO_DEED, then
// GEN_NOTARY_DISCLOSURE). Paths are ours (DECISIONS 15), under the application; the caller must be
// a co-deeder of it. Writes are idempotent (Idempotency-Key; the same body again answers the same).
//
// Magic values (docs/sandbox.md 'Additional signer'): a co-deeder e-mail tagged `+withdrawn` is
// invited and withdrawn at once (the signer area shows 'cancelled'); `+signfail` makes the
// e-signature vendor fail the signature (status FAILED: the signer area's error page).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authOf, isUuid, requireAuth, type Ctx } from '../context';
import { badRequest, HttpError, notFound } from '../errors';
import { idempotent } from '../idempotency';
import { emailTags } from '../scenarios';
import { SIGNING_PROGRESSION } from '../lender/progression-signing';
import { waitMs } from '../lender/progression';
import { findApplication, patchApplication, type ApplicationRow } from '../store/applications';
import { advanceStatus, findStatus, startScript } from '../store/status';
import { normalTypedName, typedNameMatches } from '../../domain/typed-signature';
import { SIGNATURE_MESSAGES } from './signing';
import { ageOn, CO_DEED_DOCUMENT_ID, coDeedComplete, SIGN_FAIL_TAG, signerEntries, type SignerEntry } from '../lender/co-deed';

const BASE = '/service-application/api/v1/application/heloc';
type Req = FastifyRequest<{ Params: { uuid: string } }>;

export const CO_DEEDER_MESSAGES = {
  withdrawn: 'This invitation to sign was withdrawn.',
  failed: 'Your signature could not be completed.',
  identityFirst: 'Confirm your identity before you sign.',
  nameMismatch: 'Enter your name as the borrower wrote it in your invitation.',
  adult: 'Must be at least 18 years old',
} as const;

const iso = (ms: number): string => new Date(ms).toISOString();

/** What the signer area reads: the invitation, who it is from, and what the signer has done. */
export function signerView(row: ApplicationRow, me: SignerEntry): Record<string, unknown> {
  return {
    applicationUuid: row.uuid,
    loanNumber: row.loan_number,
    firstName: me.firstName,
    lastName: me.lastName,
    email: me.email,
    status: me.status,
    identityConfirmed: Boolean(me.identityConfirmedAt),
    invitedAt: me.invitedAt,
    signedAt: me.signedAt,
    coDeedStatus: typeof row.extra['coDeedStatus'] === 'string' ? row.extra['coDeedStatus'] : 'NOT_STARTED',
    property: row.property,
  };
}

/** The co-owner's consent to the deed, quoting the application. */
export function coDeedDocument(row: ApplicationRow, companyName: string): { id: string; version: number; title: string; kind: 'text'; body: string } {
  const p = row.property as { street1?: string; city?: string; state?: string; zip?: string };
  const where = [p.street1, p.city, [p.state, p.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ') || 'the property of the application';
  return {
    id: CO_DEED_DOCUMENT_ID,
    version: 1,
    title: 'Co-owner\u2019s Consent to the Deed of Trust',
    kind: 'text',
    body: [
      `You own the home at ${where} together with the borrower of application ${row.loan_number} with ${companyName}.`,
      'What you sign. The borrower has asked for a home equity line of credit secured by the home. Because you are on the title, the lender needs your consent to the mortgage or deed of trust that secures the line.',
      'What it means for you. You do not borrow and you do not owe the payments. But the home secures the line: if the borrower does not repay as agreed, the lender may in the end sell the home to be repaid.',
      'Your right to cancel. If the home is your principal dwelling you may cancel within three business days after the line opens, without cost.',
      'Electronic signature. By typing your name and signing you agree that your electronic signature has the same effect as your signature on paper.',
      'Sandbox sample: this text stands in for the lender\u2019s co-owner consent.',
    ].join('\n\n'),
  };
}

/** Registers the signer's calls. */
export function coDeederRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  /** The application and the caller's entry in it; 404 for anyone not invited to it (never telling which). */
  const mine = async (req: Req): Promise<{ row: ApplicationRow; me: SignerEntry; list: SignerEntry[] }> => {
    if (!isUuid(req.params.uuid)) throw badRequest('Application id is malformed');
    await advanceStatus(ctx.db, req.params.uuid, ctx.now());
    const row = await findApplication(ctx.db, req.params.uuid);
    const who = authOf(req).identityUuid.toLowerCase();
    const list = row ? signerEntries(row) : [];
    const me = list.find((c) => c.identityUuid.toLowerCase() === who);
    if (row === undefined || me === undefined) throw notFound('application');
    return { row, me, list };
  };
  const refuseClosed = (me: SignerEntry): void => {
    if (me.status === 'WITHDRAWN') throw new HttpError(409, CO_DEEDER_MESSAGES.withdrawn);
    if (me.status === 'FAILED') throw new HttpError(409, CO_DEEDER_MESSAGES.failed);
  };
  const save = async (row: ApplicationRow, list: SignerEntry[], me: SignerEntry, next: SignerEntry): Promise<{ row: ApplicationRow; list: SignerEntry[] }> => {
    const updated = list.map((c) => (c.id === me.id ? next : c));
    return { row: await patchApplication(ctx.db, row, { coDeeders: updated }, ctx.now()), list: updated };
  };

  app.get<{ Params: { uuid: string } }>(`${BASE}/:uuid/co-deeders/me`, secure, async (req) => {
    const { row, me } = await mine(req);
    return signerView(row, me);
  });

  app.get<{ Params: { uuid: string } }>(`${BASE}/:uuid/signing-documents/${CO_DEED_DOCUMENT_ID}`, secure, async (req) => {
    const { row, me } = await mine(req);
    const brand = ctx.brands.byCode.get(row.org_code);
    return { ...coDeedDocument(row, brand?.companyName ?? row.org_code), signature: me.signature ?? null };
  });

  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/co-deeders/me/identity`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ firstName: string; lastName: string; dob: string }>('co-deeder-identity', req.body);
    const { row, me, list } = await mine(req);
    refuseClosed(me);
    const same = (a: string, b: string) => normalTypedName(a) === normalTypedName(b);
    if (!same(body.firstName, me.firstName) || !same(body.lastName, me.lastName)) {
      throw new HttpError(400, CO_DEEDER_MESSAGES.nameMismatch, undefined, [{ path: 'lastName', message: CO_DEEDER_MESSAGES.nameMismatch }]);
    }
    if (!(ageOn(body.dob, ctx.now()) >= 18)) throw new HttpError(400, CO_DEEDER_MESSAGES.adult, undefined, [{ path: 'dob', message: CO_DEEDER_MESSAGES.adult }]);
    if (me.identityConfirmedAt) return signerView(row, me);
    const saved = await save(row, list, me, { ...me, identityConfirmedAt: iso(ctx.now()) });
    return signerView(saved.row, signerEntries(saved.row).find((c) => c.id === me.id) as SignerEntry);
  }));

  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/co-deeders/me/signature`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ documentId: string; version: number; typedName: string; signedAt: string }>('document-signature', req.body);
    const { row, me, list } = await mine(req);
    // Signed already: the same name answers the same; another is refused.
    if (me.signature) {
      if (normalTypedName(me.signature.typedName) === normalTypedName(body.typedName)) return signerView(row, me);
      throw new HttpError(409, SIGNATURE_MESSAGES.signedOther);
    }
    refuseClosed(me);
    if (!me.identityConfirmedAt) throw new HttpError(409, CO_DEEDER_MESSAGES.identityFirst);
    const brand = ctx.brands.byCode.get(row.org_code);
    const doc = coDeedDocument(row, brand?.companyName ?? row.org_code);
    if (body.documentId !== doc.id) throw new HttpError(400, SIGNATURE_MESSAGES.mismatch, undefined, [{ path: 'documentId', message: SIGNATURE_MESSAGES.mismatch }]);
    if (body.version !== doc.version) throw new HttpError(409, SIGNATURE_MESSAGES.stale);
    if (Math.abs(Date.parse(body.signedAt) - ctx.now()) > 24 * 3600_000) throw new HttpError(400, SIGNATURE_MESSAGES.clock, undefined, [{ path: 'signedAt', message: SIGNATURE_MESSAGES.clock }]);
    if (!typedNameMatches(body.typedName, { firstName: me.firstName, middleName: null, lastName: me.lastName })) {
      throw new HttpError(400, SIGNATURE_MESSAGES.name, undefined, [{ path: 'typedName', message: SIGNATURE_MESSAGES.name }]);
    }
    const now = ctx.now();
    if (emailTags(me.email).has(SIGN_FAIL_TAG)) {
      // The vendor took the signature and then failed it: the signer's invitation ends in FAILED.
      const saved = await save(row, list, me, { ...me, status: 'FAILED' });
      return signerView(saved.row, signerEntries(saved.row).find((c) => c.id === me.id) as SignerEntry);
    }
    const next: SignerEntry = { ...me, status: 'SIGNED', signedAt: iso(now), signature: { typedName: body.typedName.trim(), signedAt: body.signedAt, version: doc.version } };
    const updatedList = list.map((c) => (c.id === me.id ? next : c));
    const complete = coDeedComplete(updatedList);
    const updated = await patchApplication(ctx.db, row, { coDeeders: updatedList, coDeedStatus: complete ? 'COMPLETE' : 'IN_PROGRESS' }, now);
    // Every co-deeder has signed: the lender confirms the deed (coDeedConfirmed) after its wait.
    const status = await findStatus(ctx.db, row.uuid);
    if (complete && status?.checklist_status === 'CO_DEED_REQ') {
      const r = SIGNING_PROGRESSION.coDeed;
      const keep = { uwDecision: status.uw_decision ?? null, uwSubDecision: status.uw_sub_decision ?? null, flags: {} };
      await startScript(ctx.db, row.uuid, r.waiting, [{ afterMs: waitMs(r), checklistStatus: r.then[0].to, ...keep, application: {} }], now);
    }
    return signerView(updated, next);
  }));
}
