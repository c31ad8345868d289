// Styles of the page shell and the flow pages, as recipes: scripts/gen-styles.ts turns them into
// static CSS at build time (src/generated/styles.css); components apply them with `styled`.
import { defineRecipe } from '../../renderer/theme/styled';

const underlinedLink = { color: 'brand.solid', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px' } as const;

export const headerRecipe = defineRecipe({
  className: 'shell-header',
  base: { position: 'relative', display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '4', px: '4', py: '3', borderBottomWidth: '1px', borderColor: 'track', bg: 'white' },
  variants: { wrap: { true: { flexWrap: 'wrap' }, false: {} } },
});
export const navListRecipe = defineRecipe({
  className: 'shell-nav-list',
  base: { display: 'flex', alignItems: 'center', gap: '3', listStyle: 'none', p: '0', m: '0', whiteSpace: 'nowrap' },
});
/**
 * Room under the footer for a button fixed at the bottom of the screen (the chat launcher), so
 * the footer's last line can scroll out from under it on a phone.
 */
export const floatingRoomRecipe = defineRecipe({ className: 'shell-floating-room', base: { height: '5rem' } });
export const mainRecipe = defineRecipe({
  className: 'shell-main',
  base: { maxWidth: '40rem', mx: 'auto', px: '4', pt: '6', pb: '12', outline: 'none' },
  variants: {
    wide: { true: { maxWidth: '62rem' }, false: {} },
    // Beside an aside (shellColumnsRecipe): takes the remaining width, the columns hold the padding.
    inColumns: { true: { flex: '1', minW: '0', mx: '0', px: '0' }, false: {} },
  },
});
/** With an aside (the application sidebar): aside and main side by side, the aside first as it reads. */
export const shellColumnsRecipe = defineRecipe({
  className: 'shell-columns',
  base: { display: 'flex', alignItems: 'flex-start', gap: '6', maxWidth: '80rem', mx: 'auto', px: '4' },
});
/** A brand-coloured underlined text link (navbar, Back). */
export const textLinkRecipe = defineRecipe({ className: 'shell-link', base: underlinedLink });

export const pageTitleRecipe = defineRecipe({
  className: 'shell-page-title',
  base: { fontSize: '1.5rem', lineHeight: 'tight', fontWeight: 'bold', mt: '2', mb: '3', '@media screen and (min-width: 48em)': { fontSize: '1.75rem' } },
});

// The legal footer is below the fold on a phone: while off screen the browser skips its style,
// layout and paint (content-visibility), which every key and every error message above it
// otherwise redid for the whole page (decision 694). It stays in the accessibility tree and in
// find-in-page; 'auto' remembers its real height once drawn.
export const footerRecipe = defineRecipe({
  className: 'shell-footer',
  base: {
    borderTopWidth: '1px', borderColor: 'track', mt: '4', px: '4', pt: '6', pb: '10', fontSize: 'xs', color: 'fg.muted',
    contentVisibility: 'auto', containIntrinsicSize: 'auto 48rem',
  },
});
export const footerInnerRecipe = defineRecipe({ className: 'shell-footer-inner', base: { maxWidth: '62rem', mx: 'auto', display: 'grid', gap: '3' } });
export const footerLinksRecipe = defineRecipe({
  className: 'shell-footer-links',
  base: { display: 'flex', flexWrap: 'wrap', gap: '1rem', listStyle: 'none', p: '0', m: '0' },
});
export const footerLinkRecipe = defineRecipe({ className: 'shell-footer-link', base: { textDecoration: 'underline', textUnderlineOffset: '2px' } });
export const footerHeadingRecipe = defineRecipe({ className: 'shell-footer-heading', base: { fontSize: 'xs', fontWeight: 'semibold', m: '0' } });
export const footerNumberedRecipe = defineRecipe({
  className: 'shell-footer-numbered',
  base: { pl: '5', m: '0', display: 'grid', gap: '1', listStyleType: 'decimal' },
});
export const footerNoticesRecipe = defineRecipe({ className: 'shell-footer-notices', base: { display: 'grid', gap: '1' } });

// Phones get the progress bar alone; from 62em the stepper sits beside the form.
export const stepColumnsRecipe = defineRecipe({
  className: 'step-columns',
  base: { display: 'block', '@media screen and (min-width: 62em)': { display: 'grid', gridTemplateColumns: '15rem minmax(0, 40rem)', gap: '12', justifyContent: 'center' } },
});
export const stepAsideRecipe = defineRecipe({
  className: 'step-aside',
  base: { display: 'none', '@media screen and (min-width: 62em)': { display: 'block', pt: '6' } },
});
