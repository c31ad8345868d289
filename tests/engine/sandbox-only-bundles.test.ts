// The message bundles only the sandbox server reads (the QA page's qa@N, the flow studio's
// studio@N, the simulated vendors' vendor@N; decisions 605, 673 and 687) get no browser loader from `npm run gen`, so the build makes
// no chunk of them. e2e/specs/studio.spec.ts checks the built dist/ itself.
import { describe, expect, it } from 'vitest';
import { bundles } from '../../src/generated/shipped.js';

describe('sandbox-only message bundles', () => {
  it('have no loader the browser bundle could turn into a chunk', () => {
    expect(Object.keys(bundles)).not.toContain('qa');
    expect(Object.keys(bundles)).not.toContain('studio');
    expect(Object.keys(bundles)).not.toContain('vendor');
    // The app's own bundles are still there.
    expect(Object.keys(bundles)).toEqual(expect.arrayContaining(['application', 'portal']));
  });
});
