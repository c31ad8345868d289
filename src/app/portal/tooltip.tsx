// Tooltips (seed 001 §2 shared kit, §9 offset 12) that meet WCAG 1.4.13: shown on hover AND
// keyboard focus; hoverable (a bridge covers the 12 px gap, so the pointer can move onto the
// text); persistent while hovered or focused; dismissable with Escape without moving focus.
// Kept inside the viewport sideways (phones: an address at the left edge).
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { chakra } from '@chakra-ui/react';
import { TOOLTIP_OFFSET_PX } from '../../domain/constants';

/** Least distance between a tooltip and the viewport's side edges. */
const EDGE_PX = 8;

const Wrap = chakra('span', { base: { position: 'relative', display: 'inline-flex' } });

const Bubble = chakra('span', {
  base: {
    position: 'absolute',
    left: '50%',
    transform: 'translateX(calc(-50% + var(--tooltip-shift, 0px)))',
    zIndex: 1500,
    w: 'max-content',
    maxW: 'min(18rem, calc(100vw - 2rem))',
    px: '3',
    py: '2',
    borderRadius: 'md',
    bg: '#111827',
    color: 'white',
    fontSize: 'sm',
    fontWeight: 'normal',
    lineHeight: 'tight',
    textAlign: 'center',
    whiteSpace: 'normal',
    overflowWrap: 'anywhere',
    boxShadow: '0 4px 12px rgba(0, 0, 0, 0.25)',
    // The bridge over the gap between trigger and bubble keeps the bubble open while the pointer crosses it.
    _after: { content: '""', position: 'absolute', left: '0', right: '0', h: `${TOOLTIP_OFFSET_PX}px` },
  },
  variants: {
    placement: {
      top: { bottom: `calc(100% + ${TOOLTIP_OFFSET_PX}px)`, _after: { top: '100%' } },
      bottom: { top: `calc(100% + ${TOOLTIP_OFFSET_PX}px)`, _after: { bottom: '100%' } },
    },
  },
  defaultVariants: { placement: 'top' },
});

export interface TooltipProps {
  /** The tooltip's text. */
  content: ReactNode;
  /** Renders the trigger; pass `describedBy` to its aria-describedby (the trigger must be focusable). */
  children: (describedBy: string | undefined) => ReactNode;
  placement?: 'top' | 'bottom';
  /** Forces the tooltip open (the 'Copied' confirmation), whatever hover and focus say. */
  forceOpen?: boolean;
}

/** A tooltip around a focusable trigger. */
export function Tooltip({ content, children, placement = 'top', forceOpen = false }: TooltipProps) {
  const id = useId();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = forceOpen || ((hovered || focused) && !dismissed);
  const bubble = useRef<HTMLSpanElement>(null);

  // Centred over the trigger, then nudged sideways to stay 8 px inside the viewport.
  useLayoutEffect(() => {
    const el = bubble.current;
    if (!open || !el) return;
    el.style.setProperty('--tooltip-shift', '0px');
    const rect = el.getBoundingClientRect();
    const room = document.documentElement.clientWidth;
    const next = rect.left < EDGE_PX ? EDGE_PX - rect.left : rect.right > room - EDGE_PX ? room - EDGE_PX - rect.right : 0;
    el.style.setProperty('--tooltip-shift', `${next}px`);
  }, [open, content]);

  const onKey = useCallback((e: KeyboardEvent) => {
    if (e.key === 'Escape') setDismissed(true);
  }, []);
  useEffect(() => {
    if (!open) return undefined;
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onKey]);

  // A new hover or focus shows it again after an Escape.
  const show = (set: (v: boolean) => void) => () => {
    setDismissed(false);
    set(true);
  };
  return (
    <Wrap
      onMouseEnter={show(setHovered)}
      onMouseLeave={() => setHovered(false)}
      onFocus={show(setFocused)}
      onBlur={() => setFocused(false)}
    >
      {children(open ? id : undefined)}
      {open ? (
        <Bubble ref={bubble} id={id} role="tooltip" placement={placement} data-testid="tooltip">
          {content}
        </Bubble>
      ) : null}
    </Wrap>
  );
}
