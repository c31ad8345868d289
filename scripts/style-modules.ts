// The modules whose exported recipes get static CSS (scripts/gen-styles.ts) and ship to the
// browser as class names only (vite.config.ts 'recipes-as-class-names'). A recipe used in a
// component must live in one of them.
export const STYLE_MODULES = ['src/renderer/theme/recipes.ts', 'src/app/shell/shell-recipes.ts', 'src/app/application/page-recipes.ts', 'src/app/portal/portal-recipes.ts', 'src/renderer/theme/file-upload-recipe.ts', 'src/app/portal/document-recipes.ts'];
