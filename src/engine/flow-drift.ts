// flows:check: two shared flows that take the same step schema (the legacy `register` flow and
// `registration-v2` take the same ones, grouped differently) drift apart without a word when a
// new version of one takes a newer version of a step schema, or stops using a message key, and
// the other is left as it was (issue 22). The newest version of the flow left behind is named
// with the file to write, unless it says it stays on purpose (`"pin": { "reason": "..." }`).
import { classifyDefinitionPath } from './definition-paths';
import type { Entry, Report } from './definition-types';
import { collectStrings } from './definition-walk';
import type { JsonValue } from './types';

type Obj = { [key: string]: JsonValue };

const MSG = 'msg:';

interface Use {
  version: number;
  pointer: string;
}

/**
 * Each step schema id a flow takes, with its highest version in the steps' own `schema` (what
 * every applicant gets) and in any schema at all (variants included), and where each is named.
 * Both are compared: a variant (the sandbox's legal-name@2) must not hide a main schema left behind.
 */
function stepSchemaUses(json: Obj): Map<string, { main?: Use; any: Use }> {
  const uses = new Map<string, { main?: Use; any: Use }>();
  const note = (schema: JsonValue | undefined, pointer: string, main: boolean): void => {
    const refs = Array.isArray(schema) ? schema : [schema];
    refs.forEach((ref, ri) => {
      const m = typeof ref === 'string' ? /^(.+)@([0-9]+)$/.exec(ref) : null;
      if (!m) return;
      const use = { version: Number(m[2]), pointer: Array.isArray(schema) ? `${pointer}/${ri}` : pointer };
      const had = uses.get(m[1]!);
      const higher = (a: Use | undefined): Use => (a === undefined || a.version < use.version ? use : a);
      uses.set(m[1]!, { ...(main || had?.main ? { main: main ? higher(had?.main) : had!.main! } : {}), any: higher(had?.any) });
    });
  };
  const steps = Array.isArray(json['steps']) ? json['steps'] : [];
  steps.forEach((step, i) => {
    if (!isObj(step)) return;
    note(step['schema'], `/steps/${i}/schema`, true);
    const variants = Array.isArray(step['schemaVariants']) ? step['schemaVariants'] : [];
    variants.forEach((v, vi) => note(isObj(v) ? v['schema'] : undefined, `/steps/${i}/schemaVariants/${vi}/schema`, false));
  });
  return uses;
}

/** Every message key a flow uses, with the first pointer it sits at. */
function messageUses(json: Obj): Map<string, string> {
  const uses = new Map<string, string>();
  for (const s of collectStrings(json)) {
    if (s.value.startsWith(MSG) && !uses.has(s.value.slice(MSG.length))) uses.set(s.value.slice(MSG.length), s.pointer);
  }
  return uses;
}

/** A pointer with its step named by id (`/steps/@birthdate/title`): steps move between versions. */
function byStepId(json: Obj, pointer: string): string {
  const steps = Array.isArray(json['steps']) ? json['steps'] : [];
  return pointer.replace(/^\/steps\/([0-9]+)/, (whole, i: string) => {
    const step = steps[Number(i)];
    return isObj(step) && typeof step['id'] === 'string' ? `/steps/@${step['id']}` : whole;
  });
}

function isObj(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A flow's newest shared version and the one before it. */
interface FlowVersions {
  id: string;
  newest: Entry;
  previous: Entry | undefined;
}

function sharedFlows(entries: readonly Entry[]): FlowVersions[] {
  const byId = new Map<string, Entry[]>();
  for (const e of entries) {
    const where = classifyDefinitionPath(e.file);
    if (e.kind !== 'flow' || !e.valid || where?.brand !== undefined || where?.id === undefined) continue;
    byId.set(where.id, [...(byId.get(where.id) ?? []), e]);
  }
  return [...byId.entries()].map(([id, list]) => {
    const sorted = [...list].sort((a, b) => Number(b.json['version']) - Number(a.json['version']));
    return { id, newest: sorted[0]!, previous: sorted[1] };
  });
}

const ref = (f: FlowVersions, e: Entry = f.newest): string => `${f.id}@${String(e.json['version'])}`;

function stays(e: Entry): boolean {
  const pin = e.json['pin'];
  return isObj(pin) && typeof pin['reason'] === 'string' && pin['reason'].trim() !== '';
}

/** The fix for the flow left behind: its next version, or a pin saying it stays. */
function fixFor(behind: FlowVersions, change: string, stay: string): string {
  const next = behind.newest.file.replace(/v[0-9]+\.json$/, `v${Number(behind.newest.json['version']) + 1}.json`);
  return (
    `Write ${next} extending "${ref(behind)}" with ${change}, or, to keep ${behind.id} as it is on purpose, ` +
    `give that version "pin": { "reason": "why ${behind.id} ${stay}" } (docs/definitions.md#versions).`
  );
}

/** Reports each shared flow left behind by a newer step schema version or a message key change in another. */
export function checkFlowDrift(entries: readonly Entry[], report: Report): void {
  const flows = sharedFlows(entries);
  for (const ahead of flows) {
    const aheadSteps = stepSchemaUses(ahead.newest.json);
    const aheadKeys = messageUses(ahead.newest.json);
    const droppedKeys = ahead.previous ? [...messageUses(ahead.previous.json)].filter(([key]) => !aheadKeys.has(key)) : [];
    for (const behind of flows) {
      if (behind === ahead || stays(behind.newest)) continue;
      const behindSteps = stepSchemaUses(behind.newest.json);
      for (const [step, uses] of aheadSteps) {
        const had = behindSteps.get(step);
        if (had === undefined) continue;
        // The steps' own schemas first: what every applicant of the flow left behind gets.
        const pair = [[uses.main, had.main] as const, [uses.any, had.any] as const].find(([a, b]) => a !== undefined && b !== undefined && b.version < a.version);
        if (pair === undefined) continue;
        const [use, old] = pair as readonly [Use, Use];
        report(
          behind.newest.file,
          old.pointer,
          `${ref(behind)} takes ${step}@${old.version}, but ${ref(ahead)} (${ahead.newest.file}#${use.pointer}) takes ${step}@${use.version}: both flows take the step schema ${step}, and ${behind.id} would keep the old one`,
          fixFor(behind, use.pointer.includes('/schemaVariants/') ? `${step}@${use.version} where ${ref(ahead)} takes it (a schema variant, ${use.pointer})` : `${step}@${use.version} at ${old.pointer}`, `stays on ${step}@${old.version}`),
        );
      }
      const behindKeys = messageUses(behind.newest.json);
      for (const [key, pointer] of droppedKeys) {
        const at = behindKeys.get(key);
        if (at === undefined) continue;
        // What the newer version says where the key was (the same step, by id), when a message sits there still.
        const place = byStepId(ahead.previous!.json, pointer);
        const now = collectStrings(ahead.newest.json).find((s) => s.value.startsWith(MSG) && byStepId(ahead.newest.json, s.pointer) === place)?.value.slice(MSG.length);
        const instead = now === undefined ? '' : ` (it uses "${now}" there)`;
        report(
          behind.newest.file,
          at,
          `${ref(behind)} uses the message key "${key}", which ${ref(ahead)} (${ahead.newest.file}) no longer uses${instead} though ${ref(ahead, ahead.previous)} (${ahead.previous!.file}#${pointer}) did: ${behind.id} would keep the old wording`,
          fixFor(behind, now === undefined ? `the same change at ${at}` : `"msg:${now}" at ${at}`, `keeps "${key}"`),
        );
      }
    }
  }
}
