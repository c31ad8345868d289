// The lender's write calls for the bank accounts (bank/*) and the merchant review of an inquiry
// application (merchant/*), part 2 (issue 21). Bodies have schemas in schemas/api/ (the pages
// use the same); where each call is accepted and where it leads is BANK_PROGRESSION
// (src/server/lender/progression-bank.ts). Idempotent like part 1's calls: a replayed
// Idempotency-Key answers the first answer (idempotent()); the same body again changes nothing;
// a call whose page is not open is a 409 with a readable message.
//
// Account numbers are sensitive: the lender keeps a token (uuid), the last four digits, the
// routing number, the type and the bank's name; never the number (not in the row, the
// idempotency store, the logs or an answer). The body's hash is keyed (ctx.bodyHash).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { requireAuth } from '../context';
import { ownApplication } from './own-application';
import { idempotent } from '../idempotency';
import { HttpError } from '../errors';
import { waitMs, type Progression } from '../lender/progression';
import { BANK_PROGRESSION, MERCHANT_LIEN_ATTESTATION, MERCHANT_REVIEW, MERCHANT_REVIEW_MS, bankNameFor, checkAccount, type AccountCheck } from '../lender/progression-bank';
import { withEvent, withoutEvent } from '../lender/events';
import { accountReviewMs, startAccountReview } from '../lender/account-review';
import type { ScriptStep } from '../lender/script';
import { applicationView, findApplication, patchApplication, type ApplicationRow } from '../store/applications';
import { findStatus, startScript } from '../store/status';
import { isAbaRoutingNumber } from '../../domain/bank';
import { discountedRate } from '../../domain/discounts';
import { AUTOPAY_DISCOUNT } from '../../domain/offer-quote';
import { monthlyPayment } from '../../domain/payment';
import { roundHalfEven } from '../../domain/rounding';

const BASE = '/service-application/api/v1/application/heloc';

type Body = Record<string, unknown>;
type Req = FastifyRequest<{ Params: { uuid: string } }>;

/** An account as the lender keeps it (seed 000 §3 disburseAccount / autopayAccount, plus what the pages show). */
export interface StoredAccount {
  uuid: string;
  routingNumber: string;
  last4: string;
  /** Seed 001 §3 disburseAccount.mask: the last four digits (§9 'Bank mask'). */
  mask: string;
  accountType: string;
  bankName: string;
  /** How the lender got it: typed by hand or through the bank link. */
  source: 'MANUAL' | 'LINK';
}

/** The account the lender keeps for a routing and account number: a token and the last four, never the number. */
export function storedAccount(routingNumber: string, accountNumber: string, accountType: string, source: StoredAccount['source'] = 'MANUAL'): StoredAccount {
  return { uuid: randomUUID(), routingNumber, last4: accountNumber.slice(-4), mask: accountNumber.slice(-4), accountType, bankName: bankNameFor(routingNumber), source };
}

/** 400 naming the routing number when its check digit (ABA) is wrong: the schema checks only the 9 digits. */
function requireAba(routingNumber: string): void {
  if (!isAbaRoutingNumber(routingNumber)) throw new HttpError(400, 'Enter a valid routing number', undefined, [{ path: 'routingNumber', message: 'Enter a valid routing number' }]);
}

/**
 * The payment with and without autopay for the offer the applicant chose (bank/autopay shows
 * both): rates in percent like every rate the lender answers, payments in dollars; null without
 * a chosen offer.
 */
export function paymentOptions(row: ApplicationRow, partnerDiscounts: readonly string[]): Body | null {
  const offer = row.extra['selectedOffer'] as { rate?: number; term?: number; amount?: number; discountList?: unknown } | undefined;
  if (!offer || typeof offer.rate !== 'number' || typeof offer.term !== 'number') return null;
  const amount = typeof offer.amount === 'number' ? offer.amount : (row.amount ?? 0);
  const withOffer = { rate: offer.rate, discountList: (Array.isArray(offer.discountList) ? offer.discountList : []) as never };
  const manual = discountedRate(withOffer, partnerDiscounts);
  const autopay = discountedRate(withOffer, [...partnerDiscounts, AUTOPAY_DISCOUNT]);
  const pay = (rate: number) => roundHalfEven(monthlyPayment(amount, rate / 100, offer.term as number), 2);
  return {
    autopay: { rate: autopay, monthlyPayment: pay(autopay) },
    manual: { rate: manual, monthlyPayment: pay(manual) },
    autopayDiscount: roundHalfEven(Math.max(0, manual - autopay), 6),
    monthlySavings: roundHalfEven(Math.max(0, pay(manual) - pay(autopay)), 2),
  };
}

