// The lender's remote banner list and the borrower's dismissals of it (seed 001 §4, §7).
import { BANNER_DISMISSALS_KEY, parseBanners, parseDismissals, type BannerDismissals, type RemoteBanner } from '../domain/remote-banners';
import { request } from './http';

/** Where the list is served (the sandbox per org; production maps it to cloud storage). */
export const BANNERS_PATH = '/static/banners/heloc-banners.json';

/** The checked list; throws 'Banner data does not match the expected format' when any item is malformed. The server answers no-store, so nothing is cached. */
export async function fetchBanners(): Promise<RemoteBanner[]> {
  const parsed = parseBanners(await request<unknown>(BANNERS_PATH, { external: true, errorShape: 'fetch' }));
  if (!parsed.ok) throw new Error(parsed.error);
  return parsed.banners;
}

/** The stored dismissals (local storage BANNER_DISMISSALS_KEY); none when storage is unavailable. */
export function loadDismissals(): BannerDismissals {
  try {
    return parseDismissals(localStorage.getItem(BANNER_DISMISSALS_KEY));
  } catch {
    return {};
  }
}

/** Stores the dismissals; an empty set removes the key. */
export function saveDismissals(dismissals: BannerDismissals): void {
  try {
    if (Object.keys(dismissals).length === 0) localStorage.removeItem(BANNER_DISMISSALS_KEY);
    else localStorage.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(dismissals));
  } catch {
    // private mode: the dismissal lasts for this page only
  }
}
