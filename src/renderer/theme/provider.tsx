// Chakra's run-time styling for the portal widgets that use `chakra` style props. Registration
// and the page shell are styled by static CSS (theme/styled.ts) and never load this.
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

/** ChakraProvider with the renderer's system; portal pages (app.tsx portalPage) and tests wrap in it. */
export function RendererProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
