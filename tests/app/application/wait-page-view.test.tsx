// @vitest-environment happy-dom
// A wait page (error/flood-cert) asks the routing tables again every 5 s and moves on by itself
// once the lender's status leads elsewhere; the poll's own refetch re-renders the page, which must
// not drop the route that poll found (decision 228). As on a real network the application read
// takes a while (200 ms) and each answer differs a little, so every poll's refetch re-renders the
// page while that poll still waits for it.
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseApplication, baseProfile, passTime, preload, renderPage, stubLender, until, UUID, type Lender } from './page-harness';

const where = () => screen.getByTestId('where').textContent;

beforeEach(async () => {
  await preload('error/flood-cert', 'review-app/signdocs');
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('WaitPageView', () => {
  it('keeps waiting while the status is the same, then moves on by itself when the lender moves, through its own refetches', async () => {
    const lender: Lender = { application: baseApplication(), status: { checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true }, profile: baseProfile(), applicationMs: 200 };
    const writes = stubLender(lender);
    renderPage('error/flood-cert');
    await until(() => screen.queryByTestId('wait-message') !== null);
    const first = screen.getByTestId('wait-message').textContent;
    expect(first).not.toBe('');

    // Two polls with nothing new: the page stays, its message rotates.
    await passTime(10_500);
    expect(where()).toBe(`/account/heloc/${UUID}/error/flood-cert`);
    expect(screen.getByTestId('wait-message').textContent).not.toBe(first);

    // The certificate is in: the next poll (whose refetch re-renders the page) moves on.
    lender.status = { checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: false };
    await until(() => where() === `/account/heloc/${UUID}/review-app/signdocs`, { maxMs: 6_000 });
    expect(writes).toEqual([]);
  });
});
