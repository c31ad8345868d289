// Brand colours are CSS custom properties on <html>, so one compiled Chakra system serves
// every partner brand: the system's semantic tokens point at these variables.

/** The brand variables the system reads, with the sample values documented in docs/renderer.md. */
export const SAMPLE_BRAND_TOKENS = {
  'brand-primary': '#1d4ed8',
  'brand-primary-contrast': '#ffffff',
  'brand-accent': '#0f766e',
  'brand-surface': '#ffffff',
  'brand-text': '#1f2937',
} as const;

export type BrandVariable = keyof typeof SAMPLE_BRAND_TOKENS;

const BRAND_VARIABLES = Object.keys(SAMPLE_BRAND_TOKENS) as BrandVariable[];

/** Maps 'primary', 'primaryContrast', 'brand-primary' or '--brand-primary' to 'brand-primary'. */
export function brandVariableName(token: string): BrandVariable | undefined {
  const kebab = token
    .replace(/^--/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  const name = kebab.startsWith('brand-') ? kebab : `brand-${kebab}`;
  return (BRAND_VARIABLES as string[]).includes(name) ? (name as BrandVariable) : undefined;
}

/** Sets the known brand variables from a brand's theme tokens on document.documentElement; unknown keys are ignored. */
export function applyBrandTheme(tokens: Record<string, string>, root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(tokens)) {
    const name = brandVariableName(key);
    // setProperty ignores values that are not valid CSS, so tenant data cannot inject rules.
    if (name && typeof value === 'string') root.style.setProperty(`--${name}`, value.trim());
  }
}
