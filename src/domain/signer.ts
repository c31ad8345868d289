// Roles of seed 001 §6: who is an additional signer (co-deeder), and who is a broker. Pure rules;
// the signed-in navbar and the signer pages (src/app/portal/use-signer.ts) read them.
//
// Why TypeScript and not a JSON condition in flows/: the v1 rule compares two values of the data
// (the identity's uuid with each helocSigners[].identityUuid); JSON Schema conditions can only
// compare data with constants written in the schema, so the engine cannot express it.

/** Profile (user) type of an additional signer on the deed (seed 000 §3, seed 001 §6). */
export const CO_DEEDER = 'CO_DEEDER';

/** The signer version under which helocSigners counts (seed 001 §6 'signer version v1'). */
export const SIGNER_VERSION_V1 = 'v1';

/** The user fields the rule reads: the identity's `uuid` and `profileType`, or a profile's `type`. */
export interface SignerUser {
  readonly uuid?: string | null;
  readonly profileType?: string | null;
  readonly type?: string | null;
}

/** The application fields the rule reads (seed 001 §3 Application: helocSigners, additionalSignerVersion). */
export interface SignerApplication {
  readonly helocSigners?: unknown;
  readonly additionalSignerVersion?: unknown;
}

/**
 * True when `identityUuid` is listed in the application's `helocSigners` (by `identityUuid`,
 * case-insensitive) and the application's `additionalSignerVersion` is v1 (case and surrounding
 * spaces ignored). Any other version, a missing or malformed list: false.
 */
export function isListedSigner(identityUuid: string | null | undefined, application: SignerApplication | null | undefined): boolean {
  if (typeof identityUuid !== 'string' || identityUuid === '' || !application) return false;
  const version = application.additionalSignerVersion;
  if (typeof version !== 'string' || version.trim().toLowerCase() !== SIGNER_VERSION_V1) return false;
  const signers = application.helocSigners;
  if (!Array.isArray(signers)) return false;
  const me = identityUuid.toLowerCase();
  return signers.some((s: unknown) => {
    const id = s !== null && typeof s === 'object' ? (s as { identityUuid?: unknown }).identityUuid : undefined;
    return typeof id === 'string' && id.toLowerCase() === me;
  });
}

/**
 * Seed 001 §6: a user is an additional signer when the user type is CO_DEEDER (the identity's
 * `profileType` or the profile's `type`), or when listed in the application's helocSigners under
 * signer version v1. No user (not loaded, failed): false. Only then is co-deed status fetched.
 */
export function isAdditionalSigner(user: SignerUser | null | undefined, application?: SignerApplication | null): boolean {
  if (!user) return false;
  if (user.profileType === CO_DEEDER || user.type === CO_DEEDER) return true;
  return isListedSigner(user.uuid, application);
}

/** Where the broker flag comes from (seed 001 §6: 'a mode (optimizely, legacy or broker)'). */
export type BrokerMode = 'optimizely' | 'legacy' | 'broker';

/** The modes, in the seed's order. */
export const BROKER_MODES: readonly BrokerMode[] = ['optimizely', 'legacy', 'broker'];

/** The mode when a brand sets none (or an unknown one): the user record decides. */
export const DEFAULT_BROKER_MODE: BrokerMode = 'legacy';

/** The experiment (feature) flag that decides in `optimizely` mode (docs/decisions.md 71). */
export const BROKER_FLAG = 'fe-heloc-broker';

/** The brand toggle `brokerMode` read as a mode; anything else is the default (legacy). */
export function brokerModeOf(toggle: unknown): BrokerMode {
  return typeof toggle === 'string' && (BROKER_MODES as readonly string[]).includes(toggle) ? (toggle as BrokerMode) : DEFAULT_BROKER_MODE;
}

