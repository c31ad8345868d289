// Formatting inputs (phone, money, date) rewrite the value as it is typed; these helpers keep
// the caret after the same digit instead of jumping to the end, and make Backspace over a
// separator ('-', ')', ',', '/') delete the digit before it rather than do nothing.
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';

const digitsOf = (s: string) => s.replace(/\D/g, '');

/** Number of digits in `text` before position `pos`. */
export function digitsBefore(text: string, pos: number): number {
  return digitsOf(text.slice(0, pos)).length;
}

/** The caret position in `formatted` just after its `n`-th digit (0 = before the first). */
export function caretAfterDigits(formatted: string, n: number): number {
  if (n <= 0) return formatted.search(/\d/) === -1 ? formatted.length : formatted.search(/\d/);
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (/\d/.test(formatted[i] ?? '') && ++seen === n) return i + 1;
  }
  return formatted.length;
}

/**
 * The text to format after an edit: `next` as typed, or, when the edit only removed a
 * separator, the digits with the one before the caret removed. Also returns the caret as a digit count.
 */
export function effectiveEdit(prev: string, next: string, caret: number): { text: string; caretDigits: number } {
  const d = digitsBefore(next, caret);
  if (next.length < prev.length && digitsOf(next) === digitsOf(prev) && d > 0) {
    const all = digitsOf(next);
    return { text: all.slice(0, d - 1) + all.slice(d), caretDigits: d - 1 };
  }
  return { text: next, caretDigits: d };
}

/** A ref for a formatting <input> and an edit() that reads the change and restores the caret after re-render. */
export function useFormattedInput() {
  const ref = useRef<HTMLInputElement>(null);
  const pending = useRef<number | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (el && pending.current !== null && el.ownerDocument.activeElement === el) {
      const pos = caretAfterDigits(el.value, pending.current);
      el.setSelectionRange(pos, pos);
    }
    pending.current = null;
  });
  const edit = (e: ChangeEvent<HTMLInputElement>, prev: string) => {
    const t = e.target;
    const { text, caretDigits } = effectiveEdit(prev, t.value, t.selectionStart ?? t.value.length);
    pending.current = caretDigits;
    return text;
  };
  return { ref, edit };
}
