// The visit's environment as a React context, apart from how it is built (app-env.ts): lazy
// chunks (the signed-in navbar) read it without pulling the brand resolution and catalogue in.
import { createContext, useContext } from 'react';
import type { ConditionEvaluator } from '../engine/conditions';
import type { Translate } from '../engine/messages';
import type { BrandDefinition } from '../engine/types';

export interface AppEnv {
  brand: BrandDefinition;
  t: Translate;
  evaluate: ConditionEvaluator;
}

export const AppEnvContext = createContext<AppEnv | null>(null);

/** The visit's environment; throws outside the provider. */
export function useAppEnv(): AppEnv {
  const env = useContext(AppEnvContext);
  if (!env) throw new Error('useAppEnv outside AppEnvContext');
  return env;
}