/** What the broker decision reads besides the mode. */
export interface BrokerInputs {
  /** The `fe-heloc-broker` flag for this user: true only when enabled (undefined while flags load or when they failed). */
  readonly flagEnabled?: boolean | undefined;
  /** The identity's own `isBroker` (the user record). */
  readonly identityIsBroker?: boolean | undefined;
}

/**
 * Seed 001 §6 'The broker flag is decided by an experiment flag, a mode (optimizely, legacy or
 * broker), or the user record': `broker` mode — everyone is (the app runs as the broker
 * portal); `optimizely` — the experiment flag decides; `legacy` — the identity's `isBroker`.
 * Only `true` counts: an absent flag or record is not a broker.
 */
export function isBrokerUser(mode: BrokerMode, inputs: BrokerInputs): boolean {
  if (mode === 'broker') return true;
  if (mode === 'optimizely') return inputs.flagEnabled === true;
  return inputs.identityIsBroker === true;
}

/** Co-deed statuses with their own wording (the sandbox's; the seed names only COMPLETE). */
export const CO_DEED_STATUSES = ['NOT_STARTED', 'PENDING', 'COMPLETE'] as const;
export type CoDeedStatusValue = (typeof CO_DEED_STATUSES)[number];

/** The co-deed status's message key suffix: its own for the known statuses, `OTHER` for the rest. */
export function coDeedStatusKey(status: unknown): CoDeedStatusValue | 'OTHER' {
  return typeof status === 'string' && (CO_DEED_STATUSES as readonly string[]).includes(status) ? (status as CoDeedStatusValue) : 'OTHER';
}

/** The signer area's conditions page (seed 000 §2 /heloc-signer routes). */
export const SIGNER_CONDITIONS_PATH = '/heloc-signer/conditions';

/** The signer area's path prefix (seed 000 §2); its pages are definitions whose routes are their paths (flows/pages/heloc-signer). */
export const SIGNER_AREA = '/heloc-signer';

/** The signer's invitation statuses (GET .../co-deeders/me `status`; docs/sandbox.md 'Additional signer'). */
export type CoDeederStatus = 'INVITED' | 'SIGNED' | 'WITHDRAWN' | 'FAILED';

/** The page route of a signer-area path: '/heloc-signer/intro' -> 'heloc-signer/intro' (trailing slash dropped). */
export function signerRouteOf(pathname: string): string {
  return pathname.replace(/^\/+/, '').replace(/\/+$/, '');
}

/** Pages an ended invitation sends the signer to: withdrawn -> cancelled, failed -> error (seed 000 §2). */
export const ENDED_INVITATION_PAGES: Readonly<Record<string, string>> = {
  WITHDRAWN: 'heloc-signer/cancelled',
  FAILED: 'heloc-signer/error',
};

/**
 * Where an ended invitation sends a signer who opens `route`: its page (cancelled or error) unless
 * already there; undefined while the invitation is open or signed (the page itself shows).
 */
export function endedInvitationRedirect(route: string, status: unknown): string | undefined {
  const to = typeof status === 'string' ? ENDED_INVITATION_PAGES[status] : undefined;
  return to !== undefined && to !== route ? to : undefined;
}

/** The signer-area page of each condition action (seed 000 §2: conditions/upload-document and conditions/identity; seed 001 §2's {location} phone-number, decision 551). */
export const SIGNER_ACTION_ROUTES: Readonly<Record<string, string>> = {
  uploadDocument: 'conditions/upload-document',
  verifyId: 'conditions/identity',
  phoneNumber: 'conditions/phone-number',
};

/** The link of a signer's condition card: its action's page with the condition's query (seed 001 §2), or undefined. */
export function signerConditionHref(c: { action: string; query: { conditionUuid: string; conditionType: string; conditionEnum: string } }): string | undefined {
  const route = SIGNER_ACTION_ROUTES[c.action];
  if (route === undefined) return undefined;
  return `${SIGNER_AREA}/${route}?${new URLSearchParams(c.query).toString()}`;
}
