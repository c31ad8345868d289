// The lender's write calls of part 2's identity and signing pages (issue 21): the ID photos
// (identity), the closing package signed document by document (signing/sign) and the co-deeders
// invited, reminded and signing (signing/additional). Paths are ours (DECISIONS 15); bodies have
// schemas in schemas/api/. Where each action is accepted and where it leads is the table
// SIGNING_PROGRESSION (src/server/lender/progression-signing.ts). Each call is idempotent: with an
// Idempotency-Key the key's first answer is replayed (idempotency.ts); without one, the same body
// again once the application has moved on answers the same without doing anything again.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { isUuid, requireAuth } from '../context';
import { ownApplication } from './own-application';
import { idempotent } from '../idempotency';
import { HttpError, badRequest, notFound } from '../errors';
import { hashPassword } from '../password';
import { emailTags } from '../scenarios';
import { signingDocument, type SigningDocument, type SigningInput } from '../data/signing-documents';
import { SIGNATURE_MESSAGES } from './signing';
import { SIGNER_DEFAULT_PASSWORD } from './signer-control';
import { waitMs } from '../lender/progression';
import {
  BLURRY_PREFIX, CLOSING_PACKAGE, CO_DEEDER_SIGNS_TAG, FLOOD_ZONE_ZIPS, ID_DOCUMENT_TYPES, ID_KINDS, MAX_CO_DEEDERS, REMINDER_QUIET_MS, SIGNING_PROGRESSION,
  type IdKind, type SigningRow,
} from '../lender/progression-signing';
import type { ScriptStep } from '../lender/script';
import { applicationView, findApplication, patchApplication, signerUuidsOf, type ApplicationRow } from '../store/applications';
import { documentsOf } from '../store/documents';
import { createIdentity, findIdentity, findIdentityByEmail, findProfile } from '../store/identities';
import { findSignature, recordSignature, type SignatureRecord } from '../store/signatures';
import { findStatus, startScript, type StatusRow } from '../store/status';
import { normalTypedName, typedNameMatches } from '../../domain/typed-signature';
import { ENDED_BY_ID_PHOTOS, withoutEvent } from '../lender/events';
import { coDeedComplete, WITHDRAWN_TAG, type SignerEntry } from '../lender/co-deed';

const BASE = '/service-application/api/v1/application/heloc';
type Body = Record<string, unknown>;
type Req = FastifyRequest<{ Params: { uuid: string } }>;

/** A co-deeder on the application (`application.coDeeders`): who was invited, when, and what they did (src/server/lender/co-deed.ts). */
export type CoDeeder = SignerEntry;

export const SIGNING_MESSAGES = {
  backRequired: 'Add a photo of the back of your ID',
  notYourPhoto: 'That photo is not one you uploaded for this ID. Upload it again.',
  unreadable: 'The photo of your ID is blurry or cut off, so we could not read it.',
  outOfOrder: (title: string) => `Sign the ${title} first.`,
  notInPackage: 'This document is not one of your closing documents.',
  ownEmail: 'Invite your co-owner with their own e-mail address, not yours.',
  tooMany: `You can invite up to ${MAX_CO_DEEDERS} co-owners here. Call us to add more.`,
  noOneToRemind: 'Everyone you invited has signed.',
  signedAlready: 'This co-owner has signed already, so the invitation can no longer be withdrawn.',
} as const;

const coDeedersOf = (row: ApplicationRow): CoDeeder[] => (Array.isArray(row.extra['coDeeders']) ? (row.extra['coDeeders'] as CoDeeder[]) : []);
const iso = (ms: number): string => new Date(ms).toISOString();

