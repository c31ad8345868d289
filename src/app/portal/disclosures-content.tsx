// /account/heloc/{uuid}/document/disclosures (seed 000 §2 route, seed 001 §2 'Document viewer
// that tracks scrolling to the end'): the application's disclosure documents, each in the
// viewer with an 'I have read' checkbox enabled at its end (a PDF: once opened). Continue is
// validated on click: with a document unread it shows an error summary naming each one (focused,
// a link per document) and sends nothing; with all read it records the acknowledgement and lets
// the routing tables choose the next page. Documents acknowledged on an earlier visit show done.
// A refused Continue (400/409) reads the documents again: one whose version changed since it was
// opened is shown in its new version, its tick dropped, with a focused notice naming it (issue 23).
// Rules: src/domain/disclosures.ts; calls: src/api/disclosures.ts; docs/portal.md 'Disclosures page'.
import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { acknowledgeDisclosures, disclosuresQuery, getDisclosures, type DisclosureDocument, type Disclosures } from '../../api/disclosures';
import { RequestError } from '../../api/http';
import { toDisplayDate } from '../../domain/dates';
import { acknowledgementBody, changedDocuments, isAcknowledged, ticksWithout, unreadDocuments, type Ticks } from '../../domain/disclosures';
import { routePath } from '../../engine/routing';
import { SubmitButton } from '../../renderer/submit-button';
import { alertSlotRecipe, errorSummarySlotRecipe } from '../../renderer/theme/recipes';
import { slotClasses, styled } from '../../renderer/theme/styled';
import { useAppEnv } from '../app-env';
import { DocumentAcknowledgement, type ViewerDocument } from './document-viewer';
import { Button } from '../../renderer/ui/primitives';
import { docNoteRecipe, docRetryRecipe, documentListRecipe, documentTitleRecipe, stackRecipe } from './document-recipes';

const Stack = styled('div', stackRecipe);
const Form = styled('form', stackRecipe);
const DocumentList = styled('ol', documentListRecipe);
// The page's h1 titles the form; each document is a level-2 section under it.
const DocumentTitle = styled('h2', documentTitleRecipe);
const Note = styled('p', docNoteRecipe);
const Retry = styled('div', docRetryRecipe);

const errorText = (e: unknown, fallback: string): string => (e instanceof Error && e.message ? e.message : fallback);

const viewerDocument = (d: DisclosureDocument): ViewerDocument =>
  d.kind === 'pdf' ? { title: d.title, kind: 'pdf', url: d.url } : { title: d.title, kind: d.kind, body: d.body };

/** Moves focus to `ref` whenever `key` changes to a truthy value (an alert that just appeared). */
function useFocusOn(ref: RefObject<HTMLElement | null>, key: unknown) {
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key, ref]);
}

/** The disclosures page content inside the application shell. */
export function DisclosuresContent({ uuid }: { uuid: string }) {
  const { t } = useAppEnv();
  const docs = useQuery(disclosuresQuery(uuid));
  if (docs.isError) {
    return (
      <div role="alert">
        <p>{t('msg:disclosures.loadError', { reason: errorText(docs.error, t('msg:common.requestError')) })}</p>
        <Retry>
          <Button type="button" variant="outline" onClick={() => void docs.refetch()}>
            {t('msg:common.retry')}
          </Button>
        </Retry>
      </div>
    );
  }
  if (!docs.data) return <p role="status">{t('msg:disclosures.loading')}</p>;
  return <DisclosuresForm uuid={uuid} data={docs.data} />;
}

