// The flow studio's live preview (issue 26): the preview is the real app (dist/, the renderer
// that ships) in an iframe, and a wording edit shows in it without a build. For a browser that
// carries the studio's preview cookie, the sandbox rewrites the built chunks it serves: each
// message the edit changed is swapped, where the chunk holds the catalogue, for its edited text.
// Nothing is written, the applicant's bundle holds none of this, and other browsers get dist/
// as built. Definitions other than wording cannot be swapped this way (their chunks are code).
import type { JsonValue } from '../../engine/types';

/** One message the edit changed: its key, the shipped text and the edited one. */
export interface MessageEdit {
  key: string;
  from: string;
  to: string;
}

type Obj = { [key: string]: JsonValue };
const messagesOf = (v: JsonValue | undefined): Record<string, string> => {
  const m = typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Obj)['messages'] : undefined;
  return typeof m === 'object' && m !== null && !Array.isArray(m) ? (m as Record<string, string>) : {};
};

/** The messages whose text an edited catalogue changed (keys added or removed are not wording the page shows yet). */
export function messageEdits(shipped: JsonValue | undefined, edited: JsonValue | undefined): MessageEdit[] {
  const before = messagesOf(shipped);
  const after = messagesOf(edited);
  return Object.keys(after)
    .filter((k) => typeof before[k] === 'string' && typeof after[k] === 'string' && before[k] !== after[k])
    .map((k) => ({ key: k, from: before[k]!, to: after[k]! }));
}

/** JSON text as the source of a template literal holds it (the build writes catalogues as JSON.parse(`...`)). */
const inTemplate = (json: string): string => json.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');

/** The chunk with every edited message's `"key":"text"` swapped for the edited text. */
export function rewriteChunk(code: string, edits: readonly MessageEdit[]): string {
  let out = code;
  for (const e of edits) {
    const plain = [`${JSON.stringify(e.key)}:${JSON.stringify(e.from)}`, `${JSON.stringify(e.key)}:${JSON.stringify(e.to)}`] as const;
    const templ = [inTemplate(plain[0]), inTemplate(plain[1])] as const;
    // The template form first: in JSON.parse(`...`) a JSON escape is written with its backslash doubled.
    out = out.split(templ[0]).join(templ[1]);
    if (templ[0] !== plain[0]) out = out.split(plain[0]).join(plain[1]);
  }
  return out;
}