/** The brand's partner discount types (they stack with autopay the way product/select shows). */
function partnerDiscountsOf(ctx: Ctx, row: ApplicationRow): string[] {
  const partner = ctx.brands.byCode.get(row.org_code)?.toggles['partnerDiscounts'];
  return Array.isArray(partner) ? partner.filter((p): p is string => typeof p === 'string') : [];
}

/** What one action does: application fields saved now, the status after the wait (or the row's), flags and fields set then, the lender's later steps. */
interface Result {
  application?: Body;
  to?: string;
  flags?: Body;
  answer?: Body;
  then?: Omit<ScriptStep, 'uwDecision' | 'uwSubDecision'>[];
}

/** The lender's answer to a disbursement account after its check: FAILED back to bank/disburse with the message, else autopay asked. */
function disburseResult(ctx: Ctx, row: ApplicationRow, account: StoredAccount, check: AccountCheck, now: number): Result {
  const accountCheck = { status: check.status, last4: account.last4, bankName: account.bankName, ...(check.message ? { message: check.message } : {}) };
  const application = { bankLink: null };
  // The account and the check's answer are set with the call (the routing reads the application
  // before it polls the status); the status and giactAccountStatus follow after the lender's wait.
  if (check.status === 'FAILED') return { application: { ...application, disburseAccount: null, accountCheck }, to: 'DISBURSEMENT_ACCOUNT', flags: { giactAccountStatus: 'FAILED' } };
  // A new disbursement account asks autopay again when autopay drew from the old one.
  const autopay = row.extra['autopayAccount'] as { uuid?: string } | null | undefined;
  const old = row.extra['disburseAccount'] as { uuid?: string } | null | undefined;
  const sameAsOld = autopay?.uuid !== undefined && autopay.uuid === old?.uuid;
  return {
    application: { ...application, disburseAccount: account, accountCheck, paymentOptions: paymentOptions(row, partnerDiscountsOf(ctx, row)), ...(sameAsOld ? { autopayAccount: null, autopayChoice: null } : {}) },
    // An account held for review: the lender's review ends on its own after the check's wait (VERIFIED, decision 521).
    flags: { giactAccountStatus: check.status, ...(check.status === 'PENDING_REVIEW' ? startAccountReview(account.uuid, now, waitMs(BANK_PROGRESSION.disburseAccount) + accountReviewMs()) : {}) },
  };
}

/** The first step of the lender's script for an action's result (and its later steps). */
function scriptOf(prog: Progression, result: Result, uw: { uwDecision: string | null; uwSubDecision: string | null }): ScriptStep[] {
  const first: ScriptStep = { afterMs: waitMs(prog), checklistStatus: result.to ?? prog.to, ...uw, flags: { ...(prog.flags ?? {}), ...(result.flags ?? {}) }, application: result.answer ?? {} };
  let at = first.afterMs;
  const later = (result.then ?? []).map((t): ScriptStep => { at += t.afterMs; return { ...t, ...uw, afterMs: at }; });
  return [first, ...later];
}

