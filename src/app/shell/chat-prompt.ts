// The navbar's chat prompt (seed 001 §2: 'a support phone number or chat prompt'): a page that
// has the chat launcher registers how to open its window; while one is registered the navbar
// shows the prompt instead of the phone. Plain pub-sub, so the light shell needs no MobX.
import { useSyncExternalStore } from 'react';

type Opener = () => void;
let opener: Opener | null = null;
const listeners = new Set<() => void>();

/** Registers the open-the-chat action of the mounted launcher; returns the unregister. */
export function registerChatOpener(fn: Opener): () => void {
  opener = fn;
  listeners.forEach((l) => l());
  return () => {
    if (opener !== fn) return;
    opener = null;
    listeners.forEach((l) => l());
  };
}

const subscribe = (l: () => void): (() => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The mounted launcher's open action, or null when the page has no chat. */
export function useChatOpener(): Opener | null {
  return useSyncExternalStore(subscribe, () => opener, () => null);
}
