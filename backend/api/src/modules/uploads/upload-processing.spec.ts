import { UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import sharp from 'sharp';
import {
  animatedGif,
  docxWithText,
  hasGps,
  jpegWithGps,
  pdfWithJavaScript,
  pdfWithText,
  pdfZipPolyglot,
  pngOf,
} from '../../../test/support/upload-fixtures';
import { EXTRACTED_TEXT_MAX, readDocument, reencodeImage, UploadRefused } from './upload-processing';

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The reason an upload was refused with, or a failure when it was not refused. */
async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof UploadRefused) return error.reason;
    throw error;
  }
  throw new Error('expected the upload to be refused');
}

/** The colour of pixel (x, y) of an image, roughly: enough to tell which way up it is. */
async function colourAt(image: Buffer, x: number, y: number): Promise<'red' | 'blue' | 'other'> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  const [r, g, b] = [data[at]!, data[at + 1]!, data[at + 2]!];
  if (r > 200 && g < 70 && b < 70) return 'red';
  if (b > 200 && r < 70 && g < 70) return 'blue';
  return 'other';
}

describe('reencodeImage', () => {
  it('makes a 256 and a 64 px WebP square of any accepted image, cropping to the centre', async () => {
    for (const input of [
      await pngOf(300, 120),
      await sharp(await pngOf(50, 90))
        .jpeg()
        .toBuffer(),
      await sharp(await pngOf(10, 10))
        .gif()
        .toBuffer(),
      await sharp(await pngOf(640, 640))
        .webp()
        .toBuffer(),
    ]) {
      const squares = await reencodeImage(input);
      expect([...squares.keys()]).toEqual([256, 64]);
      for (const [size, image] of squares) {
        expect(await sharp(image).metadata()).toMatchObject({ format: 'webp', width: size, height: size });
      }
    }
  });

  it('drops every piece of metadata, GPS first', async () => {
    const photo = await jpegWithGps();
    expect(await hasGps(photo)).toBe(true);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    for (const image of (await reencodeImage(photo)).values()) {
      const meta = await sharp(image).metadata();
      expect(await hasGps(image)).toBe(false);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(image.includes(Buffer.from('PhoneCo'))).toBe(false);
    }
  });

  it('applies the EXIF orientation before cropping: the photo stands upright', async () => {
    // The stored pixels are red on the left and blue on the right; orientation 6 turns them a quarter clockwise.
    const square = (await reencodeImage(await jpegWithGps())).get(256)!;
    // Unturned, the left column would be red top to bottom and the right one blue.
    expect(await colourAt(square, 4, 4)).toBe('red');
    expect(await colourAt(square, 251, 4)).toBe('red');
    expect(await colourAt(square, 4, 251)).toBe('blue');
    expect(await colourAt(square, 251, 251)).toBe('blue');
  });

  it('keeps only the first frame of an animation', async () => {
    for (const image of (await reencodeImage(await animatedGif())).values()) {
      expect((await sharp(image).metadata()).pages ?? 1).toBe(1);
    }
  });

  it('refuses an image over the pixel limit from its header, and takes one right at it', async () => {
    expect(await refusal(reencodeImage(await pngOf(100, 51), 5_000))).toBe(UPLOAD_FLOW_MESSAGES.imageTooLarge);
    expect(await refusal(reencodeImage(await pngOf(5_001, 1), 5_000))).toBe(UPLOAD_FLOW_MESSAGES.imageTooLarge);
    expect((await reencodeImage(await pngOf(100, 50), 5_000)).size).toBe(2);
  });

  it('refuses bytes that are no image, and an image cut short', async () => {
    expect(await refusal(reencodeImage(Buffer.from('definitely not an image')))).toBe(
      UPLOAD_FLOW_MESSAGES.imageUnreadable,
    );
    expect(await refusal(reencodeImage(Buffer.alloc(0)))).toBe(UPLOAD_FLOW_MESSAGES.imageUnreadable);
    expect(await refusal(reencodeImage(pdfWithText('Resume')))).toBe(UPLOAD_FLOW_MESSAGES.imageUnreadable);
    const photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: 'green' } })
      .composite([{ input: await pngOf(200, 200), left: 100, top: 100 }])
      .jpeg()
      .toBuffer();
    expect(await refusal(reencodeImage(photo.subarray(0, Math.floor(photo.length / 2))))).toBe(
      UPLOAD_FLOW_MESSAGES.imageUnreadable,
    );
  });
});

