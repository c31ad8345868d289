// flows:check: a flow or page version under flows/<id>/brands/<dir>/ must name a brand's folder,
// and a brand file's pin (`"pins": { "<flow-id>": <version> }`) must name a flow version that exists.
import { classifyDefinitionPath, flowKey } from './definition-paths';
import type { Entry, Report } from './definition-types';
import { didYouMean } from './suggest';
import type { BrandDefinition, FlowDefinition } from './types';

export function checkBrandFoldersAndPins(
  latestFlows: Readonly<Record<string, FlowDefinition>>,
  flows: Readonly<Record<string, FlowDefinition>>,
  brands: Readonly<Record<string, BrandDefinition>>,
  entries: readonly Entry[],
  report: Report,
): void {
  const dirs = new Set(Object.keys(brands).map((c) => c.toLowerCase()));
  for (const e of entries.filter((x) => x.kind === 'flow' || x.kind === 'pages')) {
    const dir = classifyDefinitionPath(e.file)?.brand;
    if (dir !== undefined && Object.keys(brands).length > 0 && !dirs.has(dir)) {
      report(e.file, '', `brand folder "${dir}" names no brand`, `Use the folder of a brand's orgCode in lower case: ${[...dirs].sort().join(', ')}.${didYouMean(dir, [...dirs])}`);
    }
  }
  for (const [orgCode, brand] of Object.entries(brands)) {
    const dir = orgCode.toLowerCase();
    const brandFile = entries.find((e) => e.kind === 'brand' && e.json['orgCode'] === orgCode)?.file ?? `brands/${dir}/brand.json`;
    for (const [id, pin] of Object.entries(brand.pins ?? {})) {
      if (flows[flowKey(id, pin)]) continue;
      const have = Object.values(flows).filter((f) => f.id === id).map((f) => f.version);
      report(brandFile, `/pins/${id}`, `pins ${id}@${pin}, which does not exist`, have.length ? `Pin one of ${[...new Set(have)].sort().map((v) => `${id}@${v}`).join(', ')}.` : `Pin a flow that exists.${didYouMean(id, Object.keys(latestFlows))}`);
    }
  }
}
