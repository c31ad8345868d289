// Styles of the application page and its page kinds, as recipes: scripts/gen-styles.ts turns them
// into static CSS at build time, so an application page renders its content with no Chakra
// runtime (the shell's widgets load Chakra later, in islands: portal/chakra-island.tsx).
import { defineRecipe } from '../../renderer/theme/styled';

/** 'Loan number …' above the page's heading. */
export const loanLineRecipe = defineRecipe({ className: 'ap-loan-line', base: { fontSize: 'sm', color: 'fg.muted', mb: '1' } });
/** The offer panel and property card under the page. */
export const cardsRecipe = defineRecipe({ className: 'ap-cards', base: { display: 'grid', gap: '4', mt: '6', gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' } });
/** The page and, from 1280 px, the loan-officer card beside it. */
export const contentRecipe = defineRecipe({ className: 'ap-content', base: { display: 'flex', alignItems: 'flex-start', gap: '6' } });
export const contentMainRecipe = defineRecipe({ className: 'ap-content-main', base: { flex: '1', minW: '0' } });
export const contentAsideRecipe = defineRecipe({ className: 'ap-content-aside', base: { width: '18rem', flexShrink: 0 } });
/**
 * Room kept for the phone's progress menu and loan-officer bar while their code loads, so the
 * page below does not jump when they appear.
 */
export const phoneBarsRecipe = defineRecipe({ className: 'ap-phone-bars', base: { minHeight: '6.5rem' } });

export const leadRecipe = defineRecipe({ className: 'ap-lead', base: { mb: '4', fontSize: 'lg' } });
export const paraRecipe = defineRecipe({ className: 'ap-para', base: { mb: '3' } });
/** Read-only rows: label above value on phones, side by side from the sm breakpoint. */
export const rowsRecipe = defineRecipe({ className: 'ap-rows', base: { display: 'grid', gridTemplateColumns: { base: '1fr', sm: 'max-content 1fr' }, gap: '1 4', my: '4' } });
export const termRecipe = defineRecipe({ className: 'ap-term', base: { fontWeight: 'semibold' } });
export const defRecipe = defineRecipe({ className: 'ap-def', base: { mb: { base: '2', sm: '0' }, overflowWrap: 'anywhere' } });
export const buttonsRecipe = defineRecipe({ className: 'ap-buttons', base: { display: 'flex', flexWrap: 'wrap', gap: '3', mt: '6' } });
/** A review section (start/app-summary) and the support panel. */
export const panelRecipe = defineRecipe({ className: 'ap-panel', base: { borderWidth: '1px', borderRadius: 'md', p: '4', mb: '4' }, variants: { after: { true: { mb: '0', mt: '4' }, false: {} } } });
export const sectionHeadRecipe = defineRecipe({ className: 'ap-section-head', base: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '3' } });
export const sectionTitleRecipe = defineRecipe({ className: 'ap-section-title', base: { fontSize: 'lg', fontWeight: 'semibold', m: '0' } });
/** Try again under a failed action's message. */
/** 'Add to calendar' links (calendar-links-view.tsx): a wrapping row, no bullets. */
export const calendarListRecipe = defineRecipe({ className: 'ap-calendar-list', base: { display: 'flex', flexWrap: 'wrap', gap: '2 5', listStyle: 'none', p: '0', mt: '2', mb: '0' } });
export const calendarLinkRecipe = defineRecipe({ className: 'ap-calendar-link', base: { color: 'brand.solid', textDecoration: 'underline', fontWeight: 'semibold', display: 'inline-block', py: '1' } });
export const retryRecipe = defineRecipe({ className: 'ap-retry', base: { mt: '2' } });
