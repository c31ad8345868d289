// The ship stage (definitions.ts runs the stages): from what the check stage collected, what
// each brand gets of each flow and page group. Pure and silent: every problem with a brand's
// folder or pin was reported by the check stage (brand-pins.ts); a pin that names nothing ships nothing.
import { flowKey } from './definition-paths';
import type { Collected, Definitions } from './definition-types';
import type { PagesFile } from './page-types';
import type { BrandDefinition, FlowDefinition } from './types';

type Shipped = Record<string, { key: string; brands: Record<string, string> }>;

/** The definitions the app, the build and the tests read. */
export function shipDefinitions(c: Collected): Definitions {
  const { brandFlows, brandPages, ...rest } = c;
  return {
    ...rest,
    shippedFlows: shipFlows(c.latestFlows, brandFlows, c.flows, c.brands),
    shippedPages: shipPages(c.latestPages, brandPages, c.brands),
  };
}

/**
 * What each brand gets of each flow (Definitions.shippedFlows): the highest shared version, or
 * the version its brand file pins, or (winning over a pin) the brand's own newest version.
 */
export function shipFlows(
  latestFlows: Readonly<Record<string, FlowDefinition>>,
  brandFlows: Readonly<Record<string, Record<string, FlowDefinition>>>,
  flows: Readonly<Record<string, FlowDefinition>>,
  brands: Readonly<Record<string, BrandDefinition>>,
): Shipped {
  const shipped: Shipped = {};
  for (const [id, flow] of Object.entries(latestFlows)) shipped[id] = { key: flowKey(id, flow.version), brands: {} };
  for (const [orgCode, brand] of Object.entries(brands)) {
    const dir = orgCode.toLowerCase();
    for (const [id, pin] of Object.entries(brand.pins ?? {})) {
      if (flows[flowKey(id, pin)] && shipped[id]) shipped[id].brands[orgCode] = flowKey(id, pin);
    }
    for (const [id, flow] of Object.entries(brandFlows[dir] ?? {})) {
      if (shipped[id]) shipped[id].brands[orgCode] = flowKey(id, flow.version, dir);
    }
  }
  return shipped;
}

/** What each brand gets of each page group (Definitions.shippedPages). */
export function shipPages(
  latestPages: Readonly<Record<string, PagesFile>>,
  brandPages: Readonly<Record<string, Record<string, PagesFile>>>,
  brands: Readonly<Record<string, BrandDefinition>>,
): Shipped {
  const shipped: Shipped = {};
  for (const [id, file] of Object.entries(latestPages)) shipped[id] = { key: flowKey(id, file.version), brands: {} };
  for (const orgCode of Object.keys(brands)) {
    const dir = orgCode.toLowerCase();
    for (const [id, file] of Object.entries(brandPages[dir] ?? {})) {
      if (shipped[id]) shipped[id].brands[orgCode] = flowKey(id, file.version, dir);
    }
  }
  return shipped;
}
