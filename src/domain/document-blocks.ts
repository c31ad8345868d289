// A document's text as blocks the viewer renders as text (never as HTML): headings, paragraphs
// and list items. Lender documents may arrive as HTML; tags are read only for structure, their
// attributes, scripts, styles and comments are dropped, entities decoded.

/** One block of a document. */
export interface DocumentBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', ndash: '–', mdash: '—', hellip: '…', rsquo: '’', lsquo: '‘', rdquo: '”', ldquo: '“', copy: '©', reg: '®', sect: '§' };

/** Decodes named, decimal and hex character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const clean = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** Plain text: paragraphs are separated by blank lines; lines starting '- ' or '• ' are list items. */
export function textBlocks(text: string): DocumentBlock[] {
  const blocks: DocumentBlock[] = [];
  for (const para of text.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = para.split('\n');
    if (lines.every((l) => /^\s*[-•*]\s+/.test(l) || l.trim() === '')) {
      for (const l of lines) if (l.trim() !== '') blocks.push({ kind: 'item', text: clean(l.replace(/^\s*[-•*]\s+/, '')) });
    } else if (clean(para) !== '') blocks.push({ kind: 'paragraph', text: clean(para) });
  }
  return blocks;
}

const BLOCK_TAG = /<\s*(\/?)\s*(h[1-6]|p|li|div|section|article|br|tr|ul|ol|table|blockquote|header|footer)\b[^>]*>/gi;

/** HTML: headings, list items and other blocks as text; scripts, styles, comments and every attribute dropped. */
export function htmlBlocks(html: string): DocumentBlock[] {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\s*(script|style|template|iframe|object|noscript)\b[\s\S]*?<\s*\/\s*\1\s*>/gi, '')
    .replace(/<\s*(script|style|template|iframe|object|noscript)\b[^>]*>/gi, '');
  const blocks: DocumentBlock[] = [];
  let kind: DocumentBlock['kind'] = 'paragraph';
  let last = 0;
  const flush = (raw: string) => {
    const text = clean(decodeEntities(raw.replace(/<[^>]*>/g, ' ')));
    if (text !== '') blocks.push({ kind, text });
  };
  for (const m of stripped.matchAll(BLOCK_TAG)) {
    flush(stripped.slice(last, m.index));
    last = m.index + m[0].length;
    const closing = m[1] === '/';
    const tag = (m[2] ?? '').toLowerCase();
    kind = !closing && /^h[1-6]$/.test(tag) ? 'heading' : !closing && tag === 'li' ? 'item' : 'paragraph';
  }
  flush(stripped.slice(last));
  return blocks;
}
