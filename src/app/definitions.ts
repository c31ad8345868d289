// The definitions the browser needs, imported as data. Brands and messages are small and
// needed at once; flows are imported per route; the application machine and routing tables
// load only when an application is routed.
import type { BrandDefinition, FlowDefinition, MachineDefinition, MessagesFile } from '../engine/types';
import messagesFile from '../generated/main-messages.js';
import { bundles, flows, machine as shippedMachine } from '../generated/shipped.js';
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

/**
 * Adds the words a step form carries for the bundle keys its rules say their messages with
 * (gen writes them into the form's module, decision 652), so a form needs no bundle load before
 * it can show an error. A key already there (a loaded bundle) is left as it is: the same words.
 */
export function addFormMessages(messages: Readonly<Record<string, string>>): void {
  for (const [key, text] of Object.entries(messages)) catalogue[key] ??= text;
}

/** The message bundles the app merges as their pages load (flows/messages/<bundle>/). */
type Bundle = 'portal' | 'application';

/** Merges the shipped version of a message bundle into the catalogue; loads once. */
export function loadMessageBundle(bundle: Bundle): Promise<void> {
  const shipped = bundles[bundle];
  if (!shipped) return Promise.reject(new Error(`No message bundle ${bundle}; run npm run gen`));
  return (bundlePromises[bundle] ??= shipped.load().then((file) => {
    Object.assign(catalogue, file.messages);
  }));
}
const bundlePromises: Partial<Record<string, Promise<void>>> = {};

/**
 * The version of a flow a brand gets (src/generated/shipped.js, chosen at build time): the
 * brand's own version or pin, else the highest version. Its key names its conditions table.
 */
export function shippedFlow(id: string, orgCode: string): { key: string; load: () => Promise<FlowDefinition> } | undefined {
  const entry = flows[id];
  return entry ? (entry.brands[orgCode] ?? entry) : undefined;
}

/** Loads the shipped version of a flow for a brand with its precompiled conditions. */
export async function loadFlow(id: string, orgCode: string): Promise<FlowDefinition> {
  const shipped = shippedFlow(id, orgCode);
  if (!shipped) throw new Error(`Unknown flow ${id}`);
  const [flow] = await Promise.all([shipped.load(), loadConditions(shipped.key)]);
  return flow;
}

/** Loads the shipped application machine and routing tables with their conditions. */
export async function loadMachine(): Promise<MachineDefinition> {
  const [machine] = await Promise.all([shippedMachine.load(), loadConditions(shippedMachine.key)]);
  return machine;
}

/**
 * The visit's brand, set once by createAppEnv: a brand with its own version of a page group
 * (flows/pages/<group>/brands/<dir>/, chosen at build time) gets that version, every other
 * brand the shared one, as with flows (src/app/page-groups.ts reads it; the groups' table
 * loads with the application pages, not with registration).
 */
let pageBrand: string | undefined;

/** Sets the brand whose page group versions load. */
export function setPageBrand(orgCode: string): void {
  pageBrand = orgCode;
}

/** The brand whose page group versions load (undefined before createAppEnv). */
export const currentPageBrand = (): string | undefined => pageBrand;