/** The script of a row: the waiting status's wait, then each later step after its own wait. */
function rowScript(row: SigningRow, status: StatusRow | undefined, extra: { flags?: Body; application?: Body }[] = []): ScriptStep[] {
  let at = waitMs(row);
  return row.then.map((t, i) => {
    if (i > 0) at += waitMs(t);
    const more = extra[i] ?? {};
    return {
      afterMs: at,
      checklistStatus: t.to,
      uwDecision: status?.uw_decision ?? null,
      uwSubDecision: status?.uw_sub_decision ?? null,
      flags: { ...(t.flags ?? {}), ...(more.flags ?? {}) },
      application: more.application ?? {},
    };
  });
}

export function applicationSigningRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };
  const own = (req: Req): Promise<ApplicationRow> => ownApplication(ctx, req);
  const done = (row: ApplicationRow): Record<string, string> => (row.extra['lenderWrites'] ?? {}) as Record<string, string>;

  /** 409 when the page is not open, unless this body was applied already (then `true`: answer the same). */
  const open = (row: ApplicationRow, status: StatusRow | undefined, name: string, from: readonly string[], page: string, body: Body): boolean => {
    const current = status?.checklist_status ?? '';
    if (from.includes(current)) return false;
    if (done(row)[name] === ctx.bodyHash(body)) return true;
    throw new HttpError(409, `This step (${page}) is not open for this application now (status ${current}).`);
  };

  // ---- identity: the ID photos --------------------------------------------------------------

  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/identity-documents`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ idKind: IdKind; front: { id: string }[]; back?: { id: string }[] }>('identity-documents', req.body);
    const row = await own(req);
    const status = await findStatus(ctx.db, row.uuid);
    if (open(row, status, 'identity', SIGNING_PROGRESSION.identity.from, 'identity', body)) return applicationView(row);
    const kind = ID_KINDS[body.idKind];
    if (kind.back !== null && (body.back === undefined || body.back.length === 0)) throw new HttpError(400, SIGNING_MESSAGES.backRequired, undefined, [{ path: 'back', message: SIGNING_MESSAGES.backRequired }]);
    const stored = await documentsOf(ctx.db, row.uuid);
    const pick = (id: string | undefined, type: string, path: string) => {
      const d = stored.find((s) => s.id === id && s.doc_type === type);
      if (!d) throw new HttpError(400, SIGNING_MESSAGES.notYourPhoto, undefined, [{ path, message: SIGNING_MESSAGES.notYourPhoto }]);
      return d;
    };
    const photos = [pick(body.front[0]?.id, kind.front, 'front'), ...(kind.back !== null ? [pick(body.back?.[0]?.id, kind.back, 'back')] : [])];
    const now = ctx.now();
    // New photos end the situation idReUpload described (the lender looks again), and those of the
    // bank and merchant steps' events (decision 402): from here the data carries the machine.
    const { machineEvents: events } = withoutEvent(row, 'idReUpload', ...ENDED_BY_ID_PHOTOS);
    const updated = await patchApplication(ctx.db, row, { idCheck: { result: 'IN_REVIEW', idKind: body.idKind, submittedAt: iso(now) }, machineEvents: events, lenderWrites: { ...done(row), identity: ctx.bodyHash(body) } }, now);
    const blurry = photos.find((p) => p.name.toLowerCase().startsWith(BLURRY_PREFIX));
    if (blurry) {
      const r = SIGNING_PROGRESSION.identityUnreadable;
      await startScript(ctx.db, row.uuid, r.waiting, rowScript(r, status, [{ application: { idCheck: { result: 'UNREADABLE', idKind: body.idKind, reason: SIGNING_MESSAGES.unreadable, fileName: blurry.name, checkedAt: null }, machineEvents: [...events, 'idReUpload'] } }]), now);
      return applicationView(updated);
    }
    // Accepted: the ID documents join the application's documents (the idDocsUploaded trigger reads a front), others kept.
    const others = (Array.isArray(row.extra['documents']) ? (row.extra['documents'] as Body[]) : []).filter((d) => !ID_DOCUMENT_TYPES.includes(String(d['type'])));
    const documents = [...others, ...photos.map((p) => ({ id: p.id, type: p.doc_type, name: p.name, uploadedAt: iso(p.created_at) }))];
    const zip = String((row.property as Body)['zip'] ?? '');
    const r = FLOOD_ZONE_ZIPS.includes(zip) ? SIGNING_PROGRESSION.identityFlood : SIGNING_PROGRESSION.identity;
    const script = rowScript(r, status, [{ application: { documents, idCheck: { result: 'VERIFIED', idKind: body.idKind, reason: null } } }]);
    // A line re-priced on verified income (uwSubDecision FINAL_OFFER) is signed as the final offer
    // (checklist FINAL_OFFER: signing/intro, decision 344); otherwise NOTE_SIGNING.
    const finalOffer = status?.uw_sub_decision === 'FINAL_OFFER';
    await startScript(ctx.db, row.uuid, r.waiting, script.map((s) => (finalOffer && s.checklistStatus === 'NOTE_SIGNING' ? { ...s, checklistStatus: 'FINAL_OFFER' } : s)), now);
    return applicationView(updated);
  }));

  // ---- signing/sign: the closing package, one document after another ------------------------

  const documentOf = (row: ApplicationRow, id: string): SigningDocument | undefined => {
    const e = row.extra as { amount?: number; rate?: number; term?: number };
    const brand = ctx.brands.byCode.get(row.org_code);
    return signingDocument(id, { companyName: brand?.companyName ?? row.org_code, loanNumber: row.loan_number, amount: e.amount ?? row.amount, rate: e.rate ?? row.rate, term: e.term ?? row.term, property: row.property as SigningInput['property'] });
  };

  /** The package's documents with their signatures; `next` the first unsigned one (undefined when all are signed). */
  const packageOf = async (row: ApplicationRow) => {
    const docs = await Promise.all(CLOSING_PACKAGE.map(async (id) => {
      const doc = documentOf(row, id) as SigningDocument;
      return { doc, signature: (await findSignature(ctx.db, row.uuid, doc.id, doc.version)) ?? null };
    }));
    return { docs, next: docs.find((d) => d.signature === null) };
  };

  // The document to sign now: the first unsigned one of the package, else the last one with its
  // signature; `package` says where it is in the package (signing/sign's 'Document 2 of 3').
  app.get<{ Params: { uuid: string } }>(`${BASE}/:uuid/signing-documents/closing`, secure, async (req) => {
    const row = await own(req);
    const { docs, next } = await packageOf(row);
    const shown = next ?? (docs[docs.length - 1] as (typeof docs)[number]);
    return {
      ...shown.doc,
      signature: shown.signature,
      package: {
        position: docs.indexOf(shown) + 1,
        count: docs.length,
        complete: next === undefined,
        documents: docs.map((d) => ({ id: d.doc.id, title: d.doc.title, version: d.doc.version, signed: d.signature !== null })),
      },
    };
  });

  app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/closing-signature`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ documentId: string; version: number; typedName: string; signedAt: string }>('document-signature', req.body);
    const row = await own(req);
    if (!(CLOSING_PACKAGE as readonly string[]).includes(body.documentId)) throw new HttpError(400, SIGNING_MESSAGES.notInPackage, undefined, [{ path: 'documentId', message: SIGNING_MESSAGES.notInPackage }]);
    const doc = documentOf(row, body.documentId) as SigningDocument;
    if (body.version !== doc.version) throw new HttpError(409, SIGNATURE_MESSAGES.stale);
    const kept = await findSignature(ctx.db, row.uuid, doc.id, doc.version);
    // The same document signed again: the record kept (another name: 409), whatever the status now.
    if (kept) {
      if (normalTypedName(kept.typedName) === normalTypedName(body.typedName)) return kept;
      throw new HttpError(409, SIGNATURE_MESSAGES.signedOther);
    }
    const status = await findStatus(ctx.db, row.uuid);
    const current = status?.checklist_status ?? '';
    const row0 = SIGNING_PROGRESSION.closingSigned;
    if (!(row0.from as readonly string[]).includes(current)) throw new HttpError(409, `This step (${row0.page}) is not open for this application now (status ${current}).`);
    const { next } = await packageOf(row);
    if (next && next.doc.id !== doc.id) throw new HttpError(409, SIGNING_MESSAGES.outOfOrder(next.doc.title));
    if (Math.abs(Date.parse(body.signedAt) - ctx.now()) > 24 * 3600_000) throw new HttpError(400, SIGNATURE_MESSAGES.clock, undefined, [{ path: 'signedAt', message: SIGNATURE_MESSAGES.clock }]);
    const profile = await findProfile(ctx.db, row.identity_uuid);
    if (!typedNameMatches(body.typedName, { firstName: profile?.first_name ?? null, middleName: profile?.middle_name ?? null, lastName: profile?.last_name ?? null })) {
      throw new HttpError(400, SIGNATURE_MESSAGES.name, undefined, [{ path: 'typedName', message: SIGNATURE_MESSAGES.name }]);
    }
    const now = ctx.now();
    const record: SignatureRecord = await recordSignature(ctx.db, { applicationUuid: row.uuid, documentId: doc.id, version: doc.version, identityUuid: row.identity_uuid, typedName: body.typedName.trim(), consent: true, signedAt: body.signedAt }, now);
    const last = CLOSING_PACKAGE[CLOSING_PACKAGE.length - 1] === doc.id;
    if (last) {
      // The closing is complete: co-owners on title sign the deed next (JOINT), else the notary.
      const joint = (row.property as Body)['ownership'] === 'JOINT';
      const r = joint ? SIGNING_PROGRESSION.closingSigned : SIGNING_PROGRESSION.closingSignedSole;
      await startScript(ctx.db, row.uuid, r.waiting, rowScript(r, status, [{ application: { coDeedStatus: joint ? 'NOT_STARTED' : 'COMPLETE', closingSignedAt: iso(now) } }]), now);
    }
    return record;
  }));

  // ---- signing/additional: the co-deeders ---------------------------------------------------

  /** The lender's script after a co-deeder change: magic co-deeders sign after the wait; all signed -> the deed confirmed. */
  const coDeedScript = async (row: ApplicationRow, list: CoDeeder[], status: StatusRow | undefined, now: number): Promise<void> => {
    const r = SIGNING_PROGRESSION.coDeed;
    const signsItself = (c: CoDeeder) => c.status === 'INVITED' && emailTags(c.email).has(CO_DEEDER_SIGNS_TAG);
    if (!list.some(signsItself)) return;
    const after = list.map((c) => (signsItself(c) ? { ...c, status: 'SIGNED' as const, signedAt: iso(now + waitMs(r)) } : c));
    const all = coDeedComplete(after);
    const keep = { uwDecision: status?.uw_decision ?? null, uwSubDecision: status?.uw_sub_decision ?? null, flags: {} };
    const steps: ScriptStep[] = [{ afterMs: waitMs(r), checklistStatus: all ? r.waiting : 'CO_DEED_REQ', ...keep, application: { coDeeders: after, coDeedStatus: all ? 'COMPLETE' : 'IN_PROGRESS' } }];
    if (all) steps.push({ afterMs: 2 * waitMs(r), checklistStatus: r.then[0].to, ...keep, application: {} });
    await startScript(ctx.db, row.uuid, 'CO_DEED_REQ', steps, now);
  };

  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/co-deeders`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ firstName: string; lastName: string; email: string }>('co-deeder-invitation', req.body);
    const row = await own(req);
    const status = await findStatus(ctx.db, row.uuid);
    const email = body.email.trim().toLowerCase();
    const list = coDeedersOf(row);
    const same = list.find((c) => c.email === email);
    // The same co-owner again: nothing changes (a resend is 'Send reminders'); one withdrawn is invited again.
    if (same && same.status !== 'WITHDRAWN' && same.firstName === body.firstName.trim() && same.lastName === body.lastName.trim()) return applicationView(row);
    if (open(row, status, 'coDeedInvite', SIGNING_PROGRESSION.coDeed.from, 'signing/additional', body)) return applicationView(row);
    const applicant = await findIdentity(ctx.db, row.identity_uuid);
    if (applicant?.email.toLowerCase() === email) throw new HttpError(400, SIGNING_MESSAGES.ownEmail, undefined, [{ path: 'email', message: SIGNING_MESSAGES.ownEmail }]);
    if (!same && list.length >= MAX_CO_DEEDERS) throw new HttpError(400, SIGNING_MESSAGES.tooMany);
    const now = ctx.now();
    // The co-deeder's signer identity (docs/portal.md 'Additional signer'): a CO_DEEDER in the application's org.
    let identity = await findIdentityByEmail(ctx.db, row.org_code, email);
    identity ??= await createIdentity(ctx.db, { org: row.org_code, email, passwordHash: await hashPassword(SIGNER_DEFAULT_PASSWORD), phone: '5125550199', profileType: 'CO_DEEDER', firstName: body.firstName.trim(), lastName: body.lastName.trim() }, now);
    if (identity === undefined) throw new HttpError(409, 'This co-owner could not be invited. Please try again.');
    const again = same?.status === 'WITHDRAWN' && !emailTags(email).has(WITHDRAWN_TAG) ? { status: 'INVITED' as const, invitedAt: iso(now), remindedAt: null, withdrawnAt: null } : {};
    const entry: CoDeeder = same
      ? { ...same, firstName: body.firstName.trim(), lastName: body.lastName.trim(), ...again }
      : { id: randomUUID(), firstName: body.firstName.trim(), lastName: body.lastName.trim(), email, identityUuid: identity.uuid, status: emailTags(email).has(WITHDRAWN_TAG) ? 'WITHDRAWN' : 'INVITED', invitedAt: iso(now), remindedAt: null, signedAt: null };
    const next = same ? list.map((c) => (c.id === same.id ? entry : c)) : [...list, entry];
    const signers = signerUuidsOf(row).map((identityUuid) => ({ identityUuid }));
    if (!signers.some((s) => s.identityUuid === identity.uuid)) signers.push({ identityUuid: identity.uuid });
    const updated = await patchApplication(ctx.db, row, { coDeeders: next, coDeedStatus: 'IN_PROGRESS', helocSigners: signers, additionalSignerVersion: row.extra['additionalSignerVersion'] ?? 'v1', lenderWrites: { ...done(row), coDeedInvite: ctx.bodyHash(body) } }, now);
    await coDeedScript(updated, next, status, now);
    return applicationView(updated);
  }));

  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/co-deeders/reminders`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<Body>('co-deeder-reminders', req.body ?? {});
    const row = await own(req);
    const status = await findStatus(ctx.db, row.uuid);
    if (open(row, status, 'coDeedReminders', SIGNING_PROGRESSION.coDeed.from, 'signing/additional', body)) return applicationView(row);
    const list = coDeedersOf(row);
    if (!list.some((c) => c.status === 'INVITED')) throw new HttpError(409, SIGNING_MESSAGES.noOneToRemind);
    const now = ctx.now();
    // Sent again within a minute: the same request again, nothing changes.
    if (list.some((c) => c.status === 'INVITED' && c.remindedAt !== null && now - Date.parse(c.remindedAt) < REMINDER_QUIET_MS)) return applicationView(row);
    const next = list.map((c) => (c.status === 'INVITED' ? { ...c, remindedAt: iso(now) } : c));
    const updated = await patchApplication(ctx.db, row, { coDeeders: next, lenderWrites: { ...done(row), coDeedReminders: ctx.bodyHash(body) } }, now);
    // A +cosign co-deeder's pending signature is scripted with the whole list: script it again with the reminders kept.
    await coDeedScript(updated, next, status, now);
    return applicationView(updated);
  }));

  // Withdrawal (issue 23, decision 550): the borrower takes back one invitation not yet signed. The
  // signer's area then shows 'cancelled' (co-deeders/me answers WITHDRAWN) and the co-deed no longer
  // waits on them: if everyone left has signed, the lender confirms the deed as after a signature.
  app.post<{ Params: { uuid: string } }>(`${BASE}/:uuid/co-deeders/withdrawal`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
    const body = ctx.validators.parse<{ coDeederId: string }>('co-deeder-withdrawal', req.body);
    const row = await own(req);
    const list = coDeedersOf(row);
    const who = list.find((c) => c.id.toLowerCase() === body.coDeederId.toLowerCase());
    if (who === undefined) throw notFound('co-deeder');
    // Withdrawn already: the same answer, nothing changes.
    if (who.status === 'WITHDRAWN') return applicationView(row);
    if (who.status === 'SIGNED') throw new HttpError(409, SIGNING_MESSAGES.signedAlready);
    const status = await findStatus(ctx.db, row.uuid);
    if (open(row, status, 'coDeedWithdrawal', SIGNING_PROGRESSION.coDeed.from, 'signing/additional', body)) return applicationView(row);
    const now = ctx.now();
    const next = list.map((c) => (c.id === who.id ? { ...c, status: 'WITHDRAWN' as const, withdrawnAt: iso(now) } : c));
    const complete = coDeedComplete(next);
    const updated = await patchApplication(ctx.db, row, { coDeeders: next, coDeedStatus: complete ? 'COMPLETE' : 'IN_PROGRESS', lenderWrites: { ...done(row), coDeedWithdrawal: ctx.bodyHash(body) } }, now);
    if (complete) {
      const r = SIGNING_PROGRESSION.coDeed;
      await startScript(ctx.db, row.uuid, r.waiting, rowScript(r, status), now);
    } else {
      // A pending +cosign signature was scripted with the old list: drop it, then script the rest again.
      await startScript(ctx.db, row.uuid, 'CO_DEED_REQ', [], now);
      await coDeedScript(updated, next, status, now);
    }
    return applicationView(updated);
  }));
}

