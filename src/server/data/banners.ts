// Sample remote banners (the lender's JSON file on cloud storage, seed 001 §7). Times are
// relative to the sandbox clock so "newest first" and the dismissal rule can be exercised.

const DAY = 86_400_000;

/** The list served for an organisation at `now`: 3 active heloc banners (only the newest 2 show), an inactive one and one for another app. */
export function sampleBanners(org: string, now: number): unknown[] {
  const iso = (ms: number): string => new Date(ms).toISOString();
  return [
    {
      uuid: '5d1f0c2a-7b1e-4c57-9a51-0f3c2b7d9e01',
      message: `Rates for ${org} borrowers were updated this week. Your offer reflects today's rates.`,
      apps: ['heloc'],
      variant: 'info',
      active: true,
      dismissable: true,
      metadata: { createdAt: iso(now - 3 * DAY), updatedAt: iso(now - 1 * DAY) },
    },
    {
      uuid: '8a2e4b61-3c9d-4f0e-b7a2-5e6d1c0f9b02',
      message: 'Document uploads may be slow on Saturday between 1 and 3 AM PT while we perform maintenance.',
      apps: ['heloc', 'crypto'],
      variant: 'warn',
      active: true,
      dismissable: false,
      metadata: { createdAt: iso(now - 2 * DAY), updatedAt: iso(now - 2 * DAY) },
    },
    {
      uuid: 'c3b7a9d0-6e2f-4a18-8d4c-1b9e0f7a6c03',
      message: 'New: track your application status from the dashboard.',
      apps: ['heloc'],
      variant: 'info',
      active: true,
      dismissable: true,
      metadata: { createdAt: iso(now - 10 * DAY) },
    },
    {
      uuid: 'e9f0d1c2-4b5a-4678-9a0b-c1d2e3f4a504',
      message: 'This banner is switched off and never shows.',
      apps: ['heloc'],
      variant: 'warn',
      active: false,
      dismissable: true,
      metadata: { createdAt: iso(now - DAY), updatedAt: iso(now) },
    },
    {
      uuid: 'f1e2d3c4-b5a6-4789-8abc-def012345605',
      message: 'Crypto-backed lines only: wallet maintenance tonight.',
      apps: ['crypto'],
      variant: 'info',
      active: true,
      dismissable: true,
      metadata: { createdAt: iso(now), updatedAt: iso(now) },
    },
  ];
}

/** The malformed variant: the sample list with one item lacking `variant`, so the client rejects the whole list. */
export function malformedBanners(org: string, now: number): unknown[] {
  const [first, ...rest] = sampleBanners(org, now);
  const { variant: _dropped, ...broken } = first as Record<string, unknown>;
  return [broken, ...rest];
}
