// Creating a HELOC application: eligibility checks, idempotency, the lender's script.
import addresses from './data/addresses.json' with { type: 'json' };
import type { Auth, Ctx } from './context';
import { isUuid } from './context';
import { findOriginator, licensedStates, originatorCovers, requiresReferrer, stateName, zipEligible } from './eligibility';
import { HttpError, badRequest } from './errors';
import { DEFAULT_OUTCOME, outcomeForLastName, PROFILE_INCOMPLETE } from './lender/outcomes';
import { initialFlags, scriptFor } from './lender/script';
import { EMAIL_TAGS, emailTags } from './scenarios';
import { notaryAtCreate } from './routes/application-notary';
import {
  type ApplicationRow,
  findActiveByProperty,
  findByIdempotencyKey,
  insertApplication,
  propertyKey,
} from './store/applications';
import type { Queryable } from './store/db';
import { setProfileTracker, updateProfile } from './store/identities';
import { flagFor } from './store/org-settings';
import { addConsent } from './store/records';
import { insertStatus } from './store/status';
import { deepMerge } from './store/merge';

interface Address {
  street1: string;
  street2?: string | null;
  city: string;
  state: string;
  zip: string;
}

/** The create body (schemas/api/create-application.json). */
export interface CreateBody {
  propertyRequest: Address & { type: string };
  profileRequest: {
    name: { firstName: string; middleName?: string | null; lastName: string; suffix?: string | null };
    dob: string;
    email: string;
    phoneNumber?: string;
    homeAddress?: Address | null;
    assetAddress?: Address | null;
  };
  income: { incomeCoDeeders?: number | null; incomePrimary: number; incomeOther?: number | null };
  employmentType: string;
  consentRequests?: { type: string; version: number | string }[];
  consentListRequest?: { type: string }[] | null;
  propertyListedForSale?: boolean | null;
  referrerId?: string | null;
  referralId?: string | null;
  offerCode?: Record<string, unknown> | null;
  utmParameters?: Record<string, unknown> | null;
  optimizelyProfileRequest?: Record<string, unknown> | null;
}

const PASS_THROUGH = new Set(['EMPLOYED', 'FULL_TIME', 'OTHER', 'PART_TIME', 'RETIRED', 'SELF_EMPLOYED', 'SEPARATE_MAINTENANCE_PAYMENTS', 'UNRECOGNIZED']);
const TO_SEPARATE = new Set(['ALIMONY', 'CHILD_SUPPORT', 'PUBLIC_ASSISTANCE_PROGRAM']);

/** Seed 000 §3 mapping of employment types on creation (idempotent, so a mapped value passes). */
export function mapEmploymentType(t: string): string {
  if (TO_SEPARATE.has(t)) return 'SEPARATE_MAINTENANCE_PAYMENTS';
  return PASS_THROUGH.has(t) ? t : 'UNRECOGNIZED';
}

/** Refuses a property the organisation (or the referring originator) does not lend on. */
function checkEligibility(ctx: Ctx, org: string, body: CreateBody): void {
  const p = body.propertyRequest;
  if (!licensedStates(org).includes(p.state)) throw badRequest(`We do not currently offer loans in ${stateName(p.state)}`);
  if (!zipEligible(org, p.zip)) throw badRequest(`We do not currently offer loans in this area (${p.zip})`);
  const ref = body.referrerId ?? null;
  if (ref === null || ref === '') {
    if (requiresReferrer(org, ctx.brands)) throw badRequest('Referrer is required but not provided.');
    return;
  }
  if (!isUuid(ref)) throw badRequest('Referrer id is malformed');
  const lo = findOriginator(ref);
  if (lo === undefined) {
    if (requiresReferrer(org, ctx.brands)) throw badRequest('Referrer is required but not provided.');
    return;
  }
  if (!originatorCovers(lo, p.state)) {
    throw badRequest('We are unable to process your application at this time. Please reach out to your referring loan officer for additional information.');
  }
}

/**
 * Creates (or, for the same Idempotency-Key or the same active property, returns) the
 * identity's application. `created` is false when an existing one is returned.
 */
