import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// One config for the app build and for Vitest. The production build is served by the
// sandbox from `dist/` under a strict CSP, so nothing here may need 'unsafe-eval'.
export default defineConfig({
  plugins: [react()],
  base: '/',
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
