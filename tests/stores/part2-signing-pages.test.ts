// Part 2's identity and signing definitions (flows/pages/identity, flows/pages/signing; issue 21)
// run by the page store against injected services: the ID photos composed for the kind chosen,
// what Send my ID sends (ids only, no back for a passport), the unreadable-photo notice; the
// closing package's signed lines, Sign and Continue; the co-deeders' sections, Check and Remind.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import { formRefs, visibleRows } from '../../src/engine/pages';
import type { JsonValue } from '../../src/engine/types';
import { loadValidators } from '../../src/server/validation';
import type { PageStore } from '../../src/stores/page-store';
import { shippedPageStore } from './shipped-page-store';

// The page group that ships (issue 25).
const evaluate = createRuntimeEvaluator();

function storeOf(group: string, route: string, records: { application?: JsonValue; status?: JsonValue; reads?: Record<string, JsonValue> }) {
  return shippedPageStore({
    group,
    route,
    routeTo: '/account/heloc/u-1/review-app/signdocs',
    records: () => ({ application: records.application ?? { uuid: 'u-1', loanNumber: '4821937750' }, status: records.status ?? { checklistStatus: 'IDENTITY_VERIFICATION' }, profile: { name: { firstName: 'Alex', lastName: 'Morgan' } }, ...(records.reads ? { reads: records.reads } : {}) }),
  });
}

const texts = (store: PageStore): string[] => (store.page.body ?? []).filter((b) => store.holds(b.when)).map((b) => String(b.text));
const labels = (store: PageStore): string[] => store.actions.map((a) => String(a.label));

describe('identity', () => {
  it('asks the kind first, then composes that kind\'s photos (a passport has no back)', () => {
    const { store, file, page } = storeOf('identity', 'identity', {});
    expect(formRefs(file, page, store.context, evaluate)).toEqual(['id-kind@1']);
    for (const [kind, ref] of [['DRIVERS_LICENSE', 'id-photos-drivers-license@1'], ['ID_CARD', 'id-photos-id-card@1'], ['PASSPORT', 'id-photos-passport@1'], ['PERMANENT_RESIDENT', 'id-photos-permanent-resident@1']] as const) {
      store.change({ idKind: kind });
      expect(formRefs(file, page, store.context, evaluate)).toEqual(['id-kind@1', ref]);
    }
  });

  it('sends the photos by id only, without a back for a passport, then routes', async () => {
    const { store, services } = storeOf('identity', 'identity', {});
    const submit = store.actions.find((a) => a.submit)!;
    const photo = (id: string) => [{ id, name: `${id}.jpg`, size: 2000, type: 'image/jpeg' }];
    await store.run(submit, { idKind: 'DRIVERS_LICENSE', front: photo('f1'), back: photo('b1') });
    expect(services.send).toHaveBeenLastCalledWith('PUT', '/service-application/api/v1/application/heloc/u-1/identity-documents', { idKind: 'DRIVERS_LICENSE', front: [{ id: 'f1' }], back: [{ id: 'b1' }] }, expect.any(String));
    await store.run(submit, { idKind: 'PASSPORT', front: photo('p1') });
    expect(services.send).toHaveBeenLastCalledWith('PUT', '/service-application/api/v1/application/heloc/u-1/identity-documents', { idKind: 'PASSPORT', front: [{ id: 'p1' }] }, expect.any(String));
    expect(services.route).toHaveBeenCalledTimes(2);
  });

  it('says why when the lender could not read the photo, and only then', () => {
    expect(texts(storeOf('identity', 'identity', {}).store)).not.toContain('msg:page.identity.unreadable');
    const { store } = storeOf('identity', 'identity', { application: { uuid: 'u-1', idCheck: { result: 'UNREADABLE', fileName: 'blurry.jpg' } } });
    expect(texts(store)[0]).toBe('msg:page.identity.unreadable');
    expect(store.page.body?.[0]?.tone).toBe('error');
  });
});

