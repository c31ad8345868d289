// The message catalogue as the checks and the app see it: the main catalogue
// (flows/messages/v<N>.json) and its bundles (flows/messages/<bundle>/v<N>.json), each at its
// newest version, merged into one, and where a new key belongs.
import { classifyDefinitionPath } from './definition-paths';
import { joinPointer } from './definition-walk';
import type { Entry, Report } from './definition-types';

export const MAIN_BUNDLE = 'main';

/** For a new message key: the newest version of the catalogue it belongs in (see CheckContext.keyHome). */
export function keyHomeOf(catalogues: readonly Entry[]): (key: string) => { name: string; file: string; version: number } | undefined {
  const byBundle = new Map<string, Entry[]>();
  for (const e of catalogues) byBundle.set(bundleOf(e), [...(byBundle.get(bundleOf(e)) ?? []), e]);
  const newest = [...byBundle.entries()].flatMap(([bundle, group]) => {
    const e = latest(group);
    return e ? [{ bundle, e, keys: Object.keys(e.json['messages'] as Record<string, string>) }] : [];
  });
  // How many leading dotted segments two keys share ('page.insurance.x', 'page.insurance.y' -> 2).
  const shared = (a: string, b: string) => {
    const x = a.split('.');
    const y = b.split('.');
    let n = 0;
    while (n < x.length - 1 && n < y.length - 1 && x[n] === y[n]) n++;
    return n;
  };
  return (key) => {
    let best: { bundle: string; e: Entry; score: number } | undefined;
    for (const c of newest) {
      const score = Math.max(0, ...c.keys.map((k) => shared(key, k)));
      if (!best || score > best.score || (score === best.score && c.bundle === MAIN_BUNDLE)) best = { bundle: c.bundle, e: c.e, score };
    }
    if (!best) return undefined;
    const main = newest.find((c) => c.bundle === MAIN_BUNDLE);
    const home = best.score > 0 ? best.e : (main?.e ?? best.e);
    return { name: bundleOf(home) === MAIN_BUNDLE ? 'messages' : bundleOf(home), file: home.file, version: Number(home.json['version']) };
  };
}

/** The bundle a catalogue file belongs to: its folder under flows/messages/, or 'main'. */
export function bundleOf(e: Entry): string {
  return classifyDefinitionPath(e.file)?.id ?? MAIN_BUNDLE;
}

/**
 * One catalogue from the highest version of each bundle. A key in two bundles would resolve
 * differently depending on which pages have loaded, so it is an error.
 */
export function mergeBundles(entries: readonly Entry[], report: Report): Record<string, string> {
  const byBundle = new Map<string, Entry[]>();
  for (const e of entries) byBundle.set(bundleOf(e), [...(byBundle.get(bundleOf(e)) ?? []), e]);
  const merged: Record<string, string> = {};
  const owner = new Map<string, string>();
  for (const group of byBundle.values()) {
    const e = latest(group);
    if (!e) continue;
    for (const [key, text] of Object.entries(e.json['messages'] as Record<string, string>)) {
      const first = owner.get(key);
      if (first !== undefined) {
        report(e.file, joinPointer('/messages', key), `message key "${key}" is also in ${first}`, 'Keep each key in one catalogue file: delete it here or there.');
        continue;
      }
      owner.set(key, e.file);
      merged[key] = text;
    }
  }
  return merged;
}

/** The entry with the highest version. */
export function latest(entries: readonly Entry[]): Entry | undefined {
  let best: Entry | undefined;
  for (const e of entries) {
    if (!best || Number(e.json['version']) > Number(best.json['version'])) best = e;
  }
  return best;
}
