// The document store of an application (the fileUpload widget; docs/sandbox.md 'Documents'). The
// seed shows no such call: paths and shapes are the sandbox's own, next to the application's
// other calls. An upload is the file's raw bytes; its name travels in a header, never in the URL
// (URLs are logged). Kind checked by extension AND content, size by DOCUMENT_MAX_BYTES; the same
// bytes, name and type again answer the same document. Bytes are never logged (nothing here logs).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { authOf, headerOf, isUuid, requireAuth } from '../context';
import {
  DOCUMENT_KINDS, DOCUMENT_MAX_BYTES, checkDocumentContent, checkDocumentFile, cleanFileName, kindOfName, kindsText, mediaTypeOfKind, SNIFF_BYTES,
} from '../../domain/document-files';
import { contentDisposition } from '../../domain/chat-files';
import { formatFileSize } from '../../domain/file-size';
import { HttpError, badRequest, notFound } from '../errors';
import { canRead, findApplication, type ApplicationRow } from '../store/applications';
import { deleteDocument, documentData, documentsOf, storeDocument, type DocumentRow } from '../store/documents';

const BASE = '/service-application/api/v1/application/heloc';

/** A file name containing this fails its first upload to an application with 503, then succeeds (Retry). */
export const DOCUMENT_FAIL_ONCE = '#fail';

/** A stored document as every answer shows it (never its bytes). */
export function documentView(row: DocumentRow) {
  return {
    id: row.id, applicationUuid: row.application_uuid, documentType: row.doc_type, name: row.name, size: row.size,
    mediaType: row.media_type, uploadedAt: new Date(row.created_at).toISOString(),
  };
}

/** The X-File-Name header, percent-decoded (UTF-8); '' when missing or malformed. */
function fileNameOf(req: FastifyRequest): string {
  const raw = headerOf(req, 'x-file-name') ?? '';
  try {
    return cleanFileName(decodeURIComponent(raw));
  } catch {
    return '';
  }
}

/** Past this many bytes an over-size upload's connection is cut after all (a client that never stops). */
export const DRAIN_MAX_BYTES = 20 * DOCUMENT_MAX_BYTES;

/**
 * Fastify answers a body over the limit with `Connection: close` and stops reading, so the socket
 * closes while the browser is still sending: it sees a reset, never the 413 and its message
 * (issue 25). Reading the rest and dropping it lets the answer arrive; a sender past
 * DRAIN_MAX_BYTES is cut off.
 */
function drainOversizedUpload(req: FastifyRequest, reply: FastifyReply): void {
  reply.removeHeader('connection');
  let seen = 0;
  req.raw.on('data', (chunk: Buffer) => {
    seen += chunk.byteLength;
    if (seen > DRAIN_MAX_BYTES) req.raw.socket.destroy();
  });
  req.raw.resume();
}

