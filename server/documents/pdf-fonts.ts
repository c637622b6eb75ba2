import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

// The ticket PDF embeds DejaVu Sans (npm `dejavu-fonts-ttf`): pdfkit's built-in Helvetica is WinAnsi,
// which prints "→" as "!'" and cannot show most of Unicode. pdfkit embeds only the glyphs used, so a
// ticket stays small. Read once: every document uses the same bytes.

const resolve = createRequire(import.meta.url).resolve;
const load = (file: string) => readFileSync(resolve(`dejavu-fonts-ttf/ttf/${file}`));

let fonts: { regular: Buffer; bold: Buffer; oblique: Buffer } | null = null;

/** Registers the three faces the tickets use under the names `Body`, `Bold` and `Oblique`. */
export function registerTicketFonts(doc: PDFKit.PDFDocument): void {
  fonts ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf'), oblique: load('DejaVuSans-Oblique.ttf') };
  doc.registerFont('Body', fonts.regular);
  doc.registerFont('Bold', fonts.bold);
  doc.registerFont('Oblique', fonts.oblique);
  doc.font('Body');
}
