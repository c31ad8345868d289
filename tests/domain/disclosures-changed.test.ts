import { describe, expect, it } from 'vitest';
import { acknowledgementBody, changedDocuments, ticksWithout } from '../../src/domain/disclosures';

const doc = (id: string, version: number, acknowledgedAt: string | null = null) => ({ id, version, title: id.toUpperCase(), acknowledgedAt });

describe('a document that changed since it was opened (issue 23)', () => {
  const shown = [doc('early', 3), doc('esign', 2), doc('booklet', 1)];

  it('names the documents whose version differs, or that are new', () => {
    expect(changedDocuments(shown, [doc('early', 3), doc('esign', 3), doc('booklet', 1)]).map((d) => d.id)).toEqual(['esign']);
    expect(changedDocuments(shown, [...shown, doc('privacy', 1)]).map((d) => d.id)).toEqual(['privacy']);
    expect(changedDocuments(shown, shown)).toEqual([]);
  });

  it("drops the changed document's tick, so it must be read and ticked again before Continue sends", () => {
    const ticks = { early: true, esign: true, booklet: true };
    const fresh = [doc('early', 3), doc('esign', 3), doc('booklet', 1)];
    const kept = ticksWithout(ticks, changedDocuments(shown, fresh));
    expect(kept).toEqual({ early: true, booklet: true });
    expect(acknowledgementBody(fresh, kept)).toBeNull();
    expect(acknowledgementBody(fresh, { ...kept, esign: true })).toEqual({ documents: [{ id: 'early', version: 3 }, { id: 'esign', version: 3 }, { id: 'booklet', version: 1 }] });
  });
});
