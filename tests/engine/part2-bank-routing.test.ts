// The shipped machine (application@3) for the bank and merchant pages (part 2, issue 21): the
// lender's statuses route to the bank pages as seed 000's table says, MERCHANT_REVIEW (ours) to
// merchant/review by the appended row, and MERCHANT_LIEN_ATTESTATION (unlisted) to
// merchant/lien-attestation through the machine once the lender has raised merchantReviewed
// (decision 323); the machine follows the accounts' data (manualDisburseSetup, disbursementAch).
import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { createMachine } from '../../src/engine/machine';
import { resolveRoute } from '../../src/engine/routing';
import type { MachineDefinition } from '../../src/engine/types';

const evaluate = createRuntimeEvaluator();
const shipped = shippedVersion<MachineDefinition>(readResolvedFiles(new URL('../../', import.meta.url).pathname), 'flows/application');
const def = shipped!.json;

const DISBURSE = { uuid: 'd1', routingNumber: '021000021', last4: '9012', accountType: 'CHECKING', bankName: 'JPMorgan Chase Bank' };
const base = (application: Record<string, unknown> = {}, status: Record<string, unknown> = {}) => ({
  profile: { name: { firstName: 'Ann', lastName: 'Lee' }, dob: '1980-02-03', hasSsn: true },
  application: { selectedPropertyUuid: 'p1', consents: [{ type: 'SOFT_CREDIT' }, { type: 'HARD_CREDIT' }], property: { state: 'CA', ownership: 'SOLE' }, term: 10, amount: 50000, rate: 8.5, hasHmda: true, payType: 'AUTOPAY', ...application },
  status: { liensComplete: true, uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER', disclosures: { summaryReady: true, summaryComplete: true }, ...status },
});
const routeOf = (checklistStatus: string, c: ReturnType<typeof base>) => {
  const m = createMachine(def, c as never, evaluate);
  return { state: m.state, route: resolveRoute(def, { status: checklistStatus, state: m.state, ctx: c as never }, evaluate).route };
};

describe('application@3: bank and merchant routes', () => {
  it('is version 3', () => expect(shipped!.path).toMatch(/v3\.json$/));

  it('the bank statuses: no account yet -> bank/disburse; an account -> bank/autopay (machine: autopay); both accounts -> docVerify', () => {
    expect(routeOf('DISBURSEMENT_ACCOUNT', base())).toEqual({ state: 'ach', route: 'bank/disburse' });
    expect(routeOf('WAITING_FOR_ACCOUNT_VERIFICATION', base()).state).toBe('ach');
    const withAccount = base({ disburseAccount: DISBURSE }, { giactAccountStatus: 'VERIFIED' });
    expect(routeOf('AUTOPAY_ACCOUNT', withAccount)).toEqual({ state: 'autopay', route: 'bank/autopay' });
    expect(routeOf('AUTOPAY_ACCOUNT', base({ disburseAccount: DISBURSE }, { giactAccountStatus: 'PENDING_REVIEW' })).state).toBe('autopay');
    const both = base({ disburseAccount: DISBURSE, autopayAccount: DISBURSE, autopayChoice: 'SAME_ACCOUNT' }, { giactAccountStatus: 'VERIFIED' });
    expect(routeOf('VERIFIED_AUTOPAY_ACCOUNT', both)).toEqual({ state: 'docVerify', route: 'bank/autopay' });
    expect(routeOf('IDENTITY_VERIFICATION', both)).toEqual({ state: 'docVerify', route: 'identity' });
    expect(routeOf('IDENTITY_VERIFICATION', base({ disburseAccount: DISBURSE, payType: 'MANUAL', autopayAccount: null }))).toEqual({ state: 'docVerify', route: 'identity' });
  });

  it('manual pay (manualDisburseManualPay recorded) rests in docVerify, as the data already say; with a crypto line (no routing number) the event alone gets there', () => {
    const manual = base({ disburseAccount: DISBURSE, payType: 'MANUAL', autopayAccount: null, machineEvents: ['manualDisburseManualPay'] });
    expect(routeOf('IDENTITY_VERIFICATION', manual)).toEqual({ state: 'docVerify', route: 'identity' });
    const crypto = base({ disburseAccount: { uuid: 'w1', last4: '0001' }, payType: 'MANUAL', autopayAccount: null });
    expect(routeOf('IDENTITY_VERIFICATION', crypto).state).toBe('ach');
    const cryptoManual = base({ disburseAccount: { uuid: 'w1', last4: '0001' }, payType: 'MANUAL', autopayAccount: null, machineEvents: ['manualDisburseManualPay'] });
    expect(routeOf('IDENTITY_VERIFICATION', cryptoManual).state).toBe('docVerify');
  });

  it('a failed account check keeps the machine out of autopay (no account, FAILED)', () => {
    expect(routeOf('DISBURSEMENT_ACCOUNT', base({ disburseAccount: null }, { giactAccountStatus: 'FAILED' }))).toEqual({ state: 'ach', route: 'bank/disburse' });
  });

  it('MERCHANT_REVIEW -> merchant/review; MERCHANT_LIEN_ATTESTATION with merchantReviewed -> merchant/lien-attestation; after the attestation -> identity', () => {
    const confirmed = { disburseAccount: DISBURSE, autopayAccount: DISBURSE, isInquiry: true };
    expect(routeOf('MERCHANT_REVIEW', base(confirmed)).route).toBe('merchant/review');
    const reviewed = base({ ...confirmed, machineEvents: ['merchantReviewed'] }, { inquiryAttestNeeded: true });
    expect(routeOf('MERCHANT_LIEN_ATTESTATION', reviewed)).toEqual({ state: 'lienAttestation', route: 'merchant/lien-attestation' });
    // Without the lender's event the unlisted status would not reach the page.
    expect(routeOf('MERCHANT_LIEN_ATTESTATION', base(confirmed, { inquiryAttestNeeded: true })).route).not.toBe('merchant/lien-attestation');
    // The attestation raises lienAttestation (any -> waitSign, decision 402); the checklist row still asks for the ID.
    const attested = base({ ...confirmed, machineEvents: ['lienAttestation'] }, { inquiryAttestNeeded: true, inquiryAttestComplete: true });
    expect(routeOf('IDENTITY_VERIFICATION', attested)).toEqual({ state: 'waitSign', route: 'identity' });
    // The ID photos end it: the data carries the machine from docVerify on (idDocsUploaded -> waitSign).
    const photographed = base({ ...confirmed, machineEvents: [], documents: [{ type: 'DRIVERS_LICENSE_FRONT', id: 'f1' }] }, { inquiryAttestNeeded: true, inquiryAttestComplete: true });
    expect(routeOf('WAITING_FOR_IDENTITY_VERIFICATION', photographed).state).toBe('waitSign');
  });
});
