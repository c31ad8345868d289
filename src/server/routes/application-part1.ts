// The lender's write calls for the rest of part 1 (liens, offer, start/contact, start/hmda, the
// summary signature, credit/social, incorrect PIN, property, assets, requalify, the BPO forms).
// Paths are ours (DECISIONS 15); bodies have schemas in schemas/api/. Where each action is
// accepted and where it leads is the progression table (src/server/lender/progression.ts). Each
// call is idempotent: with an Idempotency-Key the key's first answer is replayed (idempotency.ts);
// without one, the same body again once the application has moved on answers the same without
// doing anything again, and another body there is a 409.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Ctx } from '../context';
import { ownApplication } from './own-application';
import { requireAuth } from '../context';
import { idempotent } from '../idempotency';
import { HttpError, badRequest } from '../errors';
import { pricedApplication, type Offer } from '../lender/pricing';
import { discountedRate } from '../../domain/discounts';
import { AUTOPAY_DISCOUNT } from '../../domain/offer-quote';
import { scriptFor, summaryEditScript, type ScriptStep } from '../lender/script';
import { ASSET_DECLINE, ASSET_DEPLETION_SHARE, PROGRESSION, SSN_OUTCOMES, SUMMARY_EDIT, WRONG_PIN, WRONG_PIN_OUTCOME, waitMs, type Progression } from '../lender/progression';
import { DECLINE_NOTICES, DEFAULT_OUTCOME, declineRecord, outcomeForLastName } from '../lender/outcomes';
import { pricingInput } from '../lender/pricing-input';
import { afterVerified } from '../lender/income';
import { deepMerge } from '../store/merge';
import { applicationView, patchApplication, type ApplicationRow } from '../store/applications';
import { findProfile, setProfileSsn, updateProfile } from '../store/identities';
import { findStatus, startScript } from '../store/status';
import { REPULL_SOFT_CREDIT, withEvent } from '../lender/events';
import { APPLICATION_CONSENT_TYPES } from '../data/sample-records';

const BASE = '/service-application/api/v1/application/heloc';

/** Each action's path under `{uuid}/` where it differs from the action's name. */
const PATHS: Partial<Record<keyof typeof PROGRESSION, string>> = {
  offer: 'offer-selection',
  additionalInfo: 'additional-info',
  summarySigned: 'summary-signature',
  creditPin: 'credit-pin',
  property: 'property-selection',
  bpoCondition: 'bpo-condition',
  bpoEstimate: 'bpo-estimate',
};
type Body = Record<string, unknown>;
type Req = FastifyRequest<{ Params: { uuid: string } }>;

