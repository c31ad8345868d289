// What the flow's effects may call, as one injectable object: the real HTTP client in the
// app, the same client against a sandbox on 127.0.0.1 in tests.
import * as address from '../api/address';
import * as application from '../api/application';
import * as comms from '../api/comms';
import * as identity from '../api/identity';
import * as originator from '../api/originator';
import * as profile from '../api/profile';
import { session } from '../api/session';
import * as telemetry from '../api/telemetry';

export interface Services {
  address: typeof address;
  application: typeof application;
  comms: typeof comms;
  identity: typeof identity;
  originator: typeof originator;
  profile: typeof profile;
  telemetry: typeof telemetry;
  session: typeof session;
  /** Top-level data fields of a step schema ref (to clear a skipped step's answers). */
  stepFields: (ref: string) => string[];
  /** Session storage (offer code, idempotency key). */
  sessionStorage: Storage;
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
    identity,
    originator,
    profile,
    telemetry,
    session,
    stepFields,
    sessionStorage: window.sessionStorage,
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
