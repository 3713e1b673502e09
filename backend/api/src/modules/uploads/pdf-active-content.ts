import { UPLOAD_FLOW_MESSAGES } from '@marketplace/contracts';
import { type DecodeLimits, type PdfDict, PdfParser, type PdfRef, type PdfXRef } from './pdfjs-core';

/**
 * Whether a PDF carries active content, decided on its objects as pdf.js parses them (object
 * streams, filters, predictors and encryption undone by the parser), never on its bytes.
 *
 * Refused: JavaScript anywhere (actions, the /Names /JavaScript tree, any /JS entry); actions that
 * launch programs, submit or import form data, or open other files (Launch, SubmitForm, ImportData,
 * GoToR, GoToE) wherever they sit, /Next chains included; links to anything but web, e-mail and
 * telephone addresses; any action that runs by itself (the catalog's /OpenAction, any /AA entry of
 * the catalog, pages, annotations or fields) unless it is a jump inside the document; embedded files,
 * rich media and XFA forms. Accepted: links (/URI) and jumps that need a click, opening at a page.
 */

/** Action types a resume never needs: scripts, programs, form posts, other files. */
const FORBIDDEN_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToR', 'GoToE']);

/** Entries whose mere presence is active content: scripts, the script tree, embedded files, XFA forms. */
const FORBIDDEN_KEYS = ['JS', 'JavaScript', 'EmbeddedFiles', 'EF', 'XFA'];

/** Link schemes a resume has a use for; the rest (file:, javascript:, network paths ...) are refused. */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * What one check may spend, so that a hostile file cannot hold the worker (the check is synchronous):
 * objects fetched, values looked at, actions in one chain, bytes decoded, time. A resume has a few
 * thousand objects at most.
 */
export interface CheckLimits {
  objects: number;
  values: number;
  chainActions: number;
  timeMs: number;
  decode: DecodeLimits;
}
export const PDF_CHECK_LIMITS: CheckLimits = {
  objects: 100_000,
  values: 2_000_000,
  chainActions: 1_000,
  timeMs: 5_000,
  decode: { streamBytes: 16 * 1024 * 1024, totalBytes: 64 * 1024 * 1024 },
};

/** Thrown when a check goes past its limits: the file is refused as unreadable. */
class TooComplex extends Error {}

/**
 * Null when the PDF has no active content, else the reason it is refused: pdfActiveContent, or
 * documentUnreadable when pdf.js cannot open it or it goes past `limits`.
 *
 * Read as pdf.js's viewer reads it (the cross-reference data, or a scan of the file when that data
 * is broken), with every object reached from the trailer looked at and any object it cannot read
 * refused. A file whose cross-reference data is sound is also scanned the way pdf.js recovers a
 * broken one, where objects the cross-reference data leaves out show up (another reader may recover
 * the file that way); there, objects that cannot be read are passed over.
 */
export function pdfActiveContentProblem(file: Uint8Array, limits: CheckLimits = PDF_CHECK_LIMITS): string | null {
  const parser = PdfParser.get();
  const data = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer;
  const deadline = Date.now() + limits.timeMs;
  const read = (recoveryMode: boolean, lenient: boolean) =>
    new ObjectWalk(parser, parser.open(data, recoveryMode), { lenient, limits, deadline }).hasActiveContent();
  try {
    return parser.withDecodeLimits(limits.decode, () => {
      let active: boolean;
      let recovered = false;
      try {
        active = read(false, false);
      } catch (error) {
        if (!parser.isBrokenCrossReference(error)) throw error;
        recovered = true;
        active = read(true, false);
      }
      if (!active && !recovered) active = readIfOpens(() => read(true, true));
      return active ? UPLOAD_FLOW_MESSAGES.pdfActiveContent : null;
    });
  } catch {
    return UPLOAD_FLOW_MESSAGES.documentUnreadable;
  }
}

/** The second, lenient reading: a file pdf.js cannot scan has nothing more to show there. */
function readIfOpens(read: () => boolean): boolean {
  try {
    return read();
  } catch (error) {
    if (error instanceof TooComplex) throw error;
    return false;
  }
}