/** A bank-link vendor's sample account, as the link reports it (src/server/vendors/bank-link.ts). */
export interface LinkedAccount {
  routingNumber: string;
  /** The last four digits the bank link shows (the link never sends the whole number). */
  last4: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

/**
 * The bank link's outcome, reported by the vendor (as its webhook would): a linked account is
 * verified by the link itself (the applicant signed in to the bank), so the lender takes it as
 * VERIFIED and asks about autopay after its wait; a failure or a cancel is recorded
 * (application.bankLink) for bank/disburse to say, and the status stays.
 */
export async function reportBankLink(ctx: Ctx, appUuid: string, outcome: string, account: LinkedAccount | null, sessionId: string): Promise<void> {
  const row = await findApplication(ctx.db, appUuid);
  const status = await findStatus(ctx.db, appUuid);
  if (row === undefined || status === undefined) return;
  const now = ctx.now();
  const prog: Progression = BANK_PROGRESSION.disburseAccount;
  const open = prog.from.includes(status.checklist_status);
  if (outcome !== 'success' || account === null || !open) {
    await patchApplication(ctx.db, row, { bankLink: { outcome: open ? outcome : 'closed', sessionId, at: new Date(now).toISOString() } }, now);
    return;
  }
  const stored: StoredAccount = { uuid: randomUUID(), routingNumber: account.routingNumber, last4: account.last4, mask: account.last4, accountType: account.accountType, bankName: bankNameFor(account.routingNumber), source: 'LINK' };
  const result = disburseResult(ctx, row, stored, { status: 'VERIFIED' }, now);
  await patchApplication(ctx.db, row, { ...(result.application ?? {}), bankLink: { outcome, sessionId, at: new Date(now).toISOString() } }, now);
  await startScript(ctx.db, appUuid, prog.waiting, scriptOf(prog, result, { uwDecision: status.uw_decision, uwSubDecision: status.uw_sub_decision }), now);
}

export function applicationBankRoutes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };
  const own = (req: Req): Promise<ApplicationRow> => ownApplication(ctx, req);
  const partnerOf = (row: ApplicationRow): string[] => partnerDiscountsOf(ctx, row);

  /**
   * One write call: the same body again answers the application as it is; a page that is not open
   * is a 409; else `apply` checks and stores what was sent and the lender starts its row's wait.
   */
  const act = (name: keyof typeof BANK_PROGRESSION, path: string, schema: string, apply: (row: ApplicationRow, body: Body) => Promise<Result>) =>
    app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/${path}`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
      const body = ctx.validators.parse<Body>(schema, req.body);
      const row = await own(req);
      const status = await findStatus(ctx.db, row.uuid);
      const current = status?.checklist_status ?? '';
      const done = (row.extra['lenderWrites'] ?? {}) as Record<string, string>;
      const prog: Progression = BANK_PROGRESSION[name];
      if (done[name] === ctx.bodyHash(body)) return applicationView(row);
      if (!prog.from.includes(current)) throw new HttpError(409, `This step (${prog.page}) is not open for this application now (status ${current}).`);
      const now = ctx.now();
      const result = await apply(row, body);
      const updated = await patchApplication(ctx.db, row, { ...(result.application ?? {}), lenderWrites: { ...done, [name]: ctx.bodyHash(body) } }, now);
      const uw = { uwDecision: status?.uw_decision ?? null, uwSubDecision: status?.uw_sub_decision ?? null };
      await startScript(ctx.db, row.uuid, prog.waiting, prog.ms === 0 ? [] : scriptOf(prog, result, uw), now);
      if (prog.ms === 0) {
        // Answered at once (the autopay choice): the status the row names, the fields with it.
        const r = await patchApplication(ctx.db, updated, result.answer ?? {}, now);
        return applicationView(r);
      }
      return applicationView(updated);
    }));

  // bank/manual-disburse: the account the draw goes to; the lender checks it while the page waits.
  act('disburseAccount', 'disburse-account', 'disburse-account', async (row, body) => {
    const routingNumber = String(body['routingNumber']);
    const accountNumber = String(body['accountNumber']);
    requireAba(routingNumber);
    // bankLink cleared: a link cancelled or failed before is no longer the news on bank/disburse.
    return disburseResult(ctx, row, storedAccount(routingNumber, accountNumber, String(body['accountType'])), checkAccount(routingNumber, accountNumber), ctx.now());
  });

  // bank/autopay and bank/autopay-manual: autopay from the same account, from another one (checked now), or manual pay.
  act('autopay', 'autopay', 'autopay', async (row, body) => {
    const disburse = row.extra['disburseAccount'] as StoredAccount | null | undefined;
    if (!disburse?.uuid) throw new HttpError(409, 'Add the account your draw goes to first (bank/disburse).');
    const payment = String(body['payment']);
    let autopayAccount: StoredAccount | null = null;
    let accountCheck: Body | undefined;
    if (payment === 'SAME_ACCOUNT') autopayAccount = disburse;
    if (payment === 'OTHER_ACCOUNT') {
      const routingNumber = String(body['routingNumber']);
      const accountNumber = String(body['accountNumber']);
      requireAba(routingNumber);
      const check = checkAccount(routingNumber, accountNumber);
      if (check.status === 'FAILED') throw new HttpError(400, check.message ?? 'The bank could not verify this account', undefined, [{ path: 'accountNumber', message: check.message ?? 'The bank could not verify this account' }]);
      autopayAccount = storedAccount(routingNumber, accountNumber, String(body['accountType']));
      accountCheck = { status: check.status, last4: autopayAccount.last4, bankName: autopayAccount.bankName, ...(check.message ? { message: check.message } : {}) };
    }
    const autopay = payment !== 'MANUAL';
    const options = paymentOptions(row, partnerOf(row));
    const offer = row.extra['selectedOffer'] as Body | undefined;
    const rate = (options?.[autopay ? 'autopay' : 'manual'] as { rate?: number } | undefined)?.rate;
    return {
      answer: {
        autopayAccount,
        autopayChoice: payment,
        payType: autopay ? 'AUTOPAY' : 'MANUAL',
        // Manual pay is seed 000's manualDisburseManualPay (decision 402); autopay chosen again ends it.
        ...(autopay ? withoutEvent(row, 'manualDisburseManualPay') : withEvent(row, 'manualDisburseManualPay')),
        ...(accountCheck ? { autopayAccountCheck: accountCheck } : {}),
        ...(options ? { paymentOptions: options } : {}),
        ...(typeof rate === 'number' ? { rate, ...(offer ? { selectedOffer: { ...offer, autopay } } : {}) } : {}),
      },
    };
  });

  // bank/confirm: both accounts as shown. An inquiry application goes through the lender's merchant review first (decision 323).
  act('confirm', 'bank-accounts-confirmation', 'bank-accounts-confirmation', async (row) => {
    const disburse = row.extra['disburseAccount'] as StoredAccount | null | undefined;
    const payType = row.extra['payType'];
    const autopay = row.extra['autopayAccount'] as StoredAccount | null | undefined;
    if (!disburse?.uuid || (payType !== 'MANUAL' && !autopay?.uuid)) throw new HttpError(409, 'Choose the account your draw goes to and how you pay before you confirm.');
    const confirmed = { bankAccountsConfirmedAt: new Date(ctx.now()).toISOString() };
    if (!row.is_inquiry) return { application: confirmed };
    return {
      application: confirmed,
      to: MERCHANT_REVIEW,
      then: [{ afterMs: waitMs({ ms: MERCHANT_REVIEW_MS / 2 }) * 2, checklistStatus: MERCHANT_LIEN_ATTESTATION, flags: { inquiryAttestNeeded: true }, application: withEvent(row, 'merchantReviewed') }],
    };
  });

  // merchant/lien-attestation: the attestation recorded and seed 000's lienAttestation event raised
  // in place of the review's (that situation is over); the ID photos end it (decision 402).
  act('lienAttestation', 'lien-attestation', 'lien-attestation', async (row) => {
    const liens = (Array.isArray(row.extra['liens']) ? row.extra['liens'] : []) as Body[];
    const reviewed = { ...row, extra: { ...row.extra, ...withoutEvent(row, 'merchantReviewed') } };
    return {
      application: {
        lienAttestation: { attestedAt: new Date(ctx.now()).toISOString(), identityUuid: row.identity_uuid, liens: liens.map((l) => l['id']).filter((id) => typeof id === 'string') },
        ...withEvent(reviewed, 'lienAttestation'),
      },
    };
  });
}
