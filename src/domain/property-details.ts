// The property details card (seed 000 §2): address as seed 001 §3 displays it, the property
// value (the lender's adjusted home amount) and the condition enum shown as words.
import { formatAddress } from './address';
import { formatMoney, isFiniteNumber } from './money';

/** Property condition values (seed 001 §3). */
export const PROPERTY_CONDITIONS = ['UNKNOWN_CONDITION', 'NOT_AVAILABLE', 'POOR', 'FAIR', 'AVERAGE', 'GOOD', 'EXCELLENT'] as const;

/** One property condition. */
export type PropertyCondition = (typeof PROPERTY_CONDITIONS)[number];

/** The words each condition is shown as; the portal catalogue (`property.condition.<VALUE>`) must say the same. */
export const PROPERTY_CONDITION_LABELS: Readonly<Record<PropertyCondition, string>> = {
  UNKNOWN_CONDITION: 'Unknown',
  NOT_AVAILABLE: 'Not available',
  POOR: 'Poor',
  FAIR: 'Fair',
  AVERAGE: 'Average',
  GOOD: 'Good',
  EXCELLENT: 'Excellent',
};

/** A known condition as is; anything else (absent, misspelt) is UNKNOWN_CONDITION. */
export function propertyCondition(value: unknown): PropertyCondition {
  return typeof value === 'string' && (PROPERTY_CONDITIONS as readonly string[]).includes(value) ? (value as PropertyCondition) : 'UNKNOWN_CONDITION';
}

/** The card's content; `value` is null until the property has been valued. */
export interface PropertyDetailsView {
  readonly address: string;
  readonly value: string | null;
  readonly condition: PropertyCondition;
}

/** What the card reads from the application answer. */
export interface PropertyDetailsInput {
  readonly property?: { street1?: unknown; street2?: unknown; city?: unknown; state?: unknown; zip?: unknown } | null | undefined;
  readonly adjustedHomeAmount?: unknown;
  readonly status?: { condition?: unknown } | null | undefined;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The card for an application, or null when it has no property address. Whole dollars: valuations are round figures. */
export function propertyDetailsView(app: PropertyDetailsInput | null | undefined): PropertyDetailsView | null {
  const p = app?.property;
  if (!p || text(p.street1).trim() === '') return null;
  const amount = app.adjustedHomeAmount;
  return {
    address: formatAddress({ street1: text(p.street1), street2: text(p.street2), city: text(p.city), state: text(p.state), zip: text(p.zip) }),
    value: isFiniteNumber(amount) && amount > 0 ? formatMoney(amount, 0) : null,
    condition: propertyCondition(app.status?.condition),
  };
}
