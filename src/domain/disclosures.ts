// Rules of the disclosures page (/account/heloc/{uuid}/document/disclosures): which documents
// count as acknowledged (the applicant's ticks on this visit, else what the server recorded),
// which are still unread, and the acknowledgement the page sends (every document at the version
// shown). Pure: the page renders these, the sandbox checks the same rule on its side.

/** A document as the page knows it. */
export interface AcknowledgeableDocument {
  id: string;
  version: number;
  title: string;
  /** When the server recorded an acknowledgement of this version; null when it has none. */
  acknowledgedAt: string | null;
}

/** Ticks given on this visit, by document id (a tick removed is `false`). */
export type Ticks = Readonly<Record<string, boolean>>;

/** Whether a document counts as acknowledged: this visit's tick, else the server's record. */
export function isAcknowledged(doc: AcknowledgeableDocument, ticks: Ticks): boolean {
  return ticks[doc.id] ?? doc.acknowledgedAt !== null;
}

/** The documents not acknowledged yet, in page order. */
export function unreadDocuments<D extends AcknowledgeableDocument>(docs: readonly D[], ticks: Ticks): D[] {
  return docs.filter((d) => !isAcknowledged(d, ticks));
}

/** The acknowledgement body: every document with the version shown; null while any is unread. */
export function acknowledgementBody(docs: readonly AcknowledgeableDocument[], ticks: Ticks): { documents: { id: string; version: number }[] } | null {
  if (docs.length === 0 || unreadDocuments(docs, ticks).length > 0) return null;
  return { documents: docs.map((d) => ({ id: d.id, version: d.version })) };
}

/**
 * The documents of a fresh read whose version differs from the one shown (or that were not
 * shown): the applicant read an older text, so these must be read again (issue 23).
 */
export function changedDocuments<D extends AcknowledgeableDocument>(shown: readonly AcknowledgeableDocument[], fresh: readonly D[]): D[] {
  const before = new Map(shown.map((d) => [d.id, d.version]));
  return fresh.filter((d) => before.get(d.id) !== d.version);
}

/** This visit's ticks without those of changed documents: a tick was for the text read before. */
export function ticksWithout(ticks: Ticks, changed: readonly AcknowledgeableDocument[]): Ticks {
  const drop = new Set(changed.map((d) => d.id));
  return Object.fromEntries(Object.entries(ticks).filter(([id]) => !drop.has(id)));
}
