// Chat attachments (seed 001 §5): jpg, png, amr, mp3, mp4, pdf, txt are accepted, anything
// else is refused; a message with no text and no files is not sent. A file is at most
// CHAT_FILE_MAX_BYTES (docs/decisions.md 68). The sandbox stores files with the canonical media
// type of their extension and serves them as attachments (contentDisposition).
import { formatFileSize } from './file-size';

/** Accepted file extensions, in the seed's order. */
export const CHAT_FILE_EXTENSIONS = ['jpg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt'] as const;

// The media types browsers report for the accepted extensions (jpeg is the same format as jpg).
const TYPES: Readonly<Record<string, readonly string[]>> = {
  jpg: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
  png: ['image/png'],
  amr: ['audio/amr', 'audio/AMR'],
  mp3: ['audio/mpeg', 'audio/mp3'],
  mp4: ['video/mp4', 'audio/mp4'],
  pdf: ['application/pdf'],
  txt: ['text/plain'],
};

/** Largest attachment: 10 MB, 1000-based like the sizes shown (the seed gives no limit; docs/decisions.md 68). */
export const CHAT_FILE_MAX_BYTES = 10_000_000;

/** The `accept` attribute of the file input. */
export const CHAT_FILE_ACCEPT = [...CHAT_FILE_EXTENSIONS.map((e) => `.${e}`), '.jpeg'].join(',');

/** The extension of a file name, lower case, '' when none; '.jpeg' counts as 'jpg'. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  if (dot <= 0 || dot === name.length - 1) return '';
  const ext = name.slice(dot + 1).toLowerCase();
  return ext === 'jpeg' ? 'jpg' : ext;
}

/**
 * True when the file is one of the accepted kinds: its extension is accepted, and its media
 * type (when the browser gives one) agrees, so 'invoice.pdf.exe' or an .exe renamed to .png
 * with type 'application/x-msdownload' is refused.
 */
export function fileAccepted(file: { name: string; type?: string }): boolean {
  const ext = extensionOf(file.name);
  const types = TYPES[ext];
  if (!types) return false;
  const type = (file.type ?? '').trim().toLowerCase();
  return type === '' || types.some((t) => t.toLowerCase() === type);
}

/** True when the file is larger than CHAT_FILE_MAX_BYTES. */
export const fileTooLarge = (file: { size: number }): boolean => !(file.size <= CHAT_FILE_MAX_BYTES);

/** The media type an accepted file is stored and served with (from its extension alone), or null for a refused kind. */
export function mediaTypeOf(name: string): string | null {
  return TYPES[extensionOf(name)]?.[0] ?? null;
}

/** A file as the chat shows it; `id` is the stored file (downloadable) once it is uploaded. */
export interface ChatFileView {
  name: string;
  size: string;
  id?: string;
}

/** Why a file was refused: not an accepted kind, or too large. */
export type RefusedFile = { name: string; reason: 'type' | 'size' };

/** Splits picked files into the accepted ones and the refused ones (with the reason), each in the order picked. */
export function sortFiles<F extends { name: string; type?: string; size: number }>(files: readonly F[]): { accepted: F[]; refused: RefusedFile[] } {
  const accepted: F[] = [];
  const refused: RefusedFile[] = [];
  for (const f of files) {
    if (!fileAccepted(f)) refused.push({ name: f.name, reason: 'type' });
    else if (fileTooLarge(f)) refused.push({ name: f.name, reason: 'size' });
    else accepted.push(f);
  }
  return { accepted, refused };
}

/** A file's name and its size in decimal units ('1.5 MB'), with its stored id when it has one. */
export const fileView = (f: { name: string; size: number; id?: string | undefined }): ChatFileView =>
  f.id === undefined ? { name: f.name, size: formatFileSize(f.size) } : { name: f.name, size: formatFileSize(f.size), id: f.id };

/**
 * A Content-Disposition header that always downloads (never renders) the file: an ASCII
 * fallback name with quotes, backslashes, separators and control characters replaced, and the
 * full name percent-encoded in filename* (RFC 6266 / RFC 8187).
 */
export function contentDisposition(name: string): string {
  const base = name.replace(/^.*[\\/]/, '');
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim() || 'file';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;%]/g, '_');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Seed 001 §5: a message is sent only if it has non-blank text or at least one file. */
export function canSend(text: string, fileCount: number): boolean {
  return text.trim() !== '' || fileCount > 0;
}
