import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { createContext, runInContext, Script } from 'node:vm';

/**
 * pdf.js's own parser (its core: cross-reference table, objects, object streams, every filter and
 * predictor, encryption) for reading a PDF's objects from Node. pdf.js's API hands out no raw
 * objects, and the classes live unexported in its worker build, so that file is evaluated here with
 * the names below returned. It runs in a context of its own: its polyfills and its global
 * `pdfjsWorker` stay out of the process (where unpdf's copy of pdf.js reads text).
 */

/** A PDF dictionary: `get` follows a reference, `getRaw` does not. */
export interface PdfDict {
  get(key: string): unknown;
  getRaw(key: string): unknown;
  has(key: string): boolean;
  getRawValues(): Iterable<unknown>;
}

/** A PDF name (/JavaScript), a reference (9 0 R) and a stream, whose dictionary may be read. */
export interface PdfName {
  readonly name: string;
}
export interface PdfRef {
  readonly num: number;
  readonly gen: number;
}
export interface PdfStream {
  readonly dict?: PdfDict | null;
}

/** A parsed document's objects: the trailer dictionary and every object it reaches by reference. */
export interface PdfXRef {
  readonly trailer: PdfDict;
  fetch(ref: PdfRef): unknown;
}

interface PdfDocument {
  readonly xref: PdfXRef;
  checkHeader(): void;
  parseStartXRef(): void;
  parse(recoveryMode: boolean): void;
}

type Class<T = unknown> = abstract new (...args: never[]) => T;

/** What the worker build is asked for, by the names its source gives them. */
interface CoreExports {
  Dict: Class<PdfDict>;
  Name: Class<PdfName>;
  Ref: Class<PdfRef>;
  BaseStream: Class<PdfStream>;
  DecodeStream: { prototype: { buffer: Uint8Array; ensureBuffer(requested: number): Uint8Array } };
  JpegStream: { prototype: { readBlock(): void } };
  BrotliStream: { prototype: { readBlock(): void } };
  Stream: new (data: ArrayBuffer) => unknown;
  PDFDocument: new (manager: object, stream: unknown) => PdfDocument;
  XRefEntryException: Class<Error>;
  XRefParseException: Class<Error>;
  setVerbosityLevel(level: number): void;
  VerbosityLevel: { ERRORS: number };
}
const CORE_EXPORTS: Array<keyof CoreExports> = [
  'Dict',
  'Name',
  'Ref',
  'BaseStream',
  'DecodeStream',
  'JpegStream',
  'BrotliStream',
  'Stream',
  'PDFDocument',
  'XRefEntryException',
  'XRefParseException',
  'setVerbosityLevel',
  'VerbosityLevel',
];

/** The legacy build, which carries the polyfills Node lacks (the modern one expects a browser's built-ins). */
const WORKER_BUILD = 'pdfjs-dist/legacy/build/pdf.worker.mjs';

/** Most bytes decoding one stream may produce, and all streams of one reading together (against deflate bombs). */
export interface DecodeLimits {
  streamBytes: number;
  totalBytes: number;
}

/** Thrown (and remembered, should pdf.js swallow it) when decoding goes past the limits. */
export class DecodeLimitExceeded extends Error {
  constructor() {
    super('A PDF stream decodes to more bytes than allowed');
    this.name = 'DecodeLimitExceeded';
  }
}

/** The budget of the reading under way; readings are synchronous, so there is one at a time. */
let budget: (DecodeLimits & { spent: number; exceeded: boolean }) | null = null;

export class PdfParser {
  private constructor(private readonly core: CoreExports) {}

  private static loaded: PdfParser | undefined;

  /** pdf.js's core, loaded on first use, once per process. */
  static get(): PdfParser {
    this.loaded ??= new PdfParser(loadCore());
    return this.loaded;
  }

  /**
   * The objects of `data` as pdf.js reads them: from its cross-reference table and streams, or, in
   * `recoveryMode`, by scanning the file for objects (what pdf.js does when the table is broken).
   * Throws when pdf.js cannot open the file that way.
   */
  open(data: ArrayBuffer, recoveryMode: boolean): PdfXRef {
    const manager = { docId: 'upload', password: undefined, enableXfa: false, evaluatorOptions: {} };
    const document = new this.core.PDFDocument(manager, new this.core.Stream(data));
    document.checkHeader();
    document.parseStartXRef();
    document.parse(recoveryMode);
    return document.xref;
  }

