// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ToastStore, TOASTS_MAX } from '../../../src/app/portal/toast-store';
import { Toasts } from '../../../src/app/portal/toasts';
import { renderPortal } from './harness';

describe('ToastStore', () => {
  it('keeps at most 5, dropping the oldest; dismiss removes one', () => {
    const store = new ToastStore();
    const ids = [1, 2, 3, 4, 5, 6].map((i) => store.show(`t${i}`));
    expect(TOASTS_MAX).toBe(5);
    expect(store.snapshot().map((t) => t.message)).toEqual(['t2', 't3', 't4', 't5', 't6']);
    const before = store.snapshot();
    store.dismiss(999);
    expect(store.snapshot()).toBe(before);
    store.dismiss(ids[2] ?? 0);
    expect(store.snapshot().map((t) => t.message)).toEqual(['t2', 't4', 't5', 't6']);
  });
});

describe('Toasts', () => {
  it('renders toasts in a live region, each dismissable by an accessible button', async () => {
    const store = new ToastStore();
    renderPortal(<Toasts store={store} />);
    act(() => {
      store.show('Saved');
      store.show('Upload failed', 'error');
    });
    expect(screen.getByTestId('toasts')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('alert')).toHaveTextContent('Upload failed');
    const buttons = screen.getAllByRole('button', { name: 'Dismiss message' });
    expect(buttons).toHaveLength(2);
    await userEvent.click(buttons[0]!);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(store.snapshot()).toHaveLength(1);
  });
});
