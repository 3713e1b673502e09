import { createDeflate } from 'node:zlib';
import JSZip from 'jszip';
import sharp from 'sharp';
import { buildPdf, type ObjectStreamSpec } from './pdf-builder';

/**
 * Files for the upload tests, made on the spot: real images (sharp), a PDF written by hand, a DOCX
 * zipped by hand, and the hostile corpus (polyglots, wrong magic bytes, a decompression bomb).
 */

export async function pngOf(width: number, height: number, color = { r: 200, g: 40, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** A JPEG carrying GPS coordinates, a camera make and orientation 6 (shown rotated 90 degrees clockwise). */
export async function jpegWithGps(): Promise<Buffer> {
  // Left half red, right half blue: after the EXIF rotation the top is red and the bottom blue.
  const left = await sharp({ create: { width: 40, height: 40, channels: 3, background: { r: 255, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 80, height: 40, channels: 3, background: { r: 0, g: 0, b: 255 } } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Pocket 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer();
}

/** True when the image still carries an EXIF GPS pointer (tag 0x8825, either byte order). */
export async function hasGps(image: Buffer): Promise<boolean> {
  const { exif } = await sharp(image).metadata();
  return Boolean(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))));
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid 20,000 x 20,000 grey PNG (400 megapixels, 400 MB once decoded)
 * that is only a few hundred kilobytes, since its rows are all zero.
 */
export async function pngBomb(side = 20_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const row = Buffer.alloc(side + 1); // filter byte + pixels, all zero
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.concat(chunks)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF showing `text`, with a correct cross-reference table. */
export function pdfWithText(text: string, extra = ''): Buffer {
  const escaped = text.replace(/[\\()]/g, (char) => `\\${char}`);
  const content = `BT /F1 18 Tf 72 720 Td (${escaped}) Tj ET`;
  const objects = [
    `<< /Type /Catalog /Pages 2 0 R ${extra}>>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * A PDF that runs `action` when opened, the action compressed in an object stream (PDF 1.5) where a
 * scan of the file's bytes cannot see it.
 */
export function pdfWithObjectStream(action: string, options: Omit<ObjectStreamSpec, 'numbers'> = {}): Buffer {
  return buildPdf({
    text: 'Compressed resume',
    catalog: '/OpenAction 6 0 R',
    objects: { 6: action },
    objectStream: { numbers: [6], ...options },
  });
}

/** A minimal Word document (DOCX) with one paragraph. */
export async function docxWithText(text: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A PDF with a ZIP archive appended after its end: readers of either format open it. */
export function pdfZipPolyglot(): Buffer {
  const zipTail = Buffer.concat([
    Buffer.from('PK\x03\x04', 'latin1'),
    Buffer.alloc(26),
    Buffer.from('PK\x05\x06', 'latin1'),
    Buffer.alloc(18),
  ]);
  return Buffer.concat([pdfWithText('Resume'), zipTail]);
}

/** An HTML page with a script that starts with a PDF header further down: browsers render the HTML. */
export function htmlPdfPolyglot(): Buffer {
  return Buffer.concat([
    Buffer.from('<html><body><script>alert(document.cookie)</script>\n', 'latin1'),
    pdfWithText('Resume'),
  ]);
}

/** A PDF that starts right but carries markup in its first kilobyte. */
export function pdfWithMarkup(): Buffer {
  const pdf = pdfWithText('Resume').toString('latin1');
  return Buffer.from(pdf.replace('%PDF-1.4\n', '%PDF-1.4\n%<script>alert(1)</script>\n'), 'latin1');
}

/** A PDF that runs JavaScript when opened. */
export function pdfWithJavaScript(): Buffer {
  return pdfWithText('Resume', '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> ');
}

export const HTML_WITH_SCRIPT = Buffer.from(
  '<!doctype html><html><body><script>fetch("/api/user/profile")</script></body></html>',
  'utf8',
);
export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><circle r="10"/></svg>',
  'utf8',
);
/** The start of a Windows executable. */
export const EXECUTABLE = Buffer.concat([
  Buffer.from('MZ', 'latin1'),
  Buffer.alloc(62),
  Buffer.from('PE\0\0', 'latin1'),
  Buffer.alloc(200),
]);
/** The start of a Linux executable. */
export const ELF = Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01\x00', 'latin1'), Buffer.alloc(120)]);

/** A GIF with two frames (only the first survives re-encoding). */
export async function animatedGif(): Promise<Buffer> {
  const frame = await sharp({ create: { width: 10, height: 10, channels: 3, background: 'red' } })
    .raw()
    .toBuffer();
  return sharp(Buffer.concat([frame, frame]), { raw: { width: 10, height: 20, channels: 3, pageHeight: 10 } } as never)
    .gif()
    .toBuffer();
}
