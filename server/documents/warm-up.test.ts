import { describe, expect, it, vi } from 'vitest';
import * as ticketPdf from './ticket-pdf';
import { warmUpDocuments } from './warm-up';

vi.mock('./ticket-pdf', async (original) => {
  const real = await original<typeof import('./ticket-pdf')>();
  return { ...real, renderTicketPdf: vi.fn(real.renderTicketPdf) };
});

describe('warmUpDocuments', () => {
  it('draws the sample tickets PDF in Spanish and in English, and says how long it took', async () => {
    const draw = vi.mocked(ticketPdf.renderTicketPdf);
    draw.mockClear();
    const lines: string[] = [];
    await warmUpDocuments((line) => lines.push(line));
    expect(draw.mock.calls.map((call) => call[2])).toEqual(['es', 'en']);
    const drawn = await Promise.all(draw.mock.results.map((result) => result.value as Promise<Buffer>));
    for (const pdf of drawn) expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({ level: 'info', task: 'documents-warm-up', ms: expect.any(Number) });
  });

  it('reports a draw that fails and lets the process start all the same', async () => {
    vi.mocked(ticketPdf.renderTicketPdf).mockRejectedValueOnce(new Error('font missing'));
    const lines: string[] = [];
    await expect(warmUpDocuments((line) => lines.push(line))).resolves.toBeUndefined();
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([{ level: 'error', task: 'documents-warm-up', error: 'font missing' }]);
  });
});
