// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from '../../../src/app/portal/copy-button';
import { StatusAnnouncerProvider, useAnnounce } from '../../../src/app/portal/status-announcer';
import { Tooltip } from '../../../src/app/portal/tooltip';
import { renderPortal } from './harness';

function Trigger() {
  return (
    <Tooltip content="Full address: 0x7a3F5b">
      {(describedBy) => (
        <button type="button" aria-describedby={describedBy}>
          0x7a3F...9c2E1
        </button>
      )}
    </Tooltip>
  );
}

describe('Tooltip (WCAG 1.4.13)', () => {
  it('shows on keyboard focus, describes the trigger, and Escape dismisses it without moving focus', async () => {
    renderPortal(<Trigger />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: '0x7a3F...9c2E1' });
    expect(trigger).toHaveFocus();
    const tip = screen.getByRole('tooltip');
    expect(tip).toHaveTextContent('Full address: 0x7a3F5b');
    expect(trigger).toHaveAccessibleDescription('Full address: 0x7a3F5b');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('shows on hover, stays while the pointer is on the tooltip, and hides when it leaves', async () => {
    renderPortal(<Trigger />);
    const trigger = screen.getByRole('button');
    await userEvent.hover(trigger);
    const tip = screen.getByRole('tooltip');
    // moving onto the bubble (inside the same wrapper) keeps it open
    await userEvent.hover(tip);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(tip);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

describe('CopyButton', () => {
  afterEach(() => vi.useRealTimers());

  it("copies the value and shows 'Copied' for 1 s, also announced", async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderPortal(
      <StatusAnnouncerProvider>
        <CopyButton value="0x7a3F5b2c1D9e8F0a4B6c3D2e1F0a9B8c7D69c2E1" what="wallet address" />
      </StatusAnnouncerProvider>,
    );
    const button = screen.getByRole('button', { name: 'Copy wallet address' });
    vi.useFakeTimers();
    fireEvent.click(button);
    await act(async () => {
      await Promise.resolve();
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('0x7a3F5b2c1D9e8F0a4B6c3D2e1F0a9B8c7D69c2E1');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
    expect(screen.getByTestId('sr-status')).toHaveTextContent('wallet address copied');
    act(() => void vi.advanceTimersByTime(999));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
    act(() => void vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it("shows no 'Copied' when the browser refuses the clipboard", async () => {
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: async () => { throw new Error('denied'); } }, configurable: true });
    renderPortal(
      <StatusAnnouncerProvider>
        <CopyButton value="x" what="wallet address" />
      </StatusAnnouncerProvider>,
    );
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Copy wallet address' })));
    expect(screen.queryByText('Copied')).toBeNull();
  });
});

describe('status announcer (seed 001 §9, §8)', () => {
  afterEach(() => vi.useRealTimers());

  it('announces politely and clears after 300 ms', () => {
    vi.useFakeTimers();
    let announce: (m: string) => void = () => undefined;
    function Probe() {
      announce = useAnnounce();
      return null;
    }
    renderPortal(
      <StatusAnnouncerProvider>
        <Probe />
      </StatusAnnouncerProvider>,
    );
    act(() => announce('Saved'));
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toHaveTextContent('Saved');
    act(() => void vi.advanceTimersByTime(299));
    expect(region).toHaveTextContent('Saved');
    act(() => void vi.advanceTimersByTime(1));
    expect(region).toHaveTextContent('');
  });

  it('throws when used outside its provider', () => {
    function Orphan() {
      useAnnounce();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderPortal(<Orphan />)).toThrow('useAnnounce must be used inside StatusAnnouncerProvider');
  });
});