export async function createApplication(
  ctx: Ctx,
  auth: Auth,
  email: string,
  body: CreateBody,
  idempotencyKey: string | null,
): Promise<{ row: ApplicationRow; created: boolean }> {
  if (emailTags(email).has(EMAIL_TAGS.fail)) throw new HttpError(500, 'Simulated lender failure (+fail e-mail tag)');
  checkEligibility(ctx, auth.org, body);
  const now = ctx.now();
  // A property in a disaster zip (the org's flag list) needs a post-disaster inspection.
  const disasterFlag = await flagFor(ctx.db, auth.org, 'fe-heloc-disaster-zips');
  const zips = (disasterFlag.variables['disasterZips'] as { zipcodes?: unknown } | undefined)?.zipcodes;
  const disasterArea = disasterFlag.enabled && Array.isArray(zips) && zips.includes(body.propertyRequest.zip);
  // One transaction: PGlite runs it alone, so two racing creates cannot both insert.
  return ctx.db.transaction(async (tx) => {
    if (idempotencyKey !== null) {
      const same = await findByIdempotencyKey(tx, auth.identityUuid, idempotencyKey);
      if (same !== undefined) return { row: same, created: false };
    }
    const p = body.propertyRequest;
    const existing = await findActiveByProperty(tx, auth.identityUuid, propertyKey(p));
    if (existing !== undefined) return { row: existing, created: false };

    const name = body.profileRequest.name;
    const outcome = outcomeForLastName(name.lastName, p.state);
    const employmentType = mapEmploymentType(body.employmentType);
    const income = body.income.incomePrimary;
    const otherIncome = body.income.incomeOther ?? 0;
    const lo = body.referrerId ? findOriginator(body.referrerId) : undefined;
    const row = await insertApplication(
      tx,
      {
        identityUuid: auth.identityUuid,
        orgCode: auth.org,
        idempotencyKey,
        property: { street1: p.street1.trim(), street2: p.street2?.trim() ?? '', city: p.city.trim(), state: p.state, zip: p.zip, type: p.type },
        consents: (body.consentRequests ?? []).map((c) => ({ type: c.type, version: c.version })),
        incomeSources: [{ employmentType, income, otherIncome }],
        referrer: lo !== undefined ? { referrerUuid: lo.uuid, wholesaleBrokerNmls: lo.originatorDisplayInfo.nmls } : null,
        isCrypto: emailTags(email).has(EMAIL_TAGS.crypto),
        isInquiry: false,
        // Fields the outcome sets at once (the 62+ program's isSixtyTwoPlus).
        extra: deepMerge(deepMerge(baseExtra(p.state, disasterArea, body), notaryAtCreate(email)), outcome.application ?? {}),
        request: body as unknown as Record<string, unknown>,
      },
      now,
    );
    await insertStatus(
      tx,
      row.uuid,
      // Without the applicant's SOFT_CREDIT consent (a NY registration without the FCRA flag,
      // seed 000 §5) the lender cannot pull credit: it waits for start/profile to collect it.
      // The 62+ program (a magic last name) has the applicant confirm their details first.
      (body.consentRequests ?? []).some((c) => c.type === 'SOFT_CREDIT') && outcome.confirmProfileFirst !== true
        ? {
            checklistStatus: 'WAITING_FOR_SOFT_CREDIT',
            uwDecision: 'INITIAL',
            uwSubDecision: null,
            flags: initialFlags(p.state),
            script: scriptFor(outcome, { street1: p.street1, zip: p.zip, city: p.city, state: p.state, occupancy: p.type, income, otherIncome }, now),
          }
        : { checklistStatus: PROFILE_INCOMPLETE, uwDecision: null, uwSubDecision: null, flags: initialFlags(p.state), script: [] },
      now,
    );
    await updateProfile(
      tx,
      auth.identityUuid,
      {
        firstName: name.firstName,
        lastName: name.lastName,
        middleName: name.middleName ?? null,
        suffix: name.suffix ?? '',
        dob: body.profileRequest.dob,
        ...(body.profileRequest.phoneNumber !== undefined ? { phone: body.profileRequest.phoneNumber } : {}),
        // The home address is the property when the property is the primary home.
        homeAddress: (body.profileRequest.homeAddress as Record<string, unknown> | null | undefined) ?? (p.type === 'HOME' ? { street1: p.street1, street2: p.street2 ?? '', city: p.city, state: p.state, zip: p.zip } : null),
      },
      now,
    );
    // The lender links the tracker the create names to the profile, unless it has one.
    const tracker = (body.optimizelyProfileRequest as { trackerUuid?: unknown } | null | undefined)?.trackerUuid;
    if (typeof tracker === 'string' && isUuid(tracker)) await setProfileTracker(tx, auth.identityUuid, tracker, now, true);
    await recordConsents(tx, auth, row.uuid, body, now);
    return { row, created: true };
  });
}

