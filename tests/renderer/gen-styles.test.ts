// scripts/gen-styles.ts: every recipe the components use gets CSS, computed by Chakra's engine.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkColors, collectRecipes, generateStyles, STYLE_MODULES } from '../../scripts/gen-styles';

const root = process.cwd();

describe('gen-styles', () => {
  it('writes the reset, the tokens and a rule for every slot and variant of every recipe', async () => {
    const out = mkdtempSync(join(tmpdir(), 'styles-'));
    await generateStyles(root, out);
    const css = readFileSync(join(out, 'styles.css'), 'utf8');
    expect(css.startsWith('/* Generated')).toBe(true);
    expect(css).toContain('@layer reset, base, tokens, recipes;');
    // tokens resolve to CSS variables, brand colours to the run-time brand variables
    expect(css).toMatch(/--r-colors-brand-solid:var\(--brand-primary, #1d4ed8\)/);
    expect(css).toContain('.r-button{display:inline-flex;');
    expect(css).toContain('.r-button--variant-solid{background:var(--r-colors-brand-solid)');
    // conditions become selectors; breakpoints media queries
    expect(css).toMatch(/\.r-button:is\(:focus-visible, \[data-focus-visible\]\)\{outline:3px solid;/);
    expect(css).toMatch(/@media screen and \(min-width: 48em\)\{\.shell-page-title\{font-size:1\.75rem;\}\}/);
    for (const r of await collectRecipes(root)) {
      if ('slots' in r && Array.isArray(r.slots)) {
        for (const slot of r.slots) if (r.base?.[slot as never]) expect(css, `${r.className}__${slot}`).toContain(`.${r.className}__${slot}{`);
      } else if ('base' in r && r.base && Object.keys(r.base).length > 0) expect(css, r.className).toContain(`.${r.className}{`);
    }
  });

  it('puts a variant after its base, so the variant wins', async () => {
    const out = mkdtempSync(join(tmpdir(), 'styles-'));
    await generateStyles(root, out);
    const css = readFileSync(join(out, 'styles.css'), 'utf8');
    expect(css.indexOf('.r-button{')).toBeLessThan(css.indexOf('.r-button--variant-link{'));
  });

  it('refuses a colour that is not a token (the browser would drop it and inherit without a word)', () => {
    expect(() => checkColors('.shell-footer-link{color:fg;text-decoration:underline;}', '.shell-footer-link')).toThrow(
      ".shell-footer-link: color: 'fg' is not a colour token of the system (src/renderer/theme/system.ts) nor a CSS colour",
    );
    expect(() => checkColors('.x{border-top-color:brand.txt;}', '.x')).toThrow(/border-top-color: 'brand\.txt'/);
    expect(() => checkColors('.x{color:var(--r-colors-fg-muted);background:white;border-color:transparent;outline-color:#9ca3af;fill:currentColor;}', '.x')).not.toThrow();
    expect(() => checkColors('.x{background:rgba(17, 24, 39, 0.6);color:inherit;}', '.x')).not.toThrow();
  });

  it('refuses two recipes with one class name', async () => {
    const dir = mkdtempSync(join(root, 'tests/.tmp-styles-'));
    try {
      const file = join(dir, 'dup.ts');
      writeFileSync(file, "export const a = { className: 'r-button', base: { color: 'red' } };\n");
      const rel = file.slice(root.length + 1);
      await expect(collectRecipes(root, [...STYLE_MODULES, rel])).rejects.toThrow(/recipe class "r-button" is used by/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
