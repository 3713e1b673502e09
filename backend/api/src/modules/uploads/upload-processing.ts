import { UPLOAD_FLOW_MESSAGES, UPLOAD_LIMITS } from '@marketplace/contracts';
import { pdfProblem } from './upload-inspection';

/**
 * The worker's half of an upload: images decoded and re-encoded (orientation applied, every piece
 * of metadata dropped, a pixel limit against decompression bombs), documents checked whole and
 * their text read. Throws UploadRefused with the reason the uploader shows.
 */
export class UploadRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'UploadRefused';
  }
}

/** Longest text kept from a document (a resume is a few thousand characters). */
export const EXTRACTED_TEXT_MAX = 200_000;

export type AvatarSize = (typeof UPLOAD_LIMITS.avatarSizes)[number];

/**
 * The squares of UPLOAD_LIMITS.avatarSizes as WebP. sharp keeps no metadata unless asked (EXIF,
 * GPS, XMP, ICC comments are all dropped); rotate() first applies the EXIF orientation. Animated
 * images keep their first frame.
 */
export async function reencodeImage(
  input: Buffer,
  maxPixels: number = UPLOAD_LIMITS.maxImagePixels,
): Promise<Map<AvatarSize, Buffer>> {
  const { default: sharp } = await import('sharp');
  let metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused(UPLOAD_FLOW_MESSAGES.imageUnreadable);
  }
  // Checked from the header before any pixel is decoded.
  if (!metadata.width || !metadata.height) throw new UploadRefused(UPLOAD_FLOW_MESSAGES.imageUnreadable);
  if (metadata.width * metadata.height > maxPixels) throw new UploadRefused(UPLOAD_FLOW_MESSAGES.imageTooLarge);
  const sizes = new Map<AvatarSize, Buffer>();
  try {
    for (const size of UPLOAD_LIMITS.avatarSizes) {
      const square = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error', animated: false })
        .rotate()
        .resize(size, size, { fit: 'cover', position: 'centre' })
        .webp({ quality: 82 })
        .toBuffer();
      sizes.set(size, square);
    }
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(
      /pixel limit/i.test(String((error as Error).message))
        ? UPLOAD_FLOW_MESSAGES.imageTooLarge
        : UPLOAD_FLOW_MESSAGES.imageUnreadable,
    );
  }
  return sizes;
}

/**
 * A JPEG or PNG attachment re-encoded at its own size and in its own format: the EXIF orientation
 * applied, every piece of metadata (GPS, camera, comments) dropped, the pixel limit enforced.
 */
export async function reencodeAttachmentImage(
  input: Buffer,
  mime: 'image/jpeg' | 'image/png',
  maxPixels: number = UPLOAD_LIMITS.maxImagePixels,
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  let metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new UploadRefused(UPLOAD_FLOW_MESSAGES.imageUnreadable);
  }
  if (!metadata.width || !metadata.height) throw new UploadRefused(UPLOAD_FLOW_MESSAGES.imageUnreadable);
  if (metadata.width * metadata.height > maxPixels) throw new UploadRefused(UPLOAD_FLOW_MESSAGES.imageTooLarge);
  try {
    const image = sharp(input, { limitInputPixels: maxPixels, failOn: 'error' }).rotate();
    return await (mime === 'image/png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
  } catch (error) {
    throw new UploadRefused(
      /pixel limit/i.test(String((error as Error).message))
        ? UPLOAD_FLOW_MESSAGES.imageTooLarge
        : UPLOAD_FLOW_MESSAGES.imageUnreadable,
    );
  }
}

/** Characters the database or a reader cannot use (NUL and the other controls but tab and line breaks); line breaks as \n. */
function cleanText(text: string): string {
  return text
    .replace(/(?![\t\n\r])[\p{Cc}\p{Cs}]/gu, ' ')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, EXTRACTED_TEXT_MAX);
}

/** Checks a whole document and reads its text (empty text is fine: a scanned PDF has none). */
export async function readDocument(file: Buffer, mime: string): Promise<string> {
  if (mime === 'application/pdf') {
    const problem = pdfProblem(file);
    if (problem) throw new UploadRefused(problem);
  }
  let text: string;
  try {
    text = await extractText(file, mime);
  } catch (error) {
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused(UPLOAD_FLOW_MESSAGES.documentUnreadable);
  }
  return cleanText(text);
}

async function extractText(file: Buffer, mime: string): Promise<string> {
  switch (mime) {
    case 'application/pdf': {
      const { extractText: pdfText, getDocumentProxy } = await import('unpdf');
      const pdf = await getDocumentProxy(new Uint8Array(file));
      try {
        const { text } = await pdfText(pdf, { mergePages: true });
        return text;
      } finally {
        await pdf.cleanup();
      }
    }
    case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document': {
      const mammoth = await import('mammoth');
      return (await mammoth.extractRawText({ buffer: file })).value;
    }
    case 'application/msword': {
      const { default: WordExtractor } = await import('word-extractor');
      return (await new WordExtractor().extract(file)).getBody();
    }
    case 'text/plain':
      return file.toString('utf8');
    default:
      throw new UploadRefused(UPLOAD_FLOW_MESSAGES.typeMismatch);
  }
}
