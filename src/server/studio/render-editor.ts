// The flow studio's editor page (issue 26) as server-rendered HTML: the picks are a GET form (they
// stay in the URL across a reload), the definition's JSON sits in a textarea that the studio's
// own script (/__sandbox/studio/editor.js, CodeMirror, never in dist/) turns into a code editor,
// and the preview is the app itself in an iframe. Every string from flows/messages/studio.
import type { Translate } from '../../engine/messages';
import { esc, STYLE } from '../qa-page/render';
import { flagField, type FlagPicks } from './flag-picks';

/** What the preview opens: registration's first steps, or an application page of a fixture applicant. */
export const PREVIEW_PAGES = ['registration-v2', 'register', 'application'] as const;
const PREVIEW_ROUTES: Record<string, string> = { 'registration-v2': '/account/heloc/register-v2', register: '/account/heloc/register' };

export interface EditorView {
  t: Translate;
  paths: readonly string[];
  orgs: readonly { code: string; name: string }[];
  /** The checklist statuses the shipped machine routes on. */
  statuses: readonly string[];
  /** The flags a pick offers (those the definitions read first). */
  flags: readonly string[];
  /** The flags the definitions' conditions read. */
  readFlags: readonly string[];
  asked: { path: string; org: string; page: string; status: string; flags: FlagPicks };
  /** The picked definition as it ships (resolved), pretty-printed. */
  json: string;
  /** The meta-schema's path, for the completion and the help line. */
  schema: string;
}

const option = (value: string, label: string, selected: boolean): string =>
  `<option value="${esc(value)}"${selected ? ' selected' : ''}>${esc(label)}</option>`;

/** One flag's pick: as the brand has it, on or off. */
function flagSelect(t: Translate, key: string, read: boolean, picked: boolean | undefined): string {
  const id = `flag-${key}`;
  const label = read ? t('msg:studio.editor.flag.read', { key }) : key;
  return `<div><label for="${esc(id)}">${esc(label)}</label><select id="${esc(id)}" name="${esc(flagField(key))}">${option('', t('msg:studio.editor.flag.brand'), picked === undefined)}${option('on', t('msg:studio.editor.flag.on'), picked === true)}${option('off', t('msg:studio.editor.flag.off'), picked === false)}</select></div>`;
}

/** The fixture sign-in page the preview frame opens for an application page (then the app itself). */
export function renderFixturePage(t: Translate, fixture: { jwt: string; to: string } | { error: string }): string {
  const body =
    'error' in fixture
      ? `<p role="alert">${esc(t('msg:studio.editor.fixture.failed', { reason: fixture.error }))}</p>`
      : `<div id="fixture" data-jwt="${esc(fixture.jwt)}" data-to="${esc(fixture.to)}"></div><script src="/__sandbox/studio/fixture.js"></script>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(t('msg:studio.editor.fixture.title'))}</title></head>
<body><main><h1>${esc(t('msg:studio.editor.fixture.title'))}</h1>${body}</main></body></html>`;
}

