// The HTML of the sandbox's vendor pages: a shell (the vendor's name, the sandbox notice, no
// inline script under the strict CSP: /__vendor/vendor.js) and the generic "link an account"
// page most vendors use (consent, then a list of choices, and Cancel at every step). Every string
// comes from flows/messages/vendor; values are escaped.
import { esc } from '../qa-page/render';
import type { VendorChoice, VendorView } from './types';

const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f4f6f8;line-height:1.5}
header{background:#123;color:#fff;padding:.75rem 1rem}header p{margin:0;font-weight:600}header small{display:block;font-weight:400;color:#dde}
main{max-width:30rem;margin:0 auto;padding:1rem}
.card{background:#fff;border:1px solid #ccd;border-radius:8px;padding:1rem 1.25rem;margin:1rem 0}
h1{font-size:1.4rem;margin:.25rem 0 .75rem}ul{padding-left:1.25rem}
form{margin:0}fieldset{border:0;padding:0;margin:0 0 1rem}legend{font-weight:600;margin-bottom:.5rem}
label.choice{display:flex;gap:.75rem;align-items:flex-start;border:1px solid #99a;border-radius:6px;padding:.75rem;margin:.5rem 0;cursor:pointer}
label.choice input{width:1.25rem;height:1.25rem;margin-top:.2rem;flex:none}
label.choice span small{display:block;color:#444}
.button,button{display:block;width:100%;font:inherit;min-height:2.75rem;padding:.5rem 1rem;border-radius:6px;border:1px solid #0b4f8a;background:#0b4f8a;color:#fff;text-align:center;text-decoration:none;cursor:pointer;margin:.5rem 0}
button.secondary{background:#fff;color:#0b4f8a}
:focus-visible{outline:3px solid #e07b00;outline-offset:2px}
.error{border:2px solid #a10e0e;background:#fdeeee;padding:.75rem;border-radius:6px}
.note{font-size:.9rem;color:#444}`;

/** A whole vendor page around `body`. */
export function vendorShell(v: Pick<VendorView, 't'>, vendorName: string, title: string, body: string): string {
  const { t } = v;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(`${vendorName} | ${title}`)}</title><style>${STYLE}</style><script src="/__vendor/vendor.js" defer></script></head>
<body><header><p>${esc(vendorName)}<small>${esc(t('msg:vendor.sandboxNotice'))}</small></p></header>
<main id="main">${body}</main></body></html>`;
}

/** The Cancel form every step has: ends the session with `cancel` and goes back (`label`: the vendor's own wording). */
export function cancelForm(v: VendorView, label = 'msg:vendor.cancel'): string {
  return `<form method="post" action="${esc(v.actionUrl)}"><input type="hidden" name="outcome" value="cancel"><button type="submit" class="secondary">${esc(v.t(label, { brand: v.brandName }))}</button></form>`;
}

/** A page for a session that is over (completed or cancelled, or its link expired): what happened and the way back. */
export function endedPage(v: VendorView, vendorName: string, backUrl: string, why: 'ended' | 'expired' = 'ended'): string {
  const { t } = v;
  return vendorShell(v, vendorName, t(`msg:vendor.${why}.title`), `<div class="card"><h1>${esc(t(`msg:vendor.${why}.title`))}</h1><p>${esc(t(`msg:vendor.${why}.body`, { brand: v.brandName }))}</p><a class="button" href="${esc(backUrl)}">${esc(t(`msg:vendor.${why}.back`, { brand: v.brandName }))}</a></div>`);
}

/** The wording keys of a link vendor (flows/messages/vendor: `vendor.<prefix>.*`). */
export interface LinkVendorText {
  /** The vendor's own name (`vendor.<prefix>.name`). */
  prefix: string;
  choices: readonly VendorChoice[];
}

/**
 * The generic "link an account" page: step '' is the consent (what is shared, with whom, how it
 * is kept), step 'choose' the list of choices (radio cards) with Connect; Cancel on both.
 * Keys: vendor.<prefix>.name, .consent.title, .consent.body, .consent.shares1..3, .choose.title,
 * .choose.legend, .connect.
 */
export function renderLinkVendor(text: LinkVendorText, v: VendorView): string {
  const { t } = v;
  const k = (s: string): string => `msg:vendor.${text.prefix}.${s}`;
  const name = t(k('name'));
  if (v.step !== 'choose') {
    const shares = [1, 2, 3].map((i) => `<li>${esc(t(k(`consent.shares${i}`)))}</li>`).join('');
    return vendorShell(v, name, t(k('consent.title')), `<div class="card"><h1>${esc(t(k('consent.title')))}</h1>
<p>${esc(t(k('consent.body'), { brand: v.brandName, vendor: name }))}</p><ul>${shares}</ul>
<p class="note">${esc(t('msg:vendor.consent.privacy', { brand: v.brandName, vendor: name }))}</p>
<a class="button" href="${esc(`${v.pageUrl}?step=choose`)}">${esc(t('msg:vendor.consent.agree'))}</a>${cancelForm(v)}</div>`);
  }
  const choices = text.choices
    .map((c, i) => `<label class="choice"><input type="radio" name="choice" value="${esc(c.id)}"${i === 0 ? ' required' : ''}><span>${esc(t(c.label))}${c.detail ? `<small>${esc(t(c.detail))}</small>` : ''}</span></label>`)
    .join('');
  const error = v.error ? `<p class="error" role="alert" id="vendor-error" tabindex="-1">${esc(v.error)}</p>` : '';
  return vendorShell(v, name, t(k('choose.title')), `<div class="card"><h1>${esc(t(k('choose.title')))}</h1>${error}
<form method="post" action="${esc(v.actionUrl)}" data-busy="${esc(t('msg:vendor.connecting'))}"><fieldset><legend>${esc(t(k('choose.legend')))}</legend>${choices}</fieldset>
<button type="submit">${esc(t(k('connect')))}</button></form>${cancelForm(v)}</div>`);
}

/** The result of a link vendor's form: the chosen choice's outcome, or the message key asking for one. */
export function linkVendorResult(choices: readonly VendorChoice[], form: Record<string, string>): { outcome: string; choice: string } | { error: string } {
  const c = choices.find((x) => x.id === form['choice']);
  return c ? { outcome: c.outcome, choice: c.id } : { error: 'msg:vendor.chooseOne' };
}
