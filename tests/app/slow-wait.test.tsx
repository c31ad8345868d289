// @vitest-environment happy-dom
// Never a bare 'Loading' (issue 25): a wait longer than a few seconds says what it waits for,
// tries again by itself, and offers support (the brand's phone) and the dashboard.
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoader } from '../../src/app/page-loader';
import { LoaderOverlay } from '../../src/app/portal/loader-overlay';
import { MaintenanceGate } from '../../src/app/portal/maintenance-gate';
import { SLOW_WAIT_AFTER_MS, SLOW_WAIT_RETRY_EVERY_MS, slowWaitAt } from '../../src/domain/slow-wait';
import { renderPortal } from './portal/harness';

describe('slowWaitAt (pure)', () => {
  it('turns slow after a few seconds and counts a retry at each interval after that', () => {
    expect(slowWaitAt(0)).toEqual({ slow: false, retries: 0, nextInMs: SLOW_WAIT_AFTER_MS });
    expect(slowWaitAt(SLOW_WAIT_AFTER_MS - 1).slow).toBe(false);
    expect(slowWaitAt(SLOW_WAIT_AFTER_MS)).toEqual({ slow: true, retries: 0, nextInMs: SLOW_WAIT_RETRY_EVERY_MS });
    expect(slowWaitAt(SLOW_WAIT_AFTER_MS + SLOW_WAIT_RETRY_EVERY_MS + 1)).toEqual({ slow: true, retries: 1, nextInMs: SLOW_WAIT_RETRY_EVERY_MS - 1 });
    expect(slowWaitAt(-5).slow).toBe(false);
  });
});

describe('an honest wait', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const expectHelp = () => {
    expect(screen.getByText(/This is taking longer than usual\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Call support at 888-819-6388' })).toHaveAttribute('href', 'tel:8888196388');
    expect(screen.getByRole('link', { name: 'Go to dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  };

  it("the page loader says 'Loading' at first, then after 5 s what it waits for, support and the dashboard, and retries every 10 s", () => {
    const retry = vi.fn();
    renderPortal(<PageLoader onRetry={retry} />);
    act(() => void vi.advanceTimersByTime(SLOW_WAIT_AFTER_MS - 100));
    expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/);
    expect(screen.queryByTestId('slow-wait')).toBeNull();
    act(() => void vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent("We're waiting for this page to load, and we keep trying by ourselves");
    expectHelp();
    expect(retry).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(SLOW_WAIT_RETRY_EVERY_MS));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => void vi.advanceTimersByTime(SLOW_WAIT_RETRY_EVERY_MS));
    expect(retry).toHaveBeenCalledTimes(2);
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(retry).toHaveBeenCalledTimes(3);
  });

  it("the application's loader overlay says it waits for the application's status, retries, and offers help", () => {
    const retry = vi.fn();
    const { rerender } = renderPortal(<LoaderOverlay active waitingFor="msg:wait.what.status" onRetry={retry} />);
    act(() => void vi.advanceTimersByTime(SLOW_WAIT_AFTER_MS));
    expect(screen.getByTestId('slow-wait')).toHaveTextContent("We're waiting for the latest status of your application");
    expectHelp();
    act(() => void vi.advanceTimersByTime(SLOW_WAIT_RETRY_EVERY_MS));
    expect(retry).toHaveBeenCalledTimes(1);
    // The wait ends: no more retries.
    rerender(<LoaderOverlay active={false} waitingFor="msg:wait.what.status" onRetry={retry} />);
    act(() => void vi.advanceTimersByTime(5 * SLOW_WAIT_RETRY_EVERY_MS));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('loader-overlay')).toBeNull();
  });

  it('the maintenance gate stops holding the page on an unanswered flags read after 5 s', () => {
    vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
    renderPortal(
      <MaintenanceGate>
        <p>Application content</p>
      </MaintenanceGate>,
    );
    act(() => void vi.advanceTimersByTime(SLOW_WAIT_AFTER_MS - 1));
    expect(screen.queryByText('Application content')).toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.getByText('Application content')).toBeVisible();
  });
});
