// The flow studio editor's script (issue 26), bundled by the sandbox on request
// (/__sandbox/studio/editor.js, routes/studio-editor.ts): never part of the app's build.
// CodeMirror 6 with the definition's meta-schema (codemirror-json-schema: completion, hints,
// schema lint); each edit is checked by the sandbox in memory, and the preview reloads with it
// (wording, or any other definition once its check passes: the answer says which).
import { EditorView } from 'codemirror';
import { definitionEditorExtensions } from './editor-extensions';

interface CheckError { file: string; pointer: string; message: string; fix: string }
interface CheckAnswer { draft: { path: string } | null; errors: CheckError[]; preview?: { shown: boolean; reason?: string } }

const box = document.getElementById('code-box') as HTMLElement;
const area = document.getElementById('definition') as HTMLTextAreaElement;
const status = document.getElementById('check') as HTMLElement;
const frame = document.getElementById('preview') as HTMLIFrameElement;
const save = document.getElementById('save') as HTMLButtonElement;
const path = box.dataset['path'] ?? '';
const say = (key: string, vars: Record<string, string> = {}): string =>
  (status.dataset[key] ?? '').replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');

function show(answer: CheckAnswer): void {
  status.replaceChildren();
  const head = document.createElement('p');
  const draftPath = answer.draft?.path ?? path;
  if (answer.errors.length === 0) {
    head.textContent = say('ok', { path: draftPath });
    status.append(head);
    return;
  }
  head.className = 'failed';
  head.textContent = say('failed', { path: draftPath, count: String(answer.errors.length) });
  const list = document.createElement('ul');
  list.id = 'check-errors';
  for (const e of answer.errors) {
    const li = document.createElement('li');
    const where = document.createElement('code');
    where.textContent = `${e.file}#${e.pointer}`;
    li.append(where, `: ${e.message} (fix: ${e.fix})`);
    list.append(li);
  }
  status.append(head, list);
}

let timer: ReturnType<typeof setTimeout> | undefined;
let current = 0;
async function check(text: string): Promise<void> {
  const mine = ++current;
  status.replaceChildren(Object.assign(document.createElement('p'), { textContent: say('running') }));
  const res = await fetch('/__sandbox/studio/check', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ path, text }) });
  const answer = (await res.json()) as CheckAnswer;
  if (mine !== current) return;
  show(answer);
  if (answer.preview !== undefined) {
    const { shown, reason = '' } = answer.preview;
    const note = Object.assign(document.createElement('p'), { id: 'preview-note' });
    note.textContent = shown ? say('shown') : say('kept', { reason: reason === 'check-failed' ? say('checkFailed') : reason });
    status.append(note);
  }
  // The sandbox now serves the edit to this browser: reload the app in the frame. A machine edit
  // (routing) re-opens the application's root, where routing picks the page again; a reload of the
  // page routing picked before would show that page whatever the tables now say.
  const app = frame.contentWindow?.location;
  const root = app && path.startsWith('flows/application/') ? /^\/account\/heloc\/[0-9a-f-]{36}\//.exec(app.pathname)?.[0] : undefined;
  if (app && root !== undefined) app.assign(`${root}${app.search}`);
  else app?.reload();
}

async function start(): Promise<void> {
  const schema = (await (await fetch(`/__sandbox/studio/meta-schema?path=${encodeURIComponent(path)}`)).json()) as object;
  area.hidden = true;
  const view = new EditorView({
    doc: area.value,
    parent: box,
    extensions: [
      ...definitionEditorExtensions(schema),
      EditorView.contentAttributes.of({ 'aria-labelledby': 'code-h', 'aria-describedby': 'code-help' }),
      EditorView.updateListener.of((u) => {
        if (!u.docChanged) return;
        clearTimeout(timer);
        timer = setTimeout(() => void check(u.state.doc.toString()), 500);
      }),
    ],
  });
  // A long line scrolls the editor sideways: its scroller takes keyboard focus (axe: scrollable-region-focusable).
  view.scrollDOM.tabIndex = 0;
  box.dataset['ready'] = 'true';
  save.addEventListener('click', () => {
    void (async () => {
      const res = await fetch('/__sandbox/studio/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify({ path, text: view.state.doc.toString() }),
      });
      const answer = (await res.json()) as { saved: string | null; errors?: CheckError[] };
      if (answer.saved !== null) {
        status.replaceChildren(Object.assign(document.createElement('p'), { textContent: say('saved', { path: answer.saved }) }));
      } else {
        show({ draft: null, errors: answer.errors ?? [] });
        status.prepend(Object.assign(document.createElement('p'), { className: 'failed', textContent: say('refused') }));
      }
    })();
  });
}

void start();