export function applicationPart1Routes(app: FastifyInstance, ctx: Ctx): void {
  const secure = { preHandler: requireAuth(ctx) };

  const own = (req: Req): Promise<ApplicationRow> => ownApplication(ctx, req);
  /** A keyed hash of the body, to recognise a repeated body (the body itself may hold an SSN or a PIN: never stored). */
  const canonical = (body: Body): string => ctx.bodyHash(body);

  /** The offer record (seed 001 §3) for the row's property, capped at `maxLine`; `valuation` after a BPO. */
  const offersFor = (row: ApplicationRow, o: { maxLine?: number; valuation?: boolean } = {}): Body => ({ ...pricedApplication(pricingInput(row), o) });

  /**
   * Runs one action: 409 when its page is not open (unless this exact body was applied already:
   * then the same answer), else `apply` stores what the applicant sent and the lender starts
   * working through the row's waiting status.
   */
  const act = (name: keyof typeof PROGRESSION, schema: string, apply: (row: ApplicationRow, body: Body, status: { uw_decision: string | null; uw_sub_decision: string | null }) => Promise<{ row: ApplicationRow; row2?: Progression; application?: Body; answer?: Body; flags?: Body; to?: string; uwDecision?: string | null }>) =>
    app.put<{ Params: { uuid: string } }>(`${BASE}/:uuid/${PATHS[name] ?? name}`, secure, async (req, reply) => idempotent(ctx, req, reply, async () => {
      const body = ctx.validators.parse<Body>(schema, req.body);
      const row = await own(req);
      const status = await findStatus(ctx.db, row.uuid);
      const current = status?.checklist_status ?? '';
      const done = (row.extra['lenderWrites'] ?? {}) as Record<string, string>;
      const prog: Progression = PROGRESSION[name];
      // An edit from the summary's Edit link: recorded (an offer re-priced), then the summary again.
      if ((SUMMARY_EDIT.actions as readonly string[]).includes(name) && (SUMMARY_EDIT.from as readonly string[]).includes(current)) {
        if (done[name] === canonical(body)) return applicationView(row);
        const edited = await apply(row, body, { uw_decision: status?.uw_decision ?? null, uw_sub_decision: status?.uw_sub_decision ?? null });
        const saved = await patchApplication(ctx.db, edited.row, { ...(edited.application ?? {}), lenderWrites: { ...done, [name]: canonical(body) } }, ctx.now());
        await startScript(ctx.db, row.uuid, SUMMARY_EDIT.waiting, summaryEditScript(status?.uw_decision ?? null, status?.uw_sub_decision ?? null), ctx.now());
        return applicationView(saved);
      }
      if (!prog.from.includes(current)) {
        if (done[name] === canonical(body)) return applicationView(row);
        throw new HttpError(409, `This step (${prog.page}) is not open for this application now (status ${current}).`);
      }
      const now = ctx.now();
      const result = await apply(row, body, { uw_decision: status?.uw_decision ?? null, uw_sub_decision: status?.uw_sub_decision ?? null });
      const use = result.row2 ?? prog;
      const updated = await patchApplication(ctx.db, result.row, { ...(result.application ?? {}), lenderWrites: { ...done, [name]: canonical(body) } }, now);
      const step: ScriptStep = {
        afterMs: waitMs(use),
        checklistStatus: result.to ?? use.to,
        uwDecision: result.uwDecision !== undefined ? result.uwDecision : use.uwDecision !== undefined ? use.uwDecision : (status?.uw_decision ?? null),
        uwSubDecision: use.uwSubDecision !== undefined ? use.uwSubDecision : (status?.uw_sub_decision ?? null),
        flags: { ...(use.flags ?? {}), ...(result.flags ?? {}) },
        // Application fields the lender sets with its answer, after the wait (`answer`).
        application: result.answer ?? {},
      };
      // The row's later steps (the lender moving on by itself), priced when they make offers.
      let at = step.afterMs;
      const later = (use.then ?? []).map((t): ScriptStep => {
        at += waitMs(t);
        const uwDecision = t.uwDecision !== undefined ? t.uwDecision : step.uwDecision;
        return { afterMs: at, checklistStatus: t.to, uwDecision, uwSubDecision: t.uwSubDecision !== undefined ? t.uwSubDecision : step.uwSubDecision, flags: t.flags ?? {}, application: deepMerge({ state: { decision: uwDecision }, ...(t.offers ? offersFor(updated, { valuation: t.flags?.['bpo'] === 'BPO_COMPLETE' }) : {}) }, t.application ?? {}) };
      });
      await startScript(ctx.db, row.uuid, use.waiting, [step, ...later], now);
      return applicationView(updated);
    }));

  act('liens', 'liens', async (row, body) => {
    const sent = body['liens'] as { id: string; balance: number; monthlyPayment: number; payoff: boolean }[];
    const found = (Array.isArray(row.extra['liens']) ? row.extra['liens'] : []) as Body[];
    const unknown = sent.find((l) => !found.some((f) => f['id'] === l.id));
    if (unknown) throw badRequest(`Lien ${unknown.id} is not on this property`);
    const liens = found.map((f) => ({ ...f, ...(sent.find((l) => l.id === f['id']) ?? {}) }));
    const payoffAmount = liens.filter((l) => l['payoff'] === true).reduce((t, l) => t + (typeof l['balance'] === 'number' ? l['balance'] : 0), 0);
    // The portal view's liabilities (seed 001 §3) follow the liens: a lien to pay off is MARKED_FOR_PAYOFF (seed 001 §4).
    const liabilities = liens.map((l) => ({ id: l['id'], monetaryBalance: l['balance'], monetaryCalculatedNextPaymentMinimumAmount: l['monthlyPayment'], payOff: { status: l['payoff'] === true ? 'MARKED_FOR_PAYOFF' : 'NOT_MARKED' } }));
    return { row, application: { liens, liabilities, payoffAmount, ...offersFor(row) } };
  });

  act('offer', 'offer-selection', async (row, body) => {
    const offers = (Array.isArray(row.extra['offers']) ? row.extra['offers'] : []) as Offer[];
    const offer = offers.find((o) => o.type === body['type'] && o.term === body['term']);
    if (!offer) throw new HttpError(400, 'There is no such offer', undefined, [{ path: 'term', message: 'Choose one of the offers shown' }]);
    const amount = body['amount'] as number;
    if (amount < offer.minDraw || amount > offer.maxDraw) throw new HttpError(400, `Choose an amount from ${offer.minDraw} to ${offer.maxDraw}`, undefined, [{ path: 'amount', message: `Choose an amount from $${offer.minDraw.toLocaleString('en-US')} to $${offer.maxDraw.toLocaleString('en-US')}` }]);
    const autopay = body['autopay'] === true;
    // The rate the applicant saw: the best of the discounts that apply (the brand's partner programs, autopay).
    const partner = ctx.brands.byCode.get(row.org_code)?.toggles['partnerDiscounts'];
    const types = [...(Array.isArray(partner) ? partner.filter((p): p is string => typeof p === 'string') : []), ...(autopay ? [AUTOPAY_DISCOUNT] : [])];
    const rate = discountedRate(offer, types);
    // A revised offer after income verification (part 2, decision 304): accepted, the journey goes on where income left it.
    const revised = (await findStatus(ctx.db, row.uuid))?.checklist_status === 'REVISED_OFFER_SELECTION';
    return { row, application: { term: offer.term, rate, amount, rateType: offer.type, payType: autopay ? 'AUTOPAY' : 'MANUAL', selectedOffer: { ...offer, amount, autopay } }, ...(revised ? { to: afterVerified(row) } : {}) };
  });

  act('additionalInfo', 'additional-info', async (row, body) => {
    const identity = row.identity_uuid;
    const profile = await findProfile(ctx.db, identity);
    const ssn = typeof body['ssn'] === 'string' ? body['ssn'] : undefined;
    if (!profile?.has_ssn && ssn === undefined) throw new HttpError(400, 'Enter your 9-digit Social Security number', undefined, [{ path: 'ssn', message: 'Enter your 9-digit Social Security number' }]);
    // Contact details the profile lacks are asked on the page (decision 270): required then, stored on the profile.
    const phone = typeof body['phoneNumber'] === 'string' ? body['phoneNumber'].replace(/\D/g, '') : undefined;
    const email = typeof body['email'] === 'string' ? body['email'] : undefined;
    if (!profile?.phone_numbers.some((p) => p.number) && phone === undefined) throw new HttpError(400, 'Please enter your mobile phone', undefined, [{ path: 'phoneNumber', message: 'Please enter your mobile phone' }]);
    if (!profile?.email && email === undefined) throw new HttpError(400, 'Please enter your email', undefined, [{ path: 'email', message: 'Please enter your email' }]);
    if (ssn !== undefined) await setProfileSsn(ctx.db, identity, ssn, ctx.now());
    if (phone !== undefined || email !== undefined) await updateProfile(ctx.db, identity, { ...(phone !== undefined ? { phone } : {}), ...(email !== undefined ? { email } : {}) }, ctx.now());
    const version = APPLICATION_CONSENT_TYPES.find((c) => c.type === 'HARD_CREDIT')?.version ?? 1;
    const consents = row.consents.some((c) => c.type === 'HARD_CREDIT') ? row.consents : [...row.consents, { type: 'HARD_CREDIT', version }];
    const property = { ...(row.property as Body), ownership: body['ownership'] };
    // The hard pull's outcome by the applicant's magic last name (Hardfrozen: a frozen file, credit/error).
    const hardPull = outcomeForLastName(profile?.last_name).hardPull;
    return { row, application: { consents, property }, ...(hardPull !== undefined ? { to: hardPull } : {}) };
  });

  // start/hmda (also an edit from the summary): the answers; the lender prepares the application disclosures.
  act('hmda', 'hmda', async (row, body) => ({ row, application: { hmda: body, hasHmda: true } }));

  act('summarySigned', 'summary-signature', async (row, body) => {
    const s = await findStatus(ctx.db, row.uuid);
    const disclosures = ((s?.flags ?? {}) as { disclosures?: { summaryReady?: boolean } }).disclosures;
    if (disclosures?.summaryReady !== true) throw new HttpError(409, 'Your application summary is not ready to sign yet. Please try again in a moment.');
    const profile = await findProfile(ctx.db, row.identity_uuid);
    const norm = (v: string) => v.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
    const typed = norm(String(body['signature']));
    const names = [`${profile?.first_name ?? ''} ${profile?.last_name ?? ''}`, `${profile?.first_name ?? ''} ${profile?.middle_name ?? ''} ${profile?.last_name ?? ''}`].map(norm);
    if (!names.includes(typed)) throw new HttpError(400, 'Type your full name as it appears above', undefined, [{ path: 'signature', message: 'Type your full name as it appears above' }]);
    return { row, application: { summarySignature: { name: String(body['signature']).trim(), signedAt: new Date(ctx.now()).toISOString(), identityUuid: row.identity_uuid, document: 'APPLICATION_SUMMARY', version: 1 } } };
  });

  act('ssn', 'ssn', async (row, body) => {
    const ssn = String(body['ssn']);
    await setProfileSsn(ctx.db, row.identity_uuid, ssn, ctx.now());
    const magic = SSN_OUTCOMES[ssn];
    if (magic) return { row, to: magic.to, uwDecision: magic.uwDecision };
    // The new pull finds the file: the lender's default outcome (offers), and repullSoftCredit with it.
    const script = scriptFor(DEFAULT_OUTCOME, pricingInput(row), ctx.now())[0];
    return { row, application: script?.application ?? {}, flags: script?.flags ?? {}, to: DEFAULT_OUTCOME.checklistStatus, uwDecision: DEFAULT_OUTCOME.uwDecision, answer: withEvent(row, REPULL_SOFT_CREDIT) };
  });

  act('creditPin', 'credit-pin', async (row, body) => {
    // A refused PIN: frozen again, and the page says so (application.creditPin.failedAttempts, decision 247).
    const failed = Number((row.extra['creditPin'] as { failedAttempts?: number } | undefined)?.failedAttempts ?? 0);
    if (body['pin'] === WRONG_PIN) return { row, to: WRONG_PIN_OUTCOME.to, uwDecision: WRONG_PIN_OUTCOME.uwDecision, flags: { ...WRONG_PIN_OUTCOME.flags }, answer: { creditPin: { failedAttempts: failed + 1 } } };
    const script = scriptFor(DEFAULT_OUTCOME, pricingInput(row), ctx.now())[0];
    return { row, application: script?.application ?? {}, flags: { ...(script?.flags ?? {}), creditFrozenWithPin: false }, to: DEFAULT_OUTCOME.checklistStatus, uwDecision: DEFAULT_OUTCOME.uwDecision, answer: withEvent(row, REPULL_SOFT_CREDIT) };
  });

  act('property', 'property-selection', async (row, body) => {
    const candidates = (Array.isArray(row.extra['propertyCandidates']) ? row.extra['propertyCandidates'] : []) as Body[];
    let property = row.property as Body;
    let selected: string;
    if (typeof body['propertyUuid'] === 'string') {
      const c = candidates.find((x) => x['uuid'] === body['propertyUuid']);
      if (!c) throw new HttpError(400, 'Choose one of the homes shown', undefined, [{ path: 'propertyUuid', message: 'Choose one of the homes shown' }]);
      property = { ...property, street1: c['street1'], street2: c['street2'] ?? '', city: c['city'], state: c['state'], zip: c['zip'] };
      selected = String(c['uuid']);
    } else {
      property = { ...property, ...(body['address'] as Body) };
      selected = globalThis.crypto.randomUUID();
    }
    const patched = await patchApplication(ctx.db, row, { property }, ctx.now());
    // The lookup again on the corrected address: it matches now, so a datatree no-match is cleared too.
    return { row: patched, application: { selectedPropertyUuid: selected, status: { condition: 'GOOD' }, ...offersFor(patched) }, flags: { datatreeNoMatch: false } };
  });

  act('assets', 'assets', async (row, body) => {
    const liquidAssets = body['liquidAssets'] as number;
    const line = typeof row.extra['uwCalculatedDrawAmount'] === 'number' ? row.extra['uwCalculatedDrawAmount'] : 0;
    const enough = liquidAssets >= line * ASSET_DEPLETION_SHARE;
    const application = { assetDepletion: { liquidAssets, amount: liquidAssets, complete: true } };
    if (!enough) return { row, row2: ASSET_DECLINE, application: { ...application, decline: declineRecord(DECLINE_NOTICES.assets, ctx.now()) } };
    return { row, application };
  });

  act('requalify', 'requalify', async (row) => {
    const requalify = (row.extra['requalify'] ?? {}) as { maxLine?: number };
    return { row, application: offersFor(row, typeof requalify.maxLine === 'number' ? { maxLine: requalify.maxLine } : {}) };
  });

  // bpo/condition: what the broker needs to know about the home before the visit.
  act('bpoCondition', 'bpo-condition', async (row, body) => ({ row, application: { bpoRequest: { ...body, receivedAt: new Date(ctx.now()).toISOString() } } }));

  // bpo/estimate-value: the applicant's estimate; the offers come with the BPO's value (the row's last step).
  act('bpoEstimate', 'bpo-estimate', async (row, body) => ({ row, application: { borrowerEstimatedValue: body['estimatedValue'], status: { bpo: 'BPO_PROCESSING' } } }));
}
