import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/support/pdf-text';
import { renderTicketPdf } from './ticket-pdf';
import { withDecodedGlyphs, withShapedWords } from './pdf-fonts';

// The faces are parsed once per process and shared by every document (pdf-fonts.ts): documents drawn at the
// same time must each embed the glyphs of their own text, accents and arrows included.
describe('the ticket fonts shared by documents drawn at once', () => {
  it('gives each document its own text, as typed', async () => {
    const names = ['Zoë Peña', 'Íñigo Álvarez', 'Łucja Nowak', 'Søren Ødegård', 'Ana Müller'];
    const pdfs = await Promise.all(
      names.map((name, i) =>
        renderTicketPdf(
          { code: `ACD34${i}`, contactName: name, issuedAt: new Date('2026-12-01T18:00:00Z') },
          [{ code: `ACD34${i}-1`, pin: '004217', type: 'E-ticket', passengerName: name, passengerType: 'adult', leg: 'departure', origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00', seat: 10 + i, priceCents: 91500 }],
          'es',
        ),
      ),
    );
    const texts = await Promise.all(pdfs.map((pdf) => pdfText(new Uint8Array(pdf))));
    for (const [i, name] of names.entries()) {
      expect(texts[i]).toContain(name);
      expect(texts[i]).toContain('Puerto Vallarta → Guadalajara');
      for (const other of names.filter((n) => n !== name)) expect(texts[i]).not.toContain(other);
    }
  });
});

// The shaped words and decoded outlines kept per face (pdf-fonts.ts): what pdfkit is handed must be as fontkit
// would have given it, however often it comes back and whatever pdfkit did to the last copy.
describe('the words shaped once per face', () => {
  const require = createRequire(import.meta.url);
  const fontkit = require('fontkit') as { create: (buffer: Buffer) => Parameters<typeof withShapedWords>[0] };
  const face = () => fontkit.create(readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')));
  const plain = (run: { glyphs: Array<{ id: number }>; positions: object[]; advanceWidth: number }) => ({
    ids: run.glyphs.map((g) => g.id),
    positions: run.positions.map((p) => ({ ...p })),
    width: run.advanceWidth,
  });

  it('answers a word again as fontkit shapes it, though pdfkit scaled the last copy in place', () => {
    const reference = face();
    const kept = withShapedWords(face());
    for (const word of ['Pasajero:', 'Ñandú', 'AVa', 'Puerto Vallarta → Guadalajara']) {
      const expected = plain(reference.layout(word) as never);
      const first = kept.layout(word);
      for (const position of first.positions) position.xAdvance *= 0.5; // what pdfkit's layoutRun does to a run
      expect(plain(kept.layout(word) as never)).toEqual(expected);
    }
  });

  it('gives a glyph its outline as fontkit decodes it, every time', () => {
    const reference = face();
    const kept = withDecodedGlyphs(face());
    for (const id of [36, 100, 150]) {
      const expected = JSON.stringify(reference.getGlyph(id)._decode());
      expect(JSON.stringify(kept.getGlyph(id)._decode())).toBe(expected);
      expect(JSON.stringify(kept.getGlyph(id)._decode())).toBe(expected);
    }
  });
});
