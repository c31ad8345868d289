// The create-application body of seed 000 §7, built from the register data, the query
// string, session storage and the consent types. Kept apart from the effect so a test can
// read it field by field.
import { TRACKER_REQUIRED_TO_CREATE, USER_NOT_AUTHENTICATED } from '../../domain/error-texts';
import { type AffiliateInfo, affiliateRequestFields, mapEmploymentType } from '../../domain';
import { AFFILIATE_KEY } from './affiliate-key';
import type { FlowStore } from '../flow-store';

const UTM = ['campaign', 'medium', 'source', 'term', 'content', 'id'] as const;
const LIVE_OFFER_CAMPAIGNS = ['HELOC_LEADS_EVENFINACIAL', 'HELOC_LEADS_COREDIGITAL'];
const IDEMPOTENCY_KEY = 'heloc-create-key';

/** A key per registration attempt, kept in session storage so a retry or reload reuses it. */
export function idempotencyKey(store: FlowStore): string {
  const storage = store.deps.services.sessionStorage;
  const existing = storage.getItem(IDEMPOTENCY_KEY);
  if (existing) return existing;
  const key = crypto.randomUUID();
  storage.setItem(IDEMPOTENCY_KEY, key);
  return key;
}

type Addr = { street1: string; street2: string; city: string; state: string; zip: string };

function address(value: unknown): Addr {
  const a = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const s = (k: string): string => (typeof a[k] === 'string' ? (a[k] as string).trim() : '');
  return { street1: s('street1'), street2: s('street2'), city: s('city'), state: s('state').toUpperCase(), zip: s('zip') };
}

function offerCodeRecord(storage: Storage): { code: string; inHomeDate?: string; respondByDate?: string } | undefined {
  try {
    const raw = storage.getItem('offerCode');
    if (!raw) return undefined;
    const parsed = JSON.parse(raw) as { offerCode?: string; code?: string; inHomeDate?: string; respondByDate?: string };
    const code = parsed.offerCode ?? parsed.code;
    if (!code) return undefined;
    return {
      code,
      ...(parsed.inHomeDate ? { inHomeDate: parsed.inHomeDate } : {}),
      ...(parsed.respondByDate ? { respondByDate: parsed.respondByDate } : {}),
    };
  } catch {
    return undefined; // a bare code string is stored by older pages
  }
}

function affiliateRecord(storage: Storage): AffiliateInfo | null {
  try {
    const parsed = JSON.parse(storage.getItem(AFFILIATE_KEY) ?? 'null') as Partial<AffiliateInfo> | null;
    if (!parsed || typeof parsed !== 'object') return null;
    return { abVersion: typeof parsed.abVersion === 'string' ? parsed.abVersion : null, affiliates: Array.isArray(parsed.affiliates) ? parsed.affiliates.filter((a) => typeof a === 'string') : [] };
  } catch {
    return null;
  }
}

/** Builds the create-application request (throws if there is no telemetry tracker). */
export async function buildApplicationRequest(store: FlowStore, options: { nyFcraFlag: string }): Promise<Record<string, unknown>> {
  const { services, env } = store.deps;
  const data = store.data;
  const query = env.query();
  const flags = env.flags();
  const str = (k: string): string => (typeof data[k] === 'string' ? (data[k] as string).trim() : '');
  const num = (k: string): number => (typeof data[k] === 'number' ? (data[k] as number) : 0);

  // Seed 000 §8: no application without the signed-in user (verifyIdentity keeps its id) and the visit's tracker.
  if (!store.submitState.identityUuid) throw new Error(USER_NOT_AUTHENTICATED);
  await services.telemetry.telemetrySession();
  const tracker = services.telemetry.trackerUuid();
  if (!tracker) throw new Error(TRACKER_REQUIRED_TO_CREATE);

  const property = address(data['propertyAddress']);
  const occupancy = str('occupancyType');
  const primary = occupancy === 'HOME';
  const home = primary ? property : address(data['homeAddress']);

  const [profileConsents, appConsents] = await Promise.all([
    services.profile.profileConsentTypes(),
    services.application.applicationConsentTypes(),
  ]);
  const nyWithoutFcra = property.state === 'NY' && flags[options.nyFcraFlag]?.enabled !== true;
  const softCredit = appConsents.find((c) => c.type === 'SOFT_CREDIT');

  const utmParameters = Object.fromEntries(UTM.map((k) => [k, (query[`utm_${k}`] ?? '').toUpperCase() || undefined]));
  const offerCode = offerCodeRecord(services.sessionStorage);
  const directDebt = flags['fe-heloc-direct-debt-payoff']?.enabled === true;

  return {
    abVersionsRequest: directDebt ? [{ feature: 'DIRECT_DEBT_PAYOFF', version: 1 }] : [],
    ...affiliateRequestFields(affiliateRecord(services.sessionStorage), utmParameters['campaign'] ?? '', LIVE_OFFER_CAMPAIGNS),
    consentListRequest: profileConsents
      .filter((c) => ['PRIVACY', 'TERMS', 'COMMUNICATIONS'].includes(c.type))
      .map((c) => ({ type: c.type, version: c.version, optInOut: 'OPT_IN' })),
    consentRequests: softCredit && !nyWithoutFcra ? [{ type: 'SOFT_CREDIT', version: softCredit.version }] : [],
    income: { incomeCoDeeders: 0, incomePrimary: num('income'), incomeOther: num('otherIncome') },
    marketingTools: { totalExpertOwnerId: query['owner_id'] ?? null, totalExpertContactId: query['contact_id'] ?? null },
    profileRequest: {
      name: {
        firstName: str('firstName'),
        middleName: str('middleName'),
        lastName: str('lastName'),
        suffix: str('suffix'),
      },
      dob: str('dob'),
      email: str('email') || store.submitState.email || undefined,
      homeAddress: home,
      ...(primary ? {} : { assetAddress: property }),
    },
    propertyListedForSale: data['isListedForSale'] === true,
    propertyRequest: { ...property, type: occupancy },
    publish: true,
    utmParameters,
    employmentType: mapEmploymentType(str('employmentType')),
    ...(offerCode ? { offerCode } : {}),
    optimizelyProfileRequest: { trackerUuid: tracker },
    ...(store.submitState.location ? { geolocation: store.submitState.location } : {}),
    referrerId: query['referrer'] ?? null,
    referralId: query['rid'] ?? null,
  };
}
