// A document's text blocks (src/domain/document-blocks.ts) as React elements: headings at the
// given level, paragraphs, consecutive items as one list. Text only, never injected HTML.
import type { ReactNode } from 'react';
import type { DocumentBlock } from '../../domain/document-blocks';

/** Groups consecutive items into lists; headings at `level` (below the heading that titles the document). */
export function renderBlocks(blocks: readonly DocumentBlock[], level: 3 | 4): ReactNode[] {
  const Heading = level === 4 ? 'h4' : 'h3';
  const out: ReactNode[] = [];
  let items: string[] = [];
  const flushItems = (key: number) => {
    if (items.length === 0) return;
    out.push(
      <ul key={`l${key}`}>
        {items.map((text, i) => (
          <li key={i}>{text}</li>
        ))}
      </ul>,
    );
    items = [];
  };
  blocks.forEach((b, i) => {
    if (b.kind === 'item') {
      items.push(b.text);
      return;
    }
    flushItems(i);
    out.push(b.kind === 'heading' ? <Heading key={i}>{b.text}</Heading> : <p key={i}>{b.text}</p>);
  });
  flushItems(blocks.length);
  return out;
}
