// What a simulated vendor is to the sandbox (docs/sandbox.md 'Simulated vendors'): the page it
// shows at /__vendor/<slug>/<session id> and what it tells the lender when the applicant leaves it
// with an outcome. One file per vendor, registered in one line of ./registry.ts.
import type { Translate } from '../../engine/messages';
import type { Ctx } from '../context';
import type { ApplicationRow } from '../store/applications';
import type { StatusRow } from '../store/status';
import type { VendorSession } from '../store/vendor-sessions';

/** A choice on a link vendor's list (an employer, a bank): picking it ends the session with `outcome`. */
export interface VendorChoice {
  id: string;
  /** Message keys (flows/messages/vendor): the choice's name and a line under it (the sandbox hint). */
  label: string;
  detail?: string;
  outcome: string;
}

/** What a vendor page is shown with. */
export interface VendorView {
  t: Translate;
  session: VendorSession;
  /** The lender's brand name the applicant came from. */
  brandName: string;
  /** The page's step (`?step=`): '' for the first. */
  step: string;
  /** A message to show above the form (a choice missing), already translated. */
  error: string | null;
  /** Where the page's forms post (the outcome) and link (its steps). */
  actionUrl: string;
  pageUrl: string;
}

/** The outcome as the vendor page posts it. */
export interface VendorResult {
  outcome: string;
  /** The choice's id, when the outcome came from a choice. */
  choice: string | null;
}

/** One simulated vendor. */
export interface VendorDefinition {
  /** The name the lender call takes (`{ vendor: "PAYROLL" }`), UPPER_SNAKE. */
  vendor: string;
  /** The URL segment: /__vendor/<slug>/<id>. */
  slug: string;
  /** True when the application may open a session now (else the lender call answers 409). */
  opens: (status: StatusRow | undefined, row: ApplicationRow) => boolean;
  /** The page's HTML body (inside the shared shell: ./render.ts `vendorShell`). */
  render: (view: VendorView) => string;
  /**
   * Turns a posted form into the result, or a message key when the form is incomplete (the page
   * is shown again with it). `cancel` is handled before this is called.
   */
  result: (form: Record<string, string>) => VendorResult | { error: string };
  /** Tells the lender (server-side, as the real vendor's webhook would): called once per session. */
  report: (ctx: Ctx, session: VendorSession, result: VendorResult) => Promise<void>;
}
