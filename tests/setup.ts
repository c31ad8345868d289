// Shared Vitest setup. DOM matchers are registered only where a DOM exists, so node-only
// suites (engine, domain, server) stay fast.
import { afterEach } from 'vitest';

if (typeof window !== 'undefined') {
  await import('@testing-library/jest-dom/vitest');
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => cleanup());
}
