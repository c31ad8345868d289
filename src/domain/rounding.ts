// Half-to-even rounding done on the number's shortest decimal representation (what
// `String(v)` prints), so 2.345 is a tie and goes to 2.34 although the binary double lies
// just below it, and 2.355 goes to 2.36. Binary-scaled tricks (v * 100) get ties wrong.
import { MONEY_DECIMALS } from './constants';

function decimalDigits(abs: number): { digits: string; intLength: number } {
  const [mantissa = '0', exponent = '0'] = abs.toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  return { digits: whole + fraction, intLength: whole.length + Number(exponent) };
}

function roundDigits(digits: string, keep: number): { kept: bigint; up: boolean } {
  const keptText = digits.slice(0, keep);
  const next = digits.charAt(keep);
  const rest = digits.slice(keep + 1);
  const lastKept = keptText.length > 0 ? Number(keptText.charAt(keptText.length - 1)) : 0;
  const up = next > '5' || (next === '5' && (/[1-9]/.test(rest) || lastKept % 2 === 1));
  return { kept: BigInt(keptText === '' ? '0' : keptText), up };
}

/** Rounds `v` half to even at `decimals` places (integer 0..100); NaN and ±Infinity pass through, and -x rounds to exactly -(x rounded). */
export function roundHalfEven(v: number, decimals: number = MONEY_DECIMALS): number {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 100) {
    throw new RangeError(`roundHalfEven: decimals must be an integer from 0 to 100, got ${String(decimals)}`);
  }
  if (!Number.isFinite(v)) return v;
  const abs = Math.abs(v);
  const { digits, intLength } = decimalDigits(abs);
  const keep = intLength + decimals;
  if (keep >= digits.length) return v;
  let magnitude: number;
  if (keep < 0) {
    magnitude = 0;
  } else {
    const { kept, up } = roundDigits(digits, keep);
    const scaled = (up ? kept + 1n : kept).toString().padStart(decimals + 1, '0');
    const cut = scaled.length - decimals;
    magnitude = Number(decimals === 0 ? scaled : `${scaled.slice(0, cut)}.${scaled.slice(cut)}`);
  }
  return v < 0 ? -magnitude : magnitude;
}
