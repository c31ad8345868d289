const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `value` is a string of 8-4-4-4-12 hexadecimal groups (any case, any version). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
