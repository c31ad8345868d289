// flows:check: a brand's flow version that extends an older shared version than the one that
// ships keeps that brand on the old behaviour without a word (issue 22: after
// flows/registration-v2/v3.json, LAKESHORE still got @2 through brands/lakeshore/v1.json). The
// newest version of each brand flow must extend the newest shared version, unless it says it stays
// (`"pin": { "reason": "..." }`); the error names the file and the version to extend. A brand's
// own version of a page group (flows/pages/<group>/brands/<dir>/) is held to the same rule.
import { classifyDefinitionPath } from './definition-paths';
import type { Report } from './definition-types';
import type { JsonValue } from './types';

/** A resolved definition file: its path, its JSON (own keys kept) and the path it extends. */
export interface BasedFile {
  path: string;
  json: unknown;
  base?: string;
}

const isObj = (v: unknown): v is { [k: string]: JsonValue } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reports every newest brand flow version whose shared base is not the newest shared version. */
export function checkBrandBases(files: readonly BasedFile[], report: Report): void {
  const newestShared = new Map<string, number>();
  const newestBrand = new Map<string, { file: BasedFile; version: number }>();
  for (const f of files) {
    const where = classifyDefinitionPath(f.path);
    if ((where?.kind !== 'flow' && where?.kind !== 'pages') || where.id === undefined || where.version === undefined) continue;
    // Flows and page groups (flows/pages/<group>/brands/<dir>/) follow the same rule.
    const shared = `${where.kind}:${where.id}`;
    if (where.brand === undefined) newestShared.set(shared, Math.max(newestShared.get(shared) ?? 0, where.version));
    else {
      const key = `${shared}/${where.brand}`;
      if ((newestBrand.get(key)?.version ?? 0) < where.version) newestBrand.set(key, { file: f, version: where.version });
    }
  }
  for (const { file } of newestBrand.values()) {
    const where = classifyDefinitionPath(file.path)!;
    const base = file.base === undefined ? undefined : classifyDefinitionPath(file.base);
    const shipped = newestShared.get(`${where.kind}:${where.id}`);
    if (base?.version === undefined || shipped === undefined || base.version >= shipped) continue;
    const pin = isObj(file.json) ? file.json['pin'] : undefined;
    if (isObj(pin) && typeof pin['reason'] === 'string' && pin['reason'].trim() !== '') continue;
    const next = file.path.replace(/v[0-9]+\.json$/, `v${where.version! + 1}.json`);
    report(
      file.path,
      '/extends',
      `the ${where.brand} brand still extends ${where.id}@${base.version}, but ${where.id}@${shipped} ships to every other brand: ${where.brand} would keep the old behaviour`,
      `Write ${next} extending "${where.id}@${shipped}" with this file's changes re-applied (check its patch's "test" operations against @${shipped}), or add "pin": { "reason": "why ${where.brand} stays on @${base.version}" } to this file's next version to keep it on purpose.`,
    );
  }
}

/** The routes of a page group version (flows/pages/<group>/v<N>.json). */
interface RoutedFile {
  id: string;
  version: number;
  pages: readonly { route: string }[];
}

/**
 * A brand's own page group version keeps every route of the shared version it stands in for: the
 * brand gets its version instead of the shared one, so a route it drops would have no page for it.
 */
export function checkBrandPageRoutes(shared: Readonly<Record<string, RoutedFile>>, brands: Readonly<Record<string, Readonly<Record<string, RoutedFile>>>>, report: Report): void {
  for (const [dir, groups] of Object.entries(brands)) {
    for (const [id, own] of Object.entries(groups)) {
      const base = shared[id];
      if (!base) continue;
      const routes = new Set(own.pages.map((p) => p.route));
      for (const route of base.pages.map((p) => p.route).filter((r) => !routes.has(r))) {
        report(
          `flows/pages/${id}/brands/${dir}/v${own.version}.json`,
          '/pages',
          `has no page for "${route}", which ${id}@${base.version} has: the ${dir} brand would get no page there`,
          `Keep every page of ${id}@${base.version} in the brand's version (change it, or show parts of it under a "when"); a page leaves the brand's version only with a new shared version.`,
        );
      }
    }
  }
}
