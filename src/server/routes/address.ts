// Address typeahead over a small bundled sample of US addresses.
import type { FastifyInstance } from 'fastify';
import addresses from '../data/addresses.json' with { type: 'json' };
import type { Ctx } from '../context';

/** An address suggestion. */
export interface Suggestion {
  fullAddress: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

const MAX_RESULTS = 8;
const words = (s: string): string[] => s.toLowerCase().replace(/[^a-z0-9 ]+/g, ' ').split(/\s+/).filter((w) => w !== '');

const INDEX: readonly { s: Suggestion; words: string[] }[] = addresses.map((a) => {
  const fullAddress = `${a.street1}${a.street2 ? ` ${a.street2}` : ''}, ${a.city}, ${a.state} ${a.zip}`;
  return { s: { ...a, fullAddress }, words: words(fullAddress) };
});

/** Suggestions whose words start with every word typed (any order), at most 8. */
export function typeahead(filter: string): Suggestion[] {
  const typed = words(filter);
  if (typed.length === 0) return [];
  return INDEX.filter((e) => typed.every((t) => e.words.some((w) => w.startsWith(t))))
    .slice(0, MAX_RESULTS)
    .map((e) => e.s);
}

/**
 * Registers the typeahead route. The typed address travels in the body (POST), never in the URL:
 * URLs are logged by every server and proxy on the way (issue 25). There is no GET: nothing needs it.
 */
export function addressRoutes(app: FastifyInstance, ctx: Ctx): void {
  app.post('/service-address/external/api/v1/typeahead', async (req) => {
    const { filter } = ctx.validators.parse<{ filter: string }>('address-search', req.body);
    return typeahead(filter);
  });
}
