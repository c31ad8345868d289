// Prints JSON for people: an object or list stays on one line when it fits in `width`
// columns (as our hand-written definitions are laid out), otherwise one entry per line.
// Used by the scripts that write definitions (flows:compact), so a written file reads like
// the ones ops write by hand. Pure.
import type { JsonValue } from './types';

export function formatJson(value: JsonValue, width = 120): string {
  return `${print(value, 0, 0, width)}\n`;
}

function print(value: JsonValue, indent: number, prefix: number, width: number): string {
  const flat = JSON.stringify(value).replace(/":/g, '": ').replace(/,(?=["{[\d\-tfn])/g, ', ');
  if (value === null || typeof value !== 'object' || indent + prefix + flat.length <= width) return flat;
  const pad = ' '.repeat(indent + 2);
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((v) => pad + print(v, indent + 2, 0, width)).join(',\n')}\n${' '.repeat(indent)}]`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return '{}';
  return `{\n${entries
    .map(([k, v]) => {
      const key = `${JSON.stringify(k)}: `;
      return pad + key + print(v, indent + 2, key.length, width);
    })
    .join(',\n')}\n${' '.repeat(indent)}}`;
}
