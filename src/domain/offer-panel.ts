// The offer panel of the application pages (seed 000 §2 'Page shell and panels', seed 001 §9
// maths): shown only when rate and amount are above 0; APR, initial draw, monthly payment or
// '--', and the term in years with the rate type (default Fixed) except on the 62+ flow.
import { formatMoney, isFiniteNumber } from './money';
import { interestOnlyPayment, monthlyPayment } from './payment';
import { formatPercent } from './percent';
import { roundHalfEven } from './rounding';

/** What the panel shows when the payment cannot be worked out. */
export const NO_PAYMENT = '--';

/** The offer the panel reads: `rate` a fraction (0.0995), `amount` the initial draw in dollars, `term` in years. */
export interface PanelOffer {
  readonly rate: number;
  readonly amount: number;
  readonly term: number;
  readonly rateType?: string | null | undefined;
}

/** The panel's formatted lines; `term` is null on the interest-only (62+) flow. */
export interface OfferPanelView {
  readonly apr: string;
  readonly initialDraw: string;
  readonly monthlyPayment: string;
  readonly term: { readonly years: number; readonly rateType: 'FIXED' | 'VARIABLE' } | null;
}

const positive = (v: unknown): v is number => isFiniteNumber(v) && v > 0;

/** VARIABLE stays VARIABLE; anything else (FIXED, UNKNOWN, absent) reads as FIXED (seed: default Fixed). */
export function panelRateType(rateType: string | null | undefined): 'FIXED' | 'VARIABLE' {
  return rateType === 'VARIABLE' ? 'VARIABLE' : 'FIXED';
}

/**
 * The panel for an offer, or null (panel hidden) unless rate and amount are above 0. The
 * payment is the annuity (or, when `interestOnly`, one average month's interest) formatted as
 * money, or '--' when it is NaN (e.g. no term yet). On the interest-only flow there is no term line.
 */
export function offerPanelView(offer: PanelOffer | null | undefined, { interestOnly }: { interestOnly: boolean }): OfferPanelView | null {
  if (!offer || !positive(offer.rate) || !positive(offer.amount)) return null;
  const payment = interestOnly ? interestOnlyPayment(offer.amount, offer.rate) : monthlyPayment(offer.amount, offer.rate, offer.term);
  return {
    apr: formatPercent(offer.rate),
    initialDraw: formatMoney(offer.amount),
    monthlyPayment: Number.isNaN(payment) ? NO_PAYMENT : formatMoney(payment),
    term: interestOnly ? null : { years: isFiniteNumber(offer.term) ? offer.term : 0, rateType: panelRateType(offer.rateType) },
  };
}

/** The offer fields of an application answer; its rates are percentages (9.95 = 9.95%). */
export interface ApplicationOfferFields {
  readonly rate?: unknown;
  readonly amount?: unknown;
  readonly term?: unknown;
  readonly rateType?: unknown;
  readonly preliminaryOffer?: unknown;
}

const num = (v: unknown): number => (isFiniteNumber(v) ? v : 0);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/**
 * The offer to show for an application: the selected one (rate and amount above 0 at the top
 * level), else the lender's `preliminaryOffer`, else null. Percent rates become fractions.
 */
export function applicationPanelOffer(app: ApplicationOfferFields | null | undefined): PanelOffer | null {
  if (!app) return null;
  const pick = (o: { rate?: unknown; amount?: unknown; term?: unknown; rateType?: unknown; type?: unknown }): PanelOffer => ({
    // Rounded so 11.2 becomes 0.112, not 0.11199999999999999.
    rate: roundHalfEven(num(o.rate) / 100, 8),
    amount: num(o.amount),
    term: num(o.term),
    rateType: str(o.rateType) ?? str(o.type),
  });
  if (positive(app.rate) && positive(app.amount)) return pick(app);
  const pre = app.preliminaryOffer;
  if (pre !== null && typeof pre === 'object') return pick(pre as Record<string, unknown>);
  return null;
}
