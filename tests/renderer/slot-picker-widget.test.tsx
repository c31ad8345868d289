// @vitest-environment happy-dom
// The slotPicker widget: the notary's slots (UTC instants from the page context) as days, then the
// chosen day's times, in the applicant's zone with the zone named; radios (arrow keys move), taken
// times disabled and marked, the definition's words, the answer the slot's UTC instant.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RJSFSchema } from '@rjsf/utils';
import { initialDay, readSlots, zoneText } from '../../src/renderer/widgets/slot-picker-widget';
import { slotsByLocalDay } from '../../src/domain/notary-slots';
import { renderStep } from './harness';

const slots = [
  { startsAt: '2026-12-01T15:00:00.000Z', available: false },
  { startsAt: '2026-12-01T15:30:00.000Z', available: true },
  // 21:30 in Chicago on Dec 1, though Dec 2 in UTC.
  { startsAt: '2026-12-02T03:30:00.000Z', available: true },
  { startsAt: '2026-12-02T14:00:00.000Z', available: true },
  { startsAt: '2026-12-03T14:00:00.000Z', available: false },
];
const schema = { type: 'object', properties: { startsAt: { type: 'string', minLength: 1 } }, required: ['startsAt'], errorMessage: { required: { startsAt: 'Choose a time for your notary session' } } } as unknown as RJSFSchema;
const ui = (options: Record<string, unknown> = {}) => ({
  startsAt: {
    'ui:widget': 'slotPicker',
    'ui:title': 'Choose a time',
    'ui:options': { slotsFrom: 'notarySlots.slots', timeZone: 'America/Chicago', zoneLabel: 'Shown in {zone}', dayLegend: 'Pick a day', timeLegend: 'Open on {day}', takenLabel: 'Booked', chosenLabel: 'Chosen: {day}, {time}', noSlots: 'Nothing open', ...options },
  },
});
const context = (list: unknown = slots) => ({ readContext: (p: string) => (p === 'notarySlots.slots' ? list : undefined) });

describe('slotPicker helpers', () => {
  it('reads slots leniently, names zones, starts on the chosen or first open day', () => {
    expect(readSlots([{ startsAt: 'a' }, { startsAt: 'b', available: false }, { nope: 1 }, null])).toEqual([{ startsAt: 'a', available: true }, { startsAt: 'b', available: false }]);
    expect(readSlots(undefined)).toEqual([]);
    expect(zoneText('America/Chicago')).toBe('Central Time (CT)');
    expect(zoneText('Europe/Berlin')).toBe('Europe/Berlin');
    const days = slotsByLocalDay([{ startsAt: '2026-12-01T15:00:00.000Z', available: false }, { startsAt: '2026-12-02T15:00:00.000Z', available: true }], 'America/Chicago');
    expect(initialDay(days, undefined)).toBe('2026-12-02');
    expect(initialDay(days, '2026-12-01T15:00:00.000Z')).toBe('2026-12-01');
    expect(initialDay([], undefined)).toBeUndefined();
  });
});

describe('slotPicker widget', () => {
  it('shows the days and the first open day\'s times in the applicant\'s zone, with the zone named', () => {
    renderStep({ schema, uiSchema: ui(), formContext: context() });
    expect(screen.getByRole('group', { name: /Choose a time/ })).toBeTruthy();
    expect(screen.getByText('Shown in Central Time (CT)')).toBeTruthy();
    const days = within(screen.getByRole('group', { name: 'Pick a day' })).getAllByRole('radio');
    expect(days.map((d) => d.closest('label')!.textContent)).toEqual(['Tue, Dec 1', 'Wed, Dec 2', 'Thu, Dec 3']);
    expect(days[0]).toBeChecked();
    const times = within(screen.getByRole('group', { name: 'Open on Tuesday, Dec 1' })).getAllByRole('radio');
    // 9:00 and 9:30 Central, and the late slot that is Dec 2 in UTC.
    expect(times.map((t) => t.closest('label')!.textContent)).toEqual(['9:00 AMBooked', '9:30 AM', '9:30 PM']);
    expect(times[0]).toBeDisabled();
  });

  it('the answer is the UTC instant; arrow keys move between days; the choice is named under the list', async () => {
    const user = userEvent.setup();
    const { latest } = renderStep({ schema, uiSchema: ui(), formContext: context() });
    await user.click(screen.getByRole('radio', { name: '9:30 PM' }));
    await waitFor(() => expect(latest.data['startsAt']).toBe('2026-12-02T03:30:00.000Z'));
    expect(screen.getByText('Chosen: Tuesday, Dec 1, 9:30 PM')).toBeTruthy();
    const first = screen.getByRole('radio', { name: 'Tue, Dec 1' });
    first.focus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Wed, Dec 2' })).toBeChecked());
    expect(screen.getByRole('group', { name: 'Open on Wednesday, Dec 2' })).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: '8:00 AM' }));
    await waitFor(() => expect(latest.data['startsAt']).toBe('2026-12-02T14:00:00.000Z'));
  });

  it('an empty Continue shows the definition\'s message on the times', async () => {
    const user = userEvent.setup();
    const { submitted } = renderStep({ schema, uiSchema: ui(), formContext: context() });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveLength(0);
    expect((await screen.findAllByText('Choose a time for your notary session')).length).toBeGreaterThan(0);
    expect(screen.getByRole('radio', { name: '9:30 AM' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('a value opens on its own day, checked', () => {
    renderStep({ schema, uiSchema: ui(), formContext: context(), formData: { startsAt: '2026-12-02T14:00:00.000Z' } });
    expect(screen.getByRole('radio', { name: 'Wed, Dec 2' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '8:00 AM' })).toBeChecked();
  });

  it('shows the times in another zone when told', () => {
    renderStep({ schema, uiSchema: ui({ timeZone: 'America/Los_Angeles' }), formContext: context() });
    expect(screen.getByText('Shown in Pacific Time (PT)')).toBeTruthy();
    expect(screen.getByRole('radio', { name: '7:30 PM' })).toBeTruthy();
  });

  it('says so when nothing is open', () => {
    renderStep({ schema, uiSchema: ui(), formContext: context([]) });
    expect(screen.getByRole('status').textContent).toBe('Nothing open');
  });
});
