import { describe, expect, it } from 'vitest';
import { exhaustedStatus, maxRetries, pollDelay, pollUntilSettled } from '../../src/engine/polling';
import { def } from './application-machine-fixture';

/** A fetch that answers from a script: a string is a status, an Error is a failed call; the last entry repeats. */
function scripted(answers: (string | Error)[]) {
  let i = 0;
  const fetchStatus = async () => {
    const answer = answers[Math.min(i++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return { checklistStatus: answer, uwDecision: 'APPROVED' };
  };
  return { fetchStatus, calls: () => i };
}

function recorder() {
  const slept: number[] = [];
  return { slept, sleep: async (ms: number) => void slept.push(ms) };
}

describe('poll policy', () => {
  it.each([
    [0, 1000], [1, 2000], [2, 4000], [3, 5000], [4, 5000], [13, 5000], [100, 5000],
  ])('waits %i -> %i ms (base 1000 doubling, capped at 5000)', (attempt, ms) => {
    expect(pollDelay(def, attempt)).toBe(ms);
  });

  it.each([
    ['IN_PROGRESS', 14], ['WAITING_FOR_TITLE', 14], ['GEN_NOTE_SIGNING', 14],
    ['HMDA', 7], ['DECLINED', 7], [undefined, 7], [null, 7],
  ] as const)('allows %s %i retries', (status, retries) => {
    expect(maxRetries(def, status)).toBe(retries);
  });

  it.each([
    ['GEN_NOTE_SIGNING', 'GEN_NOTE_SIGNING'], ['IN_PROGRESS', 'UNKNOWN'], ['WAITING_FOR_UW', 'UNKNOWN'], [undefined, 'UNKNOWN'],
  ] as const)('assumes, when retries run out after %s, %s (DECISIONS 1)', (lastSeen, result) => {
    expect(exhaustedStatus(def, lastSeen)).toBe(result);
  });
});

describe('pollUntilSettled', () => {
  it('returns a settled status at once without sleeping', async () => {
    const { fetchStatus } = scripted(['HMDA']);
    const { slept, sleep } = recorder();
    const result = await pollUntilSettled(fetchStatus, def, { sleep });
    expect(result).toEqual({ status: 'HMDA', value: { checklistStatus: 'HMDA', uwDecision: 'APPROVED' }, fetches: 1, exhausted: false });
    expect(slept).toEqual([]);
  });

  it('polls through waiting statuses with doubling delays until one settles', async () => {
    const { fetchStatus } = scripted(['IN_PROGRESS', 'WAITING_FOR_UW', 'HARD_CREDIT_PULL', 'PREQUAL_TITLE', 'OFFER_SELECTION']);
    const { slept, sleep } = recorder();
    const result = await pollUntilSettled(fetchStatus, def, { sleep });
    expect(result.status).toBe('OFFER_SELECTION');
    expect(result.exhausted).toBe(false);
    expect(slept).toEqual([1000, 2000, 4000, 5000]);
  });

  it('gives up after 14 retries of a waiting status and assumes UNKNOWN', async () => {
    const { fetchStatus, calls } = scripted(['IN_PROGRESS']);
    const { slept, sleep } = recorder();
    const result = await pollUntilSettled(fetchStatus, def, { sleep });
    expect(result).toMatchObject({ status: 'UNKNOWN', exhausted: true, fetches: 15 });
    expect(result.value).toEqual({ checklistStatus: 'IN_PROGRESS', uwDecision: 'APPROVED' });
    expect(calls()).toBe(15);
    expect(slept).toEqual([1000, 2000, 4000, ...Array(11).fill(5000)]);
  });

  it('keeps GEN_NOTE_SIGNING when that was the last status seen as retries ran out', async () => {
    const { fetchStatus } = scripted(['IN_PROGRESS', 'GEN_NOTE_SIGNING']);
    const result = await pollUntilSettled(fetchStatus, def, recorder());
    expect(result).toMatchObject({ status: 'GEN_NOTE_SIGNING', exhausted: true, fetches: 15 });
  });

  it('retries failed fetches 7 times when no waiting status was seen, then assumes UNKNOWN', async () => {
    const { fetchStatus } = scripted([new Error('503')]);
    const { slept, sleep } = recorder();
    const result = await pollUntilSettled(fetchStatus, def, { sleep });
    expect(result).toEqual({ status: 'UNKNOWN', fetches: 8, exhausted: true });
    expect(slept).toEqual([1000, 2000, 4000, 5000, 5000, 5000, 5000]);
  });

  it('gives failed fetches the waiting budget once a waiting status was seen', async () => {
    const { fetchStatus } = scripted(['GEN_NOTE_SIGNING', new Error('timeout')]);
    const result = await pollUntilSettled(fetchStatus, def, recorder());
    expect(result).toMatchObject({ status: 'GEN_NOTE_SIGNING', fetches: 15, exhausted: true });
  });

  it('recovers when a fetch fails and the next one settles', async () => {
    const { fetchStatus } = scripted([new Error('503'), 'FUNDABLE']);
    const result = await pollUntilSettled(fetchStatus, def, recorder());
    expect(result).toMatchObject({ status: 'FUNDABLE', fetches: 2, exhausted: false });
  });

  it('accepts plain status strings and a custom reader', async () => {
    const plain = await pollUntilSettled(async () => 'HMDA', def, recorder());
    expect(plain.status).toBe('HMDA');
    const custom = await pollUntilSettled(async () => ({ s: 'CO_DEED_REQ' }), def, { ...recorder(), statusOf: (v) => v.s });
    expect(custom.status).toBe('CO_DEED_REQ');
  });

  it('ends the poll on an answer with no status, leaving routing to the machine state', async () => {
    const result = await pollUntilSettled(async () => ({ checklistStatus: null }), def, recorder());
    expect(result).toMatchObject({ status: null, fetches: 1, exhausted: false });
  });
});
