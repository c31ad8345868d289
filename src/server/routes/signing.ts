// E-signatures (the eSignature widget; paths are the sandbox's own, docs/sandbox.md 'E-signature'):
// a document to sign with its signature so far, the signature (who signed which version when,
// the typed name, the E-SIGN consent), and the signed record. Idempotent: the same version signed
// again answers the record kept; a signature of an older version is 409.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ownApplication } from './own-application';
import { requireAuth } from '../context';
import { signingDocument, type SigningDocument, type SigningInput } from '../data/signing-documents';
import { HttpError, notFound } from '../errors';
import { type ApplicationRow } from '../store/applications';
import { findProfile } from '../store/identities';
import { findSignature, recordSignature } from '../store/signatures';
import { normalTypedName, typedNameMatches } from '../../domain/typed-signature';

const BASE = '/service-application/api/v1/application/heloc';
type Req = FastifyRequest<{ Params: { uuid: string; documentId: string } }>;

/** How far the signer's clock may be from the lender's (a signature dated a day off is refused). */
const CLOCK_SLACK_MS = 24 * 3600_000;

export const SIGNATURE_MESSAGES = {
  name: 'Type your full name as it appears on your application',
  stale: 'This document has changed since you opened it. Read the new version and sign again.',
  signedOther: 'This document is already signed with another name.',
  clock: 'The signing time must be now',
  mismatch: 'The signature names another document',
} as const;

interface SignatureBody {
  documentId: string;
  version: number;
  consent: true;
  typedName: string;
  signedAt: string;
}

export function signingRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  const own = (req: Req): Promise<ApplicationRow> => ownApplication(ctx, req);

  const documentOf = (row: ApplicationRow, id: string): SigningDocument => {
    const e = row.extra as { amount?: number; rate?: number; term?: number };
    const brand = ctx.brands.byCode.get(row.org_code);
    const doc = signingDocument(id, { companyName: brand?.companyName ?? row.org_code, loanNumber: row.loan_number, amount: e.amount, rate: e.rate, term: e.term, property: row.property as SigningInput['property'] });
    if (!doc) throw notFound('document');
    return doc;
  };

  app.get<{ Params: { uuid: string; documentId: string } }>(`${BASE}/:uuid/signing-documents/:documentId`, secure, async (req) => {
    const row = await own(req);
    const doc = documentOf(row, req.params.documentId);
    return { ...doc, signature: (await findSignature(ctx.db, row.uuid, doc.id, doc.version)) ?? null };
  });

  app.get<{ Params: { uuid: string; documentId: string } }>(`${BASE}/:uuid/signing-documents/:documentId/signature`, secure, async (req) => {
    const row = await own(req);
    const doc = documentOf(row, req.params.documentId);
    const kept = await findSignature(ctx.db, row.uuid, doc.id, doc.version);
    if (!kept) throw notFound('signature');
    return kept;
  });

  app.put<{ Params: { uuid: string; documentId: string } }>(`${BASE}/:uuid/signing-documents/:documentId/signature`, secure, async (req) => {
    const body = ctx.validators.parse<SignatureBody>('document-signature', req.body);
    const row = await own(req);
    if (body.documentId !== req.params.documentId) throw new HttpError(400, SIGNATURE_MESSAGES.mismatch, undefined, [{ path: 'documentId', message: SIGNATURE_MESSAGES.mismatch }]);
    const doc = documentOf(row, req.params.documentId);
    if (body.version !== doc.version) throw new HttpError(409, SIGNATURE_MESSAGES.stale);
    const kept = await findSignature(ctx.db, row.uuid, doc.id, doc.version);
    if (kept) {
      if (normalTypedName(kept.typedName) === normalTypedName(body.typedName)) return kept;
      throw new HttpError(409, SIGNATURE_MESSAGES.signedOther);
    }
    if (Math.abs(Date.parse(body.signedAt) - ctx.now()) > CLOCK_SLACK_MS) throw new HttpError(400, SIGNATURE_MESSAGES.clock, undefined, [{ path: 'signedAt', message: SIGNATURE_MESSAGES.clock }]);
    const profile = await findProfile(ctx.db, row.identity_uuid);
    if (!typedNameMatches(body.typedName, { firstName: profile?.first_name ?? null, middleName: profile?.middle_name ?? null, lastName: profile?.last_name ?? null })) {
      throw new HttpError(400, SIGNATURE_MESSAGES.name, undefined, [{ path: 'typedName', message: SIGNATURE_MESSAGES.name }]);
    }
    return recordSignature(ctx.db, { applicationUuid: row.uuid, documentId: doc.id, version: doc.version, identityUuid: row.identity_uuid, typedName: body.typedName.trim(), consent: true, signedAt: body.signedAt }, ctx.now());
  });
}
