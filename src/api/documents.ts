// The application document store (docs/sandbox.md 'Documents'): uploads with progress, removal.
// An upload goes through XMLHttpRequest, the one browser API that reports upload progress, with
// the same headers, token refresh and session ending as every other call (http.ts). The file's
// name travels in a header (percent-encoded), never in the URL: URLs are logged.
import type { StoredDocument } from '../domain/document-files';
import { buildUrl, endsSession, errorMessageOf, request, RequestError, UNKNOWN_ERROR } from './http';
import { session } from './session';
import { settleWriteKey, writeKey } from './write-keys';

/** What the store answers for a document (metadata only). */
export interface DocumentAnswer {
  id: string;
  applicationUuid: string;
  documentType: string;
  name: string;
  size: number;
  mediaType: string;
  uploadedAt: string;
}

export interface UploadOptions {
  /** The document type the lender files it under (PAYSTUB, BANK_STATEMENT, ...). */
  documentType: string;
  /** Bytes sent so far of the total, as the browser reports them. */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/** The upload and removal calls a fileUpload widget makes (formContext may hand it another, in tests). */
export interface DocumentService {
  upload(path: string, file: File, options: UploadOptions): Promise<StoredDocument>;
  remove(path: string, id: string): Promise<void>;
}

const parse = (xhr: XMLHttpRequest): unknown => {
  const text = xhr.responseText;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** Sends a file's bytes to `path` (POST, application/octet-stream); resolves with the stored document. */
export function uploadDocument(path: string, file: File, options: UploadOptions): Promise<StoredDocument> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const url = buildUrl(path, { type: options.documentType });
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.timeout = options.timeoutMs ?? 120_000;
    const token = session.token;
    const generation = session.generation;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('x-origin', window.location.origin);
    xhr.setRequestHeader('x-org', session.orgCode);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    if (file.type) xhr.setRequestHeader('X-File-Type', file.type);
    // Like every write (write-keys.ts): a retried upload of the same file carries the same key.
    xhr.setRequestHeader('Idempotency-Key', writeKey('POST', url, file));
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : file.size);
    const fail = () => reject(new RequestError(UNKNOWN_ERROR, 0, null));
    xhr.onerror = fail;
    xhr.ontimeout = fail;
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.onload = () => {
      const data = parse(xhr);
      if (xhr.status === 200) {
        const auth = xhr.getResponseHeader('Authorization');
        if (auth?.startsWith('Bearer ')) session.refresh(auth.slice(7), generation);
        settleWriteKey('POST', url, file);
        const d = data as DocumentAnswer;
        resolve({ id: d.id, name: d.name, size: d.size, type: d.mediaType });
        return;
      }
      if (endsSession(xhr.status, data) && token) session.endSession();
      reject(new RequestError(errorMessageOf(data), xhr.status, data));
    };
    options.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}

/** Removes a stored document; one already gone counts as removed (a retried removal). */
export async function removeDocument(path: string, id: string): Promise<void> {
  try {
    await request(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
  } catch (e) {
    if (!(e instanceof RequestError && e.status === 404)) throw e;
  }
}

/** The service the app's fileUpload widgets use. */
export const documentService: DocumentService = { upload: uploadDocument, remove: removeDocument };
