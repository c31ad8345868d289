// The data block the server puts into index.html for a flow page's first load (feature flags and
// auth mode: src/server/boot-data.ts), read once. Seeding the flow page's reads from it saves two
// API requests before the first field (issue 24); without the block, or when it names another
// organisation than the visit's brand, the page asks the API as before.
import type { FeatureFlag } from '../api/flags';

export interface BootData {
  orgCode: string;
  flags: FeatureFlag[];
  newAuthMode: boolean;
}

let read = false;
let data: BootData | undefined;

/** The block's data for `orgCode`, or undefined (no block, unreadable, or another organisation). */
export function bootData(orgCode: string): BootData | undefined {
  if (!read) {
    read = true;
    try {
      const text = document.getElementById('heloc-boot')?.textContent;
      const parsed = text ? (JSON.parse(text) as Partial<BootData>) : undefined;
      if (parsed && typeof parsed.orgCode === 'string' && Array.isArray(parsed.flags) && typeof parsed.newAuthMode === 'boolean') data = parsed as BootData;
    } catch {
      data = undefined;
    }
  }
  return data?.orgCode === orgCode ? data : undefined;
}
