// The page's one h1, styled once for every page.
import { chakra } from '@chakra-ui/react';

/** The page heading. */
export const PageTitle = chakra('h1', {
  base: { fontSize: '1.5rem', lineHeight: 'tight', fontWeight: 'bold', mt: '2', mb: '3', '@media screen and (min-width: 48em)': { fontSize: '1.75rem' } },
});