/** One reading of a document: every object reached from the trailer, each dictionary judged. */
class ObjectWalk {
  private objects = 0;
  private values = 0;

  constructor(
    private readonly parser: PdfParser,
    private readonly xref: PdfXRef,
    private readonly options: { lenient: boolean; limits: CheckLimits; deadline: number },
  ) {}

  hasActiveContent(): boolean {
    const pending: unknown[] = [this.xref.trailer];
    const fetched = new Set<string>();
    while (pending.length > 0) {
      let value = pending.pop();
      this.count();
      if (this.parser.isRef(value)) {
        const key = `${value.num} ${value.gen}`;
        if (fetched.has(key)) continue;
        fetched.add(key);
        if (++this.objects > this.options.limits.objects) throw new TooComplex();
        value = this.fetch(value);
      }
      if (this.parser.isStream(value)) value = value.dict;
      if (this.parser.isDict(value)) {
        if (this.isActive(value)) return true;
        for (const entry of value.getRawValues()) pending.push(entry);
      } else if (Array.isArray(value)) {
        for (const item of value as unknown[]) pending.push(item);
      }
    }
    return false;
  }

  private isActive(dict: PdfDict): boolean {
    if (FORBIDDEN_KEYS.some((key) => dict.has(key))) return true;
    if (this.parser.isName(dict.getRaw('Type'), 'EmbeddedFile')) return true;
    if (this.parser.isName(dict.getRaw('Subtype'), 'RichMedia')) return true;
    const type = dict.getRaw('S');
    if (this.parser.isName(type)) {
      if (FORBIDDEN_ACTIONS.has(type.name)) return true;
      if (type.name === 'URI' && !isAcceptedLink(this.resolve(dict.getRaw('URI')))) return true;
    }
    // /OpenAction may also be a destination (an array), which only opens a page.
    const openAction = this.resolve(dict.getRaw('OpenAction'));
    if (this.parser.isDict(openAction) && !this.isJumpOnly(openAction)) return true;
    const triggers = this.resolve(dict.getRaw('AA'));
    if (this.parser.isDict(triggers)) {
      for (const action of triggers.getRawValues()) if (!this.isJumpOnly(action)) return true;
    }
    return false;
  }

  /** An action that runs by itself is accepted only as GoTo (a page of this document), with its /Next chain. */
  private isJumpOnly(action: unknown): boolean {
    const pending = [action];
    const seen = new Set<unknown>();
    for (let count = 0; pending.length > 0; count++) {
      if (count > this.options.limits.chainActions) throw new TooComplex();
      const value = this.resolve(pending.pop());
      if (value === null || value === undefined || seen.has(value)) continue;
      seen.add(value);
      if (Array.isArray(value)) {
        pending.push(...(value as unknown[]));
      } else if (this.parser.isDict(value)) {
        if (!this.parser.isName(value.getRaw('S'), 'GoTo')) return false;
        pending.push(value.getRaw('Next'));
      } else {
        return false;
      }
    }
    return true;
  }

  private resolve(value: unknown): unknown {
    if (!this.parser.isRef(value)) return value;
    this.count();
    return this.fetch(value);
  }

  private fetch(ref: PdfRef): unknown {
    if (!this.options.lenient) return this.xref.fetch(ref);
    try {
      return this.xref.fetch(ref);
    } catch {
      return null;
    }
  }

  private count(): void {
    if (++this.values > this.options.limits.values) throw new TooComplex();
    if (this.values % 1024 === 0 && Date.now() > this.options.deadline) throw new TooComplex();
  }
}

/** Links to web pages, e-mail and telephone numbers, or relative ones (no scheme, not a network path). */
function isAcceptedLink(uri: unknown): boolean {
  if (typeof uri !== 'string') return true;
  // eslint-disable-next-line no-control-regex -- readers skip leading blanks and control characters
  const link = uri.replace(/^[\s\u0000-\u001f]+/, '');
  if (/^[\\/]{2}/.test(link)) return false;
  const scheme = /^([a-z][a-z\d+.-]*):/i.exec(link)?.[1];
  return scheme === undefined || LINK_SCHEMES.has(scheme.toLowerCase());
}
