import { deflateSync } from 'node:zlib';

/**
 * One-page PDFs with valid cross-reference data, for tests of what a PDF reader sees: objects
 * 1 to 5 are the catalog, the page tree, the page, its text and its font; further objects are
 * numbered from 6. With `objectStream`, chosen objects are compressed into an object stream (PDF
 * 1.5) and the cross-reference data is a stream too, as in PDFs written by current software.
 */
export interface PdfSpec {
  /** The text the page shows. */
  text?: string;
  /** Entries added to the catalog dictionary, e.g. '/OpenAction 6 0 R'. */
  catalog?: string;
  /** Entries added to the page dictionary, e.g. '/Annots [6 0 R]'. */
  page?: string;
  /** Further objects by number (6 and up), each written as given. */
  objects?: Record<number, string>;
  objectStream?: ObjectStreamSpec;
}

export interface ObjectStreamSpec {
  /** Which of `objects` go inside the object stream. */
  numbers: number[];
  /** The stream's own object number (default: one past the highest object). */
  number?: number;
  /** The filter named in the dictionary: FlateDecode (default, the data deflated), another (give `data`) or none. */
  filter?: string | null;
  /** Encode with the TIFF predictor (/Predictor 2) over rows of this many bytes before deflating. */
  predictorColumns?: number;
  /** Write /Type /ObjStm (default true: readers do not need it). */
  typed?: boolean;
  /** A comment between the dictionary and the `stream` keyword. */
  commentBeforeStream?: boolean;
  /** The stream's data as given instead (broken or bomb-sized data). */
  data?: Buffer;
}

export function buildPdf(spec: PdfSpec = {}): Buffer {
  const text = (spec.text ?? 'Resume').replace(/[\\()]/g, (char) => `\\${char}`);
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const bodies = new Map<number, Buffer>([
    [1, latin1(`<< /Type /Catalog /Pages 2 0 R ${spec.catalog ?? ''}>>`)],
    [2, latin1('<< /Type /Pages /Kids [3 0 R] /Count 1 >>')],
    [
      3,
      latin1(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> ${spec.page ?? ''}>>`,
      ),
    ],
    [4, latin1(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`)],
    [5, latin1('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>')],
  ]);
  const extra = spec.objects ?? {};
  const compressed = new Set(spec.objectStream?.numbers ?? []);
  for (const [number, body] of Object.entries(extra)) {
    if (!compressed.has(Number(number))) bodies.set(Number(number), latin1(body));
  }
  const highest = Math.max(...bodies.keys(), ...compressed);
  let streamNumber = 0;
  if (spec.objectStream) {
    streamNumber = spec.objectStream.number ?? highest + 1;
    bodies.set(streamNumber, objectStream(spec.objectStream, extra));
  }

  const chunks: Buffer[] = [latin1('%PDF-1.7\n')];
  let length = chunks[0].length;
  const offsets = new Map<number, number>();
  for (const [number, body] of [...bodies].sort(([a], [b]) => a - b)) {
    offsets.set(number, length);
    const object = Buffer.concat([latin1(`${number} 0 obj\n`), body, latin1('\nendobj\n')]);
    chunks.push(object);
    length += object.length;
  }
  const xrefAt = length;
  if (!spec.objectStream) {
    const size = highest + 1;
    let table = `xref\n0 ${size}\n0000000000 65535 f \n`;
    for (let number = 1; number < size; number++) {
      const offset = offsets.get(number);
      table += offset === undefined ? '0000000000 65535 f \n' : `${String(offset).padStart(10, '0')} 00000 n \n`;
    }
    chunks.push(latin1(`${table}trailer\n<< /Size ${size} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`));
  } else {
    // A cross-reference stream: per object a type (0 free, 1 at an offset, 2 inside an object
    // stream), then the offset or the object stream's number, then the generation or the index.
    const xrefNumber = Math.max(highest, streamNumber) + 1;
    offsets.set(xrefNumber, xrefAt);
    const index = spec.objectStream.numbers;
    const rows: Buffer[] = [];
    for (let number = 0; number <= xrefNumber; number++) {
      const row = Buffer.alloc(7);
      if (offsets.has(number)) {
        row.writeUInt8(1, 0);
        row.writeUInt32BE(offsets.get(number) ?? 0, 1);
      } else if (index.includes(number)) {
        row.writeUInt8(2, 0);
        row.writeUInt32BE(streamNumber, 1);
        row.writeUInt16BE(index.indexOf(number), 5);
      }
      rows.push(row);
    }
    const data = Buffer.concat(rows);
    chunks.push(
      latin1(
        `${xrefNumber} 0 obj\n<< /Type /XRef /Size ${xrefNumber + 1} /W [1 4 2] /Root 1 0 R /Length ${data.length} >>\nstream\n`,
      ),
      data,
      latin1(`\nendstream\nendobj\nstartxref\n${xrefAt}\n%%EOF\n`),
    );
  }
  return Buffer.concat(chunks);
}

/** The object stream holding `spec.numbers`: "number offset" pairs, then the objects. */
function objectStream(spec: ObjectStreamSpec, objects: Record<number, string>): Buffer {
  const bodies = spec.numbers.map((number) => `${objects[number] ?? 'null'}\n`);
  let offset = 0;
  const header = spec.numbers
    .map((number, index) => {
      const pair = `${number} ${offset}`;
      offset += bodies[index].length;
      return pair;
    })
    .join(' ');
  const first = header.length + 1;
  let plain = latin1(`${header}\n${bodies.join('')}`);
  const filter = spec.filter === undefined ? 'FlateDecode' : spec.filter;
  let parameters = '';
  if (spec.predictorColumns) {
    plain = tiffPredicted(plain, spec.predictorColumns);
    parameters = ` /DecodeParms << /Predictor 2 /Columns ${spec.predictorColumns} >>`;
  }
  const data = spec.data ?? (filter === 'FlateDecode' ? deflateSync(plain) : plain);
  const type = spec.typed === false ? '' : '/Type /ObjStm ';
  const dictionary = `<< ${type}/N ${spec.numbers.length} /First ${first} /Length ${data.length}${filter ? ` /Filter /${filter}` : ''}${parameters} >>`;
  const keyword = spec.commentBeforeStream ? '\n% the data follows\nstream\n' : '\nstream\n';
  return Buffer.concat([latin1(dictionary + keyword), data, latin1('\nendstream')]);
}

/**
 * TIFF predictor 2 (one 8-bit component): each byte but a row's first is stored as its difference
 * from the byte before it, so the deflated data, once inflated, is still not the objects' text.
 * The last row is padded with spaces, which the objects' syntax ignores.
 */
function tiffPredicted(plain: Buffer, columns: number): Buffer {
  const padded = Buffer.alloc(Math.ceil(plain.length / columns) * columns, 0x20);
  plain.copy(padded);
  const encoded = Buffer.alloc(padded.length);
  for (let index = 0; index < padded.length; index++) {
    encoded[index] = index % columns === 0 ? padded[index] : (padded[index] - padded[index - 1]) & 0xff;
  }
  return encoded;
}

function latin1(text: string): Buffer {
  return Buffer.from(text, 'latin1');
}
