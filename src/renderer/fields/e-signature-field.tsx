import { useEffect, useId, useMemo, useRef } from 'react';
import type { FieldProps } from '@rjsf/utils';
import { htmlBlocks, textBlocks } from '../../domain/document-blocks';
import { describedBy } from '../a11y';
import { rendererContext } from '../form-context';
import { PartsFieldset, RequiredMark } from '../templates/field-template';
import { checkboxSlotRecipe, eSignatureSlotRecipe, fieldSlotRecipe } from '../theme/recipes';
import { slotClasses } from '../theme/styled';
import { renderBlocks } from '../ui/document-blocks';
import { Input } from '../ui/primitives';
import { useReachedEnd } from '../use-reached-end';

/** The value an eSignature field stores (and a page sends): schemas/api/document-signature.json. */
export interface ESignatureValue {
  documentId?: string;
  version?: number;
  consent?: boolean;
  typedName?: string;
  signedAt?: string;
}

/** ui:options of `eSignature` (schemas/meta/widgets/eSignature.json). */
export interface ESignatureOptions {
  /** Context path of the document: { id, version, title, kind: 'text' | 'html', body }. */
  documentFrom: string;
  consentLabel: string;
  nameLabel: string;
  nameHelp?: string;
  /** '{date}' is today, e.g. 'Date: {date}'. */
  dateLabel?: string;
  /** '{title}' is the document's title. */
  regionLabel?: string;
  scrollHint?: string;
  readHint?: string;
  noDocument?: string;
}

const DEFAULTS = {
  dateLabel: 'Date: {date}',
  regionLabel: '{title}',
  scrollHint: 'Scroll to the end of the document to sign it.',
  readHint: 'You have read to the end.',
  noDocument: 'The document is not available. Please try again later.',
};

/** A document the context holds, or undefined when it is not one. */
export function readSigningDocument(v: unknown): { id: string; version: number; title: string; kind: string; body: string } | undefined {
  const o = v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  const { id, version, title, kind, body } = o;
  return typeof id === 'string' && typeof version === 'number' && typeof body === 'string'
    ? { id, version, title: typeof title === 'string' ? title : id, kind: typeof kind === 'string' ? kind : 'text', body }
    : undefined;
}

/** 'November 26, 2026' for the signer's own clock. */
export const signingDate = (at: Date): string => at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

