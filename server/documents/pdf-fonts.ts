import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The ticket PDF embeds DejaVu Sans (npm `dejavu-fonts-ttf`): pdfkit's built-in Helvetica is WinAnsi,
// which prints "→" as "!'" and cannot show most of Unicode. pdfkit embeds only the glyphs used, so a
// ticket stays small.
//
// Each face is read and parsed by fontkit once per process, and every document uses that parsed font:
// given the file's bytes, pdfkit parsed the whole TrueType file again for every document, which was two
// thirds of a ticket PDF's CPU (bench/README.md, "Hot sale funnel"). pdfkit takes a fontkit font as a
// source (anything with `layout`), and a document only reads it (its subset of glyphs is its own).

const require = createRequire(import.meta.url);
const fontkit = require('fontkit') as { create: (buffer: Buffer) => unknown };
const load = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

let fonts: { regular: unknown; bold: unknown; oblique: unknown } | null = null;

/** Registers the three faces the tickets use under the names `Body`, `Bold` and `Oblique`. */
export function registerTicketFonts(doc: PDFKit.PDFDocument): void {
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf'), oblique: load('DejaVuSans-Oblique.ttf') };
  // @types/pdfkit lists only paths and bytes as sources; pdfkit itself also takes a parsed fontkit font.
  doc.registerFont('Body', fonts.regular as Buffer);
  doc.registerFont('Bold', fonts.bold as Buffer);
  doc.registerFont('Oblique', fonts.oblique as Buffer);
  doc.font('Body');
}
