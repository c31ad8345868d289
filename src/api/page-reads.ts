// Reads an application page may declare beyond application, status and profile (`reads` in its
// definition): the document to e-sign and the notary's bookable times (sandbox paths,
// docs/sandbox.md 'E-signature' and 'Notary'). Their answers become context roots.
import type { JsonValue } from '../engine/types';
import type { PageReads } from '../engine/page-types';
import { request } from './http';

/**
 * The query key of an application's conditions list (the signer's list and the navbar's count).
 * Here rather than in ./signer.ts so that an application page's writes can mark it stale without
 * loading the signer's code (the deep link's script budget).
 */
export const signerConditionsKey = (applicationUuid: string | undefined): readonly unknown[] => ['signer-conditions', applicationUuid];

const base = (uuid: string): string => `/service-application/api/v1/application/heloc/${encodeURIComponent(uuid)}`;

/** GET .../signing-documents/{id}: { id, version, title, kind, body, signature }. */
export function getSigningDocument(uuid: string, id: string): Promise<JsonValue> {
  return request(`${base(uuid)}/signing-documents/${encodeURIComponent(id)}`);
}

/** GET .../notary/slots: { timeZone, slotMinutes, slots: [{ startsAt, available }], reservation }. */
export function getNotarySlots(uuid: string): Promise<JsonValue> {
  return request(`${base(uuid)}/notary/slots`);
}

/** GET the conditions (seed 001 §7 path): the read `conditions` ({ items, open, current }, current: the condition `conditionUuid` names). */
export async function getConditionsRead(uuid: string, conditionUuid: string | undefined): Promise<JsonValue> {
  // Loaded with the pages that read conditions only: this module ships with the first step
  // ('shared', vite.config.ts), the conditions' categories and actions do not (LAZY_ONLY).
  const { conditionsPath, conditionsRead } = await import('../domain/conditions');
  return conditionsRead(await request<unknown>(conditionsPath(uuid)), conditionUuid) as unknown as JsonValue;
}

/** Query key prefix of every page read of an application (a refresh refetches them all). */
export const pageReadsKey = (uuid: string) => ['page-reads', uuid] as const;

/** Query options of a page's reads: context roots by name; null when the page declares none. */
export const pageReadsQuery = (uuid: string, reads: PageReads | undefined, query: { conditionUuid?: string | undefined } = {}) => ({
  queryKey: [...pageReadsKey(uuid), reads ?? null, reads?.conditions ? (query.conditionUuid ?? null) : null],
  enabled: reads !== undefined,
  queryFn: async (): Promise<Record<string, JsonValue>> => {
    const [signingDocument, notarySlots, conditions] = await Promise.all([
      reads?.signingDocument ? getSigningDocument(uuid, reads.signingDocument) : undefined,
      reads?.notarySlots ? getNotarySlots(uuid) : undefined,
      reads?.conditions ? getConditionsRead(uuid, query.conditionUuid) : undefined,
    ]);
    return {
      ...(signingDocument !== undefined ? { signingDocument } : {}),
      ...(notarySlots !== undefined ? { notarySlots } : {}),
      ...(conditions !== undefined ? { conditions } : {}),
    };
  },
});