describe('readDocument', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads the text of a PDF', async () => {
    expect(await readDocument(pdfWithText('Maya Patel, bookkeeper (QuickBooks)'), 'application/pdf')).toBe(
      'Maya Patel, bookkeeper (QuickBooks)',
    );
  });

  it('reads the text of a DOCX', async () => {
    expect(await readDocument(await docxWithText('Remote customer support lead'), DOCX)).toBe(
      'Remote customer support lead',
    );
  });

  it('reads plain text as UTF-8', async () => {
    expect(await readDocument(Buffer.from('Plain notes\nnaïve café ✓', 'utf8'), 'text/plain')).toBe(
      'Plain notes\nnaïve café ✓',
    );
  });

  it('cleans what a database or a reader cannot use: control characters, trailing blanks, runs of empty lines', async () => {
    const messy = Buffer.from(
      '  \u0000Name:\u0007 Maya\u001b[0m\t \nRole:\tbookkeeper\u0085\n\n\n\n\nEnd\u007f  ',
      'utf8',
    );
    expect(await readDocument(messy, 'text/plain')).toBe('Name:  Maya [0m\nRole:\tbookkeeper\n\nEnd');
  });

  it('reads Windows and old Mac line breaks as \\n, so their blank lines collapse too', async () => {
    const windows = Buffer.from('Name: Maya  \r\nRole: bookkeeper\r\n\r\n\r\n\r\n\r\nEnd\rDone\r\n', 'utf8');
    expect(await readDocument(windows, 'text/plain')).toBe('Name: Maya\nRole: bookkeeper\n\nEnd\nDone');
  });

  it('keeps at most EXTRACTED_TEXT_MAX characters', async () => {
    const text = await readDocument(Buffer.from('a'.repeat(EXTRACTED_TEXT_MAX + 500)), 'text/plain');
    expect(text).toHaveLength(EXTRACTED_TEXT_MAX);
  });

  it('answers empty text for a document without any (a scanned page)', async () => {
    expect(await readDocument(pdfWithText(''), 'application/pdf')).toBe('');
    expect(await readDocument(Buffer.from(' \n\t \n'), 'text/plain')).toBe('');
  });

  it('refuses a PDF it cannot read', async () => {
    // pdf.js says on the console that it tries to recover; it still gives up.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(
      await refusal(
        readDocument(Buffer.from('%PDF-1.7\nthis is no PDF body at all\n%%EOF\n', 'latin1'), 'application/pdf'),
      ),
    ).toBe(UPLOAD_FLOW_MESSAGES.documentUnreadable);
  });

  it('refuses a PDF with active content or another file glued to it before reading it', async () => {
    expect(await refusal(readDocument(pdfWithJavaScript(), 'application/pdf'))).toBe(
      UPLOAD_FLOW_MESSAGES.pdfActiveContent,
    );
    expect(await refusal(readDocument(pdfZipPolyglot(), 'application/pdf'))).toBe(UPLOAD_FLOW_MESSAGES.typeMismatch);
  });

  it('refuses Word files it cannot read', async () => {
    expect(await refusal(readDocument(Buffer.from('PK\x03\x04 not really a zip', 'latin1'), DOCX))).toBe(
      UPLOAD_FLOW_MESSAGES.documentUnreadable,
    );
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1024)]);
    expect(await refusal(readDocument(ole, 'application/msword'))).toBe(UPLOAD_FLOW_MESSAGES.documentUnreadable);
  });

  it('refuses a type it does not read', async () => {
    expect(await refusal(readDocument(Buffer.from('<html></html>'), 'text/html'))).toBe(
      UPLOAD_FLOW_MESSAGES.typeMismatch,
    );
  });
});
