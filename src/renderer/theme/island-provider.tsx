// Chakra's run-time context for one island of Chakra-styled widgets (app/portal/chakra-island.tsx).
// The reset, the global styles and the tokens are already in the static CSS (scripts/gen-styles.ts
// builds them from this same system), so an island injects none of them again: only the widgets'
// own style props are inserted at run time, however many islands a page has.
import type { ReactNode } from 'react';
import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { system } from './system';

const islandSystem: SystemContext = { ...system, _global: [], _config: { ...system._config, disableLayers: true } };

/** ChakraProvider without global styles (they are static CSS). */
export default function IslandProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={islandSystem}>{children}</ChakraProvider>;
}
