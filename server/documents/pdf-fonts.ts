import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { withQuickSubsets, type SubsettableFont } from './pdf-font-subset';

// The ticket PDF embeds DejaVu Sans (npm `dejavu-fonts-ttf`): pdfkit's built-in Helvetica is WinAnsi,
// which prints "→" as "!'" and cannot show most of Unicode. pdfkit embeds only the glyphs used, so a
// ticket stays small.
//
// Each face is read and parsed by fontkit once per process, and every document uses that parsed font:
// given the file's bytes, pdfkit parsed the whole TrueType file again for every document, which was two
// thirds of a ticket PDF's CPU (bench/README.md, "Hot sale funnel"). pdfkit takes a fontkit font as a
// source (anything with `layout`), and a document only reads it (its subset of glyphs is its own).
//
// The words' shaping is kept per face too: pdfkit lays out each word once per document, and fontkit's
// OpenType shaping of the same labels, dates and conditions was a third of a ticket's draw. The copy of a
// shaped word is handed out fresh each time, since pdfkit scales the positions it is given in place.
//
// And each document's subset of a face is written around the face's fixed tables, encoded once
// (pdf-font-subset.ts).

interface Position { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }
interface Run { glyphs: unknown[]; positions: Position[] }
interface Glyph { _decode(): unknown }
interface FontkitFont { layout(text: string, features?: unknown): Run; getGlyph(id: number, codePoints?: number[]): Glyph }

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { create: (buffer: Buffer) => FontkitFont & SubsettableFont };

/** Words kept per face: the tickets' labels and conditions are a few hundred; names and codes come and go. */
export const SHAPED_WORDS_KEPT = 20_000;

/** What pdfkit reads of a run: its glyphs, its positions, and their sum. */
function freshRun(kept: Run) {
  return {
    glyphs: kept.glyphs,
    positions: kept.positions.map((p) => ({ ...p })),
    get advanceWidth() {
      let width = 0;
      for (const position of this.positions) width += position.xAdvance;
      return width;
    },
  };
}

/** The parsed face, with `layout` answered from the words already shaped (the rest passes through). */
export function withShapedWords(font: FontkitFont): FontkitFont {
  const shaped = new Map<string, Run>();
  const layout = (text: string, features?: unknown) => {
    const key = features === undefined ? text : `${JSON.stringify(features)}\u0000${text}`;
    let kept = shaped.get(key);
    if (!kept) {
      const run = font.layout(text, features);
      kept = { glyphs: run.glyphs, positions: run.positions.map((p) => ({ ...p })) };
      // Bounded: when full, start again (the common words come back at once).
      if (shaped.size >= SHAPED_WORDS_KEPT) shaped.clear();
      shaped.set(key, kept);
    }
    return freshRun(kept);
  };
  return new Proxy(font, {
    get(target, property) {
      if (property === 'layout') return layout;
      const value = Reflect.get(target, property, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Each glyph's outline decoded once per face: a document's subset decodes every glyph it embeds to look for the
 * components of composite ones (fontkit's TTFSubset), the same few hundred glyphs in every ticket. A decoded
 * outline is only read (the faces have no variations that would move its points).
 */
export function withDecodedGlyphs(font: FontkitFont): FontkitFont {
  const getGlyph = font.getGlyph.bind(font);
  const decoded = new WeakSet<Glyph>();
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (!decoded.has(glyph)) {
      const outline = glyph._decode();
      glyph._decode = () => outline;
      decoded.add(glyph);
    }
    return glyph;
  };
  return font;
}

const load = (file: string) => withShapedWords(withDecodedGlyphs(withQuickSubsets(fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))))));

let fonts: { regular: FontkitFont; bold: FontkitFont; oblique: FontkitFont } | null = null;

/**
 * pdfkit's own words laid out and scaled, shared per face by every document. pdfkit keeps them per document
 * (`layoutCache` of its embedded font), so each ticket laid out its labels and conditions again: a sixth of a
 * draw. A laid-out word holds only the parsed face's glyphs and their scaled positions, the same for every
 * document of the face; pdfkit copies a position before it changes one (justified text), and what a document
 * embeds (its subset) is chosen when it writes a word, not kept here. Names and codes come and go: past
 * LAID_OUT_WORDS_KEPT words a face starts again, checked every LAYOUT_CHECK_EVERY documents.
 */
export const LAID_OUT_WORDS_KEPT = 20_000;
const LAYOUT_CHECK_EVERY = 200;
const FACES = ['Body', 'Bold', 'Oblique'] as const;
type Face = (typeof FACES)[number];
type LayoutCache = Record<string, unknown>;
const laidOut = new Map<Face, LayoutCache>();
let documentsSinceCheck = 0;

function sharedLayouts(face: Face): LayoutCache {
  let cache = laidOut.get(face);
  if (!cache) laidOut.set(face, (cache = Object.create(null) as LayoutCache));
  return cache;
}

function boundLayouts(): void {
  if (++documentsSinceCheck < LAYOUT_CHECK_EVERY) return;
  documentsSinceCheck = 0;
  for (const [face, cache] of laidOut) if (Object.keys(cache).length > LAID_OUT_WORDS_KEPT) laidOut.delete(face);
}

/** Each face the document selects lays its words out in the face's shared cache (pdfkit's `_font`, its current font). */
function shareLayouts(doc: PDFKit.PDFDocument): void {
  const select = doc.font.bind(doc) as (...args: unknown[]) => PDFKit.PDFDocument;
  const internals = doc as unknown as { _font?: { layoutCache?: LayoutCache } };
  doc.font = ((...args: unknown[]) => {
    select(...args);
    const face = args[0];
    const font = internals._font;
    if (typeof face === 'string' && (FACES as readonly string[]).includes(face) && font?.layoutCache) font.layoutCache = sharedLayouts(face as Face);
    return doc;
  }) as typeof doc.font;
}

/** Registers the three faces the tickets use under the names `Body`, `Bold` and `Oblique`. */
export function registerTicketFonts(doc: PDFKit.PDFDocument): void {
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf'), oblique: load('DejaVuSans-Oblique.ttf') };
  // @types/pdfkit lists only paths and bytes as sources; pdfkit itself also takes a parsed fontkit font.
  doc.registerFont('Body', fonts.regular as unknown as Buffer);
  doc.registerFont('Bold', fonts.bold as unknown as Buffer);
  doc.registerFont('Oblique', fonts.oblique as unknown as Buffer);
  boundLayouts();
  shareLayouts(doc);
  doc.font('Body');
}
