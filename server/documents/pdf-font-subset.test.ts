import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { withQuickSubsets, type SubsettableFont } from './pdf-font-subset';

// A face's subsets written around its fixed tables (pdf-font-subset.ts) must be the very file fontkit writes: the
// PDFs' fonts then cannot differ in anything a reader or a printer would see.
const require = createRequire(import.meta.url);
interface Face extends SubsettableFont {
  layout(text: string): { glyphs: Array<{ id: number }> };
}
const fontkit = require('fontkit') as { create: (buffer: Buffer) => Face };
const open = (file: string) => fontkit.create(readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`)));

const texts = [
  '', // the missing glyph alone
  'Reservación: ACD347 · Puerto Vallarta → Guadalajara',
  // Composite glyphs (accented capitals built of components), a ligature, letters beyond Latin-1, an emoji DejaVu lacks.
  'Łucja Ødegård ﬁ ǅ Ǻ ÿ Ŵ ⅓ 🙂',
  'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ¿¡áéíóúñÁÉÍÓÚÑü',
];

describe('a face subset written around its fixed tables', () => {
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf', 'DejaVuSans-Oblique.ttf']) {
    it(`is byte for byte the file fontkit writes, for ${file}`, () => {
      const reference = open(file);
      const quick = withQuickSubsets(open(file));
      for (const text of texts) {
        const expected = reference.createSubset();
        const written = quick.createSubset();
        for (const glyph of reference.layout(text).glyphs) {
          expected.includeGlyph(glyph.id);
          written.includeGlyph(glyph.id);
        }
        const fontkitBytes = Buffer.from(expected.encode());
        expect(Buffer.from(written.encode()).equals(fontkitBytes), `${file}: ${text}`).toBe(true);
        // And again: a subset encoded twice (pdfkit never does) gives the same file.
        expect(Buffer.from(written.encode()).equals(fontkitBytes)).toBe(true);
      }
    });
  }

  it('gives a subset that grew after another was written its own glyphs', () => {
    const reference = open('DejaVuSans.ttf');
    const quick = withQuickSubsets(open('DejaVuSans.ttf'));
    const small = quick.createSubset();
    for (const glyph of reference.layout('Ana').glyphs) small.includeGlyph(glyph.id);
    const smallBytes = Buffer.from(small.encode());
    const large = quick.createSubset();
    const expected = reference.createSubset();
    for (const glyph of reference.layout('Ana Núñez Zoë').glyphs) {
      large.includeGlyph(glyph.id);
      expected.includeGlyph(glyph.id);
    }
    expect(Buffer.from(large.encode()).equals(Buffer.from(expected.encode()))).toBe(true);
    expect(Buffer.from(large.encode()).length).toBeGreaterThan(smallBytes.length);
  });
});

