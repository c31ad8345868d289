// Which of two reads (the application, its checklist status) is older than the other: the one a
// page waits for before it is drawn (src/domain/read-agreement.ts).
import { describe, expect, it } from 'vitest';
import { olderRead } from '../../src/domain/read-agreement';

describe('olderRead', () => {
  it('the application, when the status moved after the application was read (a step fell due between the two reads)', () => {
    expect(olderRead({ statusUpdatedAt: 1000 }, { updatedAt: 4000 })).toBe('application');
  });
  it('the status, when the application was read after a later step', () => {
    expect(olderRead({ statusUpdatedAt: 4000 }, { updatedAt: 1000 })).toBe('status');
  });
  it('neither when both reflect the same status change', () => {
    expect(olderRead({ statusUpdatedAt: 4000 }, { updatedAt: 4000 })).toBeNull();
  });
  it('neither when a read is missing or carries no stamp (an answer from an older server)', () => {
    expect(olderRead(undefined, { updatedAt: 4000 })).toBeNull();
    expect(olderRead({ statusUpdatedAt: 4000 }, undefined)).toBeNull();
    expect(olderRead({}, { updatedAt: 4000 })).toBeNull();
    expect(olderRead({ statusUpdatedAt: '4000' }, { updatedAt: 4000 })).toBeNull();
  });
});
