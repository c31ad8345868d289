// Shared by the machine, routing and polling suites: loads the machine that ships (the newest
// flows/application version, resolved: issue 25), checks it
// against its meta-schema, and builds condition contexts from small patches. The seed's own
// lists (states, events, routes) live here as the oracle the definition is compared with.
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import type { ApplicationContext } from '../../src/engine/machine';
import type { MachineDefinition } from '../../src/engine/types';
import { shipped } from '../shipped';

const root = new URL('../../', import.meta.url);

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(new URL(path, root), 'utf8'));
}

/** Errors of the machine definition against `schemas/meta/machine.schema.json`. */
export function metaSchemaErrors(definition: unknown): string[] {
  // format 'regex' is for editors; the routing suite compiles every pattern itself.
  const ajv = new Ajv({ allErrors: true, validateFormats: false, allowUnionTypes: true });
  const validate = ajv.compile(readJson('schemas/meta/machine.schema.json') as object);
  return validate(definition) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

export const rawDefinition = shipped<unknown>('flows/application');
export const def = rawDefinition as MachineDefinition;

type Patch = { [key: string]: unknown };

function merge(base: unknown, patch: unknown): unknown {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch;
  if (base === null || typeof base !== 'object' || Array.isArray(base)) return patch;
  const out: Patch = { ...(base as Patch) };
  for (const [k, v] of Object.entries(patch)) out[k] = merge(out[k], v);
  return out;
}

/** A context where no trigger fires, deep-merged with `patch` (arrays replace). */
export function ctx(patch: Patch = {}): ApplicationContext {
  const base = { profile: {}, application: {}, status: {}, machine: { state: 'profile' } };
  return merge(base, patch) as ApplicationContext;
}

/** Seed 000 §4: the 39 states, in the seed's order. */
export const SEED_STATES = [
  'profile', 'ssnCredit', 'errorCredit', 'incorrectPin', 'noCredit', 'noProperty', 'datatreeError', 'uwReview',
  'assetDepletion', 'liens', 'product', 'moreProfile', 'hmda', 'waitSummary', 'appSummary', 'docVerify', 'documents',
  'manualPaystubUpload', 'incomeReview', 'emplVerify', 'waitMerchant', 'lienAttestation', 'autopay', 'manualAutopay',
  'ach', 'waitSign', 'sign', 'codeed', 'waitNotary', 'notary', 'insurance', 'waitFund', 'declined', 'dtiDeclined',
  'creditScoreDeclined', 'delinquency', 'complete', 'bpo', 'bpoProcessing',
];

/** Seed 000 §4 transitions: [event, from-list or '*', target]. */
export const SEED_EVENTS: [string, string[] | '*', string][] = [
  ['softCreditNoMatch', ['profile', 'liens', 'product'], 'ssnCredit'],
  ['creditLocked', '*', 'errorCredit'],
  ['creditFrozen', '*', 'errorCredit'],
  ['creditIncorrectPin', '*', 'incorrectPin'],
  ['softCreditNoCredit', '*', 'noCredit'],
  ['repullSoftCredit', ['profile'], 'product'],
  ['propertyNoMatch', '*', 'noProperty'],
  ['datatreeNoMatch', '*', 'datatreeError'],
  ['lienInfo', ['profile'], 'liens'],
  ['underwrite', '*', 'product'],
  ['assetDepletionDtiDecline', ['product'], 'assetDepletion'],
  ['selectProduct', ['product'], 'moreProfile'],
  ['addProfileInfo', ['moreProfile'], 'hmda'],
  ['addHmdaInfo', ['hmda'], 'waitSummary'],
  ['summarySigning', ['waitSummary'], 'appSummary'],
  ['summarySigned', ['appSummary'], 'incomeReview'],
  ['incomeVerified', ['incomeReview'], 'ach'],
  ['disbursementAch', ['autopay', 'ach'], 'docVerify'],
  ['idDocsUploaded', ['docVerify'], 'waitSign'],
  ['bpoEscalate', ['docVerify', 'incomeReview'], 'bpo'],
  ['bpoProcessWaiting', '*', 'bpoProcessing'],
  ['idReUpload', '*', 'docVerify'],
  ['adHocDocRequired', '*', 'documents'],
  ['incomePartialVerified', '*', 'manualPaystubUpload'],
  ['manualDisburseSetup', '*', 'autopay'],
  ['manualDisburseManualPay', '*', 'docVerify'],
  ['merchantReviewed', '*', 'lienAttestation'],
  ['lienAttestation', '*', 'waitSign'],
  ['employerVerification', '*', 'emplVerify'],
  ['noteSigning', ['waitSign'], 'sign'],
  ['signed', ['sign'], 'codeed'],
  ['coDeedConfirmed', ['codeed'], 'waitNotary'],
  ['deedSigning', '*', 'notary'],
  ['enotarySigned', ['notary'], 'insurance'],
  ['manualEnotarySigned', ['notary'], 'insurance'],
  ['insuranceConfirmed', ['insurance'], 'waitFund'],
  ['finish', '*', 'waitFund'],
  ['inactive', '*', 'declined'],
  ['decline', '*', 'declined'],
  ['dtiDecline', '*', 'dtiDeclined'],
  ['creditScoreDecline', '*', 'creditScoreDeclined'],
  ['delinquencyReview', '*', 'delinquency'],
  ['fund', '*', 'complete'],
  // Ours, shipped since application@2 (decision 222): the seed names uwReview but no event to it.
  ['underwritingReview', '*', 'uwReview'],
];

/** Seed 000 §4 'Triggers computed from data', in the seed's order. */
export const SEED_TRIGGER_EVENTS = [
  'lienInfo', 'underwrite', 'assetDepletionDtiDecline', 'selectProduct', 'addProfileInfo', 'addHmdaInfo',
  'summarySigning', 'summarySigned', 'incomeVerified', 'incomePartialVerified', 'manualDisburseSetup',
  'disbursementAch', 'idDocsUploaded', 'bpoEscalate', 'noteSigning', 'signed', 'coDeedConfirmed', 'deedSigning',
  'enotarySigned', 'manualEnotarySigned', 'finish', 'employerVerification', 'bpoProcessWaiting', 'datatreeNoMatch',
  'creditIncorrectPin', 'dtiDecline', 'creditScoreDecline',
  // Ours, after the seed's (decision 222): an underwriter reviewing the file.
  'underwritingReview',
];

/** Seed 000 §2 application routes under /{uuid}, plus DECISIONS 2; `{type}` segments are any value. */
export const APPLICATION_ROUTES = [
  'bank/autopay', 'bank/confirm', 'bank/disburse', 'bank/manual-disburse',
  'credit/social', 'credit/error',
  'complete',
  'conditions', 'conditions/upload-document', 'conditions/phone-number',
  'document/disclosures',
  'error/decline', 'error/credit', 'error/income', 'error/timeout', 'error/flood-cert',
  'income/review', 'income/link/{type}', 'income/pointserv-callback', 'income/upload/{type}', 'income/employer-verification',
  'identity',
  'insurance/upload', 'insurance/requirements',
  'liens',
  'notary/intro', 'notary/schedule-manual', 'notary/reserve-manual', 'notary/session', 'notary/error',
  'product/assets', 'product/select', 'product/select/confirm', 'product/prequal-winback',
  'signing/intro', 'signing/sign', 'signing/additional', 'signing/support',
  'start/profile', 'start/contact', 'start/hmda', 'start/app-summary',
  'review-app/incorrect-pin', 'review-app/no-credit', 'review-app/property', 'review-app/uw', 'review-app/delinquency',
  'review-app/incorrect-ownership', 'review-app/datatree', 'review-app/signdocs',
  'payoff/hold',
  'bpo/condition', 'bpo/hold', 'bpo/waiting', 'bpo/estimate-value', 'bpo/order-bpo',
  'hold',
  'merchant/review', 'merchant/lien-attestation', 'bank/autopay-manual',
];

/** True when `route` is 'root' or one of the application routes. */
export function isKnownRoute(route: string): boolean {
  if (route === 'root') return true;
  return APPLICATION_ROUTES.some((known) =>
    new RegExp(`^${known.replace(/\{type\}/g, '[A-Za-z0-9_-]+')}$`).test(route),
  );
}
