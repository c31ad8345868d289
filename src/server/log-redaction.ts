// The sandbox's log never holds a password, SSN, routing or account number, a token, or a file's bytes.
// Fastify logs no bodies; this also covers what could still carry one: a query string
// (`?ssn=...`), and any object a route or hook logs (`req.log.info({ body })`), at any depth.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { SENSITIVE_NAMES } from '../engine/sensitive';

export const REDACTED = '[Redacted]';

const sensitiveKey = new Set([...SENSITIVE_NAMES, 'pin', 'authorization', 'cookie', 'jwt', 'token'].map((k) => k.toLowerCase()));
const isSensitive = (key: string) => sensitiveKey.has(key.toLowerCase());
/** Query parameters that carry a typed home address (an old client's address search): redacted in a URL. */
const addressParam = new Set(['filter', 'address', 'street1', 'street2']);

/** A URL with the values of sensitive and address query parameters replaced ('/x?ssn=1' -> '/x?ssn=[Redacted]'). */
export function scrubUrl(url: string): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq === -1 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // a malformed name is logged as it came
      }
      return eq !== -1 && (isSensitive(decoded) || addressParam.has(decoded.toLowerCase())) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${url.slice(0, q)}?${query}`;
}

const isPlain = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object') return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** A copy of plain objects and arrays with sensitive keys' values redacted at any depth; other values as they are. */
export function scrubDeep<T>(value: T, depth = 0): T {
  if (depth > 8) return value;
  // Bytes (an uploaded document, a chat attachment) are never logged, only their length.
  if (value instanceof Uint8Array) return `[${value.byteLength} bytes]` as T;
  if (Array.isArray(value)) return value.map((v: unknown) => scrubDeep(v, depth + 1)) as T;
  if (!isPlain(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = isSensitive(k) ? REDACTED : k === 'url' && typeof v === 'string' ? scrubUrl(v) : scrubDeep(v, depth + 1);
  return out as T;
}

/**
 * The sandbox's logger options (main.ts; the sensitive-data e2e reads its output): requests
 * logged as method, scrubbed URL, host and address; every logged object scrubbed; the
 * authorization header and cookies never logged. `stream` sends the lines elsewhere (tests).
 */
export function sandboxLoggerOptions(level: string, stream?: { write(line: string): void }): NonNullable<FastifyServerOptions['logger']> {
  return {
    level,
    redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'res.headers.authorization'], censor: REDACTED },
    serializers: {
      req: (req: FastifyRequest) => {
        const port = req.socket?.remotePort;
        return { method: req.method, url: scrubUrl(req.url), host: req.hostname, remoteAddress: req.ip, ...(port !== undefined ? { remotePort: port } : {}) };
      },
    },
    formatters: { log: (obj: Record<string, unknown>) => scrubDeep(obj) },
    ...(stream ? { stream } : {}),
  };
}
