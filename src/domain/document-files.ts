// Documents an applicant uploads (paystubs, statements, IDs): which kinds of file are accepted,
// by extension AND by content (the first bytes), and how large. Shared by the fileUpload widget
// (checks before the upload) and the sandbox's document store (checks again: a browser's word
// about a file is never trusted). Sizes are 1000-based like the sizes shown (seed 001 §9).

/** The kinds of document file there are; a definition accepts some of them. */
export const DOCUMENT_KINDS = ['pdf', 'jpg', 'png', 'heic'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

interface KindInfo {
  /** File name extensions, lower case, the usual one first. */
  extensions: readonly string[];
  /** Media types browsers report, the canonical one first. */
  mediaTypes: readonly string[];
  /** How the kind is named to the applicant. */
  label: string;
}

const KINDS: Readonly<Record<DocumentKind, KindInfo>> = {
  pdf: { extensions: ['pdf'], mediaTypes: ['application/pdf', 'application/x-pdf'], label: 'PDF' },
  jpg: { extensions: ['jpg', 'jpeg'], mediaTypes: ['image/jpeg', 'image/jpg', 'image/pjpeg'], label: 'JPG' },
  png: { extensions: ['png'], mediaTypes: ['image/png'], label: 'PNG' },
  heic: { extensions: ['heic', 'heif'], mediaTypes: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'], label: 'HEIC' },
};

/** The largest document the lender stores: 10 MB (1000-based). A definition may ask for less. */
export const DOCUMENT_MAX_BYTES = 10_000_000;

/** How many leading bytes `sniffDocumentKind` needs. */
export const SNIFF_BYTES = 16;

/** True for a known kind name. */
export const isDocumentKind = (v: unknown): v is DocumentKind => typeof v === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(v);

/** The extension of a file name, lower case, without the dot; '' when there is none. */
export function extensionOf(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  const dot = base.lastIndexOf('.');
  return dot <= 0 || dot === base.length - 1 ? '' : base.slice(dot + 1).toLowerCase();
}

/** The kind a file name's extension says, or null. */
export function kindOfName(name: string): DocumentKind | null {
  const ext = extensionOf(name);
  return DOCUMENT_KINDS.find((k) => KINDS[k].extensions.includes(ext)) ?? null;
}

/** The media type a document of this kind is stored and served with. */
export const mediaTypeOfKind = (kind: DocumentKind): string => KINDS[kind].mediaTypes[0] as string;

/** The `accept` attribute of a file input for these kinds ('.pdf,.jpg,.jpeg,application/pdf,image/jpeg'). */
export function acceptAttribute(kinds: readonly DocumentKind[]): string {
  return [...kinds.flatMap((k) => KINDS[k].extensions.map((e) => `.${e}`)), ...kinds.map((k) => KINDS[k].mediaTypes[0] as string)].join(',');
}

/** The kinds as the applicant reads them: 'PDF', 'PDF or JPG', 'PDF, JPG or PNG'. */
export function kindsText(kinds: readonly DocumentKind[]): string {
  const labels = kinds.map((k) => KINDS[k].label);
  return labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
}

/**
 * The kind a file's first bytes show, or null: PDF '%PDF-', PNG's 8-byte signature, JPEG's
 * FF D8 FF, HEIC/HEIF an ISO-BMFF 'ftyp' box with a HEIF brand.
 */
export function sniffDocumentKind(bytes: Uint8Array): DocumentKind | null {
  const at = (i: number, ...want: number[]) => want.every((b, j) => bytes[i + j] === b);
  const ascii = (i: number, s: string) => at(i, ...[...s].map((c) => c.charCodeAt(0)));
  if (ascii(0, '%PDF-')) return 'pdf';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (at(0, 0xff, 0xd8, 0xff)) return 'jpg';
  if (ascii(4, 'ftyp') && ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].some((brand) => ascii(8, brand))) return 'heic';
  return null;
}

/** Why a file cannot be uploaded; null when it can. */
export type DocumentRefusal = 'type' | 'content' | 'size' | 'empty';

/**
 * Checks a file's name, reported media type and size against the accepted kinds and the
 * largest size: 'type' when the extension is not an accepted kind or the reported media type
 * (when there is one) belongs to another kind, 'empty' for 0 bytes, 'size' when larger than
 * `maxBytes`. The content is checked separately (`checkDocumentContent`), as it needs the bytes.
 */
export function checkDocumentFile(file: { name: string; type?: string; size: number }, kinds: readonly DocumentKind[], maxBytes: number): DocumentRefusal | null {
  const kind = kindOfName(file.name);
  if (kind === null || !kinds.includes(kind)) return 'type';
  const type = (file.type ?? '').trim().toLowerCase();
  // Browsers report '' or application/octet-stream for types they do not know (HEIC on many desktops).
  if (type !== '' && type !== 'application/octet-stream' && !KINDS[kind].mediaTypes.includes(type)) return 'type';
  if (!(file.size > 0)) return 'empty';
  if (!(file.size <= maxBytes)) return 'size';
  return null;
}

/** 'content' when the first bytes are not those of the kind the name says (a renamed file); else null. */
export function checkDocumentContent(name: string, head: Uint8Array): 'content' | null {
  const kind = kindOfName(name);
  return kind !== null && sniffDocumentKind(head) === kind ? null : 'content';
}

/** A file name without any folder, control characters or surrounding blanks. */
export const cleanFileName = (name: string): string => name.replace(/^.*[\\/]/, '').replace(/[\u0000-\u001f\u007f]/g, '').trim();

/** A stored document as the form value and the document store's answers describe it (never its bytes). */
export interface StoredDocument {
  id: string;
  name: string;
  size: number;
  /** The media type it is stored with. */
  type: string;
}

/** Fills {placeholders} of a definition's message ('{name} is larger than {limit}'); unknown ones stay as written. */
export function fillDocumentMessage(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (all, key: string) => (Object.hasOwn(values, key) ? String(values[key]) : all));
}
