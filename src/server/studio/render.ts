// The flow studio's routing explorer (issue 26) as server-rendered HTML, like the QA page: a GET
// form (answers stay in the URL across a reload, no script at all under the strict CSP) and the
// explanation as a table. It lives in the sandbox server, so no production bundle contains it.
// Every string comes from the shipped flows/messages/studio version; every value is escaped.
// The rows table wraps (row names and statuses after each / and _, conditions anywhere), so at
// 390 px it fits its box instead of running past the screen's edge.
import type { Translate } from '../../engine/messages';
import type { RouteExplanation, RowVerdict } from '../../engine/routing-explain';
import { esc, STYLE } from '../qa-page/render';

/** What the page shows: the choices, what was asked, and the answer (null before the first ask). */
export interface StudioView {
  t: Translate;
  /** The shipped machine definition's path, e.g. flows/application/v3.json. */
  definition: string;
  statuses: readonly string[];
  decisions: readonly string[];
  subDecisions: readonly string[];
  states: readonly string[];
  asked: { status: string; decision: string; subDecision: string; state: string; data: string };
  /** Why the extra data could not be used, or null. */
  dataError: string | null;
  explanation: RouteExplanation | null;
}

const option = (value: string, label: string, selected: boolean): string =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;

function select(id: string, name: string, label: string, values: readonly string[], chosen: string, none: string | null): string {
  const opts = (none === null ? '' : option('', none, chosen === '')) + values.map((v) => option(v, v, v === chosen)).join('');
  return `<label for="${id}">${esc(label)}</label><select id="${id}" name="${name}">${opts}</select>`;
}

/** Escaped, with a line-break chance after each / and _ (long row names and statuses wrap there). */
const breakable = (s: string): string => esc(s).replace(/([/_])/g, '$1<wbr>');

function verdictCell(t: Translate, r: RowVerdict): string {
  if (r.matched) return `<strong>${esc(t('msg:studio.verdict.matched'))}</strong>`;
  if (r.skipped !== 'condition') return esc(t(`msg:studio.verdict.${r.skipped ?? 'status'}`));
  const parts = (r.failed ?? []).map(
    (f) => `<li><code>${esc(f.condition)}</code>${f.actual === undefined ? '' : ` ${esc(t('msg:studio.verdict.actual', { actual: f.actual }))}`}</li>`,
  );
  return `${esc(t('msg:studio.verdict.condition'))}<ul>${parts.join('')}</ul>`;
}

function resultSection(v: StudioView, x: RouteExplanation): string {
  const { t } = v;
  const rows = x.rows
    .map((r) => `<tr${r.matched ? ' class="matched"' : ''}><th scope="row"><code>${breakable(r.row)}</code></th><td>${breakable(r.on)}</td><td><code>${breakable(r.route)}</code></td><td>${verdictCell(t, r)}</td></tr>`)
    .join('');
  const cols = ['row', 'on', 'route', 'verdict'].map((c) => `<th scope="col">${esc(t(`msg:studio.col.${c}`))}</th>`).join('');
  const matched = x.matchedRow === 'defaultRoute' ? t('msg:studio.result.default') : t('msg:studio.result.row', { row: x.matchedRow });
  return `<section aria-labelledby="result-h"><h2 id="result-h">${esc(t('msg:studio.result.title'))}</h2>
<p data-testid="studio-route"><strong>${esc(t('msg:studio.result.route', { route: x.resolved.route }))}</strong> (${esc(t(`msg:studio.result.source.${x.resolved.source}`))})</p>
<p data-testid="studio-row">${esc(matched)}</p>
<div class="scroll" tabindex="0" role="region" aria-labelledby="rows-caption"><table><caption id="rows-caption">${esc(t('msg:studio.rows.caption', { count: x.rows.length }))}</caption><thead><tr>${cols}</tr></thead><tbody>${rows}</tbody></table></div></section>`;
}

/** The whole page. */
export function renderStudioPage(v: StudioView): string {
  const { t, asked } = v;
  const dataHelp = v.dataError === null ? 'data-help' : 'data-help data-error';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t('msg:studio.title'))}</title><style>${STYLE}
tr.matched>*{background:#eef8f0}
.scroll th,.scroll td{overflow-wrap:break-word}.scroll code{white-space:normal}.scroll li code{overflow-wrap:anywhere}ul{margin:.25rem 0;padding-left:1.25rem}
#data-error{color:#a10e0e;font-weight:600}</style></head>
<body><header><h1 tabindex="-1" autofocus>${esc(t('msg:studio.title'))}</h1><p>${esc(t('msg:studio.intro', { definition: v.definition }))}</p><p><a href="/__sandbox/studio/editor">${esc(t('msg:studio.editorLink'))}</a> · <a href="/__sandbox/">${esc(t('msg:studio.qaLink'))}</a></p></header>
<main>
<section aria-labelledby="form-h"><h2 id="form-h">${esc(t('msg:studio.form.title'))}</h2>
<form method="get" action="/__sandbox/studio">
${select('studio-status', 'status', t('msg:studio.field.status'), v.statuses, asked.status, t('msg:studio.option.none'))}
${select('studio-decision', 'decision', t('msg:studio.field.decision'), v.decisions, asked.decision, t('msg:studio.option.none'))}
${select('studio-subdecision', 'subDecision', t('msg:studio.field.subDecision'), v.subDecisions, asked.subDecision, t('msg:studio.option.none'))}
${select('studio-state', 'state', t('msg:studio.field.state'), v.states, asked.state, null)}
<label for="studio-data">${esc(t('msg:studio.field.data'))}</label>
<textarea id="studio-data" name="data" rows="4" spellcheck="false" aria-describedby="${dataHelp}"${v.dataError === null ? '' : ' aria-invalid="true"'}>${esc(asked.data)}</textarea>
<p class="help" id="data-help">${esc(t('msg:studio.field.data.help'))}</p>
${v.dataError === null ? '' : `<p id="data-error" role="alert">${esc(t('msg:studio.data.invalid', { reason: v.dataError }))}</p>`}
<button type="submit">${esc(t('msg:studio.explain'))}</button>
</form></section>
${v.explanation === null ? '' : resultSection(v, v.explanation)}
</main></body></html>`;
}
