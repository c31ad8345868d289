// Reading a V8 CPU profile (CDP Profiler.stop) the bench scripts share: time per function, either
// self time (where the CPU was) or inclusive time (which calls held the main thread: a render, a
// module's evaluation, a validation), optionally only the samples inside a time window.

export interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }
export interface CpuProfile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number }

/** 'name file:line' of a profile node, the file without its /assets/ path. */
export const frameName = (n: ProfileNode): string => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.replace(/^.*\/assets\//, '')}:${n.callFrame.lineNumber}`;

/**
 * Adds the profile's time per function to `into` (ms): `inclusive` counts a sample for every
 * function on its stack (once each), else for the innermost one only. `window` ([from, to] in
 * the profile's clock, µs, as trace events' `ts`) keeps only the samples taken inside it, and
 * `under` (a function name) only those with that function on their stack.
 */
export function addTimes(into: Map<string, number>, profile: CpuProfile, opts: { inclusive: boolean; window?: [number, number]; under?: string | undefined }): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    at += profile.timeDeltas[i] ?? 0;
    if (opts.window && (at < opts.window[0] || at > opts.window[1])) return;
    if (opts.under !== undefined) {
      let inside = false;
      for (let cur: number | undefined = id; cur !== undefined && !inside; cur = parent.get(cur)) inside = byId.get(cur)!.callFrame.functionName === opts.under;
      if (!inside) return;
    }
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = opts.inclusive ? parent.get(cur) : undefined) {
      const k = frameName(byId.get(cur)!);
      if (seen.has(k)) continue;
      seen.add(k);
      into.set(k, (into.get(k) ?? 0) + ms);
    }
  });
  return into;
}
