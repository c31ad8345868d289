import { describe, expect, it } from 'vitest';
import {
  acceptAttribute, checkDocumentContent, checkDocumentFile, cleanFileName, fillDocumentMessage, kindOfName, kindsText, sniffDocumentKind,
} from '../../src/domain/document-files';

const bytes = (...b: (number | string)[]): Uint8Array =>
  new Uint8Array(b.flatMap((x) => (typeof x === 'string' ? [...x].map((c) => c.charCodeAt(0)) : [x])));

const PDF = bytes('%PDF-1.7\n', 0x25, 0xe2);
const PNG = bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR');
const JPG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16, 'JFIF', 0);
const HEIC = bytes(0, 0, 0, 24, 'ftypheic', 0, 0, 0, 0);

describe('sniffDocumentKind', () => {
  it('recognises PDF, PNG, JPEG and HEIC by their first bytes', () => {
    expect(sniffDocumentKind(PDF)).toBe('pdf');
    expect(sniffDocumentKind(PNG)).toBe('png');
    expect(sniffDocumentKind(JPG)).toBe('jpg');
    expect(sniffDocumentKind(HEIC)).toBe('heic');
    expect(sniffDocumentKind(bytes(0, 0, 0, 24, 'ftypmif1'))).toBe('heic');
  });

  it('recognises nothing in text, an executable, an MP4 or too few bytes', () => {
    expect(sniffDocumentKind(bytes('Hello, this is a paystub'))).toBeNull();
    expect(sniffDocumentKind(bytes('MZ', 0x90, 0))).toBeNull();
    expect(sniffDocumentKind(bytes(0, 0, 0, 24, 'ftypisom'))).toBeNull();
    expect(sniffDocumentKind(bytes('%PD'))).toBeNull();
    expect(sniffDocumentKind(new Uint8Array())).toBeNull();
  });
});

describe('checkDocumentContent', () => {
  it('accepts a file whose bytes are the kind its name says, and refuses a renamed one', () => {
    expect(checkDocumentContent('stub.pdf', PDF)).toBeNull();
    expect(checkDocumentContent('photo.JPEG', JPG)).toBeNull();
    expect(checkDocumentContent('stub.pdf', PNG)).toBe('content');
    expect(checkDocumentContent('notes.png', bytes('just text'))).toBe('content');
    expect(checkDocumentContent('noext', PDF)).toBe('content');
  });
});

describe('checkDocumentFile', () => {
  const kinds = ['pdf', 'jpg', 'png'] as const;
  it('accepts an allowed kind within the limit, whatever the case of the extension', () => {
    expect(checkDocumentFile({ name: 'March paystub.PDF', type: 'application/pdf', size: 120_000 }, kinds, 10_000_000)).toBeNull();
    expect(checkDocumentFile({ name: 'stub.jpeg', type: '', size: 1 }, kinds, 10_000_000)).toBeNull();
    // a browser that does not know the type says octet-stream
    expect(checkDocumentFile({ name: 'stub.png', type: 'application/octet-stream', size: 10 }, kinds, 10_000_000)).toBeNull();
  });

  it('refuses a kind the definition does not accept, no extension, or a media type of another kind', () => {
    expect(checkDocumentFile({ name: 'photo.heic', type: 'image/heic', size: 10 }, kinds, 10_000_000)).toBe('type');
    expect(checkDocumentFile({ name: 'notes.txt', type: 'text/plain', size: 10 }, kinds, 10_000_000)).toBe('type');
    expect(checkDocumentFile({ name: 'paystub', size: 10 }, kinds, 10_000_000)).toBe('type');
    expect(checkDocumentFile({ name: 'invoice.pdf', type: 'application/x-msdownload', size: 10 }, kinds, 10_000_000)).toBe('type');
  });

  it('refuses an empty file and one over the limit (1000-based: 10 MB is 10,000,000 bytes)', () => {
    expect(checkDocumentFile({ name: 'a.pdf', size: 0 }, kinds, 10_000_000)).toBe('empty');
    expect(checkDocumentFile({ name: 'a.pdf', size: 10_000_000 }, kinds, 10_000_000)).toBeNull();
    expect(checkDocumentFile({ name: 'a.pdf', size: 10_000_001 }, kinds, 10_000_000)).toBe('size');
  });
});

describe('names and wording', () => {
  it('reads the kind from the extension, without the folder', () => {
    expect(kindOfName('C:\\scans\\stub.Jpg')).toBe('jpg');
    expect(kindOfName('archive.tar.gz')).toBeNull();
    expect(kindOfName('.pdf')).toBeNull();
  });

  it('builds the accept attribute and the list of kinds the applicant reads', () => {
    expect(acceptAttribute(['pdf', 'jpg'])).toBe('.pdf,.jpg,.jpeg,application/pdf,image/jpeg');
    expect(kindsText(['pdf'])).toBe('PDF');
    expect(kindsText(['pdf', 'jpg', 'png'])).toBe('PDF, JPG or PNG');
  });

  it('cleans a picked name and fills message placeholders', () => {
    expect(cleanFileName('/home/pat/Documents/\u0007stub 1.pdf  ')).toBe('stub 1.pdf');
    expect(fillDocumentMessage('{name} is larger than {limit}. {other}', { name: 'a.pdf', limit: '10 MB' })).toBe('a.pdf is larger than 10 MB. {other}');
  });
});
