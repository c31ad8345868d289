// @vitest-environment happy-dom
// deferred(): code fetched on demand, rendered without suspending (decision 284): React holds a
// Suspense boundary's reveal back for up to 300 ms after a fallback showed, so a deferred page or
// widget must never reach a boundary: it shows its own fallback, then itself by a state update.
import { Component, Suspense, type ReactNode } from 'react';
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
