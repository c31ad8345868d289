// The application's disclosure documents and their acknowledgement (sandbox paths; the seed
// shows none: docs/architecture.md 'Sandbox API paths').
import type { AcknowledgeableDocument } from '../domain/disclosures';
import { request } from './http';
import { earlyOr } from './early-reads';

/** A document to read: HTML or text shown in the viewer, or a PDF opened by its link. */
export type DisclosureDocument = AcknowledgeableDocument &
  ({ kind: 'html' | 'text'; body: string } | { kind: 'pdf'; url: string });

/** The disclosures answer. */
export interface Disclosures {
  applicationUuid: string;
  documents: DisclosureDocument[];
  /** Every document's current version was acknowledged. */
  complete: boolean;
}

const path = (uuid: string): string => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}/disclosures`;

/** Reads the application's documents with what was already acknowledged. */
export function getDisclosures(uuid: string): Promise<Disclosures> {
  return request(path(uuid));
}

/** The query key of the documents' read, also when started ahead of the page (src/api/early-reads.ts). */
export const disclosuresReadKey = (uuid: string) => ['disclosures', uuid] as const;

/**
 * Query options of the documents (not refetched on their own: the page's Try again does it); the
 * first fetch takes the read the routing effect started ahead (page-widgets.tsx), if any.
 */
export const disclosuresQuery = (uuid: string) => ({ queryKey: disclosuresReadKey(uuid), queryFn: earlyOr(disclosuresReadKey(uuid), () => getDisclosures(uuid)) });

/** Records that every document was read (400 with the unread ones otherwise). */
export function acknowledgeDisclosures(uuid: string, body: { documents: { id: string; version: number }[] }): Promise<Disclosures> {
  return request(`${path(uuid)}/acknowledgements`, { method: 'POST', body });
}
