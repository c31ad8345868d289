// The footer's two lookups (seed 001 §7): licensed states and support hours. Both are external
// (no token) and cached per organisation for the tab, so a new step's shell does not ask again.
import type { BusinessDay } from '../domain/business-hours';
import { request } from './http';

/** The department whose hours the footer shows next to the support phone. */
export const SUPPORT_DEPARTMENT = 'OPS_SUPPORT';

const cache = new Map<string, Promise<unknown>>();

/** One cached call per key; a failure is forgotten so a later shell may try again. */
function once<T>(key: string, load: () => Promise<T>): Promise<T> {
  let p = cache.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** The organisation's licensed states as two-letter codes, sorted. */
export function stateLicenses(orgCode: string): Promise<string[]> {
  return once(`states:${orgCode}`, async () => {
    const answer = await request<{ states?: { abbrev?: unknown }[] }>('/service-application/external/api/v1/heloc/state-licenses', {
      query: { orgCode },
      headers: { 'x-org': orgCode },
      external: true,
      errorShape: 'fetch',
    });
    const codes = (answer.states ?? []).map((s) => s.abbrev).filter((a): a is string => typeof a === 'string' && a !== '');
    return [...new Set(codes)].sort();
  });
}

/** The department's week of operating hours. */
export function operatingHours(orgCode: string, department: string = SUPPORT_DEPARTMENT): Promise<BusinessDay[]> {
  return once(`hours:${orgCode}:${department}`, async () => {
    const answer = await request<{ weekdays?: BusinessDay[] }>(`/service-operating-hours/external/api/v1/hours/${encodeURIComponent(department)}`, {
      query: { display: true },
      headers: { 'x-org': orgCode },
      external: true,
      errorShape: 'fetch',
    });
    return Array.isArray(answer.weekdays) ? answer.weekdays : [];
  });
}

/** Forgets the cached answers (tests). */
export function clearFooterCache(): void {
  cache.clear();
}
