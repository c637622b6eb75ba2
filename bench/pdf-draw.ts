// What one tickets PDF costs to draw, in-process (bench/README.md "Hot sale funnel"): a one-ticket document with a
// card payment's summary, drawn PDF_DRAWS times (200) after PDF_WARM_UP (30); CPU ms per draw (this process) and
// the document's size. Deterministic inputs; the figure moves with the machine, so compare within one run or one
// machine. Run: npm run bench:pdf-draw
import { performance } from 'node:perf_hooks';
import { renderTicketPdf } from '../server/documents/ticket-pdf';
import type { TicketDocumentReservation, TicketDocumentTicket } from '../server/documents/ticket-document';

const DRAWS = Number(process.env.PDF_DRAWS ?? 200);
const WARM_UP = Number(process.env.PDF_WARM_UP ?? 30);

const reservation: TicketDocumentReservation = {
  code: 'ACD347', contactName: 'María Núñez', issuedAt: new Date('2026-12-01T18:00:00.123Z'), contactEmail: 'maria@example.mx',
  payment: { method: 'card', status: 'approved', totalCents: 123450, charged: null, orderReference: null, orderDeadline: null },
};
const tickets: TicketDocumentTicket[] = [
  { code: 'ACD347-1', pin: '004217', type: 'E-ticket', passengerName: 'María Núñez', passengerType: 'adult', leg: 'departure', origin: 'Puerto Vallarta', destination: 'Guadalajara', departureAt: '2026-12-05T14:30:00', seat: 12, priceCents: 123450 },
];

for (const lang of ['es', 'en'] as const) {
  for (let i = 0; i < WARM_UP; i++) await renderTicketPdf(reservation, tickets, lang);
  const cpu = process.cpuUsage();
  const started = performance.now();
  let bytes = 0;
  for (let i = 0; i < DRAWS; i++) bytes = (await renderTicketPdf(reservation, tickets, lang)).length;
  const used = process.cpuUsage(cpu);
  console.log(`${lang}: ${((used.user + used.system) / 1000 / DRAWS).toFixed(2)} ms of CPU a draw (${((performance.now() - started) / DRAWS).toFixed(2)} ms wall), ${bytes} bytes, ${DRAWS} draws after ${WARM_UP}`);
}
