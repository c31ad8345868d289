// The document viewer that tracks scrolling to the end (seed 001 §2 'Other widgets'): a
// labelled, keyboard-focusable scroll region (arrow keys, Page Down and Space scroll it) showing
// the document as text blocks (HTML is read for structure only, never injected), or a link for
// a PDF. It reports `reachedEnd` once; DocumentAcknowledgement enables an 'I have read'
// checkbox only after that.
import { useId, useMemo, useRef, useState } from 'react';
import { htmlBlocks, textBlocks } from '../../domain/document-blocks';
import { renderBlocks } from '../../renderer/ui/document-blocks';
import { isSafeHref } from '../../renderer/safe-href';
import { checkboxSlotRecipe } from '../../renderer/theme/recipes';
import { slotClasses, styled } from '../../renderer/theme/styled';
import { docNoteRecipe, documentRegionRecipe, pdfLinkRecipe, stackRecipe } from './document-recipes';
import { useAppEnv } from '../app-env';
import { useReachedEnd } from '../../renderer/use-reached-end';

/** A document to show: text or HTML as text blocks, or a PDF by URL. */
export type ViewerDocument =
  | { title: string; kind: 'text' | 'html'; body: string }
  | { title: string; kind: 'pdf'; url: string };

const Region = styled('div', documentRegionRecipe);
const PdfLink = styled('a', pdfLinkRecipe);
const Stack = styled('div', stackRecipe);
const Note = styled('p', docNoteRecipe);

export interface DocumentViewerProps {
  document: ViewerDocument;
  /** Called once, when the end is first reached (or a PDF is opened). */
  onReachedEnd?: () => void;
  /** id of the element the region is described by (the hint below it). */
  describedBy?: string;
  /** Level of the document's own headings: 3 (default), or 4 when the page titles the document with an h3. */
  headingLevel?: 3 | 4;
}

/** The scrollable document; a PDF counts as read once its link is opened. */
export function DocumentViewer({ document: doc, onReachedEnd, describedBy, headingLevel = 3 }: DocumentViewerProps) {
  const { t } = useAppEnv();
  const region = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const body = doc.kind === 'pdf' ? null : doc.body;
  const blocks = useMemo(() => (doc.kind === 'html' ? htmlBlocks(body ?? '') : textBlocks(body ?? '')), [doc.kind, body]);
  const { reachedEnd } = useReachedEnd(region, sentinel, doc.kind === 'pdf' ? undefined : onReachedEnd, body);
  const [pdfOpened, setPdfOpened] = useState(false);

  if (doc.kind === 'pdf') {
    if (!isSafeHref(doc.url)) return <p>{doc.title}</p>;
    // A click, Enter, or a middle click (new tab) opens it.
    const opened = () => {
      if (!pdfOpened) onReachedEnd?.();
      setPdfOpened(true);
    };
    return (
      <p data-reached-end={pdfOpened}>
        <PdfLink href={doc.url} target="_blank" rel="noopener noreferrer" onClick={opened} onAuxClick={opened}>
          {t('msg:document.pdfLink', { title: doc.title })}
        </PdfLink>
      </p>
    );
  }
  return (
    <Region
      ref={region}
      role="region"
      tabIndex={0}
      aria-label={t('msg:document.regionLabel', { title: doc.title })}
      aria-describedby={describedBy}
      data-reached-end={reachedEnd}
      data-testid="document-viewer"
    >
      {renderBlocks(blocks, headingLevel)}
      <div ref={sentinel} aria-hidden="true" style={{ height: 1 }} />
    </Region>
  );
}

export interface DocumentAcknowledgementProps {
  document: ViewerDocument;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** id for the checkbox (an error summary links to it); generated when absent. */
  checkboxId?: string;
  headingLevel?: 3 | 4;
  /** Names this document for the visit: once read it stays read when the page draws it again (a Try again, a refreshed read). */
  readKey?: string;
}

/** Documents read to their end during this visit (memory only: a reload starts afresh). */
const readThisVisit = new Set<string>();

/**
 * A document and an 'I have read {title}' checkbox enabled only once the end was reached (a PDF:
 * once opened). A document that starts checked (acknowledged on an earlier visit) counts as read.
 */
export function DocumentAcknowledgement({ document: doc, checked, onChange, checkboxId, headingLevel, readKey }: DocumentAcknowledgementProps) {
  const { t } = useAppEnv();
  const [reached, setReached] = useState(() => checked || (readKey !== undefined && readThisVisit.has(readKey)));
  const onReachedEnd = () => {
    if (readKey !== undefined) readThisVisit.add(readKey);
    setReached(true);
  };
  const hintId = useId();
  const generatedId = useId();
  const boxId = checkboxId ?? generatedId;
  const pdf = doc.kind === 'pdf';
  // Static classes: recipes ship as class names only (vite.config.ts 'recipes-as-class-names').
  const styles = slotClasses(checkboxSlotRecipe);
  return (
    <Stack gap="3">
      <DocumentViewer document={doc} onReachedEnd={onReachedEnd} describedBy={hintId} {...(headingLevel ? { headingLevel } : {})} />
      <Note id={hintId} role="status">
        {t(reached ? (pdf ? 'msg:document.opened' : 'msg:document.readToEnd') : pdf ? 'msg:document.openHint' : 'msg:document.scrollHint')}
      </Note>
      <div className={styles.root}>
        <input
          type="checkbox"
          id={boxId}
          className={styles.control}
          checked={checked}
          disabled={!reached}
          aria-describedby={hintId}
          onChange={(e) => onChange(e.target.checked)}
        />
        <label htmlFor={boxId} className={styles.label}>
          {t('msg:document.acknowledge', { title: doc.title })}
        </label>
      </div>
    </Stack>
  );
}
