// Remote banners (seed 001 §3, §4, §8, §9): the lender publishes one JSON list for every app;
// this module checks it, keeps the active ones of this app, newest first, at most 2, and
// applies the borrower's dismissals (kept per banner uuid in local storage by the caller).

/** A banner of the remote list. */
export interface RemoteBanner {
  uuid: string;
  message: string;
  /** Application names the banner is for ('heloc', ...). */
  apps: string[];
  variant: 'info' | 'warn';
  active?: boolean;
  dismissable?: boolean;
  metadata?: { createdAt?: string | number; updatedAt?: string | number };
}

/** Dismissal times (ms since epoch) by banner uuid. */
export type BannerDismissals = Readonly<Record<string, number>>;

/** The seed's error when any item of the list lacks a required field (then no banner shows). */
export const BANNER_FORMAT_ERROR = 'Banner data does not match the expected format';
/** This app's name in a banner's `apps`. */
export const BANNER_APP = 'heloc';
/** At most this many banners show at once (seed 001 §9). */
export const BANNERS_MAX = 2;
/** Local storage key of the dismissals: JSON `{ [bannerUuid]: dismissedAtMs }`. */
export const BANNER_DISMISSALS_KEY = 'heloc-banner-dismissals';

/** The outcome of checking a banner list. */
export type BannerParse = { ok: true; banners: RemoteBanner[] } | { ok: false; error: string };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isTime = (v: unknown): v is string | number => typeof v === 'string' || typeof v === 'number';

function toBanner(item: unknown): RemoteBanner | null {
  if (!isRecord(item)) return null;
  const { uuid, message, apps, variant, active, dismissable, metadata } = item;
  if (typeof uuid !== 'string' || uuid === '' || typeof message !== 'string' || message === '') return null;
  if (!Array.isArray(apps) || !apps.every((a): a is string => typeof a === 'string')) return null;
  if (variant !== 'info' && variant !== 'warn') return null;
  const banner: RemoteBanner = { uuid, message, apps, variant, active: active === true, dismissable: dismissable === true };
  if (isRecord(metadata)) {
    const meta: NonNullable<RemoteBanner['metadata']> = {};
    if (isTime(metadata['createdAt'])) meta.createdAt = metadata['createdAt'];
    if (isTime(metadata['updatedAt'])) meta.updatedAt = metadata['updatedAt'];
    banner.metadata = meta;
  }
  return banner;
}

/** Checks the remote list: every item needs uuid, message, apps (strings) and variant (info | warn); one bad item rejects the WHOLE list. */
export function parseBanners(data: unknown): BannerParse {
  if (!Array.isArray(data)) return { ok: false, error: BANNER_FORMAT_ERROR };
  const banners: RemoteBanner[] = [];
  for (const item of data) {
    const banner = toBanner(item);
    if (banner === null) return { ok: false, error: BANNER_FORMAT_ERROR };
    banners.push(banner);
  }
  return { ok: true, banners };
}

/** A metadata time in ms; NaN when absent or unreadable. */
export function bannerTime(value: string | number | undefined): number {
  if (value === undefined) return Number.NaN;
  return typeof value === 'number' ? value : Date.parse(value);
}

/** The banner's last change: updatedAt, else createdAt (ms; NaN when neither reads). */
export function bannerUpdatedAt(banner: RemoteBanner): number {
  const updated = bannerTime(banner.metadata?.updatedAt);
  return Number.isNaN(updated) ? bannerTime(banner.metadata?.createdAt) : updated;
}

/** True while a dismissal hides the banner: dismissed, and not changed since (updatedAt not later than the dismissal). */
export function isDismissed(banner: RemoteBanner, dismissals: BannerDismissals): boolean {
  const at = dismissals[banner.uuid];
  if (at === undefined) return false;
  const updated = bannerUpdatedAt(banner);
  return Number.isNaN(updated) || updated <= at;
}

/** What to show, and the dismissals to keep (the dismissal of a banner updated since is cleared). */
export interface BannerSelection {
  banners: RemoteBanner[];
  dismissals: BannerDismissals;
}

/** Active banners for `app`, not dismissed, newest first (undated last), at most BANNERS_MAX; clears dismissals outdated by a later updatedAt. */
export function selectBanners(list: readonly RemoteBanner[], dismissals: BannerDismissals, app: string = BANNER_APP): BannerSelection {
  const kept: Record<string, number> = { ...dismissals };
  for (const banner of list) {
    if (kept[banner.uuid] !== undefined && !isDismissed(banner, kept)) delete kept[banner.uuid];
  }
  const order = (b: RemoteBanner): number => {
    const t = bannerUpdatedAt(b);
    return Number.isNaN(t) ? Number.NEGATIVE_INFINITY : t;
  };
  const banners = list
    .filter((b) => b.active === true && b.apps.includes(app) && !isDismissed(b, kept))
    .sort((a, b) => order(b) - order(a))
    .slice(0, BANNERS_MAX);
  return { banners, dismissals: kept };
}

/** Records a dismissal at `now` (ms); a banner that is not dismissable is left as it is. */
export function dismissBanner(banner: RemoteBanner, dismissals: BannerDismissals, now: number): BannerDismissals {
  if (banner.dismissable !== true) return dismissals;
  return { ...dismissals, [banner.uuid]: now };
}

/** Reads stored dismissals; anything unreadable counts as none (a bad entry never hides a banner). */
export function parseDismissals(raw: string | null): BannerDismissals {
  if (raw === null) return {};
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!isRecord(data)) return {};
  const out: Record<string, number> = {};
  for (const [uuid, at] of Object.entries(data)) if (typeof at === 'number' && Number.isFinite(at)) out[uuid] = at;
  return out;
}