function baseExtra(state: string, disasterArea: boolean, body: Partial<CreateBody>): Record<string, unknown> {
  return {
    name: 'HELOC',
    status: { condition: 'UNKNOWN_CONDITION', manualNotary: false, bpo: initialFlags(state)['bpo'] },
    state: { decision: 'INITIAL' },
    uwCalculatedDrawAmount: 0,
    selectedPropertyUuid: null,
    offers: [],
    preliminaryOffer: null,
    documents: [],
    disburseAccount: null,
    autopayAccount: null,
    payType: null,
    hasHmda: false,
    assetDepletion: { complete: false, amount: 0 },
    insurance: { complete: false },
    coDeedStatus: null,
    requestedManualNotaryTime: null,
    activeForAppStart: true,
    helocSigners: [],
    additionalSignerVersion: null,
    liabilities: [],
    propertyListedForSale: body.propertyListedForSale ?? null,
    offerCode: body.offerCode ?? null,
    referralId: body.referralId ?? null,
    utmParameters: body.utmParameters ?? null,
    wholesaleBrokerId: null,
    disasterArea,
  };
}

async function recordConsents(tx: Queryable, auth: Auth, appUuid: string, body: CreateBody, now: number): Promise<void> {
  if ((body.consentListRequest ?? []).length > 0) {
    await addConsent(tx, auth.identityUuid, auth.org, 'PROFILE', { applicationUuid: appUuid, consents: body.consentListRequest }, now);
  }
  if ((body.consentRequests ?? []).length > 0) {
    await addConsent(tx, auth.identityUuid, auth.org, 'APPLICATION', { applicationUuid: appUuid, consents: body.consentRequests }, now);
  }
}

/**
 * Gives the identity an application that is already at OFFER_SELECTION (for the +active and
 * +inquiry e-mail tags), on a sample address in a state the organisation lends in.
 */
export async function seedApplication(ctx: Ctx, auth: Auth, opts: { isInquiry: boolean; wholesaleBrokerId: string | null }): Promise<ApplicationRow> {
  const states = licensedStates(auth.org);
  const sample = addresses.find((a) => states.includes(a.state) && zipEligible(auth.org, a.zip)) ?? addresses[0];
  if (sample === undefined) throw new Error('no sample address');
  const now = ctx.now();
  const row = await insertApplication(
    ctx.db,
    {
      identityUuid: auth.identityUuid,
      orgCode: auth.org,
      idempotencyKey: null,
      property: { ...sample, type: 'HOME' },
      consents: [{ type: 'SOFT_CREDIT', version: 3 }],
      incomeSources: [{ employmentType: 'FULL_TIME', income: 120000, otherIncome: 0 }],
      referrer: null,
      isCrypto: false,
      isInquiry: opts.isInquiry,
      extra: { ...baseExtra(sample.state, false, {}), wholesaleBrokerId: opts.wholesaleBrokerId },
      request: { seeded: true },
    },
    now,
  );
  const script = scriptFor({ ...DEFAULT_OUTCOME, afterMs: 0 }, { street1: sample.street1, zip: sample.zip, occupancy: 'HOME', income: 120000, otherIncome: 0 });
  await insertStatus(ctx.db, row.uuid, { checklistStatus: 'WAITING_FOR_SOFT_CREDIT', uwDecision: 'INITIAL', uwSubDecision: null, flags: initialFlags(sample.state), script }, now);
  return row;
}
