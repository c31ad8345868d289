// Issue 21: every application route is a built page. No page definition that ships uses the
// 'not built yet' wording (page.pending.*) or the portal's placeholder, and the newest catalogues
// no longer carry those keys.
import { describe, expect, it } from 'vitest';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { APPLICATION_ROUTES } from '../../src/engine/application-routes';
import type { JsonValue } from '../../src/engine/types';

const files = readResolvedFiles(process.cwd());
const texts = (v: JsonValue): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.flatMap(texts) : v !== null && typeof v === 'object' ? Object.values(v).flatMap(texts) : [];

describe('no application page is a placeholder', () => {
  const groups = [...new Set([...files.keys()].filter((p) => p.startsWith('flows/pages/')).map((p) => p.split('/')[2]!))];

  it.each(groups)('the shipped %s page group uses no page.pending.* or application.placeholder wording', (group) => {
    const shipped = shippedVersion<JsonValue>(files, `flows/pages/${group}`);
    expect(shipped).toBeDefined();
    const used = texts(shipped!.json).filter((t) => /msg:page\.pending\.|application\.placeholder/.test(t));
    expect(used).toEqual([]);
  });

  it('every application route of seed 000 is declared by a shipped page group', () => {
    const declared = new Set(groups.flatMap((g) => ((shippedVersion<{ pages: { route: string }[] }>(files, `flows/pages/${g}`)?.json.pages) ?? []).map((p) => p.route)));
    expect(APPLICATION_ROUTES.filter((r) => !declared.has(r))).toEqual([]);
  });

  it.each(['flows/messages/application', 'flows/messages/portal'])('the newest catalogue in %s has no pending or placeholder keys', (dir) => {
    const shipped = shippedVersion<{ messages: Record<string, string> }>(files, dir);
    expect(Object.keys(shipped!.json.messages).filter((k) => k.startsWith('page.pending.') || k === 'application.placeholder')).toEqual([]);
  });
});
