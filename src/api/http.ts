// The one place every call goes through (seed 000 §6-7, seed 001 §7): credentials, bearer
// token, origin and org headers, token refresh from the answer, the session-ending answers,
// a 30 s timeout and readable errors. Framework-free so stores and tests use it directly.
import { answerKind, fetchErrorMessage, responseNotConvertible, responseNotDefined } from '../domain/error-texts';
import { session } from './session';
import { settleWriteKey, writeKey } from './write-keys';

/** An HTTP failure with the answer's status and body; status 0 is a network failure. */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'RequestError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** External calls send no Authorization header. */
  external?: boolean;
  /** Overrides the stored token (identity verification right after registration). */
  token?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
  timeoutMs?: number;
  /** 'blob' returns the answer's bytes as a Blob (downloads) instead of parsing it. */
  responseType?: 'blob';
  /**
   * 'fetch': the portal shell's fetch helper (seed 001 §8 'Fetch error'): a failure whose body
   * names no errors says the answer's status field, else 'Error fetching', instead of seed 000's
   * 'Something unexpected happened'.
   */
  errorShape?: 'fetch';
}

export const UNKNOWN_ERROR = 'Something unexpected happened';

/** The generic request error message: the answer's errors joined, else its message, else the fallback. */
export function errorMessageOf(data: unknown): string {
  if (data && typeof data === 'object') {
    const errors = (data as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.length > 0) {
      return errors.map((e) => (typeof e === 'string' ? e : (e as { message?: string })?.message ?? '')).filter(Boolean).join(', ') || UNKNOWN_ERROR;
    }
    const message = (data as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return UNKNOWN_ERROR;
}

/** True for the answers that end the session: 401, or 403 'unauthenticated' / 'invalid signature'. */
export function endsSession(status: number, data: unknown): boolean {
  if (status === 401) return true;
  if (status !== 403) return false;
  const message = String((data as { message?: unknown } | null)?.message ?? '').toLowerCase();
  return message === 'unauthenticated' || message === 'invalid signature';
}

/** The URL of a call: relative to the page unless an API base is set. */
export function buildUrl(path: string, query?: RequestOptions['query']): string {
  const base = session.apiBase;
  const url = new URL(path, base || window.location.origin);
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return base ? url.toString() : `${url.pathname}${url.search}`;
}

/** Sends a request and returns the parsed JSON (or text) body; throws RequestError on failure. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'x-origin': window.location.origin,
    'x-org': session.orgCode,
    ...options.headers,
  };
  const token = options.token ?? (options.external ? undefined : session.token);
  if (token) headers['Authorization'] = `Bearer ${token}`;
  // A Blob (a file's bytes) goes as it is; anything else as JSON.
  const raw = typeof Blob !== 'undefined' && options.body instanceof Blob;
  if (options.body !== undefined) headers['Content-Type'] = raw ? 'application/octet-stream' : 'application/json';
  // Every write to the lender carries an Idempotency-Key (write-keys.ts); a caller's own wins.
  // Not to other services (external) nor on a keepalive beacon, where a custom header costs a preflight.
  const method = options.method ?? 'GET';
  const keyed = method !== 'GET' && !options.external && !options.keepalive && !Object.keys(headers).some((h) => h.toLowerCase() === 'idempotency-key');
  const url = buildUrl(path, options.query);
  if (keyed) headers['Idempotency-Key'] = writeKey(method, url, options.body);

  // The session as it was when the call left: a refreshed token in a late answer is checked against it.
  const generation = session.generation;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 30_000);
  options.signal?.addEventListener('abort', () => controller.abort());
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers,
      body: options.body === undefined ? null : raw ? (options.body as Blob) : JSON.stringify(options.body),
      signal: controller.signal,
      keepalive: options.keepalive ?? false,
    });
  } catch (cause) {
    throw new RequestError(UNKNOWN_ERROR, 0, { cause: String(cause) });
  } finally {
    clearTimeout(timer);
  }
  // Seed 001 §8: a fetch that resolved with nothing (a broken polyfill or service worker) names the call.
  if (!response) throw new RequestError(responseNotDefined(url), 0, null);

  const auth = response.headers.get('Authorization');
  if (response.status === 200 && auth?.startsWith('Bearer ')) session.refresh(auth.slice(7), generation);
  // An answer for the identity this tab acted as before another tab signed in or out is nobody's
  // to show now (the tab is leaving).
  if (session.stale && token && !options.token) throw new RequestError(UNKNOWN_ERROR, 0, { sessionChanged: true });

  if (keyed && response.ok) settleWriteKey(method, url, options.body);

  // Seed 001 §7: the answer is parsed by its content type: a PDF as bytes, JSON parsed, else text.
  const kind = answerKind(response.headers.get('Content-Type'));
  if (response.ok && (options.responseType === 'blob' || kind === 'pdf')) return (await response.blob()) as T;
  const text = await response.text();
  let data: unknown = text;
  if (kind === 'json' && text) {
    try {
      data = JSON.parse(text);
    } catch {
      // Seed 001 §8: a success that says JSON but is not is a failure naming the call; a failure's body stays text.
      if (response.ok) throw new RequestError(responseNotConvertible(url), response.status, text);
      data = text;
    }
  }
  if (!response.ok) {
    // Only a call that carried the stored token can end the session: a 401 for a call sent
    // without one (registering an e-mail that exists, a wrong password) is that call's answer.
    if (endsSession(response.status, data) && token && !options.token) session.endSession();
    const message = errorMessageOf(data);
    throw new RequestError(options.errorShape === 'fetch' && message === UNKNOWN_ERROR ? fetchErrorMessage(data, response.statusText) : message, response.status, data);
  }
  return data as T;
}
