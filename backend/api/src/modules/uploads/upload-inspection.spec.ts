import { UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import sharp from 'sharp';
import {
  docxWithText,
  ELF,
  EXECUTABLE,
  HTML_WITH_SCRIPT,
  htmlPdfPolyglot,
  pdfWithJavaScript,
  pdfWithMarkup,
  pdfWithObjectStream,
  pdfWithText,
  pdfZipPolyglot,
  pngOf,
  SVG_WITH_SCRIPT,
} from '../../../test/support/upload-fixtures';
import { firstBytesProblem, pdfProblem, sniffMime } from './upload-inspection';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const MISMATCH = UPLOAD_FLOW_MESSAGES.typeMismatch;

const imageAs = (format: 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'tiff') =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .toFormat(format)
    .toBuffer();

/** The start of a Word 97 document: an OLE compound file header and its first sector. */
const OLE_DOCUMENT = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** What the confirm step decides for a whole file declared as `declared`. */
async function verdict(declared: string, file: Buffer): Promise<string | null> {
  return firstBytesProblem(declared, await sniffMime(file), file, true);
}

describe('sniffMime', () => {
  it('names real files by their magic bytes', async () => {
    expect(await sniffMime(await imageAs('jpeg'))).toBe('image/jpeg');
    expect(await sniffMime(await imageAs('png'))).toBe('image/png');
    expect(await sniffMime(await imageAs('gif'))).toBe('image/gif');
    expect(await sniffMime(await imageAs('webp'))).toBe('image/webp');
    expect(await sniffMime(pdfWithText('Resume'))).toBe('application/pdf');
    expect(await sniffMime(await docxWithText('Resume'))).toBe(DOCX);
    expect(await sniffMime(OLE_DOCUMENT)).toBe('application/x-cfb');
    expect(await sniffMime(EXECUTABLE)).toBe('application/x-msdownload');
    expect(await sniffMime(ELF)).toBe('application/x-elf');
  });

  it('finds nothing in text, HTML or SVG, which have no magic number', async () => {
    expect(await sniffMime(Buffer.from('Plain notes\nline two'))).toBeNull();
    expect(await sniffMime(HTML_WITH_SCRIPT)).toBeNull();
    expect(await sniffMime(SVG_WITH_SCRIPT)).toBeNull();
    expect(await sniffMime(new Uint8Array(0))).toBeNull();
  });

  it('tells a PDF only when %PDF- opens the file', async () => {
    expect(await sniffMime(htmlPdfPolyglot())).toBeNull();
    expect(await sniffMime(Buffer.concat([Buffer.from('\n'), pdfWithText('Late')]))).toBeNull();
  });
});

describe('firstBytesProblem', () => {
  it('passes each accepted type whose bytes are what it says', async () => {
    expect(await verdict('image/jpeg', await imageAs('jpeg'))).toBeNull();
    expect(await verdict('image/png', await imageAs('png'))).toBeNull();
    expect(await verdict('image/gif', await imageAs('gif'))).toBeNull();
    expect(await verdict('image/webp', await imageAs('webp'))).toBeNull();
    expect(await verdict('application/pdf', pdfWithText('Resume'))).toBeNull();
    expect(await verdict(DOCX, await docxWithText('Resume'))).toBeNull();
    expect(await verdict('application/msword', OLE_DOCUMENT)).toBeNull();
    expect(await verdict('text/plain', Buffer.from('Plain notes, naïve café ✓\nline two\ttabbed'))).toBeNull();
  });

  it('refuses real images of another accepted type, and images of types nobody accepts', async () => {
    expect(await verdict('image/jpeg', await imageAs('png'))).toBe(MISMATCH);
    expect(await verdict('image/png', await imageAs('jpeg'))).toBe(MISMATCH);
    expect(await verdict('image/gif', await imageAs('webp'))).toBe(MISMATCH);
    expect(await verdict('image/webp', await imageAs('gif'))).toBe(MISMATCH);
    expect(await verdict('image/png', await imageAs('avif'))).toBe(MISMATCH);
    expect(await verdict('image/tiff', await imageAs('tiff'))).toBe(MISMATCH);
    expect(await verdict('image/svg+xml', SVG_WITH_SCRIPT)).toBe(MISMATCH);
  });

  it('refuses markup, executables and archives dressed as images or documents', async () => {
    expect(await verdict('image/png', HTML_WITH_SCRIPT)).toBe(MISMATCH);
    expect(await verdict('image/png', SVG_WITH_SCRIPT)).toBe(MISMATCH);
    expect(await verdict('application/pdf', EXECUTABLE)).toBe(MISMATCH);
    expect(await verdict(DOCX, ELF)).toBe(MISMATCH);
    expect(await verdict(DOCX, Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60)]))).toBe(MISMATCH);
    expect(await verdict('application/msword', await docxWithText('Resume'))).toBe(MISMATCH);
    expect(await verdict(DOCX, OLE_DOCUMENT)).toBe(MISMATCH);
    expect(await verdict('application/pdf', await pngOf(8, 8))).toBe(MISMATCH);
  });

  describe('PDF', () => {
    it('requires %PDF- at the very first byte, whatever a sniffer says', async () => {
      expect(await verdict('application/pdf', htmlPdfPolyglot())).toBe(MISMATCH);
      // Even a sniffer that looked further in (as PDF readers do) would not let these through.
      for (const lead of ['\n', ' ', '\ufeff', '<html>']) {
        const late = Buffer.concat([Buffer.from(lead, 'utf8'), pdfWithText('Late')]);
        expect(firstBytesProblem('application/pdf', 'application/pdf', late, true)).toBe(MISMATCH);
      }
    });

    it('refuses markup in the first kilobyte', async () => {
      expect(await verdict('application/pdf', pdfWithMarkup())).toBe(MISMATCH);
      for (const markup of [
        '<!DOCTYPE html>',
        '<SCRIPT>',
        '<iframe src=x>',
        '<svg onload=x>',
        '<a href=x>',
        '<img src=x>',
        '<meta http-equiv>',
      ]) {
        const pdf = Buffer.from(
          pdfWithText('Resume').toString('latin1').replace('%PDF-1.4\n', `%PDF-1.4\n%${markup}\n`),
          'latin1',
        );
        expect(await verdict('application/pdf', pdf)).toBe(MISMATCH);
      }
    });
  });

  describe('plain text', () => {
    const text = (value: string) => Buffer.from(value, 'utf8');

    it('refuses anything with a magic number', async () => {
      expect(await verdict('text/plain', await pngOf(4, 4))).toBe(MISMATCH);
      expect(await verdict('text/plain', pdfWithText('Notes'))).toBe(MISMATCH);
      expect(await verdict('text/plain', text('<?xml version="1.0"?><notes/>'))).toBe(MISMATCH);
    });

    it('refuses NUL bytes, invalid UTF-8 and markup', async () => {
      expect(await verdict('text/plain', text('notes\u0000more'))).toBe(MISMATCH);
      expect(await verdict('text/plain', Buffer.from([0x6e, 0x6f, 0xc3, 0x28, 0x74, 0x65]))).toBe(MISMATCH);
      expect(await verdict('text/plain', Buffer.from([0x6e, 0x6f, 0xff, 0x74, 0x65]))).toBe(MISMATCH);
      // UTF-16 is not UTF-8 (and carries NUL bytes).
      expect(await verdict('text/plain', Buffer.from('\ufeffnotes', 'utf16le'))).toBe(MISMATCH);
      expect(await verdict('text/plain', HTML_WITH_SCRIPT)).toBe(MISMATCH);
      expect(await verdict('text/plain', text('Meeting notes\n<script>alert(1)</script>'))).toBe(MISMATCH);
      expect(await verdict('text/plain', text('a < b and c > d, <3'))).toBeNull();
    });

    it('lets a character cut by the end of a partial read through, but not at the end of a whole file', () => {
      for (const character of ['é', '€', '😀']) {
        const bytes = text(`Notes ${character}`);
        for (let cut = 1; cut < Buffer.byteLength(character); cut++) {
          const head = bytes.subarray(0, bytes.length - cut);
          expect(firstBytesProblem('text/plain', null, head, false)).toBeNull();
          expect(firstBytesProblem('text/plain', null, head, true)).toBe(MISMATCH);
        }
      }
    });

    it('still refuses invalid bytes before the cut of a partial read', () => {
      const head = Buffer.concat([text('Notes '), Buffer.from([0xff]), text('more notes')]);
      expect(firstBytesProblem('text/plain', null, head, false)).toBe(MISMATCH);
      expect(firstBytesProblem('text/plain', null, Buffer.concat([text('Notes'), Buffer.from([0x00])]), false)).toBe(
        MISMATCH,
      );
    });
  });

  it('refuses a declared type nobody accepts, whatever the bytes', () => {
    expect(firstBytesProblem('text/html', null, HTML_WITH_SCRIPT, true)).toBe(MISMATCH);
    expect(firstBytesProblem('application/zip', 'application/zip', Buffer.from('PK\x03\x04', 'latin1'), true)).toBe(
      MISMATCH,
    );
    expect(firstBytesProblem('constructor', null, Buffer.from('x'), true)).toBe(MISMATCH);
  });
});

