// Draw maths of seed 001 §9. Fee rates are fractions (0.0499 for 4.99%).
import { MONEY_DECIMALS } from './constants';
import { INVALID_MONEY_INPUT, isFiniteNumber } from './money';
import type { Offer } from './offer';
import { roundHalfEven } from './rounding';

/** Origination fee on `amount` at `originationFeeRate` (a fraction), at most `feeCap` when that is a finite number >= 0 (else no cap), rounded half to even to cents; throws INVALID_MONEY_INPUT when amount or rate is not a finite number or amount < 0. */
export function originationFee(amount: number, originationFeeRate: number, feeCap?: number): number {
  if (!isFiniteNumber(amount) || !isFiniteNumber(originationFeeRate) || amount < 0) {
    throw new Error(INVALID_MONEY_INPUT);
  }
  const fee = amount * originationFeeRate;
  const capped = isFiniteNumber(feeCap) && feeCap >= 0 ? Math.min(fee, feeCap) : fee;
  return roundHalfEven(capped, MONEY_DECIMALS);
}

/** Total drawn: `amount` plus its origination fee (capped by `feeCap` when given), in cents; throws INVALID_MONEY_INPUT (seed 001 §8 gives one text for money and draw) on non-numeric input or amount < 0. */
export function drawTotal(amount: number, originationFeeRate: number, feeCap?: number): number {
  return roundHalfEven(amount + originationFee(amount, originationFeeRate, feeCap), MONEY_DECIMALS);
}

/** Amounts a draw-preference check compares; all dollars. */
export interface DrawCheck {
  readonly liabilities: number;
  readonly draw: number;
  readonly maxDraw: number;
}

/** True when the debts to pay off plus the cash drawn fit under maxDraw (the PRESERVE preference is possible); false on any non-finite input. */
export function isCashPreservable({ liabilities, draw, maxDraw }: DrawCheck): boolean {
  if (![liabilities, draw, maxDraw].every(isFiniteNumber)) return false;
  return liabilities + draw <= maxDraw;
}

/** True when the draw is at most maxDraw and at least the debts to pay off (the DEDUCT preference is possible); false on any non-finite input. */
export function isDeductible({ liabilities, draw, maxDraw }: DrawCheck): boolean {
  if (![liabilities, draw, maxDraw].every(isFiniteNumber)) return false;
  return draw <= maxDraw && draw >= liabilities;
}

/** Range of the cash-to-borrower slider. */
export interface SliderBounds {
  readonly min: number;
  readonly max: number;
}

/** Cash slider range once `payoffAmount` of debts is paid from the draw: [max(0, minDraw - payoff), max(0, maxDraw - payoff)]; a payoff that is not a finite positive number counts as 0; {0, 0} when the payoff uses the whole line. */
export function sliderBounds(offer: Pick<Offer, 'minDraw' | 'maxDraw'>, payoffAmount: number): SliderBounds {
  const payoff = isFiniteNumber(payoffAmount) && payoffAmount > 0 ? payoffAmount : 0;
  return {
    min: roundHalfEven(Math.max(0, offer.minDraw - payoff), MONEY_DECIMALS),
    max: roundHalfEven(Math.max(0, offer.maxDraw - payoff), MONEY_DECIMALS),
  };
}
