// The flow studio's flags pick (issue 26, decision 671): the editor's form names, per flag, 'on',
// 'off' or nothing (as the brand has it). For the preview browser the sandbox answers the app's
// flag reads (service-optimize features / feature) with the picked flags set, so the previewed
// page is what an applicant with those flags sees. The brand's settings are not touched (the QA
// page sets those for everyone).

/** Flag key -> enabled, for the flags picked; an absent key is as the brand has it. */
export type FlagPicks = Record<string, boolean>;

/** The query field of a flag's pick. */
export const flagField = (key: string): string => `flag.${key}`;

/** The picks in a query, for the flags offered only. */
export function parseFlagPicks(query: Record<string, unknown>, offered: readonly string[]): FlagPicks {
  const picks: FlagPicks = {};
  for (const key of offered) {
    const v = query[flagField(key)];
    if (v === 'on') picks[key] = true;
    else if (v === 'off') picks[key] = false;
  }
  return picks;
}

interface Flag {
  key: string;
  enabled: boolean;
  variables?: unknown;
}
const isFlag = (v: unknown): v is Flag => typeof v === 'object' && v !== null && typeof (v as Flag).key === 'string' && typeof (v as Flag).enabled === 'boolean';

/** A features answer (a list of flags) or a feature answer (one flag) with the picks applied; a picked flag the list lacks is added. */
export function overrideFlags(answer: unknown, picks: FlagPicks): unknown {
  if (isFlag(answer)) return answer.key in picks ? { ...answer, enabled: picks[answer.key] } : answer;
  if (!Array.isArray(answer)) return answer;
  const listed = answer.map((f: unknown) => (isFlag(f) && f.key in picks ? { ...f, enabled: picks[f.key] } : f));
  const missing = Object.keys(picks).filter((k) => !answer.some((f: unknown) => isFlag(f) && f.key === k));
  return [...listed, ...missing.map((key) => ({ key, enabled: picks[key], variables: {} }))];
}
