// The borrower's conditions pages (flows/pages/conditions; part 2, issue 21) run by the page store
// against injected services, as tests/stores/part2-signing-pages.test.ts does for signing: the
// list's cards come from seed 001 §3's twelve categories (each with its action's page and query),
// what each page says for the condition the URL names, what Send and Save send (checked against
// the server's own request schemas, so the page never sends what the lender refuses; an ID
// verification condition's identity page too), and a refused or failed send keeps the answers.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { createRuntimeEvaluator } from '../../src/engine/conditions-runtime';
import type { PagesFile } from '../../src/engine/page-types';
import { formRefs } from '../../src/engine/pages';
import type { JsonValue } from '../../src/engine/types';
import { CATEGORY_ACTIONS, CONDITION_CATEGORIES, conditionsRead } from '../../src/domain/conditions';
import { loadValidators } from '../../src/server/validation';
import type { PageServices, PageStore } from '../../src/stores/page-store';
import { shipped } from '../shipped';
import { shippedPageStore } from './shipped-page-store';

const evaluate = createRuntimeEvaluator();
const validators = loadValidators(join(import.meta.dirname, '..', '..'), false);
const BASE = '/service-application/api/v1/application/heloc/u-1';

/** A condition as the conditions service answers it (seed 001 §3). */
const raw = (i: number, categoryEnum: string, over: Record<string, JsonValue> = {}): Record<string, JsonValue> => ({
  uuid: `0000000${i.toString(16)}-1111-4222-8333-444455556666`.slice(-36).padStart(36, '0'),
  categoryEnum,
  created: `2026-11-${String(10 + i).padStart(2, '0')}T12:00:00.000Z`,
  notes: `Note ${i}`,
  status: 'OPEN',
  ...over,
});
const uuidOf = (i: number): string => raw(i, 'GENERIC_DOCUMENT_REQUEST')['uuid'] as string;

function storeOf(group: string, route: string, o: { answer?: JsonValue[]; conditionUuid?: string; status?: string; send?: PageServices['send'] } = {}) {
  const conditions = conditionsRead(o.answer ?? [], o.conditionUuid) as unknown as JsonValue;
  return shippedPageStore({
    group,
    route,
    routeTo: '/account/heloc/u-1/conditions',
    ...(o.send ? { send: o.send } : {}),
    ...(o.conditionUuid ? { query: { conditionUuid: o.conditionUuid } } : {}),
    records: () => ({ application: { uuid: 'u-1', loanNumber: '4821937750' }, status: { checklistStatus: o.status ?? 'ADDITIONAL_CONDITIONS' }, profile: { name: { firstName: 'Alex', lastName: 'Morgan' } }, reads: { conditions } }),
  });
}

const texts = (store: PageStore): string[] => (store.page.body ?? []).filter((b) => store.holds(b.when)).map((b) => String(b.text));
const labels = (store: PageStore): string[] => store.actions.map((a) => String(a.label));
/** The last body the page sent, after the server's schema for `api` accepted it (a refusal throws with its messages). */
const sentAndAccepted = (services: PageServices, api: string): Record<string, JsonValue> => {
  const call = vi.mocked(services.send).mock.calls.at(-1);
  if (!call) throw new Error('nothing was sent');
  return validators.parse<Record<string, JsonValue>>(api, call[2]);
};
const refusal = (message: string, fieldErrors: { path: string; message: string }[]) => Object.assign(new Error(message), { status: 400, data: { message, errors: [message], fieldErrors } });

