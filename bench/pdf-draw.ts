// What one tickets PDF costs to draw, in-process (bench/README.md "Hot sale funnel"): a one-ticket document with a
// card payment's summary (the sample each server process draws at start, server/documents/warm-up.ts), drawn
// PDF_DRAWS times (200) after PDF_WARM_UP (30); CPU ms per draw (this process) and the document's size.
// Deterministic inputs; the figure moves with the machine, so compare within one run or one machine. PDF_WARM_UP=0
// PDF_DRAWS=1 gives a fresh process's first draw. Run: npm run bench:pdf-draw
import { performance } from 'node:perf_hooks';
import { renderTicketPdf } from '../server/documents/ticket-pdf';
import { sampleTicketDocument } from '../server/documents/warm-up';

const DRAWS = Number(process.env.PDF_DRAWS ?? 200);
const WARM_UP = Number(process.env.PDF_WARM_UP ?? 30);

const { reservation, tickets } = sampleTicketDocument;

for (const lang of ['es', 'en'] as const) {
  for (let i = 0; i < WARM_UP; i++) await renderTicketPdf(reservation, tickets, lang);
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < DRAWS; i++) bytes = (await renderTicketPdf(reservation, tickets, lang)).length;
  const used = process.cpuUsage(cpu);
  console.log(`${lang}: ${((used.user + used.system) / 1000 / DRAWS).toFixed(2)} ms of CPU a draw (${((performance.now() - started) / DRAWS).toFixed(2)} ms wall), ${bytes} bytes, ${DRAWS} draws after ${WARM_UP}`);
}
