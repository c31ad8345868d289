// Styles of the document viewer and the disclosures page, as recipes: static CSS from
// scripts/gen-styles.ts, so document/disclosures renders with no Chakra runtime (at 4x CPU,
// Chakra's style resolution was a good part of the move from start/hmda to the page).
import { defineRecipe } from '../../renderer/theme/styled';

/** A column of blocks with a gap. */
export const stackRecipe = defineRecipe({
  className: 'doc-stack',
  base: { display: 'flex', flexDirection: 'column' },
  variants: { gap: { '2': { gap: '2' }, '3': { gap: '3' }, '6': { gap: '6' }, '8': { gap: '8' } } },
  defaultVariants: { gap: '3' },
});
/** The scroll region of a document. */
export const documentRegionRecipe = defineRecipe({
  className: 'doc-region',
  base: {
    maxH: 'min(24rem, 60vh)',
    overflowY: 'auto',
    borderWidth: '1px',
    borderColor: 'border.strong',
    borderRadius: 'md',
    px: '4',
    py: '3',
    bg: 'white',
    _focusVisible: { outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
    '& h3, & h4': { fontWeight: 'bold', fontSize: 'md', mt: '3', mb: '2' },
    '& p': { mb: '3' },
    '& ul': { pl: '5', mb: '3', listStyleType: 'disc' },
  },
});
/** The link that opens a PDF document. */
export const pdfLinkRecipe = defineRecipe({ className: 'doc-pdf-link', base: { color: 'brand.solid', textDecoration: 'underline', fontWeight: 'semibold' } });
/** Small muted text: the read hint, a document's position in the list. */
export const docNoteRecipe = defineRecipe({
  className: 'doc-note',
  base: { fontSize: 'sm', color: 'fg.muted' },
  variants: { strong: { true: { fontWeight: 'semibold' }, false: {} } },
});
/** The numbered list of documents (numbers are written out: 'Document 1 of 3'). */
export const documentListRecipe = defineRecipe({ className: 'doc-list', base: { listStyleType: 'none', p: '0', m: '0', display: 'flex', flexDirection: 'column', gap: '8' } });
/** A document's title in the list; focused from the error summary's link. */
export const documentTitleRecipe = defineRecipe({
  className: 'doc-title',
  base: { fontSize: 'lg', fontWeight: 'semibold', _focusVisible: { outline: '3px solid', outlineColor: 'brand.solid', outlineOffset: '2px' } },
});
/** Try again under a failed acknowledgement. */
export const docRetryRecipe = defineRecipe({ className: 'doc-retry', base: { mt: '3' } });
/** One condition of the conditions lists (the application's conditions page and the signer's): a bordered card. */
export const conditionCardRecipe = defineRecipe({
  className: 'cond-card',
  base: { borderWidth: '1px', borderColor: 'border.strong', borderRadius: 'md', p: '4', listStyle: 'none', display: 'flex', flexDirection: 'column', gap: '2' },
  variants: { done: { true: { borderStyle: 'dashed' }, false: {} } },
});
/** A condition's label/value rows: stacked on phones, two columns from 30em. */
export const conditionDetailsRecipe = defineRecipe({
  className: 'cond-details',
  base: {
    display: 'grid',
    gridTemplateColumns: '1fr',
    gap: '1',
    '& dt': { fontWeight: 'semibold', mt: '2' },
    '@media screen and (min-width: 30em)': { gridTemplateColumns: 'max-content 1fr', columnGap: '6', rowGap: '2', '& dt': { mt: '0' } },
  },
});
/** A condition's action link, a button-sized target (44 px). */
export const conditionActionRecipe = defineRecipe({
  className: 'cond-action',
  base: { alignSelf: 'flex-start', display: 'inline-flex', alignItems: 'center', minH: '11', color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline' },
});
