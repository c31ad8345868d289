// Organisations the sandbox knows, read from brands/*/brand.json. Only orgCode, toggles, the
// company (name, NMLS, address) and the support contact are relied on (the last two fill the
// sample disclosure documents); everything else in a brand file is the app's business.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';

/** What the sandbox reads of a brand. */
export interface BrandInfo {
  orgCode: string;
  companyName: string;
  toggles: Record<string, unknown>;
  /** Company NMLS id, mailing address and support contact ('' when the brand file has none). */
  nmls?: string;
  address?: string;
  supportPhone?: string;
  supportEmail?: string;
}

/** The known organisations and the default one. */
export interface Brands {
  byCode: ReadonlyMap<string, BrandInfo>;
  defaultOrg: string;
}

// Used while brands/ is empty (the lead writes those files concurrently) so the sandbox
// still starts with the documented sample organisations.
const FALLBACK: readonly BrandInfo[] = [
  { orgCode: 'HOMELINE', companyName: 'Homeline Lending', toggles: { default: true } },
  { orgCode: 'EMPIRE', companyName: 'Empire Home Equity', toggles: {} },
  { orgCode: 'BROKERLINK', companyName: 'Brokerlink Wholesale', toggles: { requiresReferrer: true, wholesaleBrokerIdNoInquiryModal: 'WB-0001' } },
  { orgCode: 'LAKESHORE', companyName: 'Lakeshore Credit', toggles: {} },
  { orgCode: 'PINECREST', companyName: 'Pinecrest Mortgage', toggles: {} },
];

/** Reads brands/*\/brand.json under `brandsDir`; skips unreadable files with a warning. */
export function loadBrands(brandsDir: string, warn: (msg: string) => void = () => {}): Brands {
  const found: BrandInfo[] = [];
  if (existsSync(brandsDir)) {
    for (const entry of readdirSync(brandsDir, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const file = join(brandsDir, entry.name, 'brand.json');
      if (!existsSync(file)) continue;
      try {
        const raw = JSON.parse(readFileSync(file, 'utf8')) as {
          orgCode?: unknown;
          toggles?: unknown;
          company?: { name?: unknown; nmls?: unknown; address?: unknown };
          support?: { phone?: unknown; email?: unknown };
        };
        if (typeof raw.orgCode !== 'string') throw new Error('no orgCode');
        const text = (v: unknown): string => (typeof v === 'string' ? v : '');
        found.push({
          orgCode: raw.orgCode.toUpperCase(),
          companyName: typeof raw.company?.name === 'string' ? raw.company.name : raw.orgCode,
          toggles: typeof raw.toggles === 'object' && raw.toggles !== null ? (raw.toggles as Record<string, unknown>) : {},
          nmls: text(raw.company?.nmls),
          address: text(raw.company?.address),
          supportPhone: text(raw.support?.phone),
          supportEmail: text(raw.support?.email),
        });
      } catch (e) {
        warn(`brands: skipping ${file}: ${(e as Error).message}`);
      }
    }
  }
  const list = found.length > 0 ? found : FALLBACK;
  const byCode = new Map(list.map((b) => [b.orgCode, b]));
  const def = list.find((b) => b.toggles['default'] === true) ?? list.find((b) => b.orgCode === 'HOMELINE') ?? list[0];
  return { byCode, defaultOrg: def?.orgCode ?? 'HOMELINE' };
}

const ORG_CODE = /^[A-Z0-9_-]{2,40}$/;

/**
 * The request's organisation: `x-org` header, else `organization` / `orgCode` / `org` query,
 * else the default brand. Unknown but well-formed codes are accepted (rules default).
 */
export function resolveOrg(req: FastifyRequest, brands: Brands): string {
  const q = (req.query ?? {}) as Record<string, unknown>;
  const header = req.headers['x-org'];
  const candidates = [Array.isArray(header) ? header[0] : header, q['organization'], q['orgCode'], q['org']];
  for (const c of candidates) {
    if (typeof c === 'string' && c.trim() !== '') {
      const code = c.trim().toUpperCase();
      if (ORG_CODE.test(code)) return code;
    }
  }
  return brands.defaultOrg;
}
