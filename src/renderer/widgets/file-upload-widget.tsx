import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { documentService as appDocumentService, type DocumentService } from '../../api/documents';
import {
  acceptAttribute, checkDocumentContent, checkDocumentFile, DOCUMENT_MAX_BYTES, fillDocumentMessage, isDocumentKind, kindOfName, kindsText, SNIFF_BYTES,
  type DocumentKind, type StoredDocument,
} from '../../domain/document-files';
import { formatFileSize } from '../../domain/file-size';
import { readPath } from '../../engine/context-paths';
import { controlA11y } from '../a11y';
import { rendererContext } from '../form-context';
import { ProgressBar } from '../progress-bar';
import { RequiredMark } from '../templates/field-template';
import { fileUploadSlotRecipe } from '../theme/file-upload-recipe';
import { srOnlyRecipe } from '../theme/recipes';
import { recipeClass, slotClasses } from '../theme/styled';
import { Button } from '../ui/primitives';

/** The widget's words; each may be overridden in ui:options.labels (defaults: schemas/meta/widgets/fileUpload.json). */
export const FILE_UPLOAD_LABELS = {
  choose: 'Choose files',
  drop: 'or drag and drop them here',
  hint: '{types}, up to {limit} each',
  count: '{count} of {required} uploaded',
  uploading: 'Uploading {name}',
  uploaded: 'Uploaded',
  uploadedStatus: '{name} uploaded',
  waiting: 'Your files are still uploading. We’ll submit them as soon as they finish.',
  removedStatus: '{name} removed',
  remove: 'Remove',
  removeLabel: 'Remove {name}',
  retry: 'Retry',
  retryLabel: 'Retry uploading {name}',
  files: 'Files',
  typeRefused: '{name} can’t be uploaded. Choose a {types} file.',
  contentRefused: '{name} can’t be uploaded: it is not a real {types} file.',
  sizeRefused: '{name} is {size}. Each file must be {limit} or smaller.',
  emptyRefused: '{name} is empty. Choose another file.',
  tooMany: '{name} was not added: you can upload up to {max} files.',
  failed: '{name} was not uploaded: {error}',
  removeFailed: '{name} was not removed: {error}',
  unavailable: 'Uploading is not available here: there is no application to add documents to.',
} as const;
export type FileUploadLabels = { -readonly [K in keyof typeof FILE_UPLOAD_LABELS]: string };

/** ui:options of `fileUpload` (schemas/meta/widgets/fileUpload.json). */
export interface FileUploadOptions {
  /** The lender's document type for every file (PAYSTUB, BANK_STATEMENT, ...). */
  documentType: string;
  accept: DocumentKind[];
  maxBytes: number;
  numDocsRequired: number;
  maxFiles: number;
  /** The store's path; {uuid} is filled from the context path `uuidFrom`. */
  uploadPath: string;
  uuidFrom: string;
  labels: FileUploadLabels;
}

/** The widget's options with the parameter schema's defaults filled in. */
export function fileUploadOptions(raw: Record<string, unknown>): FileUploadOptions {
  const num = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) ? v : fallback);
  const accept = Array.isArray(raw['accept']) ? raw['accept'].filter(isDocumentKind) : [];
  return {
    // required by the parameter schema: flows:check guarantees it
    documentType: raw['documentType'] as string,
    accept: accept.length > 0 ? accept : ['pdf', 'jpg', 'png'],
    maxBytes: Math.min(num(raw['maxBytes'], DOCUMENT_MAX_BYTES), DOCUMENT_MAX_BYTES),
    numDocsRequired: num(raw['numDocsRequired'], 1),
    maxFiles: num(raw['maxFiles'], 10),
    uploadPath: typeof raw['uploadPath'] === 'string' ? raw['uploadPath'] : '/service-application/api/v1/application/heloc/{uuid}/documents',
    uuidFrom: typeof raw['uuidFrom'] === 'string' ? raw['uuidFrom'] : 'application.uuid',
    labels: { ...FILE_UPLOAD_LABELS, ...((raw['labels'] ?? {}) as Partial<FileUploadLabels>) },
  };
}

/** One chosen file: being uploaded, stored, or failed (the file kept for Retry). */
interface Item {
  key: number;
  name: string;
  size: number;
  file?: File | undefined;
  status: 'uploading' | 'done' | 'failed';
  /** 0..100 while uploading. */
  percent: number;
  doc?: StoredDocument | undefined;
  error?: string | undefined;
  abort?: AbortController | undefined;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first bytes of a file (enough to tell its kind). */
async function headOf(file: File): Promise<Uint8Array> {
  const part = file.slice(0, SNIFF_BYTES);
  if (typeof part.arrayBuffer === 'function') return new Uint8Array(await part.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(part);
  });
}

