// `npm run flows:compact -- <file>...` rewrites every condition of a definition in the compact
// form (src/engine/compact-convert.ts: only where the rewrite means exactly the same) and
// prints the size before and after. A published file is never edited: its next version is
// written (flows/<id>/v<N+1>.json, a full definition); an unpublished one is rewritten in place.
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { toCompact } from '../src/engine/compact-convert';
import { formatJson } from '../src/engine/json-format';
import { classifyDefinitionPath, definitionName } from '../src/engine/definition-paths';
import { readLock, readResolvedFiles } from '../src/engine/definitions-node';
import { collectConditions } from '../src/engine/definition-walk';
import { pointerTokens } from '../src/engine/json-patch';
import type { Condition, JsonValue } from '../src/engine/types';

type Obj = { [key: string]: JsonValue };

function setAt(doc: JsonValue, pointer: string, value: JsonValue): void {
  const tokens = pointerTokens(pointer);
  let node = doc as Obj | JsonValue[];
  for (const t of tokens.slice(0, -1)) node = (Array.isArray(node) ? node[Number(t)] : node[t]) as Obj | JsonValue[];
  const last = tokens[tokens.length - 1]!;
  if (Array.isArray(node)) node[Number(last)] = value;
  else node[last] = value;
}

/** The definition with every condition in compact form where that means the same; counts what changed. */
export function compactDefinition(kind: Parameters<typeof collectConditions>[0], json: JsonValue): { json: JsonValue; converted: number; kept: number } {
  const out = structuredClone(json);
  let converted = 0;
  let kept = 0;
  // Deepest first, so a condition inside another is replaced before its parent is read again.
  const conditions = collectConditions(kind, out).sort((a, b) => b.pointer.length - a.pointer.length);
  for (const c of conditions) {
    const compact = toCompact(c.value as Condition);
    if (JSON.stringify(compact) === JSON.stringify(c.value)) kept++;
    else {
      converted++;
      setAt(out, c.pointer, compact as JsonValue);
    }
  }
  return { json: out, converted, kept };
}

export function runFlowsCompact(rootDir: string, paths: readonly string[], log: (line: string) => void = console.log): number {
  const lock = readLock(rootDir);
  const resolved = readResolvedFiles(rootDir);
  for (const path of paths) {
    const where = classifyDefinitionPath(path);
    const json = resolved.get(path);
    if (!where || where.version === undefined || json === undefined) {
      log(`${path}: not a versioned definition file`);
      return 1;
    }
    const result = compactDefinition(where.kind, json);
    if (result.converted === 0) {
      log(`${path}: no condition has a compact form that means the same (${result.kept} kept); nothing written.`);
      continue;
    }
    const published = lock !== undefined && path in lock.published;
    const target = published ? path.replace(/v[0-9]+\.json$/, `v${where.version + 1}.json`) : path;
    if (published && existsSync(join(rootDir, target))) {
      log(`${path} is published and ${target} exists already: convert ${target} instead.`);
      return 1;
    }
    const doc = result.json as Obj;
    if (published) {
      doc['version'] = where.version + 1;
      doc['$comment'] = `${typeof doc['$comment'] === 'string' ? `${doc['$comment']} ` : ''}v${where.version + 1}: ${definitionName(where)}@${where.version} with its conditions in the compact form (npm run flows:compact), same meaning.`;
    }
    const text = formatJson(doc);
    const original = readFileSync(join(rootDir, path), 'utf8').length;
    writeFileSync(join(rootDir, target), text);
    log(`${target}: ${result.converted} conditions compact, ${result.kept} kept as JSON Schema; ${(original / 1024).toFixed(1)} KB -> ${(text.length / 1024).toFixed(1)} KB`);
  }
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = runFlowsCompact(process.cwd(), process.argv.slice(2));
}