describe('conditions: the list', () => {
  // Every category of the seed, plus one the client does not know (an internal one) and one without a uuid.
  const answer = [...CONDITION_CATEGORIES.map((c, i) => raw(i + 1, c)), raw(14, 'INTERNAL_ONLY_REVIEW'), { categoryEnum: 'GENERIC_DOCUMENT_REQUEST' }];

  it("renders a card per seed category, oldest first, each with its action's page and query", () => {
    const { store, page } = storeOf('conditions', 'conditions', { answer });
    expect(page.kind === 'widget' && page.widget).toBe('conditions');
    expect(page.kind === 'widget' && page.reads).toEqual({ conditions: true });
    const items = (store.context as unknown as { conditions: ReturnType<typeof conditionsRead> }).conditions.items;
    expect(items.map((c) => c.category)).toEqual([...CONDITION_CATEGORIES]);
    for (const c of items) {
      const action = CATEGORY_ACTIONS[c.category];
      expect(c.route).toBe({ uploadDocument: 'conditions/upload-document', phoneNumber: 'conditions/phone-number', verifyId: 'identity' }[action]);
      expect(c.query).toEqual({ conditionUuid: c.uuid, conditionType: { uploadDocument: 'UPLOAD_DOCUMENT', phoneNumber: 'PHONE_NUMBER', verifyId: 'ID_VERIFICATION' }[action], conditionEnum: c.category });
    }
    // Each card's page is a route of this group or the identity page, so every card leads somewhere.
    const routes = new Set([...store.deps.loaded.file.pages.map((p) => p.route), ...shipped<PagesFile>('flows/pages/identity').pages.map((p) => p.route)]);
    for (const c of items) expect(routes.has(c.route)).toBe(true);
  });

  it('says how many need action and that the lender holds the application; Continue only when it does not', () => {
    const held = storeOf('conditions', 'conditions', { answer });
    expect(texts(held.store)).toEqual(['msg:page.conditions.open', 'msg:page.conditions.holding']);
    expect(labels(held.store)).toEqual(['msg:page.conditions.refresh', 'msg:page.action.contactSupport']);
    const done = storeOf('conditions', 'conditions', { answer: [raw(1, 'GENERIC_DOCUMENT_REQUEST', { status: 'SUBMITTED' })], status: 'IDENTITY_VERIFICATION' });
    expect(texts(done.store)).toEqual(['msg:page.conditions.noneOpen', 'msg:page.conditions.next']);
    expect(labels(done.store)[0]).toBe('msg:page.conditions.continue');
  });
});

describe('conditions/upload-document', () => {
  it('asks for as many files as the condition needs (xtraData.numDocsRequired, default 1, at most 3)', () => {
    for (const [n, ref] of [[undefined, 'condition-document@1'], [2, 'condition-documents-2@1'], [3, 'condition-documents-3@1'], [9, 'condition-documents-3@1']] as const) {
      const { store, file, page } = storeOf('conditions', 'conditions/upload-document', { answer: [raw(1, 'HELOC_MANUAL_PAYSTUB_UPLOAD', n === undefined ? {} : { xtraData: { numDocsRequired: n } })], conditionUuid: uuidOf(1) });
      expect(formRefs(file, page, store.context, evaluate)).toEqual([ref]);
    }
  });

  it("says the lender's note and why the last file was refused; Send only while the condition needs action", () => {
    const rejected = storeOf('conditions', 'conditions/upload-document', { answer: [raw(1, 'BANK_ACCOUNT_FRAUD_REVIEW', { status: 'REJECTED', commentsToBorrower: 'The statement is cut off' })], conditionUuid: uuidOf(1) });
    expect(texts(rejected.store)).toEqual(['msg:page.conditions.upload.ask', 'msg:page.conditions.notes', 'msg:page.conditions.rejected']);
    expect(labels(rejected.store)).toContain('msg:page.conditions.upload.send');
    const inReview = storeOf('conditions', 'conditions/upload-document', { answer: [raw(1, 'BANK_ACCOUNT_FRAUD_REVIEW', { status: 'SUBMITTED' })], conditionUuid: uuidOf(1) });
    expect(texts(inReview.store)).toContain('msg:page.conditions.inReview');
    expect(labels(inReview.store)).not.toContain('msg:page.conditions.upload.send');
    const gone = storeOf('conditions', 'conditions/upload-document', { answer: [raw(1, 'BANK_ACCOUNT_FRAUD_REVIEW')], conditionUuid: uuidOf(7) });
    expect(texts(gone.store)).toEqual(['msg:page.conditions.notFound']);
    expect(labels(gone.store)).toEqual(['msg:page.conditions.back']);
  });

  it('Send posts the condition and the uploaded files (ids and what the widget knows) as condition-documents accepts, then the list', async () => {
    const { store, services } = storeOf('conditions', 'conditions/upload-document', { answer: [raw(1, 'GENERIC_DOCUMENT_REQUEST')], conditionUuid: uuidOf(1) });
    const documents = [{ id: 'doc-1', name: 'statement.pdf', size: 48_000, type: 'application/pdf', preview: 'blob:x' }];
    const result = await store.run(store.actions.find((a) => a.submit)!, { documents });
    expect(vi.mocked(services.send).mock.calls.at(-1)?.slice(0, 2)).toEqual(['POST', `${BASE}/conditions/documents`]);
    expect(sentAndAccepted(services, 'condition-documents')).toEqual({ conditionUuid: uuidOf(1), documents: [{ id: 'doc-1', name: 'statement.pdf', size: 48_000, type: 'application/pdf' }] });
    expect(vi.mocked(services.send).mock.calls.at(-1)?.[3]).toBeTruthy();
    expect(result).toEqual({ kind: 'navigate', to: '/account/heloc/u-1/conditions' });
  });

  it('a refusal keeps the files, says why and puts the message on the field; Try again sends the same with the same key', async () => {
    const send = vi.fn<PageServices['send']>(async () => {
      throw refusal('Upload the document the lender asked for', [{ path: 'documents', message: 'Upload the document the lender asked for' }]);
    });
    const { store } = storeOf('conditions', 'conditions/upload-document', { answer: [raw(1, 'GENERIC_DOCUMENT_REQUEST')], conditionUuid: uuidOf(1), send });
    const documents = [{ id: 'doc-1', name: 'statement.pdf', size: 48_000, type: 'application/pdf' }];
    const result = await store.run(store.actions.find((a) => a.submit)!, { documents });
    expect(result).toEqual({ kind: 'stop' });
    expect(store.form).toEqual({ documents });
    expect(store.error).toBe('Upload the document the lender asked for');
    expect(store.fieldErrors).toEqual([{ field: 'documents', message: 'Upload the document the lender asked for' }]);
    await store.run(store.failed!);
    expect(send.mock.calls[1]?.[2]).toEqual(send.mock.calls[0]?.[2]);
    expect(send.mock.calls[1]?.[3]).toBe(send.mock.calls[0]?.[3]);
  });
});

