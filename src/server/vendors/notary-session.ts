// The sandbox's remote online notarization room (like Proof or DocuSign Notary on a phone): the
// notary's name and commission, an ID check, the deed to sign with a typed signature, then Finish.
// The sandbox choice on the last step reaches every outcome: the notary seals the deed (success)
// or ends the session (failure); 'Leave the session' on every step is a cancel. The vendor reports
// to the lender with the same plan as POST .../notary/session (reportNotarySession). Magic values:
// docs/sandbox.md 'Part 2: notary, insurance, funding'.
import { esc } from '../qa-page/render';
import { PROGRESSION_NOTARY } from '../lender/progression-notary';
import { reportNotarySession } from '../routes/application-notary';
import { cancelForm, vendorShell } from './render';
import type { VendorDefinition, VendorResult, VendorView } from './types';

/** The sandbox's notary (shown in the room; a real RON vendor shows the commissioned notary). */
export const SANDBOX_NOTARY = { name: 'Jordan Ellis', state: 'Virginia', commission: '7654321', expires: 'June 30, 2029' } as const;

/** The room's sandbox endings: the notary seals the deed, or ends the session. */
export const NOTARY_ENDINGS = ['success', 'failure'] as const;

const k = (s: string): string => `msg:vendor.notarySession.${s}`;

/** Step '' (the room), 'id' (the ID check) and 'sign' (the deed, the typed signature, Finish). */
function renderRoom(v: VendorView): string {
  const { t } = v;
  const name = t(k('name'));
  const notary = `<p class="note">${esc(t(k('notary'), SANDBOX_NOTARY))}</p>`;
  const leave = cancelForm(v, k('leave'));
  if (v.step === 'id') {
    return vendorShell(v, name, t(k('id.title')), `<div class="card"><h1>${esc(t(k('id.title')))}</h1>${notary}
<p>${esc(t(k('id.body'), { brand: v.brandName }))}</p><ul><li>${esc(t(k('id.step1')))}</li><li>${esc(t(k('id.step2')))}</li></ul>
<p class="note">${esc(t(k('id.hint')))}</p>
<a class="button" href="${esc(`${v.pageUrl}?step=sign`)}">${esc(t(k('id.next')))}</a>${leave}</div>`);
  }
  if (v.step === 'sign') {
    const error = v.error ? `<p class="error" role="alert" id="vendor-error" tabindex="-1">${esc(v.error)}</p>` : '';
    const endings = NOTARY_ENDINGS.map(
      (e, i) => `<label class="choice"><input type="radio" name="ending" value="${e}"${i === 0 ? ' checked' : ''}><span>${esc(t(k(`ending.${e}`)))}<small>${esc(t(k(`ending.${e}.detail`)))}</small></span></label>`,
    ).join('');
    return vendorShell(v, name, t(k('sign.title')), `<div class="card"><h1>${esc(t(k('sign.title')))}</h1>${error}${notary}
<p>${esc(t(k('sign.body'), { brand: v.brandName }))}</p>
<div class="card" aria-label="${esc(t(k('sign.deed')))}" role="region"><p><strong>${esc(t(k('sign.deed')))}</strong></p><p class="note">${esc(t(k('sign.deedText'), { brand: v.brandName }))}</p></div>
<form method="post" action="${esc(v.actionUrl)}" data-busy="${esc(t(k('finishing')))}"><input type="hidden" name="step" value="sign">
<p><label for="signature">${esc(t(k('sign.signature')))}</label><br><input id="signature" name="signature" type="text" autocomplete="name" required style="width:100%;min-height:2.75rem;font:inherit;padding:.25rem .5rem"></p>
<fieldset><legend>${esc(t(k('ending.legend')))}</legend>${endings}</fieldset>
<button type="submit">${esc(t(k('finish')))}</button></form>${leave}</div>`);
  }
  const steps = [1, 2, 3].map((i) => `<li>${esc(t(k(`room.step${i}`)))}</li>`).join('');
  return vendorShell(v, name, t(k('room.title')), `<div class="card"><h1>${esc(t(k('room.title')))}</h1>${notary}
<p>${esc(t(k('room.body'), { brand: v.brandName, notary: SANDBOX_NOTARY.name }))}</p><ol>${steps}</ol>
<p class="note">${esc(t(k('room.recording')))}</p>
<a class="button" href="${esc(`${v.pageUrl}?step=id`)}">${esc(t(k('room.start')))}</a>${leave}</div>`);
}

/** The posted Finish: a typed signature and the sandbox ending; the signature itself is not kept. */
export function notarySessionResult(form: Record<string, string>): VendorResult | { error: string } {
  if ((form['signature'] ?? '').trim().length < 2) return { error: k('error.signature') };
  const ending = NOTARY_ENDINGS.find((e) => e === form['ending']);
  if (ending === undefined) return { error: k('error.ending') };
  return { outcome: ending, choice: null };
}

export const NOTARY_SESSION_VENDOR: VendorDefinition = {
  vendor: 'NOTARY_SESSION',
  slug: 'notary-session',
  opens: (status) => (PROGRESSION_NOTARY.session.from as readonly string[]).includes(status?.checklist_status ?? '') && (status?.flags as { disclosures?: { notaryReady?: boolean } } | undefined)?.disclosures?.notaryReady === true,
  render: renderRoom,
  result: notarySessionResult,
  report: (ctx, session, result) => reportNotarySession(ctx, session.applicationUuid, result.outcome, session.id),
};
