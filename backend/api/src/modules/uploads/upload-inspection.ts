import { UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import { pdfActiveContentProblem } from './pdf-active-content';

/**
 * What a file really is, from its bytes, against what its uploader declared. Pure functions: the
 * confirm step runs the first-bytes checks, the worker the whole-file ones.
 */

/** Bytes of the object's start the confirm step reads: enough for file-type to tell DOCX from any ZIP. */
export const SNIFF_BYTES = 256 * 1024;

/** What file-type must report for each declared type (DOC files are OLE compound files). */
const SNIFFED_AS: Record<string, string | null> = {
  'image/jpeg': 'image/jpeg',
  'image/png': 'image/png',
  'image/gif': 'image/gif',
  'image/webp': 'image/webp',
  'application/pdf': 'application/pdf',
  'application/msword': 'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  // Plain text has no magic number: file-type must find nothing.
  'text/plain': null,
};

// Markup a browser would render if it ever sniffed the file as HTML (polyglots put it up front).
const MARKUP = /<(?:!doctype|html|head|body|script|iframe|svg|object|embed|meta|style|img|a\s)/i;

/** The file type of `head` by its magic bytes (file-type), or null when it has none. */
export async function sniffMime(head: Uint8Array): Promise<string | null> {
  const { fileTypeFromBuffer } = await import('file-type');
  return (await fileTypeFromBuffer(head))?.mime ?? null;
}

/** Valid UTF-8 without NUL, allowing a multi-byte character cut off at the end of `head`. */
function isUtf8Text(head: Uint8Array, complete: boolean): boolean {
  if (head.includes(0)) return false;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let cut = 0; cut <= (complete ? 0 : 3) && cut < head.length; cut++) {
    try {
      decoder.decode(head.subarray(0, head.length - cut));
      return true;
    } catch {
      // try without the last bytes
    }
  }
  return head.length === 0;
}

/**
 * Null when the first bytes are what `declared` says, else the reason the upload is refused.
 * `complete` says `head` is the whole file.
 */
export function firstBytesProblem(
  declared: string,
  sniffed: string | null,
  head: Uint8Array,
  complete: boolean,
): string | null {
  if (!(declared in SNIFFED_AS)) return UPLOAD_FLOW_MESSAGES.typeMismatch;
  if (sniffed !== SNIFFED_AS[declared]) return UPLOAD_FLOW_MESSAGES.typeMismatch;
  const start = Buffer.from(head.subarray(0, 1024)).toString('latin1');
  if (declared === 'application/pdf') {
    // %PDF- at the very start (readers accept it later, which is how HTML/PDF polyglots work) and no markup.
    if (!start.startsWith('%PDF-') || MARKUP.test(start)) return UPLOAD_FLOW_MESSAGES.typeMismatch;
  }
  if (declared === 'text/plain') {
    if (!isUtf8Text(head, complete) || MARKUP.test(start)) return UPLOAD_FLOW_MESSAGES.typeMismatch;
  }
  return null;
}

/**
 * Null when the whole PDF is a plain document, else the reason it is refused: anything after its
 * last %%EOF but whitespace (a ZIP or HTML appended to make a polyglot), a ZIP directory in its
 * tail, a file pdf.js cannot read, or active content (scripts, actions that run by themselves or
 * leave the document, embedded files: see pdf-active-content.ts).
 */
export function pdfProblem(file: Uint8Array): string | null {
  const text = Buffer.from(file).toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (end < 0 || text.slice(end + 5).trim() !== '') return UPLOAD_FLOW_MESSAGES.typeMismatch;
  if (text.slice(-65_536).includes('PK\x05\x06')) return UPLOAD_FLOW_MESSAGES.typeMismatch;
  return pdfActiveContentProblem(file);
}
