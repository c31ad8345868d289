// A hash of a request body in stable JSON (keys sorted at every level), to recognise a repeated
// body: the stored form may order keys differently (jsonb does), and the body itself may hold an
// SSN or a PIN, so only the hash is ever kept.
import { createHash, createHmac } from 'node:crypto';

/** `v` as JSON with every object's keys sorted. */
function stableJson(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) => (x && typeof x === 'object' && !Array.isArray(x) ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b))) : x));
}

/** SHA-256 of `v` as JSON with every object's keys sorted (to compare two bodies; never stored where it can be read). */
export function bodyHash(v: unknown): string {
  return createHash('sha256').update(stableJson(v)).digest('hex');
}

/**
 * HMAC-SHA256 of `v` (stable JSON) under the sandbox's secret: what is stored to recognise a
 * body. A plain hash of `{"ssn":"123456789"}` or a 4-digit PIN is undone by trying every value;
 * without the secret it is not.
 */
export function keyedBodyHash(secret: string, v: unknown): string {
  return createHmac('sha256', secret).update(stableJson(v)).digest('hex');
}
