// The Idempotency-Key of every write the app sends to the lender (issue 25): one mechanism under
// every call instead of one per page or widget, so no write can leave it out. The same method,
// path and answers reuse the key until that write succeeds, so a retry (Try again, a lost answer)
// is replayed by the lender instead of done twice; after a success the next write gets a new key.
import { canonicalJson } from '../engine/condition-key';

const keys = new Map<string, string>();

/** What identifies one write: a file by its name, size and date (its bytes are not read). */
function writeId(method: string, path: string, body: unknown): string {
  const b = typeof Blob !== 'undefined' && body instanceof Blob
    ? { blob: [(body as File).name ?? '', body.size, (body as File).lastModified ?? 0, body.type] }
    : body;
  return `${method} ${path}\n${canonicalJson(b ?? null)}`;
}

/** The key for this write: the one its earlier unanswered attempt used, else a new one. */
export function writeKey(method: string, path: string, body: unknown): string {
  const id = writeId(method, path, body);
  let key = keys.get(id);
  if (key === undefined) {
    key = globalThis.crypto.randomUUID();
    keys.set(id, key);
  }
  return key;
}

/** Forgets the key of a write that succeeded: the same answers sent again later are a new write. */
export function settleWriteKey(method: string, path: string, body: unknown): void {
  keys.delete(writeId(method, path, body));
}
