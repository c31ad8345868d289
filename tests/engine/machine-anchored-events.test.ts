// Recorded events tied to the state they were raised in (`{ event, at }`, decision 402): applied
// where the rebuilt machine passes through that state, between the triggers, as it happened. On
// the machine that ships.
import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { createMachine, recordedEvents, settle } from '../../src/engine/machine';
import type { JsonValue, MachineDefinition } from '../../src/engine/types';

const evaluate = createRuntimeEvaluator();
const def = shippedVersion<MachineDefinition>(readResolvedFiles(new URL('../../', import.meta.url).pathname), 'flows/application')!.json;

const profile = { name: { firstName: 'Ann', lastName: 'Lee' }, dob: '1980-02-03', hasSsn: true };
/** After the soft pull found the file again (credit/social's repull): offers, nothing chosen yet. */
const repulled = (events: JsonValue[]) => ({
  profile,
  application: { selectedPropertyUuid: 'p1', consents: [{ type: 'SOFT_CREDIT' }], property: { state: 'CA' }, machineEvents: events },
  status: { uwDecision: 'SELECT', uwSubDecision: 'UNVERIFIED_OFFER' },
});

describe('recorded events anchored to a state', () => {
  it('reads names and { event, at } entries, dropping malformed ones', () => {
    expect(recordedEvents({ machineEvents: ['fund', { event: 'repullSoftCredit', at: 'profile' }, { event: 'x' }, 7, null] })).toEqual(['fund', { event: 'repullSoftCredit', at: 'profile' }]);
  });

  it('repullSoftCredit at profile takes profile to product at once, as seed 000 says (not through liens)', () => {
    const m = createMachine(def, repulled([{ event: 'repullSoftCredit', at: 'profile' }]), evaluate);
    expect(m.state).toBe('product');
    expect(m.applied[0]).toBe('repullSoftCredit');
    expect(m.applied).not.toContain('lienInfo');
    // The same data without the event: lienInfo then underwrite, by way of liens.
    const plain = createMachine(def, repulled([]), evaluate);
    expect(plain.state).toBe('product');
    expect(plain.applied.slice(0, 2)).toEqual(['lienInfo', 'underwrite']);
  });

  it('a plain name would never apply: replayed after the triggers settle, the machine has left profile', () => {
    const m = createMachine(def, repulled(['repullSoftCredit']), evaluate);
    expect(m.applied).not.toContain('repullSoftCredit');
    expect(m.warnings.some((w) => w.includes("'repullSoftCredit' is not accepted"))).toBe(true);
  });

  it('the triggers carry on from where the event left the machine (an offer chosen: moreProfile)', () => {
    const c = repulled([{ event: 'repullSoftCredit', at: 'profile' }]);
    const m = createMachine(def, { ...c, application: { ...c.application, term: 10, amount: 50000 } }, evaluate);
    expect(m.applied[0]).toBe('repullSoftCredit');
    expect(m.applied).toContain('selectProduct');
    expect(m.state).toBe('moreProfile');
  });

  it('an anchored event applies once, where its state is met mid-settle, and not when the state is never met', () => {
    const queue = [{ event: 'lienAttestation', at: 'liens' }];
    const r = settle(def, 'profile', { ...repulled([]), machine: { state: 'profile' } } as never, evaluate, new Set(), queue);
    // profile -(lienInfo)-> liens, where the anchored event takes it to waitSign.
    expect(r.applied.slice(0, 2)).toEqual(['lienInfo', 'lienAttestation']);
    expect(queue).toEqual([]);
    const never = createMachine(def, repulled([{ event: 'lienAttestation', at: 'hmda' }]), evaluate);
    expect(never.applied).not.toContain('lienAttestation');
    expect(never.state).toBe('product');
  });
});
