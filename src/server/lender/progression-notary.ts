// The lender's progression for part 2's last stretch as data (issue 21): the remote online
// notary (notary/intro, schedule-manual, reserve-manual, session), the homeowners insurance
// (insurance/upload) and funding (complete). The write calls in
// src/server/routes/application-notary.ts read these rows and nothing else decides where an
// action leads; docs/sandbox.md 'Part 2: notary, insurance, funding' lists the same.
import { LENDER_WAIT_MS, type Progression } from './progression';

/** Statuses of ours (not in seed 000's routing table, so the client machine's state routes them) and the waiting ones. */
export const NOTARY_STATUS = {
  /** The lender connects an eNotary or prepares the session (a waiting status: routing polls). */
  waitingNotary: 'WAITING_FOR_NOTARY',
  /** The notary session under way (waiting). */
  waitingSession: 'WAITING_FOR_NOTARY_SESSION',
  /** The session ended without a notarised deed: routed to notary/error by application@3's row. */
  sessionFailed: 'NOTARY_SESSION_FAILED',
  /** Insurance open: not in the table, so the machine's `insurance` state routes (insurance/upload). */
  insurance: 'INSURANCE_REQUIRED',
  /** The lender reviews the policy (waiting). */
  waitingInsurance: 'WAITING_FOR_INSURANCE_REVIEW',
} as const;

/** Where notary/intro's actions are accepted: before a session, after a failed one. */
const BEFORE_SESSION = ['GEN_NOTARY_DISCLOSURE', 'NOTARY_WAITING_PERIOD', NOTARY_STATUS.sessionFailed] as const;

/** The notary's rows (one per applicant action). */
export const PROGRESSION_NOTARY = {
  /** notary/intro 'Talk to eNotary': an on-demand notary joins in a moment (notaryReady: the deedSigning trigger). */
  enotaryNow: { page: 'notary/intro', from: BEFORE_SESSION, waiting: NOTARY_STATUS.waitingNotary, ms: LENDER_WAIT_MS, to: 'DEED_SIGNING', flags: { disclosures: { notaryReady: true } } },
  /** notary/schedule-manual: a manual notary asked for; the notary offers times (MANUAL_DEED_SIGNING: notary/reserve-manual). */
  manualRequest: { page: 'notary/schedule-manual', from: BEFORE_SESSION, waiting: NOTARY_STATUS.waitingNotary, ms: LENDER_WAIT_MS, to: 'MANUAL_DEED_SIGNING' },
  /**
   * notary/reserve-manual: a time booked; the session opens at it (DEED_SIGNING with notaryReady).
   * `ms` here is a floor: the wait is the time until the slot (SANDBOX_WAIT_MS replaces it).
   */
  booked: { page: 'notary/reserve-manual', from: [...BEFORE_SESSION, 'MANUAL_DEED_SIGNING'], waiting: 'NOTARY_WAITING_PERIOD', ms: 0, to: 'DEED_SIGNING', flags: { disclosures: { notaryReady: true } } },
  /** notary/session 'Join': the sandbox notary verifies the ID and notarises the deed. */
  session: { page: 'notary/session', from: ['DEED_SIGNING'], waiting: NOTARY_STATUS.waitingSession, ms: LENDER_WAIT_MS, to: NOTARY_STATUS.insurance, flags: { primaryParticipantAcceptComplete: true, disclosures: { notaryComplete: true } } },
  /** The same with a manual notary (status.manualNotary): manualDeedSigningComplete (the manualEnotarySigned trigger). */
  sessionManual: { page: 'notary/session', from: ['DEED_SIGNING'], waiting: NOTARY_STATUS.waitingSession, ms: LENDER_WAIT_MS, to: NOTARY_STATUS.insurance, flags: { manualDeedSigningComplete: true } },
  /** A session that fails (e-mail tag +notaryfail, first session only): notary/error, then the intro again. */
  sessionFailed: { page: 'notary/session', from: ['DEED_SIGNING'], waiting: NOTARY_STATUS.waitingSession, ms: LENDER_WAIT_MS, to: NOTARY_STATUS.sessionFailed },
  /** insurance/upload: the declarations page or the agent; the policy accepted, the lender decides funding. */
  insurance: { page: 'insurance/upload', from: [NOTARY_STATUS.insurance], waiting: NOTARY_STATUS.waitingInsurance, ms: LENDER_WAIT_MS, to: 'FUNDING_DECISION' },
  /** The policy refused (no mortgagee clause: 'nomortgagee' in the file name or the agent's e-mail): insurance/upload asks again. */
  insuranceRefused: { page: 'insurance/upload', from: [NOTARY_STATUS.insurance], waiting: NOTARY_STATUS.waitingInsurance, ms: LENDER_WAIT_MS, to: NOTARY_STATUS.insurance },
} as const satisfies Record<string, Progression>;

/** Funding after the policy is accepted, one status after another (the complete page polls through them). */
export interface FundingStep {
  to: string;
  /** The wait before this status; `rescission` waits until the right of rescission ends. */
  ms: number | 'rescission';
  /** Only on a principal dwelling (occupancy HOME): the right of rescission. */
  onlyWhen?: 'rescission' | 'payoff';
}
export const FUNDING: readonly FundingStep[] = [
  { to: 'GEN_RESCISSION', ms: LENDER_WAIT_MS, onlyWhen: 'rescission' },
  { to: 'RESCISSION', ms: LENDER_WAIT_MS, onlyWhen: 'rescission' },
  { to: 'FUNDABLE', ms: 'rescission' },
  { to: 'DIRECT_DEBT_PAYOFF', ms: LENDER_WAIT_MS, onlyWhen: 'payoff' },
  { to: 'RECORDING', ms: LENDER_WAIT_MS },
  { to: 'COMPLETE', ms: LENDER_WAIT_MS },
];

/** States whose closings an attorney reviews before the notary (ATTORNEY_REVIEW, then the session). */
export const ATTORNEY_REVIEW_STATES: readonly string[] = ['CT', 'DE', 'GA', 'MA', 'SC', 'WV'];
/** How long the attorney reviews. */
export const ATTORNEY_REVIEW_MS = LENDER_WAIT_MS;

/** E-mail plus-tags of this part: a manual notary (status.manualNotary at create), a failing first session. */
export const NOTARY_EMAIL_TAGS = { manualNotary: 'manualnotary', sessionFail: 'notaryfail' } as const;
/** In a declarations file name or the agent's e-mail: the policy lacks the mortgagee clause and is refused. */
export const INSURANCE_REFUSAL_MARKER = 'nomortgagee';
/** The lender's zone: the rescission period ends at midnight here. */
export const LENDER_TIME_ZONE = 'America/New_York';
