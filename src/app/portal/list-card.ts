// A bordered list item and a label/value list that stacks on phones (label above value) and
// becomes two columns from 30em: the cards of the wallet accounts and the signer's conditions.
import { chakra } from '@chakra-ui/react';

/** One card of a list (use inside a ul/ol). */
export const ListCard = chakra('li', { base: { borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', p: '4', listStyle: 'none' } });

/** Term/value pairs: stacked on phones, two columns from 30em. */
export const StackedDetails = chakra('dl', {
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: '1',
    mt: '3',
    '& dt': { fontWeight: 'semibold', mt: '2' },
    '@media screen and (min-width: 30em)': { gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '2', '& dt': { mt: '0' } },
  },
});
