/** True when `value` starts with 'http://' or 'https://' (any case); other schemes and relative URLs are not web URLs. */
export function isWebUrl(value: unknown): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

/** True when `path` may be used as a post-login redirectUrl: it starts with a slash followed by a lowercase letter, so '//host' and absolute URLs are refused. */
export function isSafeRedirect(path: unknown): path is string {
  return typeof path === 'string' && /^\/[a-z]/.test(path);
}
