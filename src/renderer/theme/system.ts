// One Chakra system for every brand: createSystem(defaultBaseConfig, ...) instead of the
// default preset keeps only the utilities; tokens below are the handful the recipes use and
// brand colours are CSS variables set at run time by applyBrandTheme (theme/brand.ts).
// Used at build time by scripts/gen-styles.ts (static CSS of every recipe, the reset and the
// tokens), and at run time only by portal widgets that still style with `chakra` (provider.tsx).
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { SAMPLE_BRAND_TOKENS } from './brand';

const v = (value: string) => ({ value });
const brandVar = (name: keyof typeof SAMPLE_BRAND_TOKENS) => v(`var(--${name}, ${SAMPLE_BRAND_TOKENS[name]})`);

const spacing = Object.fromEntries(
  [0, 0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 11, 12, 14, 16].map((n) => [String(n), v(`${n / 4}rem`)]),
);

const config = defineConfig({
  // The reset gives native inputs, buttons and fieldsets the same baseline in every browser;
  // headings and page layout are styled by the app shell.
  preflight: true,
  cssVarsPrefix: 'r',
  globalCss: {
    body: { color: 'brand.text', bg: 'brand.surface', fontFamily: 'body', lineHeight: 'normal' },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          solid: brandVar('brand-primary'),
          contrast: brandVar('brand-primary-contrast'),
          accent: brandVar('brand-accent'),
          surface: brandVar('brand-surface'),
          text: brandVar('brand-text'),
          // An 8 % tint keeps brand.text readable on the selected card whatever the brand colour.
          subtle: v('color-mix(in srgb, var(--brand-primary, #1d4ed8) 8%, var(--brand-surface, #ffffff))'),
        },
        // Fixed neutrals, AA on any light surface (ratios on white in docs/renderer.md).
        fg: { muted: v('#4b5563') },
        border: { strong: v('#6b7280') },
        track: v('#e5e7eb'),
        danger: { fg: v('#b91c1c'), bg: v('#fef2f2') },
        warning: { fg: v('#854d0e'), bg: v('#fefce8') },
        info: { fg: v('#1e40af'), bg: v('#eff6ff') },
      },
      spacing,
      sizes: { ...spacing, full: v('100%'), auto: v('auto') },
      radii: { sm: v('0.25rem'), md: v('0.375rem'), lg: v('0.5rem'), full: v('9999px') },
      fonts: { body: v('system-ui, -apple-system, "Segoe UI", Roboto, sans-serif') },
      fontSizes: { xs: v('0.75rem'), sm: v('0.875rem'), md: v('1rem'), lg: v('1.125rem'), xl: v('1.25rem') },
      fontWeights: { normal: v('400'), medium: v('500'), semibold: v('600'), bold: v('700') },
      lineHeights: { tight: v('1.25'), normal: v('1.5') },
    },
    keyframes: { spin: { from: { transform: 'rotate(0deg)' }, to: { transform: 'rotate(360deg)' } } },
  },
});

/** The renderer's Chakra system: base utilities, trimmed tokens, our recipes, brand colours from CSS variables. */
export const system = createSystem(defaultBaseConfig, config);
