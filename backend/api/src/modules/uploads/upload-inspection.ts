import { constants as zlibConstants, inflateSync } from 'node:zlib';
import { UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';

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

// Active content a resume never needs: scripts, launch actions, embedded files, Flash, XFA forms.
const PDF_ACTIVE_CONTENT = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA)\b/;

/** The text with every PDF name decoded: a name may write any byte as #xx, so /J#61vaScript is /JavaScript. */
function decodePdfNames(text: string): string {
  return text.replace(/\/[^\s/<>[\]{}()%]+/g, (name) =>
    name.replace(/#([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

/**
 * Null when the whole PDF is a plain document, else the reason it is refused: anything after its
 * last %%EOF but whitespace (a ZIP or HTML appended to make a polyglot), a ZIP directory in its
 * tail, or active content.
 */
export function pdfProblem(file: Uint8Array): string | null {
  const text = Buffer.from(file).toString('latin1');
  const end = text.lastIndexOf('%%EOF');
  if (end < 0 || text.slice(end + 5).trim() !== '') return UPLOAD_FLOW_MESSAGES.typeMismatch;
  if (text.slice(-65_536).includes('PK\x05\x06')) return UPLOAD_FLOW_MESSAGES.typeMismatch;
  if (PDF_ACTIVE_CONTENT.test(decodePdfNames(text))) return UPLOAD_FLOW_MESSAGES.pdfActiveContent;
  // Since PDF 1.5 objects (actions included) may sit compressed inside object streams, where the
  // scan above cannot see them: inflate each one and scan it too.
  const objectStreams = compressedObjectStreams(text);
  if (objectStreams === null) return UPLOAD_FLOW_MESSAGES.documentUnreadable;
  for (const objects of objectStreams) {
    if (PDF_ACTIVE_CONTENT.test(decodePdfNames(objects))) return UPLOAD_FLOW_MESSAGES.pdfActiveContent;
  }
  return null;
}

/** Most bytes one object stream may inflate to, and all of them together (against deflate bombs). */
const OBJECT_STREAM_MAX_BYTES = 16 * 1024 * 1024;
const OBJECT_STREAMS_TOTAL_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The inflated text of every Flate-compressed object stream (/Type /ObjStm) of a PDF (given as
 * latin1 text, one character per byte), or null when one cannot be inflated within the limits.
 */
function compressedObjectStreams(text: string): string[] | null {
  const found: string[] = [];
  let total = 0;
  const streamStart = />>\s*stream(?:\r\n|\n|\r)/g;
  for (let match = streamStart.exec(text); match; match = streamStart.exec(text)) {
    const dictionaryStart = text.lastIndexOf(' obj', match.index);
    const dictionary = decodePdfNames(
      text.slice(dictionaryStart < 0 ? Math.max(0, match.index - 4096) : dictionaryStart, match.index + 2),
    );
    if (!/\/Type\s*\/ObjStm\b/.test(dictionary)) continue;
    const dataStart = match.index + match[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return null;
    const filter = /\/Filter\s*(?:\[\s*((?:\/\w+\s*)*)\]|(\/\w+))/.exec(dictionary);
    const filters = filter ? (filter[1] ?? filter[2] ?? '').trim().split(/\s+/).filter(Boolean) : [];
    // An uncompressed object stream was scanned with the rest; other filter chains are not ones a resume needs.
    if (filters.length === 0) continue;
    if (filters.length !== 1 || filters[0] !== '/FlateDecode') return null;
    try {
      const inflated = inflateSync(Buffer.from(text.slice(dataStart, dataEnd), 'latin1'), {
        maxOutputLength: OBJECT_STREAM_MAX_BYTES,
        finishFlush: zlibConstants.Z_SYNC_FLUSH,
      });
      total += inflated.length;
      if (total > OBJECT_STREAMS_TOTAL_MAX_BYTES) return null;
      found.push(inflated.toString('latin1'));
    } catch {
      return null;
    }
  }
  return found;
}
