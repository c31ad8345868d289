import { describe, expect, it } from 'vitest';
import { CHAT_FILE_ACCEPT, CHAT_FILE_EXTENSIONS, canSend, extensionOf, fileAccepted, fileView, sortFiles } from '../../src/domain/chat-files';

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
    expect(refused.map((f) => f.name)).toEqual(['b.gif']);
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