/** The whole editor page. */
export function renderEditorPage(v: EditorView): string {
  const { t, asked } = v;
  const previewUrl =
    asked.page === 'application'
      ? `/__sandbox/studio/fixture?${new URLSearchParams({ org: asked.org, status: asked.status }).toString()}`
      : `${PREVIEW_ROUTES[asked.page] ?? ''}?org=${encodeURIComponent(asked.org)}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(t('msg:studio.editor.title'))}</title><style>${STYLE}
.flag-picks{display:grid;gap:0 1rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,15rem),1fr))}
.studio-grid{display:grid;gap:1rem;grid-template-columns:minmax(0,1fr)}select{max-width:100%}@media (min-width:1000px){.studio-grid{grid-template-columns:minmax(0,1fr) minmax(0,1fr)}}
#code-box{border:1px solid #6b7280;min-height:20rem;max-height:70vh;overflow:auto}#code-box .cm-editor{max-height:70vh}
#definition{width:100%;min-height:20rem;font-family:monospace}
#check-errors li{word-break:break-word}.failed{color:#a10e0e;font-weight:600}
iframe{width:100%;height:70vh;border:1px solid #6b7280}</style></head>
<body><header><h1 tabindex="-1" autofocus>${esc(t('msg:studio.editor.title'))}</h1><p>${esc(t('msg:studio.editor.intro'))}</p>
<p><a href="/__sandbox/studio">${esc(t('msg:studio.routingLink'))}</a> · <a href="/__sandbox/">${esc(t('msg:studio.qaLink'))}</a></p></header>
<main>
<section aria-labelledby="pick-h"><h2 id="pick-h">${esc(t('msg:studio.editor.pick'))}</h2>
<form method="get" action="/__sandbox/studio/editor">
<label for="studio-path">${esc(t('msg:studio.editor.field.path'))}</label><select id="studio-path" name="path">${v.paths.map((p) => option(p, p, p === asked.path)).join('')}</select>
<label for="studio-org">${esc(t('msg:studio.editor.field.org'))}</label><select id="studio-org" name="org">${v.orgs.map((o) => option(o.code, `${o.name} (${o.code})`, o.code === asked.org)).join('')}</select>
<label for="studio-page">${esc(t('msg:studio.editor.field.page'))}</label><select id="studio-page" name="page">${PREVIEW_PAGES.map((p) => option(p, t(`msg:studio.editor.page.${p}`), p === asked.page)).join('')}</select>
<label for="studio-status">${esc(t('msg:studio.editor.field.status'))}</label><select id="studio-status" name="status">${option('', t('msg:studio.option.none'), asked.status === '')}${v.statuses.map((s) => option(s, s, s === asked.status)).join('')}</select>
<fieldset><legend>${esc(t('msg:studio.editor.flags'))}</legend><p class="help">${esc(t('msg:studio.editor.flags.help'))}</p>
<div class="flag-picks">${v.flags.map((key) => flagSelect(t, key, v.readFlags.includes(key), asked.flags[key])).join('\n')}</div></fieldset>
<button type="submit">${esc(t('msg:studio.editor.open'))}</button>
</form></section>
<div class="studio-grid">
<section aria-labelledby="code-h"><h2 id="code-h">${esc(t('msg:studio.editor.code'))}</h2>
<p class="help" id="code-help">${esc(t('msg:studio.editor.code.help', { schema: v.schema }))}</p>
<div id="code-box" data-path="${esc(asked.path)}" data-schema="${esc(v.schema)}"><textarea id="definition" aria-labelledby="code-h" aria-describedby="code-help" spellcheck="false">${esc(v.json)}</textarea></div>
<h3 id="check-h">${esc(t('msg:studio.editor.check.title'))}</h3>
<div id="check" role="status" aria-labelledby="check-h" data-idle="${esc(t('msg:studio.editor.check.idle'))}" data-running="${esc(t('msg:studio.editor.check.running'))}" data-ok="${esc(t('msg:studio.editor.check.ok'))}" data-failed="${esc(t('msg:studio.editor.check.failed'))}" data-saved="${esc(t('msg:studio.editor.saved'))}" data-refused="${esc(t('msg:studio.editor.saveRefused'))}" data-shown="${esc(t('msg:studio.editor.preview.shown'))}" data-kept="${esc(t('msg:studio.editor.preview.kept'))}" data-check-failed="${esc(t('msg:studio.editor.preview.checkFailed'))}"><p>${esc(t('msg:studio.editor.check.idle'))}</p></div>
<button type="button" id="save">${esc(t('msg:studio.editor.save'))}</button>
</section>
<section aria-labelledby="preview-h"><h2 id="preview-h">${esc(t('msg:studio.editor.preview'))}</h2>
<iframe id="preview" title="${esc(t('msg:studio.editor.preview.frame'))}" src="${esc(previewUrl)}"></iframe>
</section></div>
</main><script type="module" src="/__sandbox/studio/editor.js"></script></body></html>`;
}
