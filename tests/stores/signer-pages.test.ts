// The signer area's definitions (flows/pages/heloc-signer; issue 23) run by the page store against
// injected services: each page's next step follows the invitation (context `coDeeder`): confirm
// identity first, then read and sign; identity and signature go to the co-deeder calls; the
// navigate targets are the signer area's own paths, never the borrower's /account/heloc/{uuid}.
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { JsonValue } from '../../src/engine/types';
import { loadValidators } from '../../src/server/validation';
import type { PageStore } from '../../src/stores/page-store';
import { shippedPageStore } from './shipped-page-store';

const BASE = '/service-application/api/v1/application/heloc/u-1';

function storeOf(route: string, coDeeder: Record<string, JsonValue>, reads: Record<string, JsonValue> = {}) {
  return shippedPageStore({
    group: 'heloc-signer',
    route,
    records: () => ({
      application: { uuid: 'u-1', loanNumber: '4821937750' },
      status: { checklistStatus: 'CO_DEED_REQ' },
      profile: { type: 'CO_DEEDER', name: { firstName: 'Jo', lastName: 'Morgan' } },
      reads: { coDeeder: { applicationUuid: 'u-1', loanNumber: '4821937750', firstName: 'Jo', lastName: 'Morgan', ...coDeeder }, ...reads },
    }),
  });
}

const labels = (store: PageStore): string[] => store.actions.map((a) => String(a.label));
const texts = (store: PageStore): string[] => (store.page.body ?? []).filter((b) => store.holds(b.when)).map((b) => String(b.text));

