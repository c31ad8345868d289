import { useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { dayText, slotsByLocalDay, timeText, type LocalDay, type Slot } from '../../domain/notary-slots';
import { browserTimeZone, zoneName } from '../../domain/zoned-time';
import { controlA11y } from '../a11y';
import { rendererContext } from '../form-context';
import { RequiredMark } from '../templates/field-template';
import { slotPickerSlotRecipe } from '../theme/recipes';
import { slotClasses } from '../theme/styled';

/** ui:options of `slotPicker` (schemas/meta/widgets/slotPicker.json). */
export interface SlotPickerOptions {
  /** Context path of the slots: [{ startsAt (UTC instant), available }]. */
  slotsFrom: string;
  /** IANA zone the times are shown in; the browser's when absent. */
  timeZone?: string;
  /** '{zone}' is the zone's name, e.g. 'Times in {zone}' -> 'Times in Central Time (CT)'. */
  zoneLabel?: string;
  dayLegend?: string;
  /** '{day}' is the chosen day, e.g. 'Times on {day}'. */
  timeLegend?: string;
  takenLabel?: string;
  noSlots?: string;
  /** The chosen time under the list: '{day}' and '{time}', e.g. 'Your time: {day} at {time}'. */
  chosenLabel?: string;
}

const DEFAULTS = { zoneLabel: 'Times in {zone}', dayLegend: 'Day', timeLegend: 'Times on {day}', takenLabel: 'Taken', chosenLabel: 'Your time: {day} at {time}', noSlots: 'No times are open in the next few days.' };

/** The slots of a context value: items with a string startsAt; available unless said false. */
export function readSlots(list: unknown): Slot[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((s: unknown) => {
    const o = s !== null && typeof s === 'object' ? (s as Record<string, unknown>) : {};
    return typeof o['startsAt'] === 'string' ? [{ startsAt: o['startsAt'], available: o['available'] !== false }] : [];
  });
}

/** 'Central Time (CT)', or the zone's id when it has no US name. */
export function zoneText(timeZone: string): string {
  const z = zoneName(timeZone);
  return z.short ? `${z.name} (${z.short})` : z.name;
}

/** The day shown first: the chosen slot's, else the first with an open time, else the first. */
export function initialDay(days: readonly LocalDay[], value: unknown): string | undefined {
  const chosen = days.find((d) => d.slots.some((s) => s.startsAt === value));
  return (chosen ?? days.find((d) => d.slots.some((s) => s.available)) ?? days[0])?.date;
}

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/**
 * `slotPicker`: a bookable time (the remote online notary). The days are a row of radios (arrow
 * keys move between them; the row scrolls sideways on a phone), then the chosen day's times as
 * radios, taken ones disabled and marked; all in the applicant's zone, named above them. Slots
 * come from the page context (ui:options.slotsFrom, like contextChoice); the answer is the slot's
 * UTC instant, never a local reading.
 */
export function SlotPickerWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, options, schema, rawErrors, registry, onChange, onBlur, onFocus } = props;
  const styles = slotClasses(slotPickerSlotRecipe);
  const opts = { ...DEFAULTS, ...(options as unknown as Partial<SlotPickerOptions>) };
  const ctx = rendererContext(registry.formContext);
  const timeZone = typeof opts.timeZone === 'string' && opts.timeZone !== '' ? opts.timeZone : browserTimeZone();
  const days = slotsByLocalDay(readSlots(opts.slotsFrom && ctx.readContext ? ctx.readContext(opts.slotsFrom) : undefined), timeZone);
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const dayDate = days.some((d) => d.date === picked) ? picked : initialDay(days, value);
  const day = days.find((d) => d.date === dayDate);
  const a11y = controlA11y(id, rawErrors, options.description ?? schema.description);
  const zoneId = `${id}__zone`;
  const chosenDay = days.find((d) => d.slots.some((s) => s.startsAt === value));
  const chosen = chosenDay ? { date: chosenDay.date, time: chosenDay.slots.find((s) => s.startsAt === value)!.time } : undefined;
  const off = Boolean(disabled || readonly);
  return (
    <fieldset id={id} className={styles.root} aria-describedby={[zoneId, a11y['aria-describedby']].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <p id={zoneId} className={styles.zone}>
        {fill(opts.zoneLabel, { zone: zoneText(timeZone) })}
      </p>
      {days.length === 0 || !day ? (
        <p role="status" className={styles.empty}>
          {opts.noSlots}
        </p>
      ) : (
        <>
          <fieldset className={styles.group}>
            <legend className={styles.groupLegend}>{opts.dayLegend}</legend>
            <div className={styles.days}>
              {days.map((d, i) => (
                <label key={d.date} className={styles.day} htmlFor={`${id}-day-${i}`}>
                  <input
                    type="radio"
                    id={`${id}-day-${i}`}
                    name={`${id}-day`}
                    value={d.date}
                    checked={d.date === day.date}
                    disabled={off}
                    className={styles.control}
                    onChange={() => setPicked(d.date)}
                  />
                  <span>{dayText(d.date)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.groupLegend}>{fill(opts.timeLegend, { day: dayText(day.date, true) })}</legend>
            <div className={styles.times}>
              {day.slots.map((s, i) => (
                <label key={s.startsAt} className={styles.time} htmlFor={`${id}-time-${i}`}>
                  <input
                    type="radio"
                    id={`${id}-time-${i}`}
                    name={`${id}-time`}
                    value={s.startsAt}
                    checked={value === s.startsAt}
                    disabled={off || !s.available}
                    aria-invalid={a11y['aria-invalid']}
                    className={styles.control}
                    onChange={() => onChange(s.startsAt)}
                    onBlur={() => onBlur(id, value)}
                    onFocus={() => onFocus(id, value)}
                  />
                  <span>{timeText(s.time)}</span>
                  {!s.available && <span className={styles.taken}>{opts.takenLabel}</span>}
                </label>
              ))}
            </div>
          </fieldset>
          {chosen && (
            <p className={styles.zone} data-testid="slot-chosen">
              {fill(opts.chosenLabel, { day: dayText(chosen.date, true), time: timeText(chosen.time) })}
            </p>
          )}
        </>
      )}
    </fieldset>
  );
}