/** Registers the document routes. */
export function documentRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };
  const failedOnce = new Set<string>();

  /** The signed-in identity's application (someone else's answers like a missing one). */
  const ownApplication = async (req: FastifyRequest<{ Params: { uuid: string } }>): Promise<ApplicationRow> => {
    const { uuid } = req.params;
    if (!isUuid(uuid)) throw badRequest('Application id is malformed');
    const row = await findApplication(ctx.db, uuid);
    if (row === undefined || row.identity_uuid !== authOf(req).identityUuid) throw notFound('application');
    return row;
  };

  /** The same for an upload, which a listed signer may also make (a condition's document, issue 23). */
  const partyApplication = async (req: FastifyRequest<{ Params: { uuid: string } }>): Promise<ApplicationRow> => {
    const { uuid } = req.params;
    if (!isUuid(uuid)) throw badRequest('Application id is malformed');
    const row = await findApplication(ctx.db, uuid);
    if (row === undefined || !canRead(row, authOf(req).identityUuid)) throw notFound('application');
    return row;
  };

  // Uploads read raw bodies: a scope of its own, so no other route does.
  app.register(async (scope) => {
    scope.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES }, (_req, body, done) => done(null, body));
    scope.post<{ Params: { uuid: string }; Querystring: { type?: string } }>(
      `${BASE}/:uuid/documents`,
      {
        ...secure,
        bodyLimit: DOCUMENT_MAX_BYTES,
        // Fastify refuses a body over the limit before the handler runs; say it in the store's words.
        errorHandler: (err: Error & { code?: string }, req: FastifyRequest, reply: FastifyReply) => {
          if (err.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw err;
          const name = fileNameOf(req) || 'The file';
          const message = `${name} is larger than ${formatFileSize(DOCUMENT_MAX_BYTES)}`;
          drainOversizedUpload(req, reply);
          return reply.code(413).send({ errors: [message], message });
        },
      },
      async (req) => {
        // The borrower, or an additional signer uploading for a condition (issue 23).
        const row = await partyApplication(req);
        if (!/^application\/octet-stream\b/i.test(req.headers['content-type'] ?? '')) throw new HttpError(415, 'Send the file as application/octet-stream');
        const name = fileNameOf(req);
        const mediaType = headerOf(req, 'x-file-type') ?? '';
        const params = ctx.validators.parse<{ type: string; name: string; mediaType?: string }>('document-upload', {
          type: req.query.type ?? '', name, ...(mediaType ? { mediaType } : {}),
        });
        const data = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const accepted = kindsText(DOCUMENT_KINDS);
        const refusal = checkDocumentFile({ name, type: mediaType, size: data.byteLength }, DOCUMENT_KINDS, DOCUMENT_MAX_BYTES);
        if (refusal === 'type') throw new HttpError(415, `${name} is not a ${accepted} file`);
        if (refusal === 'empty') throw badRequest(`${name} is empty`);
        if (refusal === 'size') throw new HttpError(413, `${name} is larger than ${formatFileSize(DOCUMENT_MAX_BYTES)}`);
        if (checkDocumentContent(name, data.subarray(0, SNIFF_BYTES)) === 'content') {
          throw new HttpError(415, `${name} is not a real ${kindsText([kindOfName(name)!])} file: its contents do not match its name`);
        }
        const failKey = `${row.uuid}\u0000${name}`;
        if (name.toLowerCase().includes(DOCUMENT_FAIL_ONCE) && !failedOnce.has(failKey)) {
          failedOnce.add(failKey);
          throw new HttpError(503, 'Simulated upload failure (#fail in the file name). Try again.');
        }
        // 200 both times (every 200 to a signed-in caller refreshes the token); a repeat answers the same id.
        const { row: doc } = await storeDocument(ctx.db, {
          application_uuid: row.uuid, doc_type: params.type, name, media_type: mediaTypeOfKind(kindOfName(name)!),
          sha256: createHash('sha256').update(data).digest('hex'), data, identity_uuid: authOf(req).identityUuid, created_at: ctx.now(),
        });
        return documentView(doc);
      },
    );
  });

  app.get<{ Params: { uuid: string } }>(`${BASE}/:uuid/documents`, secure, async (req) => {
    const row = await ownApplication(req);
    return { applicationUuid: row.uuid, documents: (await documentsOf(ctx.db, row.uuid)).map(documentView) };
  });

  app.get<{ Params: { uuid: string; id: string } }>(`${BASE}/:uuid/documents/:id`, secure, async (req, reply) => {
    const row = await ownApplication(req);
    const doc = await documentData(ctx.db, row.uuid, req.params.id);
    if (doc === undefined) throw notFound('document');
    // Always a download, never rendered as a page of this origin.
    return reply
      .header('content-type', doc.media_type)
      .header('content-disposition', contentDisposition(doc.name))
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(doc.data);
  });

  app.delete<{ Params: { uuid: string; id: string } }>(`${BASE}/:uuid/documents/:id`, secure, async (req, reply) => {
    const row = await ownApplication(req);
    if (!(await deleteDocument(ctx.db, row.uuid, req.params.id))) throw notFound('document');
    return reply.code(204).send();
  });
}