describe('conditions/phone-number', () => {
  it('Save posts the condition and the phone as condition-phone-number accepts, then the list', async () => {
    const { store, services } = storeOf('conditions', 'conditions/phone-number', { answer: [raw(1, 'MISSING_PHONE_NUMBER')], conditionUuid: uuidOf(1) });
    expect(texts(store)).toEqual(['msg:page.conditions.phone.ask', 'msg:page.conditions.notes']);
    const result = await store.run(store.actions.find((a) => a.submit)!, { phoneNumber: '(512) 555-0142' });
    expect(vi.mocked(services.send).mock.calls.at(-1)?.slice(0, 2)).toEqual(['POST', `${BASE}/conditions/phone-number`]);
    expect(sentAndAccepted(services, 'condition-phone-number')).toEqual({ conditionUuid: uuidOf(1), phoneNumber: '(512) 555-0142' });
    expect(result).toEqual({ kind: 'navigate', to: '/account/heloc/u-1/conditions' });
  });

  it('a failed send (no connection) keeps the number and offers Try again', async () => {
    const send = vi.fn<PageServices['send']>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { store } = storeOf('conditions', 'conditions/phone-number', { answer: [raw(1, 'MISSING_PHONE_NUMBER')], conditionUuid: uuidOf(1), send });
    expect(await store.run(store.actions.find((a) => a.submit)!, { phoneNumber: '(512) 555-0142' })).toEqual({ kind: 'stop' });
    expect(store.form).toEqual({ phoneNumber: '(512) 555-0142' });
    expect(store.error).toBeTruthy();
    expect(store.failed?.label).toBe('msg:page.conditions.phone.send');
  });

  it('a condition of another kind, or done: no Save', () => {
    const upload = storeOf('conditions', 'conditions/phone-number', { answer: [raw(1, 'GENERIC_DOCUMENT_REQUEST')], conditionUuid: uuidOf(1) });
    expect(labels(upload.store)).toEqual(['msg:page.conditions.back']);
    const cleared = storeOf('conditions', 'conditions/phone-number', { answer: [raw(1, 'MISSING_PHONE_NUMBER', { status: 'CLEARED', actionNeeded: false })], conditionUuid: uuidOf(1) });
    expect(texts(cleared.store)).toContain('msg:page.conditions.done');
    expect(labels(cleared.store)).toEqual(['msg:page.conditions.back']);
  });
});

describe('an ID verification condition: the identity page', () => {
  it('its card leads to identity, whose Send my ID sends what identity-documents accepts', async () => {
    const card = conditionsRead([raw(1, 'ID_VERIFICATION_FAILURE')], undefined).items[0]!;
    expect(card.route).toBe('identity');
    const { store, services } = storeOf('identity', 'identity', { answer: [raw(1, 'ID_VERIFICATION_FAILURE')], conditionUuid: uuidOf(1), status: 'IDENTITY_VERIFICATION' });
    const photo = (id: string) => [{ id, name: `${id}.jpg`, size: 2000, type: 'image/jpeg' }];
    await store.run(store.actions.find((a) => a.submit)!, { idKind: 'DRIVERS_LICENSE', front: photo('f1'), back: photo('b1') });
    expect(sentAndAccepted(services, 'identity-documents')).toEqual({ idKind: 'DRIVERS_LICENSE', front: [{ id: 'f1' }], back: [{ id: 'b1' }] });
  });
});
