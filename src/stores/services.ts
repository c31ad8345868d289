// What the flow's effects may call, as one injectable object: the real HTTP client in the
// app, the same client against a sandbox on 127.0.0.1 in tests.
import * as address from '../api/address';
import * as application from '../api/application';
import * as comms from '../api/comms';
import * as experiments from '../api/experiments';
import * as identity from '../api/identity';
import * as originator from '../api/originator';
import * as prepop from '../api/prepop';
import * as profile from '../api/profile';
import { storageOrMemory } from '../api/browser-storage';
import { session } from '../api/session';
import * as telemetry from '../api/telemetry';

export interface Services {
  address: typeof address;
  application: typeof application;
  comms: typeof comms;
  experiments: typeof experiments;
  identity: typeof identity;
  originator: typeof originator;
  prepop: typeof prepop;
  profile: typeof profile;
  telemetry: typeof telemetry;
  session: typeof session;
  /** Top-level data fields of a step schema ref (to clear a skipped step's answers). */
  stepFields: (ref: string) => string[];
  /** Session storage (offer code, idempotency key). */
  sessionStorage: Storage;
  /** Local storage (experiments saved per application). */
  localStorage: Storage;
  /** The page's cookies as `document.cookie` reads them (the affiliate cookie). */
  cookies: () => string;
  /** Reloads the page (the profile's tracker adopted at arrival). */
  reload: () => void;
  /** Replaces the current URL's query (the referrer written into the URL). */
  replaceQuery: (params: Record<string, string>) => void;
  /** Logs an error for support without any personal data. */
  logError: (message: string, detail?: unknown) => void;
}

/** The services bound to the real HTTP client. */
export function createServices(stepFields: (ref: string) => string[]): Services {
  return {
    address,
    application,
    comms,
    experiments,
    identity,
    originator,
    prepop,
    profile,
    telemetry,
    session,
    stepFields,
    sessionStorage: storageOrMemory('sessionStorage'),
    localStorage: storageOrMemory('localStorage'),
    cookies: () => document.cookie,
    reload: () => window.location.reload(),
    replaceQuery(params) {
      const url = new URL(window.location.href);
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      window.history.replaceState(window.history.state, '', url);
    },
    logError(message, detail) {
      console.error(`[heloc] ${message}`, detail instanceof Error ? detail.message : '');
    },
  };
}
