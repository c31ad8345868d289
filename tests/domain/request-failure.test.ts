import { describe, expect, it } from 'vitest';
import { answerFieldErrors, failureKind } from '../../src/domain/request-failure';

describe('failureKind', () => {
  it('no answer is the connection (or offline); 5xx, 408 and 429 the server; other answers a refusal', () => {
    expect(failureKind(0, true)).toBe('connection');
    expect(failureKind(0, false)).toBe('offline');
    expect([500, 502, 503, 408, 429].map((s) => failureKind(s, true))).toEqual(['server', 'server', 'server', 'server', 'server']);
    expect([400, 404, 409, 413].map((s) => failureKind(s, true))).toEqual(['refused', 'refused', 'refused', 'refused']);
  });
});

describe('answerFieldErrors', () => {
  it("reads a 400's fieldErrors, dropping malformed entries", () => {
    expect(answerFieldErrors({ fieldErrors: [{ path: 'email', message: 'Bad' }, { path: 1, message: 'x' }, { path: 'a' }, null] })).toEqual([{ path: 'email', message: 'Bad' }]);
    expect(answerFieldErrors('text')).toEqual([]);
    expect(answerFieldErrors(null)).toEqual([]);
  });
});
