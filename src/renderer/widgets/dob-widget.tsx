import { useRef, useState, type FocusEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { parseDateInput } from '../../domain';
import { Input } from '../ui/primitives';
import { useFormattedInput } from './caret';
import { inputProps } from './widget-a11y';

/** Typed text -> 'MM/DD/YYYY' as far as typed: slashes inserted, a lone month or day before '/' padded. */
export function formatDateInput(text: string): string {
  const parts = text.split('/');
  let digits = '';
  parts.forEach((p, i) => {
    const d = p.replace(/\D/g, '');
    digits += i < 2 && i < parts.length - 1 && d.length === 1 ? `0${d}` : d;
  });
  digits = digits.slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/**
 * What the form stores for displayed text: 'yyyy-MM-dd' for a real date, the text itself when
 * incomplete or impossible (so the schema reports 'Invalid date', not 'Required'), undefined when empty.
 */
export function storedDate(display: string): string | undefined {
  if (display === '') return undefined;
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(display);
  // parseDateInput checks the calendar (02/30, year >= 1900); the stored form is a re-ordering,
  // which keeps date-fns' formatter out of the first step's bundle.
  return m && parseDateInput(display) ? `${m[3]}-${m[1]}-${m[2]}` : display;
}

/** The stored value as displayed text. */
export function displayDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return m ? `${m[2]}/${m[3]}/${m[1]}` : value;
}

/** `dob`: MM/DD/YYYY typed with automatic slashes, stored as yyyy-MM-dd; numeric keyboard, autocomplete bday. */
export function DobWidget(props: WidgetProps) {
  const { id, value, placeholder, onChange, onBlur, onFocus } = props;
  const [text, setText] = useState(() => displayDate(value));
  const emitted = useRef<unknown>(value);
  // A value set from outside (prefill, reset) replaces the text; our own echoes do not.
  if (value !== emitted.current) {
    emitted.current = value;
    const next = displayDate(value);
    if (next !== text) setText(next);
  }
  const { ref, edit } = useFormattedInput();
  return (
    <Input
      ref={ref}
      type="text"
      inputMode="numeric"
      autoComplete="bday"
      placeholder={placeholder || 'MM/DD/YYYY'}
      value={text}
      {...inputProps(props)}
      onChange={(e) => {
        const next = formatDateInput(edit(e, text));
        const stored = storedDate(next);
        emitted.current = stored;
        setText(next);
        onChange(stored);
      }}
      onBlur={(e: FocusEvent<HTMLInputElement>) => onBlur(id, storedDate(e.target.value))}
      onFocus={(e: FocusEvent<HTMLInputElement>) => onFocus(id, storedDate(e.target.value))}
    />
  );
}
