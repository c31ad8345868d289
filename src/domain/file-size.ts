import { BYTES_PER_KB, BYTES_PER_MB } from './constants';

const oneDecimal = (v: number): string => String(Math.round(v * 10) / 10);


/** A size in decimal units: under 1000 as 'N bytes', under 1,000,000 as KB, else MB, with at most one decimal ('1.5 KB'); a value that rounds to 1000 KB is shown as '1 MB'; throws RangeError for a negative or non-finite size. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new RangeError(`formatFileSize: invalid size ${String(bytes)}`);
  const b = Math.round(bytes);
  if (b < BYTES_PER_KB) return `${b} bytes`;
  const kb = Math.round((b / BYTES_PER_KB) * 10) / 10;
  if (kb < BYTES_PER_KB) return `${oneDecimal(kb)} KB`;
  return `${oneDecimal(b / BYTES_PER_MB)} MB`;
}
