// @vitest-environment happy-dom
// deferred(): code fetched on demand, rendered without suspending (decision 284): React holds a
// Suspense boundary's reveal back for up to 300 ms after a fallback showed, so a deferred page or
// widget must never reach a boundary: it shows its own fallback, then itself by a state update.
import { Component, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../../src/renderer/lazy';

function later<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((ok, no) => {
    resolve = ok;
    reject = no;
  });
  return { promise, resolve, reject };
}

class Boundary extends Component<{ children: ReactNode }, { error: string | null }> {
  state = { error: null as string | null };
  static getDerivedStateFromError(e: unknown) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
  render() {
    return this.state.error ? <p role="alert">{this.state.error}</p> : this.props.children;
  }
}

const Greeting = ({ name }: { name: string }) => <p>Hello {name}</p>;

describe('deferred', () => {
  it('shows its fallback, never a Suspense fallback, then the component with its props once the code arrives', async () => {
    const code = later<typeof Greeting>();
    const importer = vi.fn(() => code.promise);
    const Page = deferred(importer, <p>Loading the page</p>);
    expect(Page.loaded).toBe(false);
    render(
      <Suspense fallback={<p>suspended</p>}>
        <Page name="Alex" />
      </Suspense>,
    );
    expect(screen.getByText('Loading the page')).toBeVisible();
    expect(screen.queryByText('suspended')).toBeNull();
    code.resolve(Greeting);
    expect(await screen.findByText('Hello Alex')).toBeVisible();
    expect(screen.queryByText('suspended')).toBeNull();
    expect(Page.loaded).toBe(true);
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('reveals the component as soon as its code arrives, not after React’s fallback throttle (a timer)', async () => {
    // Outside act() (which flushes synchronously and skips the throttle) and with only setTimeout
    // faked: React's scheduler (setImmediate) keeps running, its 300 ms throttle of a suspended
    // boundary's reveal (a setTimeout) does not. The component must show without that timer.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
    const actEnv = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
    };
    try {
      const code = later<typeof Greeting>();
      const Page = deferred(() => code.promise, <p>Loading the page</p>);
      render(<Page name="Alex" />);
      await turns(5);
      expect(screen.getByText('Loading the page')).toBeVisible();
      code.resolve(Greeting);
      await turns(20);
      expect(screen.getByText('Hello Alex')).toBeVisible();
    } finally {
      vi.useRealTimers();
      env.IS_REACT_ACT_ENVIRONMENT = actEnv;
    }
  });

  it('shows the component when its code arrives between the render that showed the fallback and that render’s effect', async () => {
    // The CI failure: under load the import settled after the fallback was committed but before
    // the passive effect ran; the effect saw the code loaded and never re-rendered. A sibling's
    // slow layout effect (in the commit, before passive effects) delivers the code here.
    const env = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined };
    const actEnv = env.IS_REACT_ACT_ENVIRONMENT;
    env.IS_REACT_ACT_ENVIRONMENT = false;
    const turns = async (n: number) => {
      for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
    };
    try {
      const code = later<typeof Greeting>();
      const Field = deferred(() => code.promise, <p>Loading the field</p>);
      void Field.load();
      function DeliversInCommit() {
        useLayoutEffect(() => {
          code.resolve(Greeting);
          // A slow commit: React's scheduler yields to the event loop (after 5 ms of work) before
          // the passive effects, so the code's promise settles in between, as on a loaded CPU.
          const until = performance.now() + 20;
          while (performance.now() < until);
        }, []);
        return null;
      }
      // createRoot, not render(): testing-library's render runs in act(), which flushes the
      // effects inside the commit and hides the gap.
      const host = document.body.appendChild(document.createElement('div'));
      const root = createRoot(host);
      root.render(
        <>
          <Field name="Lee" />
          <DeliversInCommit />
        </>,
      );
      await turns(20);
      expect(Field.loaded).toBe(true);
      expect(screen.getByText('Hello Lee')).toBeVisible();
      expect(screen.queryByText('Loading the field')).toBeNull();
      root.unmount();
      host.remove();
    } finally {
      env.IS_REACT_ACT_ENVIRONMENT = actEnv;
    }
  });

  it('renders at once, without its fallback, once load() has resolved; the code is fetched once', async () => {
    const importer = vi.fn(async () => Greeting);
    const Widget = deferred(importer, <p>Loading</p>);
    await Promise.all([Widget.load(), Widget.load()]);
    render(<Widget name="Sam" />);
    expect(screen.getByText('Hello Sam')).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('a failed import reaches the error boundary, and a later load tries again', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(Greeting);
    const Page = deferred<{ name: string }>(importer);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Page name="Kim" />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('chunk failed');
    await Page.load();
    render(<Page name="Kim" />);
    expect(screen.getByText('Hello Kim')).toBeVisible();
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
