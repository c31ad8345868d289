// Static styles of the portal pieces every portal page mounts first (the loader, the toasts), so
// they render before Chakra's runtime has loaded (scripts/gen-styles.ts makes their CSS).
import { defineRecipe } from '../../renderer/theme/styled';

export const loaderBackdropRecipe = defineRecipe({
  className: 'pt-loader-backdrop',
  base: {
    position: 'fixed',
    inset: '0',
    zIndex: 1300,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    p: '4',
    bg: 'color-mix(in srgb, var(--brand-surface, #ffffff) 94%, transparent)',
  },
});
export const loaderCardRecipe = defineRecipe({
  className: 'pt-loader-card',
  base: { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4', maxW: '28rem', textAlign: 'center', fontSize: 'lg', color: 'brand.text' },
});
export const loaderSpinnerRecipe = defineRecipe({ className: 'pt-loader-spinner', base: { fontSize: '2.5rem', color: 'brand.solid' } });
/** The 'logo' loader style: the brand's logo in place of the spinner. */
export const loaderLogoRecipe = defineRecipe({ className: 'pt-loader-logo', base: { display: 'block', mx: 'auto', mb: '3', maxW: '10rem', h: 'auto' } });

export const toastStackRecipe = defineRecipe({
  className: 'pt-toasts',
  base: { position: 'fixed', insetEnd: '4', bottom: '4', zIndex: 1400, w: 'min(24rem, calc(100vw - 2rem))', display: 'flex', flexDirection: 'column', gap: '2' },
});
export const toastRecipe = defineRecipe({
  className: 'pt-toast',
  base: { position: 'relative', '& > [role]': { pr: '14', mb: '0', boxShadow: '0 4px 12px rgba(0, 0, 0, 0.15)' } },
});
