// Affiliate prepopulation (seed 000 §7, seed 001 §7 GET /a/external/prepop): the record the
// affiliate's _ft_prepop cookie names; the cookie travels with the request (credentials).
import { request } from './http';

/** The prepopulation record (the shape is the affiliate's; src/domain/prepop reads it). */
export function affiliatePrepop(): Promise<Record<string, unknown>> {
  return request('/a/external/prepop', { external: true });
}
