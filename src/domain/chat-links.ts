// Chat auto-linking (seed 001 §9: "about 19 partner domains recognised for auto-linking in
// chat"): an address on one of the partner lenders' own domains becomes a link; any other
// address stays plain text, so a message can never dress up an unknown site as a link.

/** A piece of a chat message: text, or a link to a partner domain. */
export type ChatSegment = { text: string } | { text: string; href: string };

// host (with optional sub-domains), optional port-free path/query/fragment; an optional scheme.
const ADDRESS = /\b(?:(https?):\/\/)?((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,})(\/[^\s<>"']*)?/gi;
// Sentence punctuation right after an address belongs to the sentence.
const TRAILING = /[.,;:!?)\]]+$/;

/** True when `host` is `domain` or one of its sub-domains. */
function onDomain(host: string, domains: readonly string[]): boolean {
  const h = host.toLowerCase();
  return domains.some((d) => h === d || h.endsWith(`.${d}`));
}

/**
 * Splits `text` into plain text and links for addresses on `domains` (lower-case, e.g.
 * 'homeline.example'). A link without a scheme gets https://; an http:// address keeps it.
 */
export function linkPartnerDomains(text: string, domains: readonly string[]): ChatSegment[] {
  const out: ChatSegment[] = [];
  let last = 0;
  const push = (t: string) => {
    if (!t) return;
    const prev = out[out.length - 1];
    if (prev && !('href' in prev)) prev.text += t;
    else out.push({ text: t });
  };
  for (const m of text.matchAll(ADDRESS)) {
    const start = m.index;
    // Part of an e-mail address (name@domain) is not a web address.
    if (start > 0 && text[start - 1] === '@') continue;
    let matched = m[0];
    const trail = TRAILING.exec(matched)?.[0] ?? '';
    matched = matched.slice(0, matched.length - trail.length);
    const host = m[2] ?? '';
    if (!onDomain(host, domains)) continue;
    push(text.slice(last, start));
    out.push({ text: matched, href: m[1] ? matched : `https://${matched}` });
    last = start + matched.length;
  }
  push(text.slice(last));
  return out;
}

/** Every brand's domains, lower-case and de-duplicated: the partner domains chat recognises. */
export function partnerDomains(brands: readonly { domains?: readonly string[] | undefined }[]): string[] {
  return [...new Set(brands.flatMap((b) => b.domains ?? []).map((d) => d.toLowerCase()))];
}