describe('signing/sign: the closing package', () => {
  const doc = (position: number, signed: boolean[], signature: JsonValue = null) => ({
    signingDocument: { id: 'closing-disclosure', version: 1, title: 'Closing Disclosure', kind: 'text', body: '…', signature, package: { position, count: 3, complete: signed.every(Boolean), documents: signed.map((s, i) => ({ id: `d${i}`, title: `D${i}`, version: 1, signed: s })) } },
  });

  it('reads the package\'s next document; shows each signed one; Sign while unsigned', () => {
    const { store, page } = storeOf('signing', 'signing/sign', { status: { checklistStatus: 'NOTE_SIGNING' }, reads: doc(2, [true, false, false]) });
    expect(page.kind === 'form' && page.reads).toEqual({ signingDocument: 'closing' });
    expect(texts(store)).toEqual(['msg:page.signingSign.position', 'msg:page.signingSign.lead', 'msg:page.signingSign.signed1']);
    expect(labels(store)).toEqual(['msg:page.signingSign.sign', 'msg:page.signingIntro.help', 'msg:page.action.contactSupport']);
  });

  it('the package signed: every line, the complete text and Continue (route)', async () => {
    const { store, services } = storeOf('signing', 'signing/sign', { status: { checklistStatus: 'NOTE_SIGNING' }, reads: doc(3, [true, true, true], { typedName: 'Alex Morgan' }) });
    expect(texts(store)).toEqual(['msg:page.signingSign.signed1', 'msg:page.signingSign.signed2', 'msg:page.signingSign.signed3', 'msg:page.signingSign.complete']);
    const cont = store.actions.find((a) => a.label === 'msg:page.action.continue')!;
    expect(store.actions.some((a) => a.submit)).toBe(false);
    await store.run(cont);
    expect(services.route).toHaveBeenCalled();
  });

  it('Sign sends the eSignature value whole to closing-signature, then reads the package again', async () => {
    const { store, services } = storeOf('signing', 'signing/sign', { status: { checklistStatus: 'NOTE_SIGNING' }, reads: doc(1, [false, false, false]) });
    const signature = { documentId: 'heloc-agreement', version: 2, consent: true, typedName: 'Alex Morgan', signedAt: '2026-11-27T18:00:00.000Z' };
    await store.run(store.actions.find((a) => a.submit)!, { signature });
    expect(services.send).toHaveBeenCalledWith('PUT', '/service-application/api/v1/application/heloc/u-1/closing-signature', signature, expect.any(String));
    expect(services.refresh).toHaveBeenCalled();
  });
});

