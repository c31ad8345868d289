// The additional signer's calls (seed 001 §6, §7): co-deed status and the conditions list.
// Loaded with the signed-in navbar and the signer pages only (vite.config.ts LAZY_ONLY).
import { conditionsPath, visibleConditions, type SignerCondition } from '../domain/conditions';
import { retry } from '../domain/retry';
import { RequestError, request } from './http';

/** The co-deed status answer (docs/sandbox.md; the seed shows none). */
export interface CoDeedStatus {
  applicationUuid: string;
  loanNumber?: string;
  coDeedStatus: string;
  signerVersion?: string | null;
}

export const CO_DEED_STATUS_PATH = '/service-application/api/v1/application/heloc/co-deed/status';

/** The conditions path of an application (seed 001 §7; shared with the conditions page read). */
export { conditionsPath } from '../domain/conditions';

/** Seed 001 §8 'Co-deed status is not retried on 400': nor on any other 4xx, which would not change either. */
export function retriesCoDeed(error: unknown): boolean {
  return !(error instanceof RequestError && error.status >= 400 && error.status < 500);
}

/**
 * The signed-in signer's co-deed status, with the retry helper (5 attempts, 1 s doubling) unless
 * the answer is a 4xx. Callers ask only after the identity answered, so the token is good.
 */
export async function fetchCoDeedStatus(sleep?: (ms: number) => Promise<void>): Promise<CoDeedStatus> {
  return retry(
    async () => {
      const data = await request<CoDeedStatus>(CO_DEED_STATUS_PATH);
      if (!data || typeof data.applicationUuid !== 'string') throw new Error('Co-deed status does not match the expected format');
      return data;
    },
    { shouldRetry: retriesCoDeed, ...(sleep ? { sleep } : {}) },
  );
}

/** The application's conditions to show: known categories, oldest first (src/domain/conditions.ts). */
export async function fetchConditions(applicationUuid: string): Promise<SignerCondition[]> {
  const data = await request<unknown>(conditionsPath(applicationUuid));
  return visibleConditions(data);
}

/** The signer's own invitation (GET .../{uuid}/co-deeders/me; docs/sandbox.md 'Additional signer'). */
export interface CoDeederInvitation {
  applicationUuid: string;
  loanNumber: string;
  firstName: string;
  lastName: string;
  status: string;
  identityConfirmed: boolean;
  coDeedStatus: string;
  [field: string]: unknown;
}

/** The signer's invitation on `applicationUuid`. */
export function fetchCoDeederInvitation(applicationUuid: string): Promise<CoDeederInvitation> {
  return request<CoDeederInvitation>(`/service-application/api/v1/application/heloc/${encodeURIComponent(applicationUuid)}/co-deeders/me`);
}
