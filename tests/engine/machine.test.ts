import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { checkMachine, createMachine, firedTriggers, settle, transition } from '../../src/engine/machine';
import type { JsonValue, MachineDefinition } from '../../src/engine/types';
import {
  SEED_EVENTS,
  SEED_STATES,
  SEED_TRIGGER_EVENTS,
  ctx,
  def,
  metaSchemaErrors,
  rawDefinition,
} from './application-machine-fixture';

const evaluate = createRuntimeEvaluator();

describe('application machine definition', () => {
  it('validates against its meta-schema', () => {
    expect(metaSchemaErrors(rawDefinition)).toEqual([]);
  });

  it('has no dangling states, events or route states', () => {
    expect(checkMachine(def)).toEqual([]);
  });

  it('has exactly the 39 states of the seed and starts at profile', () => {
    expect(def.states).toEqual(SEED_STATES);
    expect(def.states).toHaveLength(39);
    expect(def.initial).toBe('profile');
  });

  it('has exactly the events of the seed with their from-lists and targets', () => {
    const events = Object.fromEntries(Object.entries(def.events).map(([k, v]) => [k, { from: v.from, to: v.to }]));
    expect(events).toEqual(Object.fromEntries(SEED_EVENTS.map(([name, from, to]) => [name, { from, to }])));
  });

  it('lists the data triggers in the seed order, one per seed trigger', () => {
    expect(def.triggers.map((t) => t.event)).toEqual(SEED_TRIGGER_EVENTS);
  });

  it('reports a target state that is not a state', () => {
    const broken: MachineDefinition = { ...def, events: { ...def.events, bad: { from: ['nowhere'], to: 'limbo' } } };
    expect(checkMachine(broken).map((i) => i.pointer)).toEqual(['/events/bad/to', '/events/bad/from/0']);
  });
});

describe('transition', () => {
  const fromStates = (from: string[] | '*') => (from === '*' ? SEED_STATES : from);

  it.each(SEED_EVENTS)('accepts %s in every state of its from-list and moves to its target', (event, from, to) => {
    for (const state of fromStates(from)) expect(transition(def, state, event), state).toEqual({ state: to });
  });

  it.each(SEED_EVENTS.filter(([, from]) => from !== '*'))(
    'ignores %s with a warning in every state outside its from-list',
    (event, from) => {
      const outside = SEED_STATES.filter((s) => !fromStates(from).includes(s));
      expect(outside.length).toBeGreaterThan(0);
      for (const state of outside) {
        const result = transition(def, state, event);
        expect(result.state, state).toBe(state);
        expect(result.warning, state).toBe(`Event '${event}' is not accepted in state '${state}' (from: ${fromStates(from).join(', ')}); ignored`);
      }
    },
  );

  it('ignores an unknown event with a warning', () => {
    expect(transition(def, 'product', 'teleport')).toEqual({
      state: 'product',
      warning: "Unknown event 'teleport' ignored in state 'product'",
    });
  });

  it('does not treat inherited object keys as events', () => {
    expect(transition(def, 'product', 'toString').warning).toMatch(/Unknown event/);
  });
});

