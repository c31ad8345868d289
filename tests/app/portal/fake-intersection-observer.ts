// Test doubles for the document viewer's end-of-document tracking (happy-dom has no
// IntersectionObserver and lays nothing out).
import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface FakeInstance {
  cb: IntersectionObserverCallback;
  options?: IntersectionObserverInit;
  targets: Element[];
}

/** Lays every element out as `scrollHeight` of content in a `clientHeight` window. */
export function layout(scrollHeight: number, clientHeight: number): void {
  const proto = HTMLElement.prototype;
  Object.defineProperty(proto, 'scrollHeight', { configurable: true, get: () => scrollHeight });
  Object.defineProperty(proto, 'clientHeight', { configurable: true, get: () => clientHeight });
}

/** Removes what `layout` defined (call in afterEach, with vi.unstubAllGlobals()). */
export function clearLayout(): void {
  delete (HTMLElement.prototype as { scrollHeight?: number }).scrollHeight;
  delete (HTMLElement.prototype as { clientHeight?: number }).clientHeight;
}

const report = (io: FakeInstance, visible: boolean) =>
  io.cb(io.targets.map((target) => ({ isIntersecting: visible, target }) as IntersectionObserverEntry), io as never);

/**
 * A controllable IntersectionObserver: `fire(visible)` reports every observed sentinel,
 * `reachEnd(i)` reports the i-th observer still observing (one per open viewer) as visible.
 */
export function fakeObserver() {
  const instances: FakeInstance[] = [];
  class FakeIO {
    targets: Element[] = [];
    constructor(readonly cb: IntersectionObserverCallback, readonly options?: IntersectionObserverInit) {
      instances.push(this as never);
    }
    observe(el: Element) { this.targets.push(el); }
    disconnect() { this.targets = []; }
    unobserve() {}
    takeRecords() { return []; }
  }
  vi.stubGlobal('IntersectionObserver', FakeIO);
  const fire = (visible: boolean) => act(() => instances.forEach((i) => report(i, visible)));
  const reachEnd = (index: number) =>
    act(() => {
      const io = instances.filter((i) => i.targets.length > 0)[index];
      if (io) report(io, true);
    });
  return { instances, fire, reachEnd };
}
