/** True only for a finite number (not a string, NaN or ±Infinity) that is >= min and <= max when those are given. */
export function inNumericRange(v: unknown, min?: number, max?: number): v is number {
  if (typeof v !== 'number' || !Number.isFinite(v)) return false;
  return (min === undefined || v >= min) && (max === undefined || v <= max);
}
