// A hash of a request body in stable JSON (keys sorted at every level), to recognise a repeated
// body: the stored form may order keys differently (jsonb does), and the body itself may hold an
// SSN or a PIN, so only the hash is ever kept.
import { createHash } from 'node:crypto';

/** SHA-256 of `v` as JSON with every object's keys sorted. */
export function bodyHash(v: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x)))
    .digest('hex');
}