describe('the signer area pages', () => {
  it('resume: identity first, then the document; signed: the thanks and no next step', async () => {
    const fresh = storeOf('heloc-signer/resume', { status: 'INVITED', identityConfirmed: false }).store;
    expect(labels(fresh)[0]).toBe('msg:page.signer.resume.confirmIdentity');
    expect(await fresh.run(fresh.actions[0]!)).toEqual({ kind: 'navigate', to: '/heloc-signer/identity' });
    const confirmed = storeOf('heloc-signer/resume', { status: 'INVITED', identityConfirmed: true }).store;
    expect(labels(confirmed)[0]).toBe('msg:page.signer.resume.continue');
    expect(await confirmed.run(confirmed.actions[0]!)).toEqual({ kind: 'navigate', to: '/heloc-signer/intro' });
    const signed = storeOf('heloc-signer/resume', { status: 'SIGNED', identityConfirmed: true }).store;
    expect(texts(signed)).toEqual(['msg:page.signer.resume.signed']);
    expect(labels(signed)).toEqual(['msg:page.signer.toConditions', 'msg:page.action.contactSupport']);
  });

  it('identity: prefilled with the invitation\'s name, sends name and date of birth to co-deeders/me/identity, then the intro', async () => {
    const { store, services } = storeOf('heloc-signer/identity', { status: 'INVITED', identityConfirmed: false });
    expect(store.form).toMatchObject({ firstName: 'Jo', lastName: 'Morgan' });
    const submit = store.actions.find((a) => a.submit)!;
    const result = await store.run(submit, { firstName: 'Jo', lastName: 'Morgan', dob: '1980-04-02' });
    expect(services.send).toHaveBeenCalledWith('POST', `${BASE}/co-deeders/me/identity`, { firstName: 'Jo', lastName: 'Morgan', dob: '1980-04-02' }, expect.any(String));
    expect(services.refresh).toHaveBeenCalled();
    expect(result).toEqual({ kind: 'navigate', to: '/heloc-signer/intro' });
  });

  it('who is signed in (context signedIn, self/figureinfo; decision 564): the identity page names the e-mail, the phone page shows the sign-in\'s phone, only when known', () => {
    const signedIn = { email: 'jo@example.com', phone: '5125550199', isBroker: false };
    const shown = (store: PageStore): string[] => (store.page.display ?? []).filter((r) => store.holds(r.when)).map((r) => String(r.label));
    expect(texts(storeOf('heloc-signer/identity', { status: 'INVITED', identityConfirmed: false }, { signedIn }).store)).toEqual(['msg:page.signer.signedInAs']);
    expect(texts(storeOf('heloc-signer/identity', { status: 'INVITED', identityConfirmed: false }, { signedIn: { ...signedIn, email: null } }).store)).toEqual([]);
    const current = { uuid: '0b6f2a52-6a4e-4b1e-9c2a-1d4f0000000b', category: 'MISSING_PHONE_NUMBER', action: 'phoneNumber', actionNeeded: true, status: 'OPEN' };
    const phonePage = (phone: string | null) => storeOf('heloc-signer/conditions/phone-number', { status: 'SIGNED', identityConfirmed: true }, { signedIn: { ...signedIn, phone }, conditions: { items: [current], open: 1, current } }).store;
    expect(shown(phonePage('5125550199'))).toEqual(['msg:page.conditions.request', 'msg:page.signer.signedInPhone']);
    expect(shown(phonePage(null))).toEqual(['msg:page.conditions.request']);
  });

  it('sign: no Sign before the identity is confirmed; Sign sends the eSignature value to co-deeders/me/signature and reads the invitation again', async () => {
    const doc = { signingDocument: { id: 'co-deed', version: 1, title: 'Co-owner\u2019s Consent to the Deed of Trust', kind: 'text', body: 'x', signature: null } };
    const early = storeOf('heloc-signer/sign', { status: 'INVITED', identityConfirmed: false }, doc).store;
    expect(early.actions.some((a) => a.submit)).toBe(false);
    expect(texts(early)).toContain('msg:page.signer.intro.identityFirst');
    const { store, services } = storeOf('heloc-signer/sign', { status: 'INVITED', identityConfirmed: true }, doc);
    const signature = { documentId: 'co-deed', version: 1, consent: true, typedName: 'Jo Morgan', signedAt: '2026-11-28T01:00:00.000Z' };
    await store.run(store.actions.find((a) => a.submit)!, { signature });
    expect(services.send).toHaveBeenCalledWith('PUT', `${BASE}/co-deeders/me/signature`, signature, expect.any(String));
    expect(services.refresh).toHaveBeenCalled();
    const signed = storeOf('heloc-signer/sign', { status: 'SIGNED', identityConfirmed: true }, doc).store;
    expect(texts(signed)).toEqual(['msg:page.signer.sign.signed']);
    expect(signed.actions.some((a) => a.submit)).toBe(false);
  });

  it('a condition\'s upload goes back to the signer\'s list, not the borrower\'s', async () => {
    const current = { uuid: '0b6f2a52-6a4e-4b1e-9c2a-1d4f00000009', category: 'PROPERTY_LEGAL_DESCRIPTION', action: 'uploadDocument', actionNeeded: true, status: 'OPEN', notes: '', commentsToBorrower: '', requestDocuments: [], numDocsRequired: 1 };
    const { store, services } = storeOf('heloc-signer/conditions/upload-document', { status: 'SIGNED', identityConfirmed: true }, { conditions: { items: [current], open: 1, current } });
    const result = await store.run(store.actions.find((a) => a.submit)!, { documents: [{ id: 'd1', name: 'deed.jpg', size: 64, type: 'image/jpeg' }] });
    expect(services.send).toHaveBeenCalledWith('POST', `${BASE}/conditions/documents`, { conditionUuid: current.uuid, documents: [{ id: 'd1', name: 'deed.jpg', size: 64, type: 'image/jpeg' }] }, expect.any(String));
    expect(result).toEqual({ kind: 'navigate', to: '/heloc-signer/conditions' });
  });

  it('a phone-number condition (decision 551): Save sends what condition-phone-number accepts, then the signer\'s list; another kind or done: no Save', async () => {
    const current = { uuid: '0b6f2a52-6a4e-4b1e-9c2a-1d4f0000000a', category: 'MISSING_PHONE_NUMBER', action: 'phoneNumber', actionNeeded: true, status: 'OPEN', notes: '', commentsToBorrower: '', requestDocuments: [], numDocsRequired: 1 };
    const { store, services } = storeOf('heloc-signer/conditions/phone-number', { status: 'SIGNED', identityConfirmed: true }, { conditions: { items: [current], open: 1, current } });
    expect((store.page as { schema?: unknown }).schema).toBe('contact-phone@1');
    expect(texts(store)).toEqual(['msg:page.conditions.phone.ask']);
    const result = await store.run(store.actions.find((a) => a.submit)!, { phoneNumber: '(512) 555-0142' });
    // The condition's write, then the sign-in's Phone alias (heloc-signer@3, decision 564), each as its request schema accepts.
    const calls = vi.mocked(services.send).mock.calls;
    expect(calls.map((c) => c.slice(0, 3))).toEqual([
      ['POST', `${BASE}/conditions/phone-number`, { conditionUuid: current.uuid, phoneNumber: '(512) 555-0142' }],
      ['PUT', '/identity/secure/api/v1/identity/alias', { type: 'Phone', value: '(512) 555-0142' }],
    ]);
    const validators = loadValidators(join(import.meta.dirname, '..', '..'), false);
    expect(() => validators.parse('condition-phone-number', calls[0]![2])).not.toThrow();
    expect(() => validators.parse('identity-alias', calls[1]![2])).not.toThrow();
    expect(result).toEqual({ kind: 'navigate', to: '/heloc-signer/conditions' });
    const upload = { ...current, category: 'GENERIC_DOCUMENT_REQUEST', action: 'uploadDocument' };
    const other = storeOf('heloc-signer/conditions/phone-number', { status: 'SIGNED', identityConfirmed: true }, { conditions: { items: [upload], open: 1, current: upload } }).store;
    expect(labels(other)).toEqual(['msg:page.conditions.back']);
    const done = { ...current, status: 'SUBMITTED', actionNeeded: false };
    const inReview = storeOf('heloc-signer/conditions/phone-number', { status: 'SIGNED', identityConfirmed: true }, { conditions: { items: [done], open: 0, current: done } }).store;
    expect(texts(inReview)).toContain('msg:page.conditions.inReview');
    expect(labels(inReview)).toEqual(['msg:page.conditions.back']);
  });
});
