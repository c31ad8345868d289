// The routing explorer (issue 26, flow studio) on the machine that ships: the row that matched,
// named as flows:check names rows, and why each earlier row did not.
import { describe, expect, it } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { resolveRoute } from '../../src/engine/routing';
import { explainRoute } from '../../src/engine/routing-explain';
import { ctx, def } from './application-machine-fixture';

const evaluate = createRuntimeEvaluator();
/** The index of the shipped checklist row for `route` listing `status`, found by content so a new version's rows do not break the suite. */
const checklistRow = (status: string, route: string): string =>
  `checklistRoutes/${def.checklistRoutes.findIndex((r) => r.route === route && r.statuses?.includes(status))}`;
const stateRow = (state: string, route: string): string => `stateRoutes/${def.stateRoutes.findIndex((r) => r.state === state && r.route === route)}`;

describe('explainRoute', () => {
  it('names the checklist row that matched and why the flood-certificate row before it did not', () => {
    const status = { checklistStatus: 'GEN_CLOSING_DISCLOSURE' };
    const out = explainRoute(def, { status: status.checklistStatus, state: 'profile', ctx: ctx({ status }) }, evaluate);
    expect(out.resolved.route).toBe('review-app/signdocs');
    expect(out.matchedRow).toBe(checklistRow('GEN_CLOSING_DISCLOSURE', 'review-app/signdocs'));
    const flood = out.rows.find((r) => r.row === checklistRow('GEN_CLOSING_DISCLOSURE', 'error/flood-cert'));
    expect(flood).toMatchObject({ matched: false, skipped: 'condition', failed: [{ condition: '{"status.waitingOnFloodCert":true}', actual: 'absent' }] });
    expect(out.rows.at(-1)).toMatchObject({ row: out.matchedRow, matched: true });
    // Every row before the match is accounted for, in order; those not listing the status say so.
    expect(out.rows.map((r) => r.row)).toEqual(out.rows.map((_, i) => `checklistRoutes/${i}`));
    expect(out.rows[0]).toMatchObject({ row: 'checklistRoutes/0', skipped: 'status', on: 'CREDIT_NO_MATCH' });
  });

  it('takes the flood-certificate row when its condition holds', () => {
    const status = { checklistStatus: 'GEN_CLOSING_DISCLOSURE', waitingOnFloodCert: true };
    const out = explainRoute(def, { status: status.checklistStatus, state: 'profile', ctx: ctx({ status }) }, evaluate);
    expect(out).toMatchObject({ resolved: { route: 'error/flood-cert', source: 'checklist' }, matchedRow: checklistRow('GEN_CLOSING_DISCLOSURE', 'error/flood-cert') });
  });

  it('reports the value a failed decision condition saw', () => {
    const status = { checklistStatus: 'OFFER_SELECTION', uwDecision: 'APPROVED', uwSubDecision: 'FINAL_OFFER' };
    const out = explainRoute(def, { status: status.checklistStatus, state: 'product', ctx: ctx({ status }) }, evaluate);
    const verified = def.checklistRoutes.findIndex((r) => r.statuses?.includes('OFFER_SELECTION') && r.when !== undefined);
    expect(out.rows.find((r) => r.row === `checklistRoutes/${verified}`)?.failed).toEqual([{ condition: '{"status.uwSubDecision":"VERIFIED_OFFER"}', actual: '"FINAL_OFFER"' }]);
    expect(out.resolved.route).toBe('product/select');
    expect(Number(out.matchedRow.split('/')[1])).toBeGreaterThan(verified);
  });

  it('falls through to a state row when no checklist row lists the status', () => {
    const out = explainRoute(def, { status: 'NOT_A_STATUS', state: 'ach', ctx: ctx({ application: { isCrypto: false } }) }, evaluate);
    expect(out).toMatchObject({ resolved: { route: 'bank/disburse', source: 'state' }, matchedRow: stateRow('ach', 'bank/disburse') });
    expect(out.rows.filter((r) => r.row.startsWith('checklistRoutes/')).every((r) => r.skipped === 'status')).toBe(true);
    expect(out.rows.filter((r) => r.row.startsWith('checklistRoutes/'))).toHaveLength(def.checklistRoutes.length);
    expect(out.rows.find((r) => r.row === stateRow('ach', 'signing/intro'))).toMatchObject({ skipped: 'condition', failed: [{ condition: '{"application.isCrypto":true}', actual: 'false' }] });
    expect(out.rows.find((r) => r.row === 'stateRoutes/0')).toMatchObject({ skipped: 'state', on: 'state ssnCredit' });
  });

  it('ends at the default route when no row matches', () => {
    const out = explainRoute(def, { status: null, state: 'complete', ctx: ctx() }, evaluate);
    expect(out).toMatchObject({ resolved: { route: def.defaultRoute, source: 'default' }, matchedRow: 'defaultRoute' });
    expect(out.rows).toHaveLength(def.checklistRoutes.length + def.stateRoutes.length);
  });

  it('agrees with resolveRoute for every listed status in every state', () => {
    const statuses = [...new Set(def.checklistRoutes.flatMap((r) => r.statuses ?? []))];
    for (const status of [...statuses, 'NOT_A_STATUS']) {
      for (const state of def.states) {
        const input = { status, state, ctx: ctx({ status: { checklistStatus: status } }) };
        const out = explainRoute(def, input, evaluate);
        expect(out.resolved).toEqual(resolveRoute(def, input, evaluate));
        const [table, index] = out.matchedRow.split('/');
        const row = table === 'checklistRoutes' ? def.checklistRoutes[Number(index)] : table === 'stateRoutes' ? def.stateRoutes[Number(index)] : undefined;
        expect(row?.route ?? def.defaultRoute).toBe(out.resolved.route);
      }
    }
  });
});
