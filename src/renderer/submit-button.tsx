import type { MouseEventHandler } from 'react';
import { Button, Spinner } from './ui/primitives';

export interface SubmitButtonProps {
  /** Default 'Continue'. */
  label?: string;
  /** Shows a spinner and `loadingText`, and disables the button. */
  loading?: boolean;
  /** Default 'Submitting'. */
  loadingText?: string;
  disabled?: boolean;
  type?: 'submit' | 'button';
  onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** The primary button of a step: 'Continue' by default; while loading a spinner and 'Submitting', disabled. */
export function SubmitButton({
  label = 'Continue',
  loading = false,
  loadingText = 'Submitting',
  disabled = false,
  type = 'submit',
  onClick,
}: SubmitButtonProps) {
  return (
    <Button type={type} fullWidth disabled={disabled || loading} aria-busy={loading || undefined} onClick={onClick}>
      {loading && <Spinner />}
      {loading ? loadingText : label}
    </Button>
  );
}
