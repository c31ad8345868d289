// The application's page groups (flows/pages/<group>/): which version the visit's brand gets,
// and loading one with its precompiled conditions and wording. Only application pages import
// this, so the groups' table (src/generated/page-groups.js) is not part of registration's JS.
import type { PagesFile } from '../engine/page-types';
import { pageGroups } from '../generated/page-groups.js';
import { loadConditions } from './conditions';
import { currentPageBrand, loadMessageBundle } from './definitions';

/** The version of a page group the visit's brand gets: its own, else the shipped one. */
function shippedPageGroup(group: string): { conditions: string; load: () => Promise<PagesFile> } | undefined {
  const entry = pageGroups[group];
  const brand = currentPageBrand();
  return entry && brand !== undefined ? (entry.brands[brand] ?? entry) : entry;
}

/** The shipped pages file of a group alone (no conditions or wording): enough to know a page's forms ahead (prefetch.ts). */
export function loadPagesFile(group: string): Promise<PagesFile> {
  const entry = shippedPageGroup(group);
  return entry ? entry.load() : Promise.reject(new Error(`No application pages for "${group}"`));
}

/** Loaded groups by brand and group: another brand's version is never taken for this one's. */
const loadedGroups = new Map<string, PagesFile>();
const loadedKey = (group: string): string => `${currentPageBrand() ?? ''}/${group}`;

/** Loads the shipped version of an application page group (flows/pages/<group>/) with its precompiled conditions and wording. */
export async function loadPageGroup(group: string): Promise<PagesFile> {
  const entry = shippedPageGroup(group);
  if (!entry) throw new Error(`No application pages for "${group}"`);
  const key = loadedKey(group);
  const [file] = await Promise.all([entry.load(), loadConditions(entry.conditions), loadMessageBundle('application')]);
  loadedGroups.set(key, file);
  return file;
}

/** A page group that `loadPageGroup` has loaded (conditions and wording included), or undefined: a page can then render at once. */
export const loadedPageGroup = (group: string): PagesFile | undefined => loadedGroups.get(loadedKey(group));