/**
 * `fileUpload`: documents for the lender (paystubs, statements). A Choose files button inside a
 * drop zone; each file is checked here first (kind by extension and first bytes, size, how many),
 * then uploaded on its own with a progress bar, and can be removed; a failed upload keeps the
 * file and its message and offers Retry. The value is the stored documents only
 * (`[{ id, name, size, type }]`, never bytes); undefined while there is none. Sensitive: never in a
 * draft (flows:check requires x-sensitive). Uploads go to ui:options.uploadPath with {uuid} read
 * from the context (uuidFrom), through formContext.documents or the app's document service.
 */
export function FileUploadWidget(props: WidgetProps) {
  const { id, value, label, required, disabled, readonly, schema, rawErrors, registry, onChange } = props;
  const styles = slotClasses(fileUploadSlotRecipe);
  const opts = fileUploadOptions(props.options as Record<string, unknown>);
  const L = opts.labels;
  const ctx = rendererContext(registry.formContext);
  const service = (ctx['documents'] as DocumentService | undefined) ?? appDocumentService;
  const uuid = ctx.readContext ? ctx.readContext(opts.uuidFrom) : ctx.flowContext ? readPath(ctx.flowContext(), opts.uuidFrom) : undefined;
  const path = typeof uuid === 'string' && UUID.test(uuid) ? opts.uploadPath.replace('{uuid}', encodeURIComponent(uuid)) : null;
  const types = kindsText(opts.accept);
  const limit = formatFileSize(opts.maxBytes);

  const initial: Item[] = (Array.isArray(value) ? (value as StoredDocument[]) : [])
    .filter((d) => d && typeof d.id === 'string')
    .map((d, i) => ({ key: -1 - i, name: d.name, size: d.size, status: 'done', percent: 100, doc: d }));
  const [items, setItemsState] = useState<Item[]>(initial);
  const itemsRef = useRef(items);
  const nextKey = useRef(1);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [status, setStatus] = useState('');
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const chooseRef = useRef<HTMLButtonElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  // What Submit waits for: uploads in flight and files being checked (see the submit listener).
  const work = useRef(new Set<Promise<unknown>>());
  const [waiting, setWaiting] = useState(false);
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      itemsRef.current.forEach((i) => i.abort?.abort());
    };
  }, []);

  /** Keeps `p` in the work Submit waits for until it settles; returns it. */
  const track = <T,>(p: Promise<T>): Promise<T> => {
    work.current.add(p);
    const drop = () => void work.current.delete(p);
    p.then(drop, drop);
    return p;
  };

  // Submit pressed while a file uploads would refuse the step for a document seconds from being
  // stored ('Upload your most recent paystub'): the form's submit is held, the widget says it
  // waits, and once the uploads settle the form submits what they stored. A listener on the form
  // element runs before React's handler at the root, and stops the event reaching it.
  useEffect(() => {
    const form = rootRef.current?.closest('form');
    if (!form) return;
    let held = false;
    const onSubmit = (e: Event) => {
      if (work.current.size === 0) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (held) return;
      held = true;
      setWaiting(true);
      void (async () => {
        while (work.current.size > 0) await Promise.allSettled([...work.current]);
        // One task more, so the last upload's onChange has reached the form's state.
        await new Promise((r) => setTimeout(r, 0));
        held = false;
        if (!mounted.current) return;
        setWaiting(false);
        form.requestSubmit();
      })();
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, []);

  /** Applies a change to the list; the form value follows the stored documents. */
  const update = (fn: (list: Item[]) => Item[]) => {
    const before = itemsRef.current.filter((i) => i.status === 'done').map((i) => i.doc?.id).join();
    itemsRef.current = fn(itemsRef.current);
    if (mounted.current) setItemsState(itemsRef.current);
    const docs = itemsRef.current.filter((i) => i.status === 'done' && i.doc).map((i) => i.doc as StoredDocument);
    if (docs.map((d) => d.id).join() !== before) onChangeRef.current(docs.length > 0 ? docs : undefined);
  };
  const patch = (key: number, change: Partial<Item>) => update((list) => list.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const upload = (key: number, file: File) => {
    if (path === null) return;
    const abort = new AbortController();
    patch(key, { status: 'uploading', percent: 0, abort, error: undefined });
    setStatus(fillDocumentMessage(L.uploading, { name: file.name }));
    const done = service
      .upload(path, file, {
        documentType: opts.documentType,
        signal: abort.signal,
        onProgress: (loaded, total) => patch(key, { percent: total > 0 ? Math.min(99, Math.round((loaded / total) * 100)) : 0 }),
      })
      .then(
        (doc) => {
          patch(key, { status: 'done', percent: 100, doc, abort: undefined });
          setStatus(fillDocumentMessage(L.uploadedStatus, { name: file.name }));
        },
        (e: unknown) => {
          if (abort.signal.aborted) return; // removed while uploading
          const error = fillDocumentMessage(L.failed, { name: file.name, error: e instanceof Error ? e.message : String(e) });
          patch(key, { status: 'failed', percent: 0, error, abort: undefined });
          setStatus(error);
        },
      );
    track(done);
  };

  /** Checks the chosen files (kind, content, size, how many) and uploads those that pass. */
  const addFiles = async (files: readonly File[]) => {
    const refused: string[] = [];
    const accepted: File[] = [];
    for (const file of files) {
      const values = { name: file.name, types, limit, size: formatFileSize(file.size), max: opts.maxFiles };
      const refusal = checkDocumentFile(file, opts.accept, opts.maxBytes) ?? checkDocumentContent(file.name, await headOf(file));
      if (refusal !== null) {
        const template = { type: L.typeRefused, size: L.sizeRefused, empty: L.emptyRefused, content: L.contentRefused }[refusal];
        refused.push(fillDocumentMessage(template, { ...values, types: refusal === 'content' ? kindsText([kindOfName(file.name)!]) : types }));
      } else if (itemsRef.current.length + accepted.length >= opts.maxFiles) {
        refused.push(fillDocumentMessage(L.tooMany, values));
      } else {
        accepted.push(file);
      }
    }
    setRefusals(refused);
    const added = accepted.map((file) => ({ key: nextKey.current++, name: file.name, size: file.size, file, status: 'uploading' as const, percent: 0 }));
    update((list) => [...list, ...added]);
    for (const item of added) upload(item.key, item.file);
  };

  const remove = (item: Item) => {
    item.abort?.abort();
    const done = () => {
      update((list) => list.filter((i) => i.key !== item.key));
      setStatus(fillDocumentMessage(L.removedStatus, { name: item.name }));
      // The row and its button are gone: focus goes back to the choose button.
      chooseRef.current?.focus();
    };
    if (item.status !== 'done' || !item.doc || path === null) return done();
    service.remove(path, item.doc.id).then(done, (e: unknown) => {
      const error = fillDocumentMessage(L.removeFailed, { name: item.name, error: e instanceof Error ? e.message : String(e) });
      patch(item.key, { error });
      setStatus(error);
    });
  };

  const off = disabled || readonly || path === null;
  const a11y = controlA11y(id, rawErrors, props.options.description ?? schema.description);
  const hintId = `${id}__hint`;
  const stored = items.filter((i) => i.status === 'done').length;
  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (!off) void track(addFiles(Array.from(e.dataTransfer.files)));
  };

  return (
    <fieldset ref={rootRef} id={id} className={styles.root} aria-describedby={[hintId, a11y['aria-describedby']].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>
        {label}
        {required && <RequiredMark />}
      </legend>
      <p id={hintId} className={styles.hint}>
        {path === null ? L.unavailable : fillDocumentMessage(L.hint, { types, limit })}
      </p>
      <div
        className={styles.zone}
        data-dragging={dragging}
        onDragOver={(e) => {
          e.preventDefault();
          if (!off) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <Button ref={chooseRef} type="button" variant="outline" disabled={off} aria-describedby={hintId} onClick={() => inputRef.current?.click()}>
          {L.choose}
        </Button>
        <span aria-hidden="true">{L.drop}</span>
        <input
          ref={inputRef}
          id={`${id}__input`}
          type="file"
          multiple={opts.maxFiles > 1}
          accept={acceptAttribute(opts.accept)}
          hidden
          tabIndex={-1}
          disabled={off}
          onChange={(e) => {
            const files = Array.from(e.currentTarget.files ?? []);
            e.currentTarget.value = ''; // choosing the same file again fires again
            void track(addFiles(files));
          }}
        />
      </div>
      {refusals.length > 0 && (
        <div role="alert" className={styles.refusals}>
          {refusals.map((r) => (
            <p key={r} style={{ margin: 0 }}>
              {r}
            </p>
          ))}
        </div>
      )}
      {items.length > 0 && (
        <ul className={styles.files} aria-label={L.files}>
          {items.map((item) => (
            <li key={item.key} className={styles.file} data-status={item.status}>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.meta}>
                {formatFileSize(item.size)}
                {item.status === 'done' ? ` · ${L.uploaded}` : item.status === 'uploading' ? ` · ${item.percent}%` : ''}
              </span>
              {item.status === 'uploading' && (
                <ProgressBar value={item.percent} label={fillDocumentMessage(L.uploading, { name: item.name })} valueText={`${item.percent}%`} hideLabel />
              )}
              {item.error && <span style={{ color: 'inherit' }}>{item.error}</span>}
              <span className={styles.actions}>
                {item.status === 'failed' && item.file && (
                  <Button type="button" disabled={off} aria-label={fillDocumentMessage(L.retryLabel, { name: item.name })} onClick={() => upload(item.key, item.file!)}>
                    {L.retry}
                  </Button>
                )}
                <Button type="button" variant="outline" disabled={disabled || readonly} aria-label={fillDocumentMessage(L.removeLabel, { name: item.name })} onClick={() => remove(item)}>
                  {L.remove}
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {opts.numDocsRequired > 0 && path !== null && (
        <p className={styles.count}>{fillDocumentMessage(L.count, { count: stored, required: opts.numDocsRequired })}</p>
      )}
      {waiting && <p className={styles.count}>{L.waiting}</p>}
      <span role="status" className={recipeClass(srOnlyRecipe)}>
        {waiting ? L.waiting : status}
      </span>
    </fieldset>
  );
}
