import { describe, expect, it } from 'vitest';
import { pdfText } from '../../tests/support/pdf-text';
import { renderTicketPdf } from './ticket-pdf';

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