function DisclosuresForm({ uuid, data }: { uuid: string; data: Disclosures }) {
  const { t } = useAppEnv();
  const navigate = useNavigate();
  const client = useQueryClient();
  const idBase = useId();
  const introId = `${idBase}-intro`;
  const boxId = (docId: string) => `${idBase}-ack-${docId}`;
  const titleId = (docId: string) => `${idBase}-doc-${docId}`;
  // This visit's ticks; a document not ticked here counts as the server recorded it.
  const [ticks, setTicks] = useState<Ticks>({});
  // Set by a Continue with documents unread; the summary then follows the ticks live.
  const [attempt, setAttempt] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const changedRef = useRef<HTMLDivElement>(null);
  // Titles of the documents that changed since they were opened (the last refused Continue).
  const [changed, setChanged] = useState<{ titles: string[]; n: number } | null>(null);

  /** After a refusal: a newer version of a shown document replaces it and must be read again; true if one did. */
  const reloadChanged = async (error: unknown): Promise<boolean> => {
    if (!(error instanceof RequestError) || (error.status !== 400 && error.status !== 409)) return false;
    const fresh = await getDisclosures(uuid).catch(() => null);
    if (fresh === null) return false;
    const newer = changedDocuments(data.documents, fresh.documents);
    if (newer.length === 0) return false;
    setTicks((prev) => ticksWithout(prev, newer));
    setChanged((prev) => ({ titles: newer.map((d) => d.title), n: (prev?.n ?? 0) + 1 }));
    client.setQueryData(disclosuresQuery(uuid).queryKey, fresh);
    return true;
  };

  const submit = useMutation({
    mutationFn: async (body: { documents: { id: string; version: number }[] }) => {
      try {
        return await acknowledgeDisclosures(uuid, body);
      } catch (error) {
        // A changed document is not a failure to show: the page shows its new version instead.
        if (await reloadChanged(error)) return null;
        throw error;
      }
    },
    onSuccess: async (answer) => {
      if (answer === null) return;
      client.setQueryData(disclosuresQuery(uuid).queryKey, answer);
      // The next page is the routing tables' choice: an empty route routes afresh.
      client.removeQueries({ queryKey: ['route', uuid] });
      await Promise.all([client.invalidateQueries({ queryKey: ['application', uuid] }), client.invalidateQueries({ queryKey: ['status', uuid] })]);
      void navigate(routePath(uuid, ''), { replace: true });
    },
  });

  const unread = unreadDocuments(data.documents, ticks);
  const showSummary = attempt > 0 && unread.length > 0;
  useFocusOn(summaryRef, showSummary ? attempt : 0);
  useFocusOn(failureRef, submit.isError ? submit.failureCount : 0);
  useFocusOn(changedRef, changed?.n ?? 0);

  const onContinue = (e: FormEvent) => {
    e.preventDefault();
    if (submit.isPending) return;
    const body = acknowledgementBody(data.documents, ticks);
    if (body === null) {
      setAttempt((n) => n + 1);
      return;
    }
    setChanged(null);
    submit.mutate(body);
  };

  const summary = slotClasses(errorSummarySlotRecipe);
  const alert = slotClasses(alertSlotRecipe, { tone: 'error' });
  const notice = slotClasses(alertSlotRecipe, { tone: 'warning' });
  const total = data.documents.length;

  return (
    <Form noValidate onSubmit={onContinue} aria-label={t('msg:disclosures.title')} aria-describedby={introId} gap="6">
      <p id={introId}>{t('msg:disclosures.intro')}</p>

      {showSummary && (
        <div ref={summaryRef} tabIndex={-1} role="alert" aria-labelledby={`${idBase}-summary-title`} className={summary.root}>
          <h2 id={`${idBase}-summary-title`} className={summary.title}>
            {t('msg:disclosures.unreadTitle')}
          </h2>
          <ul className={summary.list}>
            {unread.map((d) => (
              <li key={d.id}>
                <a
                  href={`#${titleId(d.id)}`}
                  className={summary.link}
                  onClick={(e) => {
                    // Focus the document's title: its viewer (or PDF link) is the next Tab stop.
                    const target = document.getElementById(titleId(d.id));
                    if (target) {
                      e.preventDefault();
                      target.focus();
                    }
                  }}
                >
                  {t('msg:disclosures.unreadItem', { title: d.title })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}

      {changed !== null && (
        <div ref={changedRef} tabIndex={-1} role="alert" className={notice.root} data-testid="disclosures-changed">
          <div className={notice.content}>
            <p>{t('msg:disclosures.changed', { titles: changed.titles.join(', ') })}</p>
          </div>
        </div>
      )}

      <DocumentList aria-label={t('msg:disclosures.documentsLabel')}>
        {data.documents.map((d, i) => {
          const checked = isAcknowledged(d, ticks);
          const recorded = d.acknowledgedAt !== null && ticks[d.id] === undefined;
          return (
            <li key={`${d.id}@${d.version}`}>
              <Stack gap="2">
                <Note>{t('msg:disclosures.position', { index: i + 1, total })}</Note>
                <DocumentTitle id={titleId(d.id)} tabIndex={-1}>
                  {d.title}
                </DocumentTitle>
                {recorded && d.acknowledgedAt !== null && (
                  <Note strong>{t('msg:disclosures.acknowledgedOn', { date: toDisplayDate(new Date(d.acknowledgedAt)) })}</Note>
                )}
                <DocumentAcknowledgement
                  document={viewerDocument(d)}
                  checked={checked}
                  checkboxId={boxId(d.id)}
                  headingLevel={3}
                  readKey={`${uuid}/${d.id}@${d.version}`}
                  onChange={(value) => setTicks((prev) => ({ ...prev, [d.id]: value }))}
                />
              </Stack>
            </li>
          );
        })}
      </DocumentList>

      {submit.isError && (
        <div ref={failureRef} tabIndex={-1} role="alert" className={alert.root}>
          <div className={alert.content}>
            <p>{t('msg:disclosures.submitError', { reason: errorText(submit.error, t('msg:common.requestError')).replace(/\.$/, '') })}</p>
            <Retry>
              <Button type="submit" variant="outline">
                {t('msg:common.retry')}
              </Button>
            </Retry>
          </div>
        </div>
      )}

      <SubmitButton loading={submit.isPending} label={t('msg:common.continue')} loadingText={t('msg:common.submitting')} />
    </Form>
  );
}
