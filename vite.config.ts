import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// One config for the app build and for Vitest. The production build is served by the
// sandbox from `dist/` under a strict CSP, so nothing here may need 'unsafe-eval'.
export default defineConfig({
  plugins: [react()],
  base: '/',
  resolve: {
    alias: [
      // rjsf's default registry imports markdown-to-jsx whole (86 KB min) for ui:description
      // markdown; we render descriptions as plain text, so a stub stands in (STACK.md).
      // rjsf Form's own default registry imports every field, widget and template; ours
      // holds only those in use (StepForm passes the same set, so behaviour is unchanged).
      { find: /^\.\.\/getDefaultRegistry\.js$/, replacement: fileURLToPath(new URL('./src/renderer/rjsf/default-registry.ts', import.meta.url)) },
      { find: /^markdown-to-jsx(\/react)?$/, replacement: fileURLToPath(new URL('./src/renderer/markdown-stub.tsx', import.meta.url)) },
    ],
  },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
  },
  server: {
    proxy: {},
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    environment: 'node',
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
    hookTimeout: 30000,
    pool: 'forks',
  },
});
