// Where keyboard focus goes when the page changes under it (issue 25, decision 412): a moved-away
// button leaves focus on <body> and a screen-reader user nowhere. One mechanism for every page:
// after a navigation the new page's h1 takes focus (PageTitle; the shell has set the document
// title by then); after an application page's action that stays on the page, the result it shows
// (a text that appeared, else one that changed) or else the page's next control.
import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** The history entry the app was opened on (react-router's location key; boot imports this module first thing). */
const landingKey = currentKey();

function currentKey(): string {
  try {
    return (window.history.state as { key?: string } | null)?.key || 'default';
  } catch {
    return 'default';
  }
}

/** Focuses `ref` (the page's h1) whenever the app has moved to another location than the one it opened on. */
export function useFocusOnPageChange(ref: RefObject<HTMLElement | null>): void {
  const { key } = useLocation();
  useEffect(() => {
    if (key !== landingKey) ref.current?.focus();
  }, [key, ref]);
}

/** Attribute marking a page text or row whose change is an action's result. */
export const RESULT_ATTR = 'data-page-result';

/** The key and text of each marked element inside `root`, in document order. */
export function resultTexts(root: ParentNode): Map<string, string> {
  const out = new Map<string, string>();
  root.querySelectorAll<HTMLElement>(`[${RESULT_ATTR}]`).forEach((el) => out.set(el.getAttribute(RESULT_ATTR) ?? '', el.textContent ?? ''));
  return out;
}

/** What an action changed on the page: the first text that appeared, else the first whose words changed. */
export function changedResult(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string | undefined {
  const keys = [...after.keys()];
  return keys.find((k) => !before.has(k)) ?? keys.find((k) => before.get(k) !== after.get(k));
}

const CONTROLS = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href]';

/** Focuses an element that is not a control (tabindex -1 added, so the focus can be read out but never tabbed to). */
function focusTarget(el: HTMLElement): void {
  const target = (el.firstElementChild as HTMLElement | null) && getComputedStyle(el).display === 'contents' ? (el.firstElementChild as HTMLElement) : el;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/**
 * After an action that stays on the page: focuses its result, waiting up to `waitMs` for the
 * refreshed records to redraw it, else the first control of `root`. Does nothing when focus has
 * meanwhile gone elsewhere than <body> or the page. Returns a cancel function.
 */
export function focusResult(root: HTMLElement, before: ReadonlyMap<string, string>, waitMs = 1500): () => void {
  let done = false;
  const free = () => {
    const active = document.activeElement;
    return !active || active === document.body || root.contains(active);
  };
  const attempt = (final: boolean): void => {
    if (done || !root.isConnected) return;
    const key = changedResult(before, resultTexts(root));
    if (key === undefined && !final) return;
    finish();
    if (!free()) return;
    const el = key === undefined ? null : [...root.querySelectorAll<HTMLElement>(`[${RESULT_ATTR}]`)].find((e) => e.getAttribute(RESULT_ATTR) === key);
    if (el) focusTarget(el);
    else root.querySelector<HTMLElement>(CONTROLS)?.focus();
  };
  const observer = new MutationObserver(() => attempt(false));
  const timer = setTimeout(() => attempt(true), waitMs);
  const finish = () => {
    done = true;
    observer.disconnect();
    clearTimeout(timer);
  };
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  attempt(false);
  return finish;
}
