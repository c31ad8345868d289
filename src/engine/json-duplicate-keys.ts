// JSON.parse keeps the last of two equal keys in an object and drops the first without a word,
// so a machine event or a message written twice silently loses one. This scanner reads the raw
// text and names every key written twice, with its JSON pointer and line.
import { joinPointer } from './definition-walk';

export interface DuplicateKey {
  /** Pointer of the object holding the key twice. */
  pointer: string;
  key: string;
  /** 1-based lines of the first and the repeated occurrence. */
  firstLine: number;
  line: number;
}

/** Every duplicate key in `text` (well-formed JSON; stops quietly at malformed input). */
export function findDuplicateKeys(text: string): DuplicateKey[] {
  const out: DuplicateKey[] = [];
  let i = 0;
  let line = 1;
  const ws = (): void => {
    while (i < text.length && /\s/.test(text[i]!)) {
      if (text[i] === '\n') line++;
      i++;
    }
  };
  const str = (): string => {
    // text[i] is the opening quote
    let s = '';
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        s += text.slice(i, i + 2);
        i += 2;
      } else s += text[i++];
    }
    i++;
    try {
      return JSON.parse(`"${s}"`) as string;
    } catch {
      return s;
    }
  };
  const value = (pointer: string, depth: number): boolean => {
    if (depth > 200) return false;
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      const seen = new Map<string, number>();
      ws();
      if (text[i] === '}') return (i++, true);
      for (;;) {
        ws();
        if (text[i] !== '"') return false;
        const keyLine = line;
        const key = str();
        const first = seen.get(key);
        if (first !== undefined) out.push({ pointer, key, firstLine: first, line: keyLine });
        else seen.set(key, keyLine);
        ws();
        if (text[i] !== ':') return false;
        i++;
        if (!value(joinPointer(pointer, key), depth + 1)) return false;
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return (i++, true);
        else return false;
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return (i++, true);
      for (let n = 0; ; n++) {
        if (!value(joinPointer(pointer, n), depth + 1)) return false;
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return (i++, true);
        else return false;
      }
    }
    if (c === '"') {
      str();
      return true;
    }
    const m = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(text.slice(i, i + 40));
    if (!m) return false;
    i += m[0].length;
    return true;
  };
  value('', 0);
  return out;
}