describe('signing/additional: co-deeders', () => {
  const co = (n: number, status = 'INVITED') => Array.from({ length: n }, (_, i) => ({ id: `c${i}`, firstName: `Co${i}`, lastName: 'Owner', email: `c${i}@x.io`, identityUuid: 'i', status, invitedAt: '2026-11-27T10:00:00.000Z', remindedAt: null, signedAt: null }));
  const sections = (store: PageStore) => (store.page.summary ?? []).filter((s) => store.holds(s.when)).map((s) => String(s.title));

  it('no one invited: says so, no sections, no Check or Remind', () => {
    const { store } = storeOf('signing', 'signing/additional', { application: { uuid: 'u-1', coDeedStatus: 'NOT_STARTED' }, status: { checklistStatus: 'CO_DEED_REQ' } });
    expect(texts(store)).toEqual(['msg:page.signingAdditional.none']);
    expect(sections(store)).toEqual([]);
    expect(labels(store)).toEqual(['msg:page.signingAdditional.invite', 'msg:page.signingIntro.help', 'msg:page.action.contactSupport']);
  });

  it('two invited: a section each with the status in words, Check and Remind; all signed: no Invite, no Remind', () => {
    const { store, file } = storeOf('signing', 'signing/additional', { application: { uuid: 'u-1', coDeedStatus: 'IN_PROGRESS', coDeeders: co(2) }, status: { checklistStatus: 'CO_DEED_REQ' } });
    expect(sections(store)).toEqual(['msg:page.signingAdditional.coOwner1', 'msg:page.signingAdditional.coOwner2']);
    expect(texts(store)).toEqual(['msg:page.signingAdditional.waiting']);
    expect(labels(store)).toContain('msg:page.signingAdditional.check');
    expect(labels(store)).toContain('msg:page.signingAdditional.remind');
    const rows = visibleRows(file, store.page.summary?.[1]?.rows, store.context, evaluate).map((r) => [r.row.label, r.value]);
    expect(rows).toContainEqual(['msg:page.signingAdditional.email', 'c1@x.io']);
    const signed = storeOf('signing', 'signing/additional', { application: { uuid: 'u-1', coDeedStatus: 'COMPLETE', coDeeders: co(1, 'SIGNED') }, status: { checklistStatus: 'WAITING_FOR_CO_DEED' } }).store;
    expect(texts(signed)).toEqual(['msg:page.signingAdditional.allSigned']);
    expect(labels(signed)).toEqual(['msg:page.signingAdditional.check', 'msg:page.signingIntro.help', 'msg:page.action.contactSupport']);
  });

  it('invites with the form\'s name and e-mail, reminds with an empty body, each then reads the application again', async () => {
    const { store, services } = storeOf('signing', 'signing/additional', { application: { uuid: 'u-1', coDeedStatus: 'IN_PROGRESS', coDeeders: co(1) }, status: { checklistStatus: 'CO_DEED_REQ' } });
    await store.run(store.actions.find((a) => a.submit)!, { firstName: 'Jo', lastName: 'Lee', email: 'jo@x.io' });
    expect(services.send).toHaveBeenLastCalledWith('POST', '/service-application/api/v1/application/heloc/u-1/co-deeders', { firstName: 'Jo', lastName: 'Lee', email: 'jo@x.io' }, expect.any(String));
    await store.run(store.actions.find((a) => a.label === 'msg:page.signingAdditional.remind')!);
    expect(services.send).toHaveBeenLastCalledWith('POST', '/service-application/api/v1/application/heloc/u-1/co-deeders/reminders', {}, expect.any(String));
    expect(services.refresh).toHaveBeenCalledTimes(2);
  });

  it('withdraws an open invitation after the confirmation (signing@2, decision 550): a button per open one, Keep sends nothing, Withdraw sends what co-deeder-withdrawal accepts', async () => {
    const ids = ['0b6f2a52-6a4e-4b1e-9c2a-1d4f000000a1', '0b6f2a52-6a4e-4b1e-9c2a-1d4f000000a2', '0b6f2a52-6a4e-4b1e-9c2a-1d4f000000a3'];
    const list = co(3).map((c, i) => ({ ...c, id: ids[i]!, status: ['INVITED', 'SIGNED', 'WITHDRAWN'][i]! }));
    const { store, services, file } = storeOf('signing', 'signing/additional', { application: { uuid: 'u-1', coDeedStatus: 'IN_PROGRESS', coDeeders: list }, status: { checklistStatus: 'CO_DEED_REQ' } });
    // Only the first card's invitation is open: the signed and the withdrawn ones have no button.
    expect(labels(store).filter((l) => l.startsWith('msg:page.signingAdditional.withdraw'))).toEqual(['msg:page.signingAdditional.withdraw1']);
    const withdraw = store.actions.find((a) => a.label === 'msg:page.signingAdditional.withdraw1')!;
    const kept = store.run(withdraw);
    await Promise.resolve();
    expect(store.modal?.id).toBe('withdraw1');
    store.resolveModal('close');
    await kept;
    expect(services.send).not.toHaveBeenCalled();
    const run = store.run(withdraw);
    await Promise.resolve();
    store.resolveModal('confirm');
    await run;
    const call = vi.mocked(services.send).mock.calls.at(-1)!;
    expect(call.slice(0, 3)).toEqual(['POST', '/service-application/api/v1/application/heloc/u-1/co-deeders/withdrawal', { coDeederId: ids[0] }]);
    expect(() => loadValidators(join(import.meta.dirname, '..', '..'), false).parse('co-deeder-withdrawal', call[2])).not.toThrow();
    expect(services.refresh).toHaveBeenCalled();
    // The list says withdrawn in words.
    const status = visibleRows(file, store.page.summary?.[2]?.rows, store.context, evaluate).find((r) => r.row.label === 'msg:page.signingAdditional.status');
    expect(status?.row.labels?.['WITHDRAWN']).toBe('msg:page.signingAdditional.withdrawn');
  });
});

describe('signing/intro', () => {
  it('lists the three documents; the final-offer note only at FINAL_OFFER; the joint note only for JOINT owners', () => {
    const plain = storeOf('signing', 'signing/intro', { status: { checklistStatus: 'NOTE_SIGNING' }, application: { uuid: 'u-1', property: { ownership: 'SOLE' } } }).store;
    expect(texts(plain)).toEqual(['msg:page.signingIntro.doc1', 'msg:page.signingIntro.doc2', 'msg:page.signingIntro.doc3', 'msg:page.signingIntro.time', 'msg:page.signingIntro.next']);
    const final = storeOf('signing', 'signing/intro', { status: { checklistStatus: 'FINAL_OFFER' }, application: { uuid: 'u-1', property: { ownership: 'JOINT' } } }).store;
    expect(texts(final)).toContain('msg:page.signingIntro.finalOffer');
    expect(texts(final)).toContain('msg:page.signingIntro.joint');
  });
});
