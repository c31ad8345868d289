// Per-brand page snapshots for QA: for every brand, every application page of the page groups the
// build ships to it, with its wording resolved with the brand's messages (titles, leads, bodies,
// rows, buttons, wait messages, modals, form fields and options; brand-wording.ts). A wording or
// page change shows up as a snapshot diff to review, next to the screenshots of `npm run snapshots`.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandWording } from './brand-wording';

const wording = brandWording(join(import.meta.dirname, '..', '..'));

describe('per-brand page snapshots', () => {
  for (const brand of wording.brands) {
    it(`application pages under ${brand.orgCode}`, () => {
      expect(wording.pages(brand)).toMatchSnapshot();
    });
  }
});
