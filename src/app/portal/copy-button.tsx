// Copy to clipboard with a 'Copied' confirmation tooltip for 1 s (seed 001 §9), also said to
// screen readers through the page's status region. A refused copy raises an error toast.
import { useEffect, useRef, useState } from 'react';
import { COPY_CONFIRMATION_MS } from '../../domain/constants';
import { PortalButton as Button } from './portal-button';
import { useAppEnv } from '../app-env';
import { useAnnounce } from './status-announcer';
import { toasts } from './toast-store';
import { Tooltip } from './tooltip';

/** Writes `text` to the clipboard; false when the browser refuses (no permission, insecure page). */
export async function writeClipboard(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

export interface CopyButtonProps {
  /** The text copied. */
  value: string;
  /** What is copied, for the button's name ('Copy wallet address'). */
  what: string;
  /** How long 'Copied' shows (default 1000 ms). */
  confirmMs?: number;
}

/** An icon button that copies `value`; its tooltip reads 'Copy', then 'Copied' for a second. */
export function CopyButton({ value, what, confirmMs = COPY_CONFIRMATION_MS }: CopyButtonProps) {
  const { t } = useAppEnv();
  const announce = useAnnounce();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    if (!(await writeClipboard(value))) {
      // The tooltip only confirms; a refusal needs words that stay until dismissed.
      toasts.show(t('msg:copy.failed', { what }), 'error');
      return;
    }
    clearTimeout(timer.current);
    setCopied(true);
    announce(t('msg:copy.announce', { what }));
    timer.current = setTimeout(() => setCopied(false), confirmMs);
  };
  return (
    <Tooltip content={t(copied ? 'msg:tooltip.copied' : 'msg:tooltip.copy')} forceOpen={copied}>
      {(describedBy) => (
        <Button type="button" variant="outline" aria-label={t('msg:copy.label', { what })} aria-describedby={describedBy} onClick={() => void copy()} minW="11" minH="11" px="2">
          <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="9" y="9" width="12" height="12" rx="2" />
            <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
          </svg>
        </Button>
      )}
    </Tooltip>
  );
}
