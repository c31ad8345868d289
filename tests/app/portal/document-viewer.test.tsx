// @vitest-environment happy-dom
import { useState } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DocumentAcknowledgement, DocumentViewer, type ViewerDocument } from '../../../src/app/portal/document-viewer';
import { clearLayout, fakeObserver, layout } from './fake-intersection-observer';
import { renderPortal } from './harness';

const HTML: ViewerDocument = {
  title: 'HELOC agreement',
  kind: 'html',
  body: '<h2>Terms</h2><p>First paragraph.</p><script>window.hacked = true</script><ul><li>One</li><li>Two</li></ul><p>Last paragraph.</p>',
};

afterEach(() => {
  vi.unstubAllGlobals();
  clearLayout();
});

describe('DocumentViewer', () => {
  it('is a labelled, focusable region showing HTML as text blocks only', async () => {
    fakeObserver();
    renderPortal(<DocumentViewer document={HTML} />);
    const region = screen.getByRole('region', { name: 'HELOC agreement, scrollable document' });
    expect(region).toHaveAttribute('tabindex', '0');
    await userEvent.tab();
    expect(region).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(region.querySelector('script')).toBeNull();
    expect(region.textContent).not.toContain('hacked');
  });

  it('reports the end once, when the sentinel at the bottom comes into view', () => {
    const { instances, fire } = fakeObserver();
    layout(1000, 300);
    const onEnd = vi.fn();
    renderPortal(<DocumentViewer document={HTML} onReachedEnd={onEnd} />);
    const region = screen.getByTestId('document-viewer');
    expect(instances[0]?.options?.root).toBe(region);
    fire(false);
    expect(onEnd).not.toHaveBeenCalled();
    fire(true);
    fire(true);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(region).toHaveAttribute('data-reached-end', 'true');
  });

  it('without IntersectionObserver, counts scrolling to the bottom', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onEnd = vi.fn();
    layout(1000, 300);
    renderPortal(<DocumentViewer document={HTML} onReachedEnd={onEnd} />);
    const region = screen.getByTestId('document-viewer');
    region.scrollTop = 500;
    fireEvent.scroll(region);
    expect(onEnd).not.toHaveBeenCalled();
    region.scrollTop = 700;
    fireEvent.scroll(region);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('counts a document that fits without scrolling as read at once', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onEnd = vi.fn();
    layout(200, 300);
    renderPortal(<DocumentViewer document={{ title: 'Notice', kind: 'text', body: 'Short.' }} onReachedEnd={onEnd} />);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('shows a PDF as a link and counts it read once opened', async () => {
    const onEnd = vi.fn();
    renderPortal(<DocumentViewer document={{ title: 'Disclosure', kind: 'pdf', url: '/docs/disclosure.pdf' }} onReachedEnd={onEnd} />);
    const link = screen.getByRole('link', { name: 'Open Disclosure (PDF, opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/docs/disclosure.pdf');
    link.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(link);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('renders an unsafe PDF address as text, not a link', () => {
    renderPortal(<DocumentViewer document={{ title: 'Disclosure', kind: 'pdf', url: 'javascript:alert(1)' }} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Disclosure')).toBeInTheDocument();
  });
});

describe('DocumentAcknowledgement', () => {
  function Form() {
    const [checked, setChecked] = useState(false);
    return <DocumentAcknowledgement document={HTML} checked={checked} onChange={setChecked} />;
  }

  it("enables 'I have read' only after the end, and says why it is disabled", async () => {
    const { fire } = fakeObserver();
    layout(1000, 300);
    renderPortal(<Form />);
    const box = screen.getByRole('checkbox', { name: 'I have read HELOC agreement' });
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Scroll to the end of the document to continue.');
    fire(true);
    expect(box).toBeEnabled();
    expect(screen.getByText('You have reached the end of the document.')).toBeInTheDocument();
    await userEvent.click(box);
    expect(box).toBeChecked();
  });
});

describe('DocumentAcknowledgement drawn again in the same visit', () => {
  it('keeps a document read to its end read when the page draws it again (readKey), and only that document', () => {
    const { fire } = fakeObserver();
    layout(1000, 300);
    const first = renderPortal(<DocumentAcknowledgement document={HTML} checked={false} onChange={() => undefined} readKey="app-1/early@3" />);
    fire(true);
    expect(screen.getByRole('checkbox', { name: 'I have read HELOC agreement' })).toBeEnabled();
    first.unmount();
    const again = renderPortal(<DocumentAcknowledgement document={HTML} checked={false} onChange={() => undefined} readKey="app-1/early@3" />);
    expect(screen.getByRole('checkbox', { name: 'I have read HELOC agreement' })).toBeEnabled();
    again.unmount();
    // A new version of the document (or another application) is read afresh.
    renderPortal(<DocumentAcknowledgement document={HTML} checked={false} onChange={() => undefined} readKey="app-1/early@4" />);
    expect(screen.getByRole('checkbox', { name: 'I have read HELOC agreement' })).toBeDisabled();
  });
});
