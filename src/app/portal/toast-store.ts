// Toasts (seed 001 §2 shared kit, §9): short dismissable messages, at most 5 visible; a sixth
// pushes the oldest out. No timer: a message that vanishes by itself may be missed (WCAG 2.2.1).

/** At most this many toasts are visible (seed 001 §9). */
export const TOASTS_MAX = 5;

/** A visible toast. */
export interface Toast {
  id: number;
  message: string;
  tone: 'info' | 'success' | 'error';
}

type Listener = () => void;

/** A tiny external store for useSyncExternalStore. */
export class ToastStore {
  private list: readonly Toast[] = [];
  private nextId = 1;
  private listeners = new Set<Listener>();

  /** Shows a toast (dropping the oldest beyond TOASTS_MAX); returns its id. */
  show(message: string, tone: Toast['tone'] = 'info'): number {
    const id = this.nextId++;
    this.list = [...this.list, { id, message, tone }].slice(-TOASTS_MAX);
    this.emit();
    return id;
  }

  /** Removes a toast; unknown ids are ignored. */
  dismiss(id: number): void {
    const next = this.list.filter((t) => t.id !== id);
    if (next.length === this.list.length) return;
    this.list = next;
    this.emit();
  }

  /** The visible toasts, oldest first (a stable array between changes). */
  readonly snapshot = (): readonly Toast[] => this.list;

  /** Subscribes to changes; returns the unsubscribe function. */
  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private emit(): void {
    this.listeners.forEach((l) => l());
  }
}

/** The app's toasts (one per tab). */
export const toasts = new ToastStore();
