// The recipes of docs/ops-guide.md as data, read from the guide's own code blocks so the tests
// apply exactly what ops read: per recipe the files to write (```json file=<path>), the JSON to
// merge into an unversioned file (```json merge=<path>), the publish line, and the commonest
// mistake (```json mistake-file= / mistake-merge=, `null` deletes the file) with the checker's
// words quoted under it (```text).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const GUIDE = join(import.meta.dirname, '..', '..', 'docs', 'ops-guide.md');

export interface GuideBlock {
  action: 'file' | 'merge';
  path: string;
  /** The block's text as the guide shows it. */
  text: string;
}

export interface Recipe {
  n: number;
  title: string;
  writes: GuideBlock[];
  /** The files `npm run flows:publish -- ...` names. */
  publish: string[];
  mistake: GuideBlock[];
  /** The lines the guide quotes from flows:check for the mistake. */
  said: string[];
}

/** Every recipe of the guide, in order. */
export function readRecipes(guide = readFileSync(GUIDE, 'utf8')): Recipe[] {
  const sections = guide.split(/^## (?=\d+\. )/m).slice(1);
  return sections.map((section) => {
    const [, n = '0', title = ''] = /^(\d+)\. (.+)/.exec(section) ?? [];
    const recipe: Recipe = { n: Number(n), title, writes: [], publish: [], mistake: [], said: [] };
    for (const m of section.matchAll(/^```(\w+)(?: ([\w-]+)=(\S+))?\n([\s\S]*?)^```$/gm)) {
      const [, lang, action, path, text = ''] = m;
      if (lang === 'json' && (action === 'file' || action === 'merge') && path) recipe.writes.push({ action, path, text });
      else if (lang === 'json' && (action === 'mistake-file' || action === 'mistake-merge') && path) recipe.mistake.push({ action: action === 'mistake-file' ? 'file' : 'merge', path, text });
      else if (lang === 'sh') recipe.publish = /npm run flows:publish -- (.+)/.exec(text)?.[1]?.trim().split(/\s+/) ?? [];
      else if (lang === 'text') recipe.said = text.split('\n').filter((l) => l.trim() !== '');
    }
    return recipe;
  });
}

type Json = { [key: string]: unknown };
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** RFC 7396 merge, as ops merge a snippet into a brand file by hand. */
function mergePatch(target: unknown, patch: unknown): unknown {
  if (!isObject(patch)) return patch;
  const out: Json = isObject(target) ? { ...target } : {};
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = mergePatch(out[k], v);
  }
  return out;
}

/**
 * Applies blocks to the repository copy at `root`; returns an undo that puts every touched file
 * back as it was (so one copy serves every recipe).
 */
export function applyBlocks(root: string, blocks: readonly GuideBlock[]): () => void {
  const before = new Map<string, string | undefined>();
  const remember = (path: string) => {
    if (!before.has(path)) before.set(path, existsSync(join(root, path)) ? readFileSync(join(root, path), 'utf8') : undefined);
  };
  for (const b of blocks) {
    remember(b.path);
    const abs = join(root, b.path);
    const json = JSON.parse(b.text) as unknown;
    if (b.action === 'file' && json === null) {
      rmSync(abs, { force: true });
      continue;
    }
    const text = b.action === 'file' ? b.text : `${JSON.stringify(mergePatch(JSON.parse(readFileSync(abs, 'utf8')), json), null, 2)}\n`;
    mkdirSync(dirname(abs), { recursive: true });
    writeFileSync(abs, text);
  }
  return () => {
    for (const [path, text] of before) {
      if (text === undefined) rmSync(join(root, path), { force: true });
      else writeFileSync(join(root, path), text);
    }
  };
}
