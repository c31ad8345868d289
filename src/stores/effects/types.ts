// The contract between flow definitions and code: an effect named in a flow is a handler
// here, receiving the flow store and the effect's parameters, and answering what the flow
// does next. Handlers call services and open modals; they never touch the DOM.
import type { EffectName } from '../../engine/effect-names';
import type { JsonValue } from '../../engine/types';
import type { FlowStore } from '../flow-store';

export type EffectResult =
  | { kind: 'continue' }
  | { kind: 'stop' }
  /** Leave the flow: a local path (router) or, with external, a full page load. */
  | { kind: 'navigate'; to: string; external?: boolean };

export type EffectParams = { readonly [key: string]: JsonValue };

export type EffectHandler = (store: FlowStore, params: EffectParams) => Promise<EffectResult>;

/** Every effect name must have a handler (validators are handled by named-validators). */
export type EffectRegistry = Record<Exclude<EffectName, 'ageAtLeast' | 'matchesField' | 'matchesContextName' | 'abaRoutingNumber'>, EffectHandler>;

export const CONTINUE: EffectResult = { kind: 'continue' };
export const STOP: EffectResult = { kind: 'stop' };

/** Reads a string parameter. */
export function param(params: EffectParams, name: string, fallback = ''): string {
  const v = params[name];
  return typeof v === 'string' ? v : fallback;
}

/**
 * Reads a parameter its schema (schemas/meta/effects/<effect>.json) requires: flows:check
 * guarantees it, so a missing or mistyped one is a definition that skipped the check, and fails
 * loudly rather than falling back to a number the definition does not say.
 */
export function requiredParam<T extends 'string' | 'number'>(params: EffectParams, name: string, type: T): T extends 'number' ? number : string {
  const v = params[name];
  if (typeof v !== type || (type === 'number' && !Number.isFinite(v))) {
    throw new Error(`Effect parameter "${name}" must be a ${type} (got ${JSON.stringify(v)}); run npm run flows:check`);
  }
  return v as T extends 'number' ? number : string;
}
