// A tiny PDF writer for the sandbox's sample documents: US Letter pages of wrapped Helvetica
// text (a bold title, headings and paragraphs), PDF 1.4 with a correct cross-reference table,
// so any viewer opens it. ASCII only: other characters are replaced by close ASCII ones.

/** One block of a sample PDF. */
export type PdfBlock = { kind: 'title' | 'heading' | 'paragraph'; text: string };

const PAGE_W = 612;
const PAGE_H = 792;
const MARGIN = 72;
const STYLE = {
  title: { font: 'F2', size: 18, lead: 24, chars: 48, gap: 10 },
  heading: { font: 'F2', size: 12, lead: 16, chars: 76, gap: 4 },
  paragraph: { font: 'F1', size: 10.5, lead: 14, chars: 92, gap: 8 },
} as const;

/** Plain ASCII for the standard Helvetica encoding, with PDF string escapes. */
function pdfText(s: string): string {
  const ascii = s
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e]/g, ' ');
  return ascii.replace(/[\\()]/g, (c) => `\\${c}`);
}

/** Greedy word wrap at `width` characters (Helvetica averages about 0.5 em per character). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** Lays the blocks out on as many pages as they need; returns each page's content stream. */
function layout(blocks: readonly PdfBlock[], footer: string): string[] {
  const pages: string[][] = [[]];
  let y = PAGE_H - MARGIN;
  for (const b of blocks) {
    const st = STYLE[b.kind];
    for (const line of wrap(b.text, st.chars)) {
      if (y - st.lead < MARGIN) {
        pages.push([]);
        y = PAGE_H - MARGIN;
      }
      y -= st.lead;
      pages[pages.length - 1]?.push(`BT /${st.font} ${st.size} Tf ${MARGIN} ${y.toFixed(1)} Td (${pdfText(line)}) Tj ET`);
    }
    y -= st.gap;
  }
  return pages.map((ops, i) =>
    [...ops, `BT /F1 8 Tf ${MARGIN} ${MARGIN / 2} Td (${pdfText(`${footer} - page ${i + 1} of ${pages.length}`)}) Tj ET`].join('\n'),
  );
}

/** A complete PDF file of the blocks, with `footer` on every page and `title` in its metadata. */
export function simplePdf(title: string, blocks: readonly PdfBlock[], footer: string): Buffer {
  const streams = layout(blocks, footer);
  // Objects: 1 catalog, 2 pages, 3 Helvetica, 4 Helvetica-Bold, 5 info, then a page and its content per page.
  const pageIds = streams.map((_, i) => 6 + i * 2);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageIds.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Title (${pdfText(title)}) /Producer (HELOC sandbox) >>`,
  ];
  streams.forEach((content, i) => {
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
    );
    objects.push(`<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`);
  });
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) out += `${String(o).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