const fill = (text: string, vars: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/**
 * `ui:field: 'eSignature'` on an object { documentId, version, consent, typedName, signedAt }:
 * the document from the page context (ui:options.documentFrom) in a keyboard-scrollable region,
 * the E-SIGN consent, the typed name and today's date. The document's id and version join the
 * value only once it was read to the end (so the schema's required message for documentId says
 * to read it); signedAt is the signer's clock at their last change. The typed name is checked
 * against the applicant's name by the step's `matchesContextName` validator; every message comes
 * from the definition.
 */
export function ESignatureField(props: FieldProps) {
  const { fieldPathId, formData, errorSchema, schema, uiSchema, required, onChange, registry, name, disabled, readonly } = props;
  const id = fieldPathId.$id;
  const sep = registry.globalFormOptions.idSeparator;
  const styles = slotClasses(eSignatureSlotRecipe);
  const field = slotClasses(fieldSlotRecipe);
  const box = slotClasses(checkboxSlotRecipe);
  const opts = { ...DEFAULTS, ...((uiSchema?.['ui:options'] ?? {}) as Partial<ESignatureOptions>) };
  const ctx = rendererContext(registry.formContext);
  const doc = readSigningDocument(opts.documentFrom && ctx.readContext ? ctx.readContext(opts.documentFrom) : undefined);
  const value: ESignatureValue = formData && typeof formData === 'object' ? (formData as ESignatureValue) : {};
  const region = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const hintId = useId();
  const blocks = useMemo(() => (doc ? (doc.kind === 'html' ? htmlBlocks(doc.body) : textBlocks(doc.body)) : []), [doc?.kind, doc?.body]);
  const readAlready = doc !== undefined && value.documentId === doc.id && value.version === doc.version;
  const emit = (next: ESignatureValue) => onChange({ ...next, signedAt: new Date().toISOString() } as never, fieldPathId.path);
  const { reachedEnd } = useReachedEnd(region, sentinel, () => {
    if (doc && !readAlready) emit({ ...value, documentId: doc.id, version: doc.version });
  }, doc ? `${doc.id}@${doc.version}` : undefined);
  const read = reachedEnd || readAlready;
  // A new version of the document (the lender answered 409 and the page read it again) must be
  // read again: the old id and version leave the value.
  const stale = doc !== undefined && value.documentId !== undefined && !readAlready;
  useEffect(() => {
    if (!stale) return;
    const { documentId: _id, version: _v, ...rest } = value;
    emit(rest);
    // value and emit change with every render; `stale` says when to act
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stale]);
  // An object from the start, so an early Continue names each missing part, not just the whole.
  const missing = formData === undefined || formData === null;
  useEffect(() => {
    if (missing) onChange({} as never, fieldPathId.path);
    // once, when the field opens without a value
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [missing]);
  const error = (part: keyof ESignatureValue) => (errorSchema as Record<string, { __errors?: string[] } | undefined> | undefined)?.[part]?.__errors?.[0];
  const objectError = errorSchema?.__errors?.[0];
  const off = Boolean(disabled || readonly);
  const title = String(uiSchema?.['ui:title'] ?? schema.title ?? name);
  const partId = (p: keyof ESignatureValue) => `${id}${sep}${p}`;
  const isRequired = (p: keyof ESignatureValue) => schema.required?.includes(p) ?? false;

  if (!doc) {
    return (
      <p role="alert" className={field.error}>
        {opts.noDocument}
      </p>
    );
  }
  const docError = error('documentId') ?? error('version');
  const consentError = error('consent');
  const nameError = error('typedName');
  const nameHelpId = `${partId('typedName')}__description`;
  return (
    <PartsFieldset id={id} rootClass={styles.root} legendClass={styles.legend} title={title} required={required} objectError={objectError}>
      <div
        ref={region}
        id={partId('documentId')}
        role="region"
        tabIndex={0}
        className={styles.region}
        aria-label={fill(opts.regionLabel, { title: doc.title })}
        aria-describedby={[hintId, docError ? `${partId('documentId')}__error` : ''].filter(Boolean).join(' ')}
        data-reached-end={read}
      >
        {renderBlocks(blocks, 3)}
        <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
      </div>
      <p id={hintId} role="status" className={styles.hint}>
        {read ? opts.readHint : opts.scrollHint}
      </p>
      {docError && (
        <p id={`${partId('documentId')}__error`} className={field.error}>
          {docError}
        </p>
      )}
      <div className={field.root}>
        <div className={box.root}>
          <input
            type="checkbox"
            id={partId('consent')}
            className={box.control}
            checked={value.consent === true}
            disabled={off}
            aria-required={isRequired('consent') || undefined}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={describedBy(partId('consent'), false, Boolean(consentError))}
            onChange={(e) => emit({ ...value, consent: e.target.checked })}
          />
          <label htmlFor={partId('consent')} className={box.label}>
            {opts.consentLabel}
            {isRequired('consent') && <RequiredMark />}
          </label>
        </div>
        {consentError && (
          <p id={`${partId('consent')}__error`} className={field.error}>
            {consentError}
          </p>
        )}
      </div>
      <div className={field.root}>
        <label htmlFor={partId('typedName')} className={field.label}>
          {opts.nameLabel}
          {isRequired('typedName') && <RequiredMark />}
        </label>
        {opts.nameHelp && (
          <p id={nameHelpId} className={field.description}>
            {opts.nameHelp}
          </p>
        )}
        <Input
          id={partId('typedName')}
          type="text"
          autoComplete="name"
          className={styles.signature}
          value={value.typedName ?? ''}
          disabled={off}
          aria-required={isRequired('typedName') || undefined}
          aria-invalid={nameError ? true : undefined}
          aria-describedby={[opts.nameHelp ? nameHelpId : '', nameError ? `${partId('typedName')}__error` : ''].filter(Boolean).join(' ') || undefined}
          onChange={(e) => {
            const next = { ...value };
            if (e.target.value === '') delete next.typedName;
            else next.typedName = e.target.value;
            emit(next);
          }}
        />
        {nameError && (
          <p id={`${partId('typedName')}__error`} className={field.error}>
            {nameError}
          </p>
        )}
      </div>
      <p className={styles.date}>{fill(opts.dateLabel, { date: signingDate(new Date()) })}</p>
    </PartsFieldset>
  );
}
