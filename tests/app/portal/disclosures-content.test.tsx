// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes, useLocation } from 'react-router-dom';
import type { Disclosures } from '../../../src/api/disclosures';
import { PAGE_WIDGETS } from '../../../src/app/application/page-widgets';
import { DisclosuresContent } from '../../../src/app/portal/disclosures-content';
import { clearLayout, fakeObserver, layout } from './fake-intersection-observer';
import { renderPortal } from './harness';

const UUID = '3f1c2b7e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const PAGE = `/account/heloc/${UUID}/document/disclosures`;
const LONG = Array.from({ length: 30 }, (_, i) => `<p>Paragraph ${i + 1} of the early disclosure.</p>`).join('');

const disclosures = (acknowledgedAt: string | null = null): Disclosures => ({
  applicationUuid: UUID,
  complete: acknowledgedAt !== null,
  documents: [
    { id: 'heloc-early-disclosure', version: 3, title: 'Early Disclosure', kind: 'html', body: `<h2>Terms</h2>${LONG}`, acknowledgedAt },
    { id: 'esign-consent', version: 2, title: 'E-Sign Consent', kind: 'text', body: 'You agree to electronic records.\n\nYou may withdraw.', acknowledgedAt },
    { id: 'heloc-booklet', version: 1, title: 'HELOC Booklet', kind: 'pdf', url: '/docs/booklet.pdf', acknowledgedAt },
  ],
});

type Answer = { status?: number; body: unknown } | (() => Promise<Response>);

/** fetch by method and path: GET the documents, POST the acknowledgement. Records the POST bodies. */
function stubApi(answers: { get: Answer; post?: Answer }) {
  const posts: unknown[] = [];
  const calls: string[] = [];
  const respond = (a: Answer) =>
    typeof a === 'function' ? a() : Promise.resolve(new Response(JSON.stringify(a.body), { status: a.status ?? 200, headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    calls.push(`${method} ${url}`);
    if (method === 'POST' && url.includes('/disclosures/acknowledgements')) {
      posts.push(JSON.parse(String(init?.body)));
      return respond(answers.post ?? { status: 500, body: { errors: ['no POST stub'] } });
    }
    if (url.includes(`/${UUID}/disclosures`)) return respond(answers.get);
    return new Response('{}', { status: 404 });
  });
  return { posts, calls, set: (next: Partial<typeof answers>) => Object.assign(answers, next) };
}

/** One fake observer per viewer, and regions taller than their window so only the observer counts. */
function viewerObservers() {
  const io = fakeObserver();
  layout(1000, 300);
  return io;
}

function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

function renderPage() {
  return renderPortal(
    <Routes>
      <Route path="/account/heloc/:uuid/document/disclosures" element={<DisclosuresContent uuid={UUID} />} />
      <Route path="*" element={<Landed />} />
    </Routes>,
    PAGE,
  );
}

const box = (title: string) => screen.getByRole('checkbox', { name: `I have read ${title}` });
const continueButton = () => screen.getByRole('button', { name: 'Continue' });

/** The PDF link opens a new tab in a browser; here the click alone counts. */
async function openPdf() {
  const link = screen.getByRole('link', { name: 'Open HELOC Booklet (PDF, opens in a new tab)' });
  link.addEventListener('click', (e) => e.preventDefault());
  await userEvent.click(link);
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearLayout();
});