describe('pdfProblem', () => {
  const withTail = (tail: string) => Buffer.concat([pdfWithText('Resume'), Buffer.from(tail, 'latin1')]);

  it('passes a plain PDF, with or without whitespace after its end', () => {
    expect(pdfProblem(pdfWithText('Maya Patel, bookkeeper'))).toBeNull();
    expect(pdfProblem(withTail('\r\n  \n'))).toBeNull();
  });

  it('passes text that only mentions the words (they are not names)', () => {
    expect(pdfProblem(pdfWithText('Skills: JavaScript, Launch planning, EmbeddedFiles, XFA forms'))).toBeNull();
  });

  it('refuses anything after the last %%EOF but whitespace', () => {
    expect(pdfProblem(withTail('<html><script>alert(1)</script></html>'))).toBe(MISMATCH);
    expect(pdfProblem(withTail('x'))).toBe(MISMATCH);
    expect(pdfProblem(pdfZipPolyglot())).toBe(MISMATCH);
  });

  it('takes the last of several %%EOF markers (incremental updates)', () => {
    const updated = Buffer.concat([
      pdfWithText('First'),
      Buffer.from('1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n%%EOF\n', 'latin1'),
    ]);
    expect(pdfProblem(updated)).toBeNull();
  });

  it('refuses a file without any %%EOF (truncated, or no PDF at all)', () => {
    expect(pdfProblem(pdfWithText('Cut').subarray(0, 120))).toBe(MISMATCH);
    expect(pdfProblem(Buffer.from('%PDF-1.4\n'))).toBe(MISMATCH);
  });

  it('refuses a ZIP end-of-directory record in the tail, even before the %%EOF', () => {
    expect(pdfProblem(pdfWithText('Resume PK\x05\x06 hidden directory'))).toBe(MISMATCH);
  });

  it.each([
    ['JavaScript', '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> '],
    ['a JS entry alone', '/AA << /O << /JS (app.alert\\(1\\)) >> >> '],
    ['a launch action', '/OpenAction << /S /Launch /F (calc.exe) >> '],
    ['embedded files', '/Names << /EmbeddedFiles << /Names [] >> >> '],
    ['an embedded file stream', '/X << /Type /EmbeddedFile >> '],
    ['rich media', '/X << /Subtype /RichMedia >> '],
    ['an XFA form', '/AcroForm << /XFA 9 0 R >> '],
    ['a name spelt with #xx escapes', '/OpenAction << /S /J#61va#53cript /JS (app.alert\\(1\\)) >> '],
    ['a launch action spelt with #xx escapes', '/OpenAction << /S /#4C#61unch /F (calc.exe) >> '],
  ])('refuses %s as active content', (_, extra) => {
    expect(pdfProblem(pdfWithText('Resume', extra))).toBe(UPLOAD_FLOW_MESSAGES.pdfActiveContent);
  });

  it('refuses the fixture that runs JavaScript when opened', () => {
    expect(pdfProblem(pdfWithJavaScript())).toBe(UPLOAD_FLOW_MESSAGES.pdfActiveContent);
  });

  it('reads the objects with pdf.js: a script compressed in an object stream, and a file it cannot read', () => {
    const hidden = pdfWithObjectStream('<< /S /JavaScript /JS (app.alert\\(1\\)) >>', {
      predictorColumns: 8,
      typed: false,
    });
    expect(hidden.toString('latin1')).not.toContain('/JavaScript');
    expect(pdfProblem(hidden)).toBe(UPLOAD_FLOW_MESSAGES.pdfActiveContent);
    expect(pdfProblem(pdfWithObjectStream('<< /S /GoTo /D [3 0 R /Fit] >>'))).toBeNull();
    expect(pdfProblem(Buffer.from('%PDF-1.7\nthis is no PDF body at all\n%%EOF\n', 'latin1'))).toBe(
      UPLOAD_FLOW_MESSAGES.documentUnreadable,
    );
  });
});
