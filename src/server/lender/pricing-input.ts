// What the lender prices an application on, read from its row: the property (its state and city
// too, so the state's recording tax line is on every offer set) and the stated income. Every
// pull and re-pricing reads it here, so no path prices without the state.
import type { ApplicationRow } from '../store/applications';
import type { PricingInput } from './pricing';

/** The pricing input of an application as it stands. */
export function pricingInput(row: ApplicationRow): PricingInput {
  const request = row.request as { income?: { incomePrimary?: number; incomeOther?: number } };
  const p = row.property as { street1: string; zip: string; city?: string; state?: string; type?: string };
  return {
    street1: p.street1,
    zip: p.zip,
    ...(p.city ? { city: p.city } : {}),
    ...(p.state ? { state: p.state } : {}),
    occupancy: p.type ?? 'HOME',
    income: request.income?.incomePrimary ?? 0,
    otherIncome: request.income?.incomeOther ?? 0,
  };
}
