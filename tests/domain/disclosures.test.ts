import { describe, expect, it } from 'vitest';
import { acknowledgementBody, isAcknowledged, unreadDocuments, type AcknowledgeableDocument } from '../../src/domain/disclosures';

const docs: AcknowledgeableDocument[] = [
  { id: 'early', version: 3, title: 'Early disclosure', acknowledgedAt: null },
  { id: 'esign', version: 2, title: 'E-sign consent', acknowledgedAt: '2026-11-01T12:00:00.000Z' },
  { id: 'booklet', version: 1, title: 'Booklet', acknowledgedAt: null },
];

describe('disclosure rules', () => {
  it("counts this visit's tick first, else the server's record", () => {
    expect(isAcknowledged(docs[0]!, {})).toBe(false);
    expect(isAcknowledged(docs[0]!, { early: true })).toBe(true);
    expect(isAcknowledged(docs[1]!, {})).toBe(true);
    // Unticking a recorded document makes it unread again on this visit.
    expect(isAcknowledged(docs[1]!, { esign: false })).toBe(false);
  });

  it('lists the unread documents in page order', () => {
    expect(unreadDocuments(docs, {}).map((d) => d.title)).toEqual(['Early disclosure', 'Booklet']);
    expect(unreadDocuments(docs, { booklet: true, esign: false }).map((d) => d.title)).toEqual(['Early disclosure', 'E-sign consent']);
    expect(unreadDocuments(docs, { early: true, booklet: true })).toEqual([]);
  });

  it('sends every document at the version shown, and nothing while one is unread or there are none', () => {
    expect(acknowledgementBody(docs, { early: true })).toBeNull();
    expect(acknowledgementBody(docs, { early: true, booklet: true })).toEqual({
      documents: [
        { id: 'early', version: 3 },
        { id: 'esign', version: 2 },
        { id: 'booklet', version: 1 },
      ],
    });
    expect(acknowledgementBody([], {})).toBeNull();
  });
});
