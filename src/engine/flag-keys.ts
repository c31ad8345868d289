// The feature flags a definition reads (issue 26's flow studio, decision 671): a condition sees
// the visit's flags as `flags.<key>.enabled` (compact form, `"flags.<key>.enabled": true`) or as
// a full JSON Schema under `properties.flags.properties.<key>`. Pure: walks JSON.
import type { JsonValue } from './types';

type Obj = { [key: string]: JsonValue };
const isObj = (v: JsonValue | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Every flag key any of `definitions` reads, sorted. */
export function flagKeysRead(definitions: readonly JsonValue[]): string[] {
  const keys = new Set<string>();
  const walk = (v: JsonValue): void => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (!isObj(v)) return;
    for (const [k, child] of Object.entries(v)) {
      const compact = /^flags\.([^.]+)/.exec(k);
      if (compact) keys.add(compact[1]!);
      if (k === 'flags' && isObj(child) && isObj(child['properties'])) for (const key of Object.keys(child['properties'])) keys.add(key);
      walk(child);
    }
  };
  definitions.forEach(walk);
  return [...keys].sort();
}
