// Chat attachments (seed 001 §5): jpg, png, amr, mp3, mp4, pdf, txt are accepted, anything
// else is refused; a message with no text and no files is not sent.
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

/** A file as the chat shows it before sending. */
export interface ChatFileView {
  name: string;
  size: string;
}

/** Splits picked files into the accepted ones and the refused ones, each in the order picked. */
export function sortFiles<F extends { name: string; type?: string }>(files: readonly F[]): { accepted: F[]; refused: F[] } {
  return { accepted: files.filter((f) => fileAccepted(f)), refused: files.filter((f) => !fileAccepted(f)) };
}

/** A file's name and its size in decimal units ('1.5 MB'). */
export const fileView = (f: { name: string; size: number }): ChatFileView => ({ name: f.name, size: formatFileSize(f.size) });

/** Seed 001 §5: a message is sent only if it has non-blank text or at least one file. */
export function canSend(text: string, fileCount: number): boolean {
  return text.trim() !== '' || fileCount > 0;
}
