// The definitions the browser needs, imported as data. Brands and messages are small and
// needed at once; flows are imported per route; the application machine and routing tables
// load only when an application is routed.
import type { BrandDefinition, FlowDefinition, MachineDefinition, MessagesFile } from '../engine/types';
import messagesFile from '../generated/main-messages.js';
import { pageGroups } from '../generated/page-groups.js';
import { bundles, flows, machine as shippedMachine } from '../generated/shipped.js';
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
 * brand the shared one, as with flows.
 */
let pageBrand: string | undefined;

/** Sets the brand whose page group versions load (a change forgets the groups loaded for another). */
export function setPageBrand(orgCode: string): void {
  if (pageBrand === orgCode) return;
  pageBrand = orgCode;
  loadedGroups.clear();
}

/** The version of a page group the visit's brand gets: its own, else the shipped one. */
function shippedPageGroup(group: string): { conditions: string; load: () => Promise<PagesFile> } | undefined {
  const entry = pageGroups[group];
  return entry && pageBrand !== undefined ? (entry.brands[pageBrand] ?? entry) : entry;
}

/** The shipped pages file of a group alone (no conditions or wording): enough to know a page's forms ahead (prefetch.ts). */
export function loadPagesFile(group: string): Promise<PagesFile> {
  const entry = shippedPageGroup(group);
  return entry ? entry.load() : Promise.reject(new Error(`No application pages for "${group}"`));
}

const loadedGroups = new Map<string, PagesFile>();

/** Loads the shipped version of an application page group (flows/pages/<group>/) with its precompiled conditions and wording. */
export async function loadPageGroup(group: string): Promise<PagesFile> {
  const entry = shippedPageGroup(group);
  if (!entry) throw new Error(`No application pages for "${group}"`);
  const [file] = await Promise.all([entry.load(), loadConditions(entry.conditions), loadMessageBundle('application')]);
  loadedGroups.set(group, file);
  return file;
}

/** A page group that `loadPageGroup` has loaded (conditions and wording included), or undefined: a page can then render at once. */
export const loadedPageGroup = (group: string): PagesFile | undefined => loadedGroups.get(group);
