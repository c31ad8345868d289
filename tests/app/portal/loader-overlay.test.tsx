// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoaderOverlay } from '../../../src/app/portal/loader-overlay';
import { renderPortal } from './harness';

const overlay = () => screen.queryByTestId('loader-overlay');

describe('LoaderOverlay (seed 001 §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first message in a polite status region while waiting', () => {
    renderPortal(<LoaderOverlay active />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Getting your application ready…');
  });

  it('stays up a full second for a short wait, then 300 ms more', () => {
    const { rerender } = renderPortal(<LoaderOverlay active />);
    act(() => void vi.advanceTimersByTime(100));
    rerender(<LoaderOverlay active={false} />);
    act(() => void vi.advanceTimersByTime(1_199));
    expect(overlay()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
  });

  it('hides 300 ms after a long wait ends, and never shows when nothing waits', () => {
    const { rerender } = renderPortal(<LoaderOverlay active />);
    act(() => void vi.advanceTimersByTime(5_000));
    rerender(<LoaderOverlay active={false} />);
    act(() => void vi.advanceTimersByTime(299));
    expect(overlay()).not.toBeNull();
    act(() => void vi.advanceTimersByTime(1));
    expect(overlay()).toBeNull();
  });

  // Issue 23: loader styles differ per organisation (seed 000 §9; brand.json loaderStyle).
  it("shows the brand's logo in place of the spinner for an organisation whose loader style is 'logo'", () => {
    const { unmount } = renderPortal(<LoaderOverlay active />, '/account/heloc/abc/identity', 'LAKESHORE');
    expect(overlay()).toHaveAttribute('data-loader-style', 'logo');
    expect(overlay()!.querySelector('img')).not.toBeNull();
    unmount();
    renderPortal(<LoaderOverlay active />, '/account/heloc/abc/identity', 'HOMELINE');
    expect(overlay()).toHaveAttribute('data-loader-style', 'spinner');
    expect(overlay()!.querySelector('img')).toBeNull();
  });

  it('rotates the messages over 67 s and keeps the last', () => {
    renderPortal(<LoaderOverlay active />);
    act(() => void vi.advanceTimersByTime(16_750));
    expect(screen.getByRole('status')).toHaveTextContent('Checking the latest status of your application…');
    act(() => void vi.advanceTimersByTime(16_750));
    expect(screen.getByRole('status')).toHaveTextContent('Lining up your next step…');
    act(() => void vi.advanceTimersByTime(120_000));
    expect(screen.getByRole('status')).toHaveTextContent('Still working on it. Thanks for your patience.');
  });

  it('stays up when the wait starts again before it hid', () => {
    const { rerender } = renderPortal(<LoaderOverlay active />);
    rerender(<LoaderOverlay active={false} />);
    act(() => void vi.advanceTimersByTime(500));
    rerender(<LoaderOverlay active />);
    act(() => void vi.advanceTimersByTime(5_000));
    expect(overlay()).not.toBeNull();
  });
});