describe('DisclosuresContent', () => {
  it('keeps every checkbox disabled until its document is read, and Continue early names the unread documents', async () => {
    const { reachEnd } = viewerObservers();
    const api = stubApi({ get: { body: disclosures() } });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your disclosures…');
    // The page's h1 titles the form (the widget adds no second heading with the same words).
    expect(await screen.findByRole('form', { name: 'Review your disclosures' })).toHaveAccessibleDescription(/^Before you continue, read each document/);
    expect(screen.queryByRole('heading', { name: 'Review your disclosures' })).toBeNull();
    const list = screen.getByRole('list', { name: 'Disclosure documents' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Early Disclosure', 'E-Sign Consent', 'HELOC Booklet']);
    // The document's own headings sit one level below its title.
    expect(screen.getByRole('heading', { name: 'Terms', level: 3 })).toBeInTheDocument();
    expect(box('Early Disclosure')).toBeDisabled();
    expect(box('E-Sign Consent')).toBeDisabled();
    expect(box('HELOC Booklet')).toBeDisabled();
    expect(box('HELOC Booklet')).toHaveAccessibleDescription('Open the document to continue.');

    await userEvent.click(continueButton());
    const summary = screen.getByRole('alert');
    expect(summary).toHaveAccessibleName('Please read every document before you continue');
    expect(within(summary).getAllByRole('link').map((a) => a.textContent)).toEqual([
      "Read Early Disclosure and tick 'I have read'",
      "Read E-Sign Consent and tick 'I have read'",
      "Read HELOC Booklet and tick 'I have read'",
    ]);
    expect(summary).toHaveFocus();
    expect(api.posts).toEqual([]);
    // A link in the summary takes the user to that document.
    await userEvent.click(within(summary).getByRole('link', { name: /E-Sign Consent/ }));
    expect(screen.getByRole('heading', { name: 'E-Sign Consent', level: 2 })).toHaveFocus();

    // Reading the first document and opening the PDF enables their boxes; the summary follows.
    reachEnd(0);
    expect(box('Early Disclosure')).toBeEnabled();
    expect(box('E-Sign Consent')).toBeDisabled();
    await userEvent.click(box('Early Disclosure'));
    await openPdf();
    expect(box('HELOC Booklet')).toBeEnabled();
    expect(box('HELOC Booklet')).toHaveAccessibleDescription('You have opened the document.');
    await userEvent.click(box('HELOC Booklet'));
    expect(within(screen.getByRole('alert')).getAllByRole('link').map((a) => a.textContent)).toEqual(["Read E-Sign Consent and tick 'I have read'"]);
    await userEvent.click(continueButton());
    expect(api.posts).toEqual([]);
    expect(screen.getByRole('alert')).toHaveFocus();

    // Unticking a document makes it unread again.
    reachEnd(1);
    await userEvent.click(box('E-Sign Consent'));
    await userEvent.click(box('Early Disclosure'));
    expect(within(screen.getByRole('alert')).getAllByRole('link').map((a) => a.textContent)).toEqual(["Read Early Disclosure and tick 'I have read'"]);
    await userEvent.click(box('Early Disclosure'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows Submitting while it records, keeps every tick after a failure, and the retry continues to the routed page', async () => {
    const { reachEnd } = viewerObservers();
    let release: (r: Response) => void = () => {};
    const api = stubApi({
      get: { body: disclosures() },
      post: () => new Promise<Response>((resolve) => (release = resolve)),
    });
    renderPage();
    await screen.findByRole('form', { name: 'Review your disclosures' });
    reachEnd(0);
    reachEnd(1);
    await openPdf();
    for (const title of ['Early Disclosure', 'E-Sign Consent', 'HELOC Booklet']) await userEvent.click(box(title));

    await userEvent.click(continueButton());
    const busy = screen.getByRole('button', { name: 'Submitting' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await act(async () => release(new Response(JSON.stringify({ errors: ['Simulated disclosures failure'] }), { status: 503, headers: { 'Content-Type': 'application/json' } })));

    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('We could not record that you read your disclosures: Simulated disclosures failure. Your answers are kept; please try again.');
    expect(failure).toHaveFocus();
    for (const title of ['Early Disclosure', 'E-Sign Consent', 'HELOC Booklet']) {
      expect(box(title)).toBeChecked();
      expect(box(title)).toBeEnabled();
    }
    expect(screen.queryByTestId('landed')).toBeNull();

    api.set({ post: { body: disclosures('2026-11-01T12:00:00.000Z') } });
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(`/account/heloc/${UUID}/`);
    expect(api.posts).toHaveLength(2);
    expect(api.posts[1]).toEqual({
      documents: [
        { id: 'heloc-early-disclosure', version: 3 },
        { id: 'esign-consent', version: 2 },
        { id: 'heloc-booklet', version: 1 },
      ],
    });
  });

  it('says why the documents could not be loaded and loads them again on Try again', async () => {
    viewerObservers();
    const api = stubApi({ get: { status: 503, body: { errors: ['Simulated disclosures failure (QA flag sandbox-disclosures-load-fail)'] } } });
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your disclosures could not be loaded: Simulated disclosures failure (QA flag sandbox-disclosures-load-fail)');
    api.set({ get: { body: disclosures() } });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Early Disclosure' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens on the read the routing effect started ahead (the page widget preload), with no second request', async () => {
    viewerObservers();
    const api = stubApi({ get: { body: disclosures() } });
    await PAGE_WIDGETS.disclosures.preload(UUID);
    expect(api.calls.filter((c) => c.startsWith('GET'))).toHaveLength(1);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Early Disclosure' })).toBeVisible();
    expect(api.calls.filter((c) => c.startsWith('GET'))).toHaveLength(1);
  });

  it('shows documents acknowledged on an earlier visit as done, and Continue records them again at once', async () => {
    viewerObservers();
    const api = stubApi({ get: { body: disclosures('2026-11-01T12:00:00.000Z') }, post: { body: disclosures('2026-11-02T12:00:00.000Z') } });
    renderPage();
    await screen.findByRole('heading', { name: 'Early Disclosure' });
    for (const title of ['Early Disclosure', 'E-Sign Consent', 'HELOC Booklet']) {
      expect(box(title)).toBeChecked();
      expect(box(title)).toBeEnabled();
    }
    expect(screen.getAllByText('You confirmed that you read this document on 11/01/2026.')).toHaveLength(3);
    await userEvent.click(continueButton());
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    expect(api.posts).toHaveLength(1);
  });
});