// Each trigger: contexts where it fires and near misses where it does not. The base context
// (ctx()) fires nothing; patches are deep-merged into it.
const ID = [{ type: 'DRIVERS_LICENSE_FRONT' }];
const ROUTING = { uuid: 'd1', routingNumber: '021000021' };
type Case = { fires: Parameters<typeof ctx>[0][]; not: Parameters<typeof ctx>[0][] };
const TRIGGER_CASES: Record<string, Case> = {
  // Ours (decision 222, shipped since application@2).
  underwritingReview: { fires: [{ status: { uwDecision: 'REVIEW' } }], not: [{ status: { uwDecision: 'APPROVED' } }, {}] },
  lienInfo: {
    fires: [{
      profile: { name: { firstName: 'Ann', lastName: 'Lee' }, dob: '1980-02-03' },
      application: { selectedPropertyUuid: 'p1', consents: [{ type: 'HARD_CREDIT' }, { type: 'SOFT_CREDIT' }] },
    }],
    not: [
      { profile: { name: { firstName: 'Ann', lastName: 'Lee' }, dob: '1980-02-03' }, application: { selectedPropertyUuid: 'p1', consents: [{ type: 'HARD_CREDIT' }] } },
      { profile: { name: { firstName: 'Ann', lastName: 'Lee' } }, application: { selectedPropertyUuid: 'p1', consents: [{ type: 'SOFT_CREDIT' }] } },
      { profile: { name: { firstName: 'Ann', lastName: 'Lee' }, dob: '1980-02-03' }, application: { selectedPropertyUuid: null, consents: [{ type: 'SOFT_CREDIT' }] } },
    ],
  },
  underwrite: {
    fires: [
      { status: { liensComplete: true } },
      { status: { uwDecision: 'APPROVED' } },
      { status: { uwDecision: 'APPROVED', inquiryAttestNeeded: true, inquiryAttestComplete: true } },
      { application: { term: 0, rate: 0 }, status: { uwSubDecision: 'VERIFIED_OFFER' } },
    ],
    not: [
      { status: { liensComplete: false, uwDecision: null } },
      { status: { liensComplete: true, inquiryAttestNeeded: true, inquiryAttestComplete: false } },
      { application: { term: 0, rate: 0 }, status: { uwSubDecision: 'UNVERIFIED_OFFER' } },
      { application: { term: 30, rate: 0 }, status: { uwSubDecision: 'VERIFIED_OFFER' } },
    ],
  },
  assetDepletionDtiDecline: {
    fires: [
      { status: { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } },
      { status: { uwDecision: 'ASSET_DEPLETION', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }, application: { assetDepletion: { complete: false } } },
    ],
    not: [
      { status: { uwDecision: 'APPROVED', uwSubDecision: 'UNVERIFIED_DTI_LIMITED' } },
      { status: { uwSubDecision: 'UNVERIFIED_DTI_LIMITED' }, application: { assetDepletion: { complete: true } } },
      { status: { uwSubDecision: 'VERIFIED_DTI_LIMITED' } },
    ],
  },
  selectProduct: {
    fires: [{ application: { term: 30, amount: 50000 } }],
    not: [{ application: { term: 0, amount: 50000 } }, { application: { term: 30, amount: 0 } }],
  },
  addProfileInfo: {
    fires: [{
      machine: { state: 'moreProfile' }, profile: { hasSsn: true },
      application: { property: { ownership: 'JOINT' }, consents: [{ type: 'HARD_CREDIT' }] },
    }],
    not: [
      { machine: { state: 'hmda' }, profile: { hasSsn: true }, application: { property: { ownership: 'JOINT' }, consents: [{ type: 'HARD_CREDIT' }] } },
      { machine: { state: 'moreProfile' }, profile: { hasSsn: false }, application: { property: { ownership: 'JOINT' }, consents: [{ type: 'HARD_CREDIT' }] } },
      { machine: { state: 'moreProfile' }, profile: { hasSsn: true }, application: { property: {}, consents: [{ type: 'HARD_CREDIT' }] } },
      { machine: { state: 'moreProfile' }, profile: { hasSsn: true }, application: { property: { ownership: 'SOLE' }, consents: [{ type: 'SOFT_CREDIT' }] } },
    ],
  },
  addHmdaInfo: {
    fires: [{ machine: { state: 'hmda' }, application: { hasHmda: true } }],
    not: [{ machine: { state: 'moreProfile' }, application: { hasHmda: true } }, { machine: { state: 'hmda' }, application: { hasHmda: false } }],
  },
  summarySigning: {
    fires: [{ status: { disclosures: { summaryReady: true } } }],
    not: [{ status: { disclosures: { summaryReady: false, summaryComplete: true } } }],
  },
  summarySigned: {
    fires: [{ status: { disclosures: { summaryComplete: true } } }],
    not: [{ status: { disclosures: { summaryReady: true } } }],
  },
  incomeVerified: {
    fires: [{ status: { uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER' } }, { status: { uwSubDecision: 'FINAL_OFFER' } }],
    not: [{ status: { uwSubDecision: 'VERIFIED_OFFER' } }],
  },
  incomePartialVerified: {
    fires: [
      { status: { manualPaystubUpload: true } },
      { status: { manualPaystubUpload: true, manualPaystubTasksComplete: false }, application: { incomeSources: [{ employmentType: 'FULL_TIME' }] } },
    ],
    not: [
      { status: { manualPaystubUpload: true, manualPaystubTasksComplete: true } },
      { status: { manualPaystubUpload: true }, application: { incomeSources: [{ employmentType: 'FULL_TIME' }, { employmentType: 'SELF_EMPLOYED' }] } },
      { status: { manualPaystubUpload: false } },
    ],
  },
  manualDisburseSetup: {
    fires: [
      { application: { disburseAccount: ROUTING, payType: 'AUTOPAY' } },
      { application: { disburseAccount: ROUTING, payType: 'AUTOPAY', autopayAccount: null }, status: { giactAccountStatus: 'VERIFIED' } },
      { application: { disburseAccount: ROUTING, payType: 'AUTOPAY' }, status: { giactAccountStatus: 'PENDING_REVIEW' } },
    ],
    not: [
      { application: { disburseAccount: ROUTING, payType: 'AUTOPAY' }, status: { giactAccountStatus: 'FAILED_VERIFICATION' } },
      { application: { disburseAccount: ROUTING, payType: 'AUTOPAY', autopayAccount: { uuid: 'a1' } } },
      { application: { disburseAccount: ROUTING, payType: 'MANUAL' } },
      { application: { disburseAccount: { uuid: 'd1' }, payType: 'AUTOPAY' } },
    ],
  },
  disbursementAch: {
    fires: [
      { application: { disburseAccount: ROUTING, payType: 'MANUAL' } },
      { application: { disburseAccount: ROUTING, payType: 'AUTOPAY', autopayAccount: { uuid: 'a1' } } },
    ],
    not: [
      { application: { disburseAccount: { uuid: 'd1' }, payType: 'MANUAL' } },
      { application: { disburseAccount: ROUTING, payType: 'AUTOPAY' } },
    ],
  },
  idDocsUploaded: {
    fires: [
      { application: { documents: [{ type: 'W2' }, { type: 'PASSPORT_FRONT' }], property: { state: 'CA' } }, status: { bpo: 'BPO_REQUIRED' } },
      { application: { documents: [{ type: 'ID_CARD_FRONT' }], property: { state: 'TX' } }, status: { bpo: 'BPO_NOT_REQUIRED' } },
      { application: { documents: [{ type: 'PERMANENT_RESIDENT_FRONT' }], property: { state: 'TX' } } },
    ],
    not: [
      { application: { documents: ID, property: { state: 'TX' } }, status: { bpo: 'UNKNOWN_BPO_STATUS' } },
      { application: { documents: [{ type: 'DRIVERS_LICENSE_BACK' }], property: { state: 'CA' } } },
    ],
  },
  bpoEscalate: {
    fires: [{ application: { property: { state: 'TX' }, disburseAccount: { uuid: 'd1' }, documents: ID }, status: { bpo: 'UNKNOWN_BPO_STATUS' } }],
    not: [
      { application: { property: { state: 'CA' }, disburseAccount: { uuid: 'd1' }, documents: ID }, status: { bpo: 'BPO_REQUIRED' } },
      { application: { property: { state: 'TX' }, documents: ID }, status: { bpo: 'BPO_REQUIRED' } },
      { application: { property: { state: 'TX' }, disburseAccount: { uuid: 'd1' }, documents: ID }, status: { bpo: 'BPO_COMPLETE' } },
    ],
  },
  noteSigning: {
    fires: [
      { application: { disburseAccount: { uuid: 'd1' }, payType: 'MANUAL' }, status: { disclosures: { closingReady: true } } },
      { application: { disburseAccount: { uuid: 'd1' }, autopayAccount: { uuid: 'a1' } }, status: { disclosures: { closingReady: true } } },
    ],
    not: [
      { application: { disburseAccount: { uuid: 'd1' }, payType: 'MANUAL' }, status: { disclosures: { closingReady: false } } },
      { application: { disburseAccount: { uuid: 'd1' }, payType: 'AUTOPAY' }, status: { disclosures: { closingReady: true } } },
    ],
  },
  signed: {
    fires: [{ status: { disclosures: { closingComplete: true } } }],
    not: [{ status: { disclosures: { closingReady: true } } }],
  },
  coDeedConfirmed: {
    fires: [{ application: { coDeedStatus: 'COMPLETE' } }],
    not: [{ application: { coDeedStatus: 'IN_PROGRESS' } }],
  },
  deedSigning: {
    fires: [{ status: { disclosures: { notaryReady: true } } }],
    not: [{ status: { disclosures: { notaryReady: false } } }],
  },
  enotarySigned: {
    fires: [{ status: { primaryParticipantAcceptComplete: true } }, { status: { disclosures: { notaryComplete: true } } }],
    not: [{ status: { primaryParticipantAcceptComplete: false, disclosures: { notaryReady: true } } }],
  },
  manualEnotarySigned: {
    fires: [{ status: { manualDeedSigningComplete: true } }],
    not: [{ status: { manualDeedSigningComplete: false } }],
  },
  finish: {
    fires: ['GEN_RESCISSION', 'RESCISSION', 'RECORDING', 'FUNDABLE'].map((s) => ({ status: { checklistStatus: s }, application: { insurance: { complete: true } } })),
    not: [
      { status: { checklistStatus: 'FUNDABLE' }, application: { insurance: { complete: false } } },
      { status: { checklistStatus: 'DEED_SIGNING' }, application: { insurance: { complete: true } } },
    ],
  },
  employerVerification: {
    fires: [{ status: { employmentVerificationNeeded: true } }],
    not: [{ status: { employmentVerificationNeeded: false } }],
  },
  bpoProcessWaiting: {
    fires: [{ status: { bpo: 'BPO_PROCESSING' } }, { status: { title: 'FINAL_TITLE_PROCESSING' } }],
    not: [{ status: { bpo: 'BPO_COMPLETE', title: 'PREQUAL_TITLE_PROCESSING' } }],
  },
  datatreeNoMatch: {
    fires: [{ status: { propertyComplete: true, datatreeNoMatch: true } }],
    not: [{ status: { propertyComplete: false, datatreeNoMatch: true } }],
  },
  creditIncorrectPin: {
    fires: [{ status: { creditFrozenWithPin: true } }],
    not: [{ status: { creditFrozenWithPin: false } }],
  },
  dtiDecline: {
    fires: [{ status: { uwDecision: 'DECLINE', dtiDecline: true } }],
    not: [{ status: { uwDecision: 'REVIEW', dtiDecline: true } }, { status: { uwDecision: 'DECLINE' } }],
  },
  creditScoreDecline: {
    fires: [{ status: { creditScoreDecline: true } }],
    not: [{ status: { creditScoreDecline: false } }],
  },
};

describe('firedTriggers', () => {
  it('fires nothing for empty records', () => {
    expect(firedTriggers(def, ctx(), evaluate)).toEqual([]);
  });

  it('fires nothing when every record is null', () => {
    expect(firedTriggers(def, { profile: null, application: null, status: null, machine: { state: 'profile' } }, evaluate)).toEqual([]);
  });

  it('has a case for every trigger of the definition', () => {
    expect(Object.keys(TRIGGER_CASES).sort()).toEqual([...new Set(def.triggers.map((t) => t.event))].sort());
  });

  const firing = Object.entries(TRIGGER_CASES).flatMap(([event, c]) => c.fires.map((patch, i) => ({ event, i, patch })));
  it.each(firing)('fires $event when its data holds (case $i)', ({ event, patch }) => {
    expect(firedTriggers(def, ctx(patch), evaluate)).toContain(event);
  });

  const missing = Object.entries(TRIGGER_CASES).flatMap(([event, c]) => c.not.map((patch, i) => ({ event, i, patch })));
  it.each(missing)('does not fire $event on a near miss (case $i)', ({ event, patch }) => {
    expect(firedTriggers(def, ctx(patch), evaluate)).not.toContain(event);
  });

  it('lists fired events in definition order', () => {
    const fired = firedTriggers(def, ctx({ status: { creditScoreDecline: true, liensComplete: true, disclosures: { notaryReady: true } } }), evaluate);
    expect(fired).toEqual(['underwrite', 'deedSigning', 'creditScoreDecline']);
  });
});

// A straight-through applicant: every forward trigger's data present up to closing-ready.
const JOURNEY = {
  profile: { name: { firstName: 'Ann', lastName: 'Lee' }, dob: '1980-02-03', hasSsn: true },
  application: {
    selectedPropertyUuid: 'p1',
    consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }],
    property: { state: 'CA', ownership: 'SOLE' },
    term: 30, amount: 50000, rate: 8.5,
    hasHmda: true,
    disburseAccount: ROUTING, payType: 'MANUAL',
    documents: ID,
  },
  status: {
    liensComplete: true, uwDecision: 'APPROVED', uwSubDecision: 'FINAL_OFFER',
    disclosures: { summaryReady: true, summaryComplete: true, closingReady: true },
  },
};

describe('settle', () => {
  it('stays put and applies nothing when no trigger fires', () => {
    expect(settle(def, 'product', ctx(), evaluate)).toEqual({ state: 'product', applied: [], warnings: [] });
  });

  it('walks the triggers in order, each seeing the state the previous one reached', () => {
    const result = settle(def, 'profile', ctx(JOURNEY), evaluate);
    expect(result.state).toBe('sign');
    expect(result.applied).toEqual([
      'lienInfo', 'underwrite', 'selectProduct', 'addProfileInfo', 'addHmdaInfo', 'summarySigning',
      'summarySigned', 'incomeVerified', 'disbursementAch', 'idDocsUploaded', 'noteSigning',
    ]);
  });

  it('reports fired triggers the current state does not accept as warnings', () => {
    const result = settle(def, 'profile', ctx(JOURNEY), evaluate);
    expect(result.warnings).toContain("Event 'lienInfo' is not accepted in state 'sign' (from: profile); ignored");
  });

  it('is a fixed point: settling a settled state changes nothing', () => {
    const first = settle(def, 'profile', ctx(JOURNEY), evaluate);
    const again = settle(def, first.state, ctx(JOURNEY), evaluate);
    expect(again.state).toBe(first.state);
    expect(again.applied).toEqual([]);
  });

  it('escalates a Texas property with a required BPO to bpo instead of signing', () => {
    const texas = ctx({ ...JOURNEY, application: { ...JOURNEY.application, property: { state: 'TX', ownership: 'SOLE' } }, status: { ...JOURNEY.status, bpo: 'BPO_REQUIRED' } });
    expect(settle(def, 'profile', texas, evaluate).state).toBe('bpo');
  });

  it('lets a later any-state trigger (a decline) win over the forward path', () => {
    const declined = ctx({ ...JOURNEY, status: { ...JOURNEY.status, uwDecision: 'DECLINE', dtiDecline: true } });
    expect(settle(def, 'profile', declined, evaluate).state).toBe('dtiDeclined');
  });

  it('stops with a warning when the triggers cycle between passes', () => {
    const inState = (s: string) => ({ type: 'object', properties: { machine: { properties: { state: { const: s } } } } });
    const cyclic: MachineDefinition = {
      ...def,
      states: ['a', 'b', 'c'],
      initial: 'a',
      events: { goA: { from: '*', to: 'a' }, goB: { from: '*', to: 'b' }, goC: { from: '*', to: 'c' } },
      triggers: [
        { event: 'goA', when: inState('c') },
        { event: 'goC', when: inState('b') },
        { event: 'goB', when: inState('a') },
      ],
    };
    const result = settle(cyclic, 'a', ctx(), evaluate);
    expect(result.state).toBe('b');
    expect(result.applied).toEqual(['goB', 'goC', 'goA', 'goB']);
    expect(result.warnings).toEqual(["Triggers cycle back to state 'b'; settling stopped"]);
  });
});

describe('createMachine', () => {
  it.each([
    ['no profile', { application: {} }],
    ['no application', { profile: {} }],
    ['null records', { profile: null, application: null }],
  ])('throws "Profile and heloc are required" with %s', (_label, input) => {
    expect(() => createMachine(def, input, evaluate)).toThrow('Profile and heloc are required');
  });

  it('starts at profile with records that fire nothing', () => {
    const m = createMachine(def, { profile: {}, application: {} }, evaluate);
    expect(m.state).toBe('profile');
    expect(m.context).toEqual({ profile: {}, application: {}, status: null, machine: { state: 'profile' } });
  });

  it('settles from profile and puts the reached state in the context', () => {
    const m = createMachine(def, JOURNEY, evaluate);
    expect(m.state).toBe('sign');
    expect(m.context.machine).toEqual({ state: 'sign' });
  });
});

describe('createMachine with recorded events (application.machineEvents)', () => {
  const withEvents = (events: JsonValue, patch: { [k: string]: JsonValue } = {}) => ({
    ...JOURNEY,
    application: { ...JOURNEY.application, machineEvents: events, ...patch },
  });

  it('applies a recorded event after settling: an ID to upload again goes back to docVerify', () => {
    // idDocsUploaded would fire again from docVerify; without the ID document the machine stays there.
    const m = createMachine(def, withEvents(['idReUpload'], { documents: [] }), evaluate);
    expect(m.state).toBe('docVerify');
    expect(m.applied.at(-1)).toBe('idReUpload');
  });

  it('settles again after each event, so the triggers carry the machine on from where the event left it', () => {
    // idReUpload -> docVerify, then idDocsUploaded and noteSigning bring it back to sign.
    const m = createMachine(def, withEvents(['idReUpload']), evaluate);
    expect(m.state).toBe('sign');
    expect(m.applied.slice(-3)).toEqual(['idReUpload', 'idDocsUploaded', 'noteSigning']);
  });

  it('applies events in order: merchantReviewed then lienAttestation ends in waitSign, then the triggers settle', () => {
    const m = createMachine(def, withEvents(['merchantReviewed', 'lienAttestation']), evaluate);
    expect(m.applied.slice(-3)).toEqual(['merchantReviewed', 'lienAttestation', 'noteSigning']);
    // waitSign -> sign by noteSigning (closing ready, accounts set).
    expect(m.state).toBe('sign');
  });

  it('does not fire again an any-state trigger that already moved the machine (it would undo the event)', () => {
    // deedSigning (any -> notary) held before the event; firing it again would pull waitFund back to notary.
    const m = createMachine(def, { ...JOURNEY, application: { ...JOURNEY.application, machineEvents: ['adHocDocRequired'] }, status: { ...JOURNEY.status, disclosures: { ...JOURNEY.status.disclosures, notaryReady: true } } }, evaluate);
    expect(m.state).toBe('documents');
  });

  it('reaches a state only an event leads to: insurance confirmed moves insurance to waitFund', () => {
    const notarised = {
      ...JOURNEY,
      application: { ...JOURNEY.application, coDeedStatus: 'COMPLETE', machineEvents: ['insuranceConfirmed'] },
      status: { ...JOURNEY.status, disclosures: { ...JOURNEY.status.disclosures, closingComplete: true, notaryReady: true }, primaryParticipantAcceptComplete: true },
    };
    const before = createMachine(def, { ...notarised, application: { ...notarised.application, machineEvents: [] } }, evaluate);
    expect(before.state).toBe('insurance');
    expect(createMachine(def, notarised, evaluate).state).toBe('waitFund');
  });

  it('ignores an event the state does not accept, with a warning, and unknown or malformed entries', () => {
    const m = createMachine(def, withEvents(['noteSigning', 'noSuchEvent', 42]), evaluate);
    expect(m.state).toBe('sign');
    expect(m.warnings).toContain("Unknown event 'noSuchEvent' ignored in state 'sign'");
    expect(createMachine(def, withEvents('idReUpload'), evaluate).state).toBe('sign');
  });
});
