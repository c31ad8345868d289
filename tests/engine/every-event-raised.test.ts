// Seed 000 §4's events that no data trigger raises must be raised by someone (issue 21): the
// lender (a status event, or a write or script that records it on machineEvents) or a page
// (POST .../events). An event of the shipped machine that nothing raises fails here by name.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readResolvedFiles, shippedVersion } from '../../src/engine/definitions-node';
import { shippedRequestSchemas } from '../../src/engine/request-schemas-node';
import type { MachineDefinition } from '../../src/engine/types';
import { STATUS_EVENTS } from '../../src/server/lender/events';

const root = new URL('../../', import.meta.url).pathname;
const resolved = readResolvedFiles(root);
const def = shippedVersion<MachineDefinition>(resolved, 'flows/application')!.json;
// The events a page may post: the lender's newest machine-event request schema.
const pageEvents = (shippedRequestSchemas(root, resolved).schemas.get('machine-event')!.schema as { properties: { event: { enum: string[] } } }).properties.event.enum;

/** The lender's sources, where a recorded event is written as a quoted name. */
const lenderSource = (['src/server/routes', 'src/server/lender'] as const)
  .flatMap((dir) => readdirSync(join(root, dir)).filter((f) => f.endsWith('.ts')).map((f) => readFileSync(join(root, dir, f), 'utf8')))
  .join('\n');

describe('every machine event is raised', () => {
  const triggered = new Set(def.triggers.map((t) => t.event));
  const eventOnly = Object.keys(def.events).filter((e) => !triggered.has(e));

  it('the events no trigger raises are the seed\'s', () => {
    expect(eventOnly.sort()).toEqual(
      ['creditFrozen', 'creditLocked', 'decline', 'delinquencyReview', 'fund', 'idReUpload', 'adHocDocRequired', 'inactive', 'insuranceConfirmed', 'lienAttestation', 'manualDisburseManualPay', 'merchantReviewed', 'propertyNoMatch', 'repullSoftCredit', 'softCreditNoCredit', 'softCreditNoMatch'].sort(),
    );
  });

  it.each(eventOnly)('%s is raised by the lender or a page', (event) => {
    const byStatus = Object.values(STATUS_EVENTS).includes(event);
    const byPage = pageEvents.includes(event);
    const byLender = lenderSource.includes(`'${event}'`);
    expect({ event, raised: byStatus || byPage || byLender }).toEqual({ event, raised: true });
  });
});
