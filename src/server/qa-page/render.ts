// The QA page as server-rendered HTML: plain forms posting to /__sandbox/ui/* (they work
// without script), one external script for the reset confirmation and focus, no inline
// script (the strict CSP). Every string comes from the shipped flows/messages/qa version; values from
// the database are escaped.
import type { Translate } from '../../engine/messages';

/** What the page shows. */
export interface QaView {
  t: Translate;
  applications: {
    uuid: string;
    loanNumber: string;
    org: string;
    state: string;
    checklistStatus: string;
    decision: string;
    subDecision: string;
    email: string;
    /** The lender's next scripted step and the seconds until it is due, or null. */
    next: { status: string; seconds: number } | null;
  }[];
  orgs: { code: string; name: string }[];
  org: string;
  flags: { key: string; enabled: boolean; variables: Record<string, unknown> }[];
  authModes: { org: string; newAuthMode: boolean }[];
  statuses: readonly string[];
  decisions: readonly string[];
  subDecisions: readonly string[];
  flagKeys: readonly string[];
  selectedApp: string | null;
  message: { text: string; failed: boolean } | null;
}

/** Escapes text for HTML content and attribute values. */
export function esc(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const option = (value: string, label: string, selected = false): string =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;

const orgSelect = (v: QaView, id: string): string =>
  `<select id="${id}" name="org">${v.orgs.map((o) => option(o.code, `${o.code} (${o.name})`, o.code === v.org)).join('')}</select>`;

export const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;color:#1a1a1a;background:#fff;line-height:1.5}
header,main{max-width:72rem;margin:0 auto;padding:1rem}
h1{font-size:1.6rem;margin:.5rem 0}h2{font-size:1.3rem;margin:2rem 0 .5rem;border-top:1px solid #ccc;padding-top:1rem}h3{font-size:1.1rem}
table{border-collapse:collapse;width:100%;font-size:.95rem}caption{text-align:left;font-weight:600;padding:.25rem 0}
th,td{border:1px solid #bbb;padding:.4rem .5rem;text-align:left;vertical-align:top}th{background:#f0f0f0}
.scroll{overflow-x:auto}.scroll:focus-visible{outline-offset:-3px}
form{display:grid;grid-template-columns:minmax(0,1fr);gap:.5rem;max-width:36rem;margin:1rem 0}
label,legend{font-weight:600}
input,select,textarea,button{font:inherit;max-width:100%;box-sizing:border-box;min-height:2.5rem;padding:.25rem .5rem;border:1px solid #555;border-radius:4px}
fieldset{border:1px solid #bbb;border-radius:4px}fieldset label{font-weight:400;display:flex;gap:.5rem;align-items:center;min-height:2rem}
input[type=radio]{min-height:auto;width:1.25rem;height:1.25rem}
button{background:#0b5394;color:#fff;border-color:#0b5394;cursor:pointer;justify-self:start;padding:.25rem 1rem}
button.danger{background:#a10e0e;border-color:#a10e0e}
:focus-visible{outline:3px solid #e07b00;outline-offset:2px}
.help{font-size:.9rem;color:#444;margin:0}
.inline{display:flex;gap:.5rem;align-items:end;flex-wrap:wrap}.inline>div{min-width:0;max-width:100%}
#qa-status:not(:empty){padding:.75rem;border:2px solid #1c6b2a;background:#eef8f0;border-radius:4px}
#qa-status.failed{border-color:#a10e0e;background:#fdeeee}
code{font-size:.85rem;word-break:break-all}`;

/** The lender's next step as the table says it: 'OFFER_SELECTION in 3 s', '… now' or 'None waiting'. */
function nextText(t: Translate, next: QaView['applications'][number]['next']): string {
  if (next === null) return t('msg:qa.next.none');
  return next.seconds > 0 ? t('msg:qa.next.in', { status: next.status, seconds: next.seconds }) : t('msg:qa.next.due', { status: next.status });
}

function applicationsSection(v: QaView): string {
  const { t } = v;
  const rows = v.applications
    .map(
      (a) =>
        `<tr><td data-testid="loan-number">${esc(a.loanNumber)}</td><td>${esc(a.org)}</td><td>${esc(a.state)}</td><td>${esc(a.checklistStatus)}</td><td>${esc(a.decision)}</td><td>${esc(a.subDecision)}</td><td>${esc(a.email)}</td><td data-testid="next-step">${esc(nextText(t, a.next))}</td></tr>`,
    )
    .join('');
  const cols = ['loanNumber', 'brand', 'state', 'checklistStatus', 'decision', 'subDecision', 'applicant', 'next'].map((c) => `<th scope="col">${esc(t(`msg:qa.col.${c}`))}</th>`).join('');
  const table =
    v.applications.length === 0
      ? `<p>${esc(t('msg:qa.applications.none'))}</p>`
      : `<div class="scroll" tabindex="0" role="region" aria-labelledby="apps-caption"><table><caption id="apps-caption">${esc(t('msg:qa.applications.caption', { count: v.applications.length }))}</caption><thead><tr>${cols}</tr></thead><tbody>${rows}</tbody></table></div>`;
  const form =
    v.applications.length === 0
      ? ''
      : `<h3 id="change-h">${esc(t('msg:qa.change.title'))}</h3>
<form method="post" action="/__sandbox/ui/application" aria-labelledby="change-h">
<p class="help" id="change-help">${esc(t('msg:qa.change.help'))}</p>
<label for="qa-app">${esc(t('msg:qa.field.application'))}</label>
<select id="qa-app" name="uuid" required aria-describedby="change-help">${v.applications.map((a) => option(a.uuid, `${a.loanNumber} · ${a.org} · ${a.state} · ${a.checklistStatus}`, a.uuid === v.selectedApp)).join('')}</select>
<label for="qa-status-field">${esc(t('msg:qa.field.checklistStatus'))}</label>
<input id="qa-status-field" name="checklistStatus" list="qa-statuses" autocomplete="off" spellcheck="false" aria-describedby="qa-status-help">
<p class="help" id="qa-status-help">${esc(t('msg:qa.field.checklistStatus.help'))}</p>
<datalist id="qa-statuses">${v.statuses.map((s) => `<option value="${esc(s)}"></option>`).join('')}</datalist>
<label for="qa-decision">${esc(t('msg:qa.field.decision'))}</label>
<select id="qa-decision" name="uwDecision">${option('', t('msg:qa.option.keep'))}${v.decisions.map((d) => option(d, d)).join('')}</select>
<label for="qa-subdecision">${esc(t('msg:qa.field.subDecision'))}</label>
<select id="qa-subdecision" name="uwSubDecision">${option('', t('msg:qa.option.keep'))}${v.subDecisions.map((d) => option(d, d)).join('')}</select>
<button type="submit">${esc(t('msg:qa.save.application'))}</button>
</form>
<h3 id="advance-h">${esc(t('msg:qa.advance.title'))}</h3>
<form method="post" action="/__sandbox/ui/advance" aria-labelledby="advance-h">
<p class="help" id="advance-help">${esc(t('msg:qa.advance.help'))}</p>
<label for="qa-advance-app">${esc(t('msg:qa.field.advanceApplication'))}</label>
<select id="qa-advance-app" name="uuid" required aria-describedby="advance-help">${v.applications.map((a) => option(a.uuid, `${a.loanNumber} · ${a.org} · ${a.checklistStatus} · ${nextText(t, a.next)}`, a.uuid === v.selectedApp)).join('')}</select>
<button type="submit">${esc(t('msg:qa.save.advance'))}</button>
</form>
<h3 id="signer-h">${esc(t('msg:qa.signer.title'))}</h3>
<form method="post" action="/__sandbox/ui/signer" aria-labelledby="signer-h">
<p class="help" id="signer-help">${esc(t('msg:qa.signer.help'))}</p>
<label for="qa-signer-app">${esc(t('msg:qa.field.signerApplication'))}</label>
<select id="qa-signer-app" name="uuid" required aria-describedby="signer-help">${v.applications.map((a) => option(a.uuid, `${a.loanNumber} · ${a.org} · ${a.email}`, a.uuid === v.selectedApp)).join('')}</select>
<label for="qa-signer-email">${esc(t('msg:qa.field.signerEmail'))}</label>
<input id="qa-signer-email" name="email" type="email" required autocomplete="off" spellcheck="false">
<label for="qa-signer-password">${esc(t('msg:qa.field.signerPassword'))}</label>
<input id="qa-signer-password" name="password" type="text" autocomplete="off" spellcheck="false">
<button type="submit">${esc(t('msg:qa.save.signer'))}</button>
</form>`;
  return `<section aria-labelledby="apps-h"><h2 id="apps-h">${esc(t('msg:qa.applications.title'))}</h2>${table}${form}</section>`;
}

function flagsSection(v: QaView): string {
  const { t } = v;
  const rows = v.flags
    .map((f) => `<tr><td>${esc(f.key)}</td><td>${esc(t(f.enabled ? 'msg:qa.flag.on' : 'msg:qa.flag.off'))}</td><td><code>${esc(JSON.stringify(f.variables))}</code></td></tr>`)
    .join('');
  return `<section aria-labelledby="flags-h"><h2 id="flags-h">${esc(t('msg:qa.flags.title'))}</h2>
<form method="get" action="/__sandbox/" class="inline"><div><label for="qa-flags-org">${esc(t('msg:qa.field.organisation'))}</label><br>${orgSelect(v, 'qa-flags-org')}</div><button type="submit">${esc(t('msg:qa.show'))}</button></form>
<div class="scroll" tabindex="0" role="region" aria-labelledby="flags-caption"><table><caption id="flags-caption">${esc(t('msg:qa.flags.caption', { org: v.org }))}</caption><thead><tr><th scope="col">${esc(t('msg:qa.col.key'))}</th><th scope="col">${esc(t('msg:qa.col.enabled'))}</th><th scope="col">${esc(t('msg:qa.col.variables'))}</th></tr></thead><tbody>${rows}</tbody></table></div>
<form method="post" action="/__sandbox/ui/flag">
<input type="hidden" name="org" value="${esc(v.org)}">
<label for="qa-flag-key">${esc(t('msg:qa.field.flagKey'))}</label>
<input id="qa-flag-key" name="key" list="qa-flag-keys" required autocomplete="off" spellcheck="false">
<datalist id="qa-flag-keys">${v.flagKeys.map((k) => `<option value="${esc(k)}"></option>`).join('')}</datalist>
<fieldset><legend>${esc(t('msg:qa.field.flagState'))}</legend>
<label><input type="radio" name="state" value="on" checked> ${esc(t('msg:qa.flag.on'))}</label>
<label><input type="radio" name="state" value="off"> ${esc(t('msg:qa.flag.off'))}</label>
<label><input type="radio" name="state" value="default"> ${esc(t('msg:qa.flag.default'))}</label></fieldset>
<label for="qa-flag-vars">${esc(t('msg:qa.field.variables'))}</label>
<textarea id="qa-flag-vars" name="variables" rows="3" spellcheck="false"></textarea>
<button type="submit">${esc(t('msg:qa.save.flag'))} (${esc(v.org)})</button>
</form></section>`;
}

function authSection(v: QaView): string {
  const { t } = v;
  const current = v.authModes.find((m) => m.org === v.org)?.newAuthMode === true;
  const list = v.authModes.map((m) => `<li>${esc(m.org)}: ${esc(t(m.newAuthMode ? 'msg:qa.authMode.newer' : 'msg:qa.authMode.legacy'))}</li>`).join('');
  return `<section aria-labelledby="auth-h"><h2 id="auth-h">${esc(t('msg:qa.authMode.title'))}</h2><ul>${list}</ul>
<form method="post" action="/__sandbox/ui/auth-mode">
<label for="qa-auth-org">${esc(t('msg:qa.field.organisation'))}</label>${orgSelect(v, 'qa-auth-org')}
<fieldset><legend>${esc(t('msg:qa.field.authMode'))}</legend>
<label><input type="radio" name="mode" value="newer"${current ? ' checked' : ''}> ${esc(t('msg:qa.authMode.newer'))}</label>
<label><input type="radio" name="mode" value="legacy"${current ? '' : ' checked'}> ${esc(t('msg:qa.authMode.legacy'))}</label></fieldset>
<button type="submit">${esc(t('msg:qa.save.authMode'))}</button>
</form></section>`;
}

/** The whole page. */
export function renderQaPage(v: QaView): string {
  const { t } = v;
  const msg = v.message;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t('msg:qa.title'))}</title><style>${STYLE}</style><script src="/__sandbox/qa.js" defer></script></head>
<body><header><h1>${esc(t('msg:qa.title'))}</h1><p>${esc(t('msg:qa.intro'))}</p></header>
<main>
<div id="qa-status" role="status" tabindex="-1"${msg?.failed ? ' class="failed"' : ''}>${msg ? esc(msg.text) : ''}</div>
${applicationsSection(v)}
${flagsSection(v)}
${authSection(v)}
<section aria-labelledby="reset-h"><h2 id="reset-h">${esc(t('msg:qa.reset.title'))}</h2><p class="help" id="reset-help">${esc(t('msg:qa.reset.help'))}</p>
<form method="post" action="/__sandbox/ui/reset" data-confirm="${esc(t('msg:qa.reset.confirm'))}"><button type="submit" class="danger" aria-describedby="reset-help">${esc(t('msg:qa.reset.button'))}</button></form></section>
</main></body></html>`;
}
