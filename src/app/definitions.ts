// The definitions the browser needs, imported as data. Brands and messages are small and
// needed at once; flows are imported per route; the application machine and routing tables
// load only when an application is routed.
import type { BrandDefinition, FlowDefinition, MachineDefinition, MessagesFile } from '../engine/types';
import messagesFile from '../../flows/messages/v1.json';
import { pageGroups } from '../generated/page-groups.js';
import type { PagesFile } from '../engine/page-types';
import { loadConditions } from './conditions';

const brandModules = import.meta.glob<BrandDefinition>('../../brands/*/brand.json', { eager: true, import: 'default' });
const logoUrls = import.meta.glob<string>('../../brands/*/logo.svg', { eager: true, query: '?url', import: 'default' });

/** Every brand definition. */
export const brands: BrandDefinition[] = Object.values(brandModules);

/** The URL of a brand's logo (hashed asset), by org code. */
export function logoUrl(brand: BrandDefinition): string | undefined {
  const entry = Object.entries(brandModules).find(([, b]) => b.orgCode === brand.orgCode);
  if (!entry) return undefined;
  return logoUrls[entry[0].replace(/brand\.json$/, brand.logo)];
}

/**
 * The message catalogue: the main file at start, then each bundle merged in as the pages
 * that use it load (translators read it at call time, so they see the merged keys).
 */
export const catalogue: Record<string, string> = { ...(messagesFile as unknown as MessagesFile).messages };

const bundleLoaders: Record<string, () => Promise<MessagesFile>> = {
  portal: () => import('../../flows/messages/portal/v1.json').then((m) => m.default as unknown as MessagesFile),
  // The application pages' wording (flows/pages/); loads with them.
  application: () => import('../../flows/messages/application/v1.json').then((m) => m.default as unknown as MessagesFile),
};

/** Merges a message bundle (flows/messages/<bundle>/v1.json) into the catalogue; loads once. */
export function loadMessageBundle(bundle: keyof typeof bundleLoaders): Promise<void> {
  return (bundlePromises[bundle] ??= bundleLoaders[bundle]!().then((file) => {
    Object.assign(catalogue, file.messages);
  }));
}
const bundlePromises: Partial<Record<string, Promise<void>>> = {};

const flowLoaders: Record<string, () => Promise<FlowDefinition>> = {
  'registration-v2': () => import('../../flows/registration-v2/v1.json').then((m) => m.default as unknown as FlowDefinition),
  register: () => import('../../flows/register/v1.json').then((m) => m.default as unknown as FlowDefinition),
  // The peer bench's two-page form (flows/bench/v1.json, scripts/bench-peers.ts); lazy like the others.
  bench: () => import('../../flows/bench/v1.json').then((m) => m.default as unknown as FlowDefinition),
  // The widget kit: the sensitive widgets on a flow with drafts (flows/kit/v1.json, e2e/specs/sensitive-data.spec.ts).
  kit: () => import('../../flows/kit/v1.json').then((m) => m.default as unknown as FlowDefinition),
};

/** Loads a flow definition by id (latest version, v1 today) with its precompiled conditions. */
export async function loadFlow(id: string): Promise<FlowDefinition> {
  const loader = flowLoaders[id];
  if (!loader) throw new Error(`Unknown flow ${id}`);
  const [flow] = await Promise.all([loader(), loadConditions(`${id}@1`)]);
  return flow;
}

/** Loads the application machine and routing tables with their conditions. */
export async function loadMachine(): Promise<MachineDefinition> {
  const [machine] = await Promise.all([
    import('../../flows/application/v1.json').then((m) => m.default as unknown as MachineDefinition),
    loadConditions('application@1'),
  ]);
  return machine;
}

/** Loads the shipped version of an application page group (flows/pages/<group>/) with its precompiled conditions and wording. */
export async function loadPageGroup(group: string): Promise<PagesFile> {
  const entry = pageGroups[group];
  if (!entry) throw new Error(`No application pages for "${group}"`);
  const [file] = await Promise.all([entry.load(), loadConditions(entry.conditions), loadMessageBundle('application')]);
  return file;
}
