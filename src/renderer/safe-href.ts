/** True for hrefs a tenant may supply: http(s) URLs and local paths; anything else is rendered as plain text. */
export function isSafeHref(href: string): boolean {
  return /^(https?:\/\/|\/(?!\/))/i.test(href.trim());
}