  /**
   * Runs `read` with decoding held to `limits`; throws DecodeLimitExceeded after it when any stream
   * went past them, even if pdf.js caught the error on the way and read the stream as empty.
   */
  withDecodeLimits<T>(limits: DecodeLimits, read: () => T): T {
    budget = { ...limits, spent: 0, exceeded: false };
    try {
      const result = read();
      if (budget.exceeded) throw new DecodeLimitExceeded();
      return result;
    } finally {
      budget = null;
    }
  }

  /** True when the cross-reference data misled pdf.js, which then reads the file again in recovery mode. */
  isBrokenCrossReference(error: unknown): boolean {
    return error instanceof this.core.XRefEntryException || error instanceof this.core.XRefParseException;
  }

  isDict(value: unknown): value is PdfDict {
    return value instanceof this.core.Dict;
  }

  isName(value: unknown, name?: string): value is PdfName {
    return value instanceof this.core.Name && (name === undefined || value.name === name);
  }

  isRef(value: unknown): value is PdfRef {
    return value instanceof this.core.Ref;
  }

  isStream(value: unknown): value is PdfStream {
    return value instanceof this.core.BaseStream;
  }
}

/** Evaluates the worker build in a context of its own and takes its core classes out. */
function loadCore(): CoreExports {
  const file = require.resolve(WORKER_BUILD);
  const url = pathToFileURL(file).href;
  const source = readFileSync(file, 'utf8');
  const moduleExport = /^export \{[^}]*\};?$/m;
  if (!moduleExport.test(source)) throw new Error(`${WORKER_BUILD} no longer ends with the export this loader removes`);
  // As a function body instead of a module: `import.meta` is the file's URL (its WebAssembly image
  // decoders look there, and are never reached from here), the module's export goes.
  const body = source.replace(/\bimport\.meta\.url\b/g, JSON.stringify(url)).replace(moduleExport, '');
  const context = createContext({ console, TextDecoder, TextEncoder, URL, atob, btoa, structuredClone });
  // Polyfilled at the top of the build, used only for fetching (which the parser never does).
  runInContext('globalThis.Blob = class Blob {}; globalThis.Response = class Response {};', context);
  const factory: unknown = new Script(
    `(function () {\n"use strict";\n${body}\nreturn { ${CORE_EXPORTS.join(', ')} };\n})`,
    {
      filename: url,
    },
  ).runInContext(context);
  const core = (factory as () => CoreExports)();
  for (const name of CORE_EXPORTS) {
    if (core[name] === undefined) throw new Error(`${WORKER_BUILD} has no ${name}`);
  }
  core.setVerbosityLevel(core.VerbosityLevel.ERRORS);
  limitDecoding(core);
  return core;
}

/**
 * Every decoder (Flate, LZW, predictors, ...) grows its output buffer through `ensureBuffer`:
 * growth past the budget of the reading under way is refused. The two that decode a whole stream
 * at once (JPEG images and Brotli) cannot be held to it and are refused outright: pdf.js only ever
 * decodes the streams that hold objects here, which are never images, and Brotli is new in PDF 2.0.
 */
function limitDecoding(core: CoreExports): void {
  const decoder = core.DecodeStream.prototype;
  const grow = decoder.ensureBuffer;
  decoder.ensureBuffer = function ensureBuffer(this: typeof decoder, requested: number): Uint8Array {
    const before = this.buffer.byteLength;
    if (budget && (requested > budget.streamBytes || budget.spent + requested - before > budget.totalBytes)) {
      return exceeded();
    }
    const buffer = grow.call(this, requested);
    if (budget) budget.spent += buffer.byteLength - before;
    return buffer;
  };
  core.JpegStream.prototype.readBlock = exceeded;
  core.BrotliStream.prototype.readBlock = exceeded;
}

function exceeded(): never {
  if (budget) budget.exceeded = true;
  throw new DecodeLimitExceeded();
}
