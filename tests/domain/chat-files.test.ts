import { describe, expect, it } from 'vitest';
import {
  CHAT_FILE_ACCEPT, CHAT_FILE_EXTENSIONS, CHAT_FILE_MAX_BYTES, canSend, contentDisposition, extensionOf, fileAccepted, fileTooLarge, fileView, mediaTypeOf, sortFiles,
} from '../../src/domain/chat-files';

describe('chat attachments (seed 001 §5)', () => {
  it('accepts exactly jpg, png, amr, mp3, mp4, pdf, txt', () => {
    expect([...CHAT_FILE_EXTENSIONS]).toEqual(['jpg', 'png', 'amr', 'mp3', 'mp4', 'pdf', 'txt']);
    for (const ext of CHAT_FILE_EXTENSIONS) expect(fileAccepted({ name: `file.${ext}` })).toBe(true);
  });

  it.each(['photo.gif', 'scan.jpeg2000', 'notes.docx', 'movie.mov', 'archive.zip', 'run.exe', 'noextension', '.pdf', 'trailingdot.'])(
    'refuses %s',
    (name) => expect(fileAccepted({ name })).toBe(false),
  );

  it('reads extensions case-insensitively and treats .jpeg as jpg', () => {
    expect(extensionOf('ID.PNG')).toBe('png');
    expect(extensionOf('face.jpeg')).toBe('jpg');
    expect(fileAccepted({ name: 'Statement.PDF', type: 'application/pdf' })).toBe(true);
    expect(fileAccepted({ name: 'face.JPEG', type: 'image/jpeg' })).toBe(true);
  });

  it('refuses a file whose media type contradicts its extension', () => {
    expect(fileAccepted({ name: 'invoice.pdf', type: 'application/x-msdownload' })).toBe(false);
    expect(fileAccepted({ name: 'voice.png', type: 'audio/mpeg' })).toBe(false);
    expect(fileAccepted({ name: 'voice.mp3', type: 'audio/mpeg' })).toBe(true);
  });

  it('splits a pick into accepted and refused, keeping the order', () => {
    const files = [
      { name: 'a.pdf', type: 'application/pdf', size: 1 },
      { name: 'b.gif', type: 'image/gif', size: 2 },
      { name: 'c.txt', type: 'text/plain', size: 3 },
    ];
    const { accepted, refused } = sortFiles(files);
    expect(accepted.map((f) => f.name)).toEqual(['a.pdf', 'c.txt']);
    expect(refused).toEqual([{ name: 'b.gif', reason: 'type' }]);
  });

  it('refuses a file over 10 MB (1000-based), accepts one of exactly 10 MB', () => {
    expect(CHAT_FILE_MAX_BYTES).toBe(10_000_000);
    expect(fileTooLarge({ size: 10_000_000 })).toBe(false);
    expect(fileTooLarge({ size: 10_000_001 })).toBe(true);
    expect(fileTooLarge({ size: Number.NaN })).toBe(true);
    const { accepted, refused } = sortFiles([
      { name: 'movie.mp4', type: 'video/mp4', size: 10_000_001 },
      { name: 'ok.mp4', type: 'video/mp4', size: 10_000_000 },
    ]);
    expect(accepted.map((f) => f.name)).toEqual(['ok.mp4']);
    expect(refused).toEqual([{ name: 'movie.mp4', reason: 'size' }]);
  });

  it('stores and serves each kind with the media type of its extension', () => {
    expect(mediaTypeOf('Face.JPEG')).toBe('image/jpeg');
    expect(mediaTypeOf('a.txt')).toBe('text/plain');
    expect(mediaTypeOf('a.mp4')).toBe('video/mp4');
    expect(mediaTypeOf('a.html')).toBeNull();
  });

  it('builds a download-only Content-Disposition that no file name can break out of', () => {
    expect(contentDisposition('statement.pdf')).toBe(`attachment; filename="statement.pdf"; filename*=UTF-8''statement.pdf`);
    expect(contentDisposition('a"b;c%.txt')).toBe(`attachment; filename="a_b_c_.txt"; filename*=UTF-8''a%22b%3Bc%25.txt`);
    expect(contentDisposition('C:\\Users\\me\\scan.png')).toBe(`attachment; filename="scan.png"; filename*=UTF-8''scan.png`);
    expect(contentDisposition('../../etc/passwd.txt')).toBe(`attachment; filename="passwd.txt"; filename*=UTF-8''passwd.txt`);
    expect(contentDisposition('rés\r\numé (1).pdf')).toBe(`attachment; filename="r_sum_ (1).pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9%20%281%29.pdf`);
    expect(contentDisposition('\u0000')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });

  it('shows sizes with the 1000-based helper', () => {
    expect(fileView({ name: 'a.pdf', size: 999 })).toEqual({ name: 'a.pdf', size: '999 bytes' });
    expect(fileView({ name: 'a.pdf', size: 1500 })).toEqual({ name: 'a.pdf', size: '1.5 KB' });
    expect(fileView({ name: 'a.mp4', size: 2_500_000 })).toEqual({ name: 'a.mp4', size: '2.5 MB' });
  });

  it('offers the accepted kinds to the file picker', () => {
    expect(CHAT_FILE_ACCEPT).toBe('.jpg,.png,.amr,.mp3,.mp4,.pdf,.txt,.jpeg');
  });

  it('does not send an empty message with no files', () => {
    expect(canSend('', 0)).toBe(false);
    expect(canSend('   \n ', 0)).toBe(false);
    expect(canSend('', 1)).toBe(true);
    expect(canSend('hi', 0)).toBe(true);
  });
});
