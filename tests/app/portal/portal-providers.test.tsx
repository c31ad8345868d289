// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalProviders } from '../../../src/app/portal/portal-providers';
import { useAnnounce } from '../../../src/app/portal/status-announcer';
import { toasts } from '../../../src/app/portal/toast-store';
import { renderPortal } from './harness';

function Page() {
  const announce = useAnnounce();
  return (
    <button type="button" onClick={() => announce('Saved')}>
      Save
    </button>
  );
}

afterEach(() => toasts.snapshot().forEach((t) => toasts.dismiss(t.id)));

describe('PortalProviders: toasts and the status region, mounted once per portal page', () => {
  it("shows the app's toasts (at most 5) and gives pages an announcer", async () => {
    renderPortal(
      <PortalProviders>
        <Page />
      </PortalProviders>,
    );
    act(() => {
      for (let i = 1; i <= 6; i++) toasts.show(`Message ${i}`);
    });
    expect(screen.getAllByRole('button', { name: 'Dismiss message' })).toHaveLength(5);
    expect(screen.queryByText('Message 1')).toBeNull();
    await userEvent.click(screen.getAllByRole('button', { name: 'Dismiss message' })[0]!);
    expect(screen.queryByText('Message 2')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByTestId('sr-status')).toHaveTextContent('Saved');
    expect(screen.getAllByTestId('toasts')).toHaveLength(1);
  });
});
