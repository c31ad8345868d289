// Per-brand flow snapshots for QA: for every brand and flow, the steps an applicant sees (in
// both auth modes), each step's heading, field labels and options, button label, notices and
// disclosures, resolved from the definitions with the brand's wording (brand-wording.ts). A
// wording or routing change shows up as a snapshot diff to review.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FLOW_IDS, brandWording } from './brand-wording';

const wording = brandWording(join(import.meta.dirname, '..', '..'));

describe('per-brand flow snapshots', () => {
  for (const id of FLOW_IDS) {
    for (const brand of wording.brands) {
      it(`${id} under ${brand.orgCode}`, () => {
        expect({ olderAuthMode: wording.registration(id, brand, false), newerAuthMode: wording.registration(id, brand, true) }).toMatchSnapshot();
      });
    }
  }
});
