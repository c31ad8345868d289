import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { slotClasses } from './theme/styled';
import type { ModalAction, ModalDefinition } from '../engine/types';
import { ProgressBar } from './progress-bar';
import { isSafeHref } from './safe-href';
import { dialogSlotRecipe } from './theme/recipes';
import { Button, ButtonLink } from './ui/primitives';

export interface ModalViewProps {
  /** A resolved modal: texts translated, `to` placeholders filled. */
  modal: ModalDefinition;
  open: boolean;
  /** Every action lands here (a 'navigate' link's default is prevented so the app can route). */
  onAction(action: ModalAction): void;
  /** Escape or the browser closing the dialog. */
  onClose(): void;
  /** Accessible name of the processing progress bar. */
  progressLabel?: string;
  /** Content under the paragraphs (e.g. a form); its own buttons stand in for `actions`. */
  children?: ReactNode;
}

/** Cycles through messages every intervalMs and reports elapsed time; stops when `active` is false. */
function useRotation(rotating: ModalDefinition['rotating'], active: boolean) {
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    if (!rotating || !active) return undefined;
    setElapsed(0);
    const started = Date.now();
    // Ticks at the message interval; the bar moves in steps, which is enough for a wait screen.
    const timer = setInterval(() => setElapsed(Date.now() - started), Math.max(100, rotating.intervalMs));
    return () => clearInterval(timer);
  }, [rotating, active]);
  const index = rotating && rotating.messages.length > 0 ? Math.floor(elapsed / rotating.intervalMs) % rotating.messages.length : 0;
  return { index, elapsed };
}

/**
 * A ModalDefinition in a native <dialog> (showModal gives the focus trap, Escape and inert
 * background without a JS dialog library): title, paragraphs, actions as buttons or links,
 * and for the processing modal rotating messages (role=status) with a progress bar.
 */
export function ModalView({ modal, open, onAction, onClose, progressLabel = 'Progress', children }: ModalViewProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const styles = slotClasses(dialogSlotRecipe);
  const { index, elapsed } = useRotation(modal.rotating, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal?.();
    if (!open && dialog.open) dialog.close?.();
  }, [open]);

  const actionEl = (a: ModalAction, i: number) => {
    const variant = a.primary ? 'solid' : 'outline';
    const isLink = (a.kind === 'navigate' || a.kind === 'external') && a.to && isSafeHref(a.to);
    if (isLink) {
      const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
        if (a.kind === 'navigate') e.preventDefault();
        onAction(a);
      };
      return (
        <ButtonLink key={i} href={a.to} variant={variant} onClick={onClick} {...(a.kind === 'external' ? { rel: 'noopener noreferrer' } : {})}>
          {a.label}
        </ButtonLink>
      );
    }
    return (
      <Button key={i} type="button" variant={variant} onClick={() => onAction(a)}>
        {a.label}
      </Button>
    );
  };

  const rotating = modal.rotating;
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={styles.content}
      onCancel={(e) => {
        // Escape: let the owner decide (it sets open=false) so state and DOM stay in step.
        e.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId} className={styles.title}>
        {modal.title}
      </h2>
      <div className={styles.body}>
        {modal.body.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
        {rotating && (
          <>
            <p role="status">{rotating.messages[index]}</p>
            <ProgressBar
              label={progressLabel}
              hideLabel
              value={Math.min(elapsed, rotating.timeoutMs)}
              max={rotating.timeoutMs}
            />
          </>
        )}
        {children}
      </div>
      {modal.actions.length > 0 && <div className={styles.footer}>{modal.actions.map(actionEl)}</div>}
    </dialog>
  );
}