/** QA: a co-deeder signs the deed (as the signer would at /heloc-signer); all signed -> the deed confirmed after the wait. */
export function applicationSigningControlRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post<{ Params: { uuid: string } }>('/__sandbox/applications/:uuid/co-deeders/signature', async (req) => {
    const body = ctx.validators.parse<{ email: string }>('sandbox-co-deeder-signature', req.body);
    if (!isUuid(req.params.uuid)) throw badRequest('Application id is malformed');
    const row = await findApplication(ctx.db, req.params.uuid);
    if (row === undefined) throw notFound('application');
    const list = coDeedersOf(row);
    const who = list.find((c) => c.email === body.email.trim().toLowerCase());
    if (!who) throw notFound('co-deeder');
    const now = ctx.now();
    const next = list.map((c) => (c.id === who.id && c.status !== 'SIGNED' ? { ...c, status: 'SIGNED' as const, signedAt: iso(now) } : c));
    const all = coDeedComplete(next);
    const updated = await patchApplication(ctx.db, row, { coDeeders: next, coDeedStatus: all ? 'COMPLETE' : 'IN_PROGRESS' }, now);
    const status = await findStatus(ctx.db, row.uuid);
    if (all && status?.checklist_status === 'CO_DEED_REQ') {
      const r = SIGNING_PROGRESSION.coDeed;
      await startScript(ctx.db, row.uuid, r.waiting, rowScript(r, status), now);
    }
    return { application: applicationView(updated) };
  });
}
