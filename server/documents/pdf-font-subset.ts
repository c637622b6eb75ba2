// A TrueType subset written as fontkit writes it, without encoding the same tables again for every document.
//
// pdfkit embeds in each PDF the subset of a face's glyphs the document used (fontkit's TTFSubset). fontkit's encode
// copies each glyph's bytes (cheap) and then writes the whole file through restructure, value by value: the face's
// hinting programs and control values (`fpgm`, `prep`, `cvt `, a few thousand numbers, the same in every subset)
// and the header tables, every time. That was a fifth of a ticket PDF's draw (bench/README.md, "Hot sale funnel").
// Here fontkit's own encode runs once per face to give the bytes of those tables; a document's subset then writes
// only what is its own (the glyphs, their offsets and metrics) around them. The file is byte for byte fontkit's
// (pdf-font-subset.test.ts compares the two for many glyph sets), so PDFs look exactly as before.

interface Metrics { advance: number; bearing: number }
/** What this file reads and writes of fontkit's TTFSubset (choosing glyphs and copying each one's bytes stay fontkit's). */
export interface TrueTypeSubset {
  font: { loca: { version: number } };
  glyphs: number[];
  glyf: Uint8Array[];
  offset: number;
  loca: { offsets: number[]; version: number };
  hmtx: { metrics: Metrics[]; bearings: number[] };
  includeGlyph(gid: number): number;
  _addGlyph(gid: number): number;
  encode(): Uint8Array;
}
export interface SubsettableFont { createSubset(): TrueTypeSubset }

/** fontkit's table order (TTFSubset.encode) and where each table starts in the file it writes. */
const TABLES = ['head', 'hhea', 'loca', 'maxp', 'cvt ', 'prep', 'glyf', 'hmtx', 'fpgm'] as const;
type Tag = (typeof TABLES)[number];
const DIRECTORY_BYTES = 12 + 16 * TABLES.length;

/** The tables as fontkit wrote them for one subset: read back from its file's directory. */
function tablesOf(file: Uint8Array): Map<Tag, Buffer> {
  const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  const tables = new Map<Tag, Buffer>();
  for (let i = 0; i < bytes.readUInt16BE(4); i++) {
    const entry = 12 + 16 * i;
    const tag = bytes.toString('latin1', entry, entry + 4) as Tag;
    const offset = bytes.readUInt32BE(entry + 8);
    tables.set(tag, Buffer.from(bytes.subarray(offset, offset + bytes.readUInt32BE(entry + 12))));
  }
  return tables;
}

/** The same for every subset of a face: the programs and control values as they are, the headers but for their counts. */
interface FixedTables { head: Buffer; hhea: Buffer; maxp: Buffer; cvt: Buffer; prep: Buffer; fpgm: Buffer; directory: Buffer }

function fixedTablesOf(font: SubsettableFont): FixedTables {
  const tables = tablesOf(font.createSubset().encode());
  const table = (tag: Tag) => {
    const found = tables.get(tag);
    if (!found) throw new Error(`fontkit's subset has no ${tag} table`);
    return found;
  };
  // The directory's header: fontkit's tag ('true') and its binary search fields for nine tables.
  const directory = Buffer.alloc(12);
  directory.write('true', 0, 'latin1');
  const power = 2 ** Math.floor(Math.log2(TABLES.length));
  directory.writeUInt16BE(TABLES.length, 4);
  directory.writeUInt16BE(power * 16, 6);
  directory.writeUInt16BE(Math.log2(power), 8);
  directory.writeUInt16BE(TABLES.length * 16 - power * 16, 10);
  return { head: table('head'), hhea: table('hhea'), maxp: table('maxp'), cvt: table('cvt '), prep: table('prep'), fpgm: table('fpgm'), directory };
}

/** The subset's file: fontkit's glyph loop, then the tables laid out as fontkit lays them out. */
function encodeSubset(subset: TrueTypeSubset, fixed: FixedTables): Buffer {
  subset.glyf = [];
  subset.offset = 0;
  subset.loca = { offsets: [], version: subset.font.loca.version };
  subset.hmtx = { metrics: [], bearings: [] };
  // Not a for-of over a copy: a composite glyph appends its components while the loop runs (as in fontkit).
  for (let i = 0; i < subset.glyphs.length; i++) subset._addGlyph(subset.glyphs[i]!);
  subset.loca.offsets.push(subset.offset);
  const count = subset.glyf.length;

  const short = subset.loca.version === 0;
  const loca = Buffer.alloc(subset.loca.offsets.length * (short ? 2 : 4));
  subset.loca.offsets.forEach((offset, i) => (short ? loca.writeUInt16BE(offset >>> 1, i * 2) : loca.writeUInt32BE(offset, i * 4)));
  const hmtx = Buffer.alloc(count * 4);
  subset.hmtx.metrics.forEach((m, i) => {
    hmtx.writeUInt16BE(m.advance, i * 4);
    hmtx.writeInt16BE(m.bearing, i * 4 + 2);
  });
  const hhea = Buffer.from(fixed.hhea);
  hhea.writeUInt16BE(count, 34); // numberOfMetrics
  const maxp = Buffer.from(fixed.maxp);
  maxp.writeUInt16BE(count, 4); // numGlyphs

  const data: Record<Tag, Uint8Array[]> = {
    head: [fixed.head], hhea: [hhea], loca: [loca], maxp: [maxp], 'cvt ': [fixed.cvt], prep: [fixed.prep], glyf: subset.glyf, hmtx: [hmtx], fpgm: [fixed.fpgm],
  };
  const entries = Buffer.alloc(16 * TABLES.length);
  let offset = DIRECTORY_BYTES;
  TABLES.forEach((tag, i) => {
    const length = data[tag].reduce((sum, part) => sum + part.length, 0);
    entries.write(tag, i * 16, 'latin1');
    // Checksums left 0, as fontkit leaves them (PDF readers do not check them).
    entries.writeUInt32BE(offset, i * 16 + 8);
    entries.writeUInt32BE(length, i * 16 + 12);
    offset += length;
  });
  return Buffer.concat([fixed.directory, entries, ...TABLES.flatMap((tag) => data[tag])], offset);
}

/** The face with subsets that encode as above; the fixed tables are written by fontkit on the first subset asked for. */
export function withQuickSubsets<F extends SubsettableFont>(font: F): F {
  const createSubset = font.createSubset.bind(font);
  let fixed: FixedTables | null = null;
  font.createSubset = () => {
    fixed ??= fixedTablesOf({ createSubset });
    const tables = fixed;
    const subset = createSubset();
    subset.encode = () => encodeSubset(subset, tables);
    return subset;
  };
  return font;
}
