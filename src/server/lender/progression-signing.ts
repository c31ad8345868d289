// The lender's progression for identity, the closing documents and the co-deeders (part 2,
// issue 21) as data, like PROGRESSION (progression.ts): where each applicant action is accepted,
// the waiting status while the lender works, how long, and the statuses after. The write calls
// (src/server/routes/application-signing.ts) read these rows and nothing else decides where an
// action leads. GET /__sandbox/scenarios does not list them yet; docs/sandbox.md 'Part 2: signing'.
import { LENDER_WAIT_MS } from './progression';

/** ID kinds the identity page offers (seed 000 §3 'Document types for identity') with their document types. */
export const ID_KINDS = {
  DRIVERS_LICENSE: { front: 'DRIVERS_LICENSE_FRONT', back: 'DRIVERS_LICENSE_BACK' },
  ID_CARD: { front: 'ID_CARD_FRONT', back: 'ID_CARD_BACK' },
  PASSPORT: { front: 'PASSPORT_FRONT', back: null },
  PERMANENT_RESIDENT: { front: 'PERMANENT_RESIDENT_FRONT', back: 'PERMANENT_RESIDENT_BACK' },
} as const satisfies Record<string, { front: string; back: string | null }>;
export type IdKind = keyof typeof ID_KINDS;

/** Every ID document type (fronts and backs): what the lender replaces when new photos arrive. */
export const ID_DOCUMENT_TYPES: readonly string[] = Object.values(ID_KINDS).flatMap((k) => [k.front, ...(k.back ? [k.back] : [])]);

/** A photo whose file name starts with this (case-insensitive) is unreadable to the lender's ID check (magic value). */
export const BLURRY_PREFIX = 'blurry';
/**
 * Properties in these zips (the sample addresses 1215 Bayshore Blvd, Tampa FL 33606 and 230 Canal St,
 * New Orleans LA 70130: special flood hazard areas) wait on their flood certificate (magic value).
 */
export const FLOOD_ZONE_ZIPS: readonly string[] = ['33606', '70130'];
/** A co-deeder e-mail with this plus-tag (`jo+cosign@x.io`) signs the deed by itself after the lender's wait (magic value). */
export const CO_DEEDER_SIGNS_TAG = 'cosign';
/** At most this many co-deeders may be invited (one page lists them). */
export const MAX_CO_DEEDERS = 4;
/** A reminder to the co-deeders again within this time changes nothing (the same request again). */
export const REMINDER_QUIET_MS = 60_000;

export interface SigningStep {
  to: string;
  ms: number;
  flags?: Record<string, unknown>;
}

/** One action's row: statuses it is accepted in, the waiting status, its wait, the statuses after. */
export interface SigningRow {
  page: string;
  from: readonly string[];
  waiting: string;
  ms: number;
  then: readonly SigningStep[];
}

export const SIGNING_PROGRESSION = {
  /**
   * identity: the ID photos sent; the lender checks them (WAITING_FOR_IDENTITY_VERIFICATION, ours),
   * then prepares the closing disclosure and the note (review-app/signdocs) and opens the signing
   * (NOTE_SIGNING with closingReady: the noteSigning trigger).
   */
  identity: {
    page: 'identity', from: ['IDENTITY_VERIFICATION'], waiting: 'WAITING_FOR_IDENTITY_VERIFICATION', ms: LENDER_WAIT_MS,
    then: [
      { to: 'GEN_CLOSING_DISCLOSURE', ms: 0 },
      { to: 'GEN_NOTE_SIGNING', ms: LENDER_WAIT_MS },
      { to: 'NOTE_SIGNING', ms: LENDER_WAIT_MS, flags: { disclosures: { closingReady: true } } },
    ],
  },
  /** identity with a `blurry*` photo: the check fails; the applicant is asked again (idReUpload). */
  identityUnreadable: { page: 'identity', from: ['IDENTITY_VERIFICATION'], waiting: 'WAITING_FOR_IDENTITY_VERIFICATION', ms: LENDER_WAIT_MS, then: [{ to: 'IDENTITY_VERIFICATION', ms: 0 }] },
  /** identity for a home in a FLOOD_ZONE_ZIPS zip: the closing disclosure waits on the flood certificate (error/flood-cert), then goes on. */
  identityFlood: {
    page: 'identity', from: ['IDENTITY_VERIFICATION'], waiting: 'WAITING_FOR_IDENTITY_VERIFICATION', ms: LENDER_WAIT_MS,
    then: [
      { to: 'GEN_CLOSING_DISCLOSURE', ms: 0, flags: { waitingOnFloodCert: true } },
      { to: 'GEN_CLOSING_DISCLOSURE', ms: 2 * LENDER_WAIT_MS, flags: { waitingOnFloodCert: false } },
      { to: 'GEN_NOTE_SIGNING', ms: LENDER_WAIT_MS },
      { to: 'NOTE_SIGNING', ms: LENDER_WAIT_MS, flags: { disclosures: { closingReady: true } } },
    ],
  },
  /**
   * signing/sign: the last closing document signed; the lender completes the closing (closingComplete:
   * the signed trigger) and asks the co-owners on title to sign the deed (CO_DEED_REQ, JOINT
   * ownership), else prepares the notary's disclosure (GEN_NOTARY_DISCLOSURE, coDeedStatus COMPLETE).
   */
  closingSigned: {
    page: 'signing/sign', from: ['NOTE_SIGNING', 'FINAL_OFFER'], waiting: 'WAITING_FOR_CLOSING_DOCUMENTS', ms: LENDER_WAIT_MS,
    then: [{ to: 'CO_DEED_REQ', ms: 0, flags: { disclosures: { closingComplete: true } } }],
  },
  closingSignedSole: {
    page: 'signing/sign', from: ['NOTE_SIGNING', 'FINAL_OFFER'], waiting: 'WAITING_FOR_CLOSING_DOCUMENTS', ms: LENDER_WAIT_MS,
    then: [{ to: 'GEN_NOTARY_DISCLOSURE', ms: 0, flags: { disclosures: { closingComplete: true } } }],
  },
  /**
   * signing/additional: a co-deeder invited (or reminded). The status stays CO_DEED_REQ; once every
   * co-deeder invited has signed, the lender confirms the deed (coDeedStatus COMPLETE: the
   * coDeedConfirmed trigger) after WAITING_FOR_CO_DEED (ours) and prepares the notary's disclosure.
   */
  coDeed: {
    page: 'signing/additional', from: ['CO_DEED_REQ'], waiting: 'WAITING_FOR_CO_DEED', ms: LENDER_WAIT_MS,
    then: [{ to: 'GEN_NOTARY_DISCLOSURE', ms: 0 }],
  },
} as const satisfies Record<string, SigningRow>;

/** The closing package signing/sign walks through, in order (src/server/data/signing-documents.ts). */
export const CLOSING_PACKAGE = ['heloc-agreement', 'closing-disclosure', 'right-to-cancel'] as const;
