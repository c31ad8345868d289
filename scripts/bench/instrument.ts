// In-page instrumentation, injected before any app script (context.addInitScript), modelled on the
// peer harness's lib/instrument.js so our figures compare with engines A–E. Times are
// performance.now() (0 = navigation start).
// - ready: first frame after the ready control is in the DOM, visible and enabled
// - keys: keydown.timeStamp -> first task after the next frame following 'input'
// - click: click.timeStamp -> first frame after every expected error element has text
// - route: the URL change to a page (history.pushState/replaceState, popstate) -> first frame
//   after that page's ready element is visible and enabled (page to page without the server's wait)
export interface BenchKey {
  t0: number;
  input: number | null;
  paint: number | null;
}

export interface BenchClick {
  pre: boolean;
  t0: number | null;
  dom: number | null;
  paint: number | null;
  timedOut: boolean;
}

export interface BenchRoute {
  routeAt: number | null;
  dom: number | null;
  paint: number | null;
  timedOut: boolean;
}

export interface BenchState {
  readyDomAt: number | null;
  readyPaintAt: number | null;
  longtasks: { start: number; dur: number }[];
  keys: BenchKey[];
  armedKeys: boolean;
  pendingKeys: number;
  keysIdle(): Promise<void>;
  armClick(selectors: string[], timeoutMs?: number): boolean;
  clickResult?: Promise<BenchClick>;
  armRoute(pathSuffix: string, selector: string, timeoutMs?: number): void;
  routeResult?: Promise<BenchRoute>;
  calibrate(): number;
}

declare global {
  interface Window {
    __bench: BenchState;
  }
}

/** The init script (serialised by Playwright with its argument: the ready selector). */
export function instrument(readySelector: string): void {
  const now = () => performance.now();
  // rAF runs just before the frame's style/layout/paint; a message posted from it runs right after.
  const afterPaint = (cb: (t: number) => void) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => cb(now());
      ch.port2.postMessage(0);
    });
  let onKeyIdle: (() => void) | null = null;
  const B: BenchState = {
    readyDomAt: null,
    readyPaintAt: null,
    longtasks: [],
    keys: [],
    armedKeys: false,
    pendingKeys: 0,
    keysIdle: () =>
      new Promise<void>((ok) => {
        if (B.pendingKeys <= 0) ok();
        else
          onKeyIdle = () => {
            if (B.pendingKeys <= 0) {
              onKeyIdle = null;
              ok();
            }
          };
      }),
    armClick: () => false,
    armRoute: () => undefined,
    calibrate: () => {
      const t = now();
      let x = 0;
      for (let i = 0; i < 3e6; i++) x = (x + i * 7) % 1000003;
      (window as unknown as { _sink: number })._sink = x;
      return now() - t;
    },
  };
  window.__bench = B;

  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longtasks.push({ start: e.startTime, dur: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task API
  }

  const usable = (el: Element | null): el is HTMLElement => {
    if (!el || (el as HTMLInputElement).disabled) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  };
  const mo = new MutationObserver(() => {
    if (B.readyDomAt !== null) return;
    const el = document.querySelector(readySelector);
    if (!el || (el as HTMLInputElement).disabled) return;
    B.readyDomAt = now();
    mo.disconnect();
    const waitUsable = () =>
      afterPaint((t) => {
        if (usable(document.querySelector(readySelector))) B.readyPaintAt = t;
        else waitUsable();
      });
    waitUsable();
  });
  mo.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['disabled'] });

  let cur: BenchKey | null = null;
  const closeKey = (rec: BenchKey, t: number) => {
    if (rec.paint !== null) return;
    rec.paint = t;
    B.pendingKeys--;
    onKeyIdle?.();
  };
  addEventListener(
    'keydown',
    (e) => {
      if (!B.armedKeys) return;
      const rec: BenchKey = { t0: e.timeStamp, input: null, paint: null };
      cur = rec;
      B.keys.push(rec);
      B.pendingKeys++;
      // a key without 'input' (swallowed) is closed at the next frame anyway
      setTimeout(() => {
        if (rec.input === null && rec.paint === null) afterPaint((t) => closeKey(rec, t));
      }, 0);
    },
    true,
  );
  addEventListener('input', () => {
    if (!B.armedKeys || !cur || cur.input !== null) return;
    const rec = cur;
    rec.input = now();
    afterPaint((t) => closeKey(rec, t));
  });

  const allThere = (selectors: string[]) => selectors.every((s) => (document.querySelector(s)?.textContent ?? '').trim() !== '');
  B.armClick = (selectors, timeoutMs = 10000) => {
    const rec: BenchClick = { pre: allThere(selectors), t0: null, dom: null, paint: null, timedOut: false };
    B.clickResult = new Promise((ok) => {
      const onClick = (e: MouseEvent) => {
        removeEventListener('click', onClick, true);
        rec.t0 = e.timeStamp;
        if (rec.pre) rec.dom = now();
        const obs = new MutationObserver(() => {
          if (rec.dom === null && allThere(selectors)) rec.dom = now();
        });
        obs.observe(document.body, { childList: true, subtree: true, characterData: true });
        const deadline = now() + timeoutMs;
        const tick = () =>
          afterPaint((t) => {
            if (rec.dom === null && allThere(selectors)) rec.dom = now();
            if (rec.dom !== null) {
              rec.paint = t;
              obs.disconnect();
              ok(rec);
            } else if (t > deadline) {
              rec.timedOut = true;
              obs.disconnect();
              ok(rec);
            } else tick();
          });
        tick();
      };
      addEventListener('click', onClick, true);
    });
    return rec.pre;
  };

  B.armRoute = (pathSuffix, selector, timeoutMs = 120000) => {
    const rec: BenchRoute = { routeAt: null, dom: null, paint: null, timedOut: false };
    const check = () => {
      if (rec.routeAt === null && location.pathname.endsWith(`/${pathSuffix}`)) rec.routeAt = now();
    };
    for (const name of ['pushState', 'replaceState'] as const) {
      const original = history[name].bind(history);
      history[name] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        check();
      };
    }
    addEventListener('popstate', check);
    B.routeResult = new Promise((ok) => {
      const deadline = now() + timeoutMs;
      const tick = () =>
        afterPaint((t) => {
          if (rec.routeAt !== null && usable(document.querySelector(selector))) {
            // seen after this frame: it is on screen once the next frame has painted
            rec.dom = now();
            afterPaint((painted) => {
              rec.paint = painted;
              ok(rec);
            });
          } else if (t > deadline) {
            rec.timedOut = true;
            ok(rec);
          } else tick();
        });
      tick();
    });
  };
}
