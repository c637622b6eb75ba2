// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storeBarcode } from '../../../../domain/payments/store-barcode';
import { seatMapFor } from '../../../../machines/reservation/seats.test-fixture';
import type { ConfirmationDetails, TicketLine } from '../../../../machines/reservation/reservation.ports';
import { messages as enErrors } from '../../../i18n/errors/en.gen';
import { messages as esErrors } from '../../../i18n/errors/es.gen';
import { ok, startFlow, summaryWith, toAdditionals, type Flow } from './reservation-steps.test-fixture';
import { TicketsStep } from './tickets-step';

// The tickets page as a confirmation (docs/rules/tickets-and-documents.md#the-confirmation): what a traveller reads there, rendered from
// what confirm answered.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const terminal = (name: string, address: string) => ({ id: name.toLowerCase().replace(/\W+/g, '-'), name, address, timeZone: 'America/Mexico_City' });
const pv = terminal('Central Camionera de Puerto Vallarta', 'Av. Las Palmas 300, Col. Las Mojoneras');
const gdl = terminal('Nueva Central Camionera de Guadalajara', 'Carretera a Zapotlanejo 1500');

function details(paid: ConfirmationDetails['paid'], pendDeadline: string | null = null): ConfirmationDetails {
  return {
    email: 'ana@correo.mx',
    legs: [
      { leg: 'departure', origin: pv, destination: gdl, departure: '2026-12-05T12:00:00.000Z', boarding: '2026-12-05T11:50:00.000Z', arrival: '2026-12-05T17:45:00.000Z', serviceClass: 'Ejecutivo 2+1', pendDeadline },
      { leg: 'return', origin: gdl, destination: pv, departure: '2026-12-08T15:00:00.000Z', boarding: '2026-12-08T14:50:00.000Z', arrival: null, serviceClass: 'Primera 2+2', pendDeadline },
    ],
    paid,
  };
}

const ticket = (leg: 'departure' | 'return', n: number, type: string, pin: string | null): TicketLine => ({
  number: `PV0001-${n}`,
  type,
  passengerType: 'adult',
  passengerName: n % 2 ? 'Ana María Peña' : 'Zoë Núñez',
  leg,
  seat: n,
  departure: leg === 'departure' ? '2026-12-05T12:00:00.000Z' : '2026-12-08T15:00:00.000Z',
  pin,
  pendDeadline: null,
  price: 1085,
  validUntil: null,
});

async function confirmedWith(flow: Flow, method: string, status: string, confirmed: Record<string, unknown>) {
  await toAdditionals(flow);
  flow.send({ type: 'additionals.submit', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
  await flow.answer('saveAdditionals', ok({ summary: summaryWith([]) }));
  await flow.answer('loadSeats', ok(seatMapFor('departure')));
  flow.send({ type: 'seat.toggle', leg: 'departure', seat_number: 1 });
  await flow.answer('holdSeat', ok(seatMapFor('departure', 1, 1)));
  flow.send({ type: 'seats.submit' });
  await flow.answer('loadPayment', ok({ methods: [method], total: 2170 }));
  // What the checkout hands back (its screens are tested with its chart).
  await flow.answer('pay', { status: status === 'approved' ? 'paid' : 'ordered', receipt: { method, status } });
  await flow.answer('confirmReservation', ok(confirmed));
}

/** The page inside a minimal router: it links to invoicing and to my reservation. */
async function renderPage(flow: Flow, locale: 'es' | 'en' = 'es') {
  i18n.load({ es: esErrors, en: enErrors });
  i18n.activate(locale);
  const root = createRootRoute({ component: () => <TicketsStep actor={flow.actor} /> });
  const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
}

const cardPaid = { method: 'card', status: 'approved' as const, amount: 2170, charged: null, orderReference: null, orderDeadline: null };
const paidTickets = [ticket('departure', 1, 'E-ticket', '004217'), ticket('departure', 2, 'E-ticket', '918273'), ticket('return', 3, 'E-ticket', '555111'), ticket('return', 4, 'E-ticket', '222333')];

describe('the tickets page as a confirmation', () => {
  it('says the purchase succeeded and where the e-mail went, what was paid and how', async () => {
    const flow = startFlow();
    await confirmedWith(flow, 'card', 'approved', { tickets: paidTickets, confirmation: details({ ...cardPaid, charged: { amount: 118.9, currency: 'USD' } }) });
    await renderPage(flow);
    const status = screen.getByText('¡Listo! Tu compra se realizó con éxito.').closest('[role="status"]') as HTMLElement;
    expect(status.textContent).toContain('Enviamos tus boletos a ana@correo.mx.');
    expect(screen.getByText('Total pagado').nextElementSibling?.textContent).toBe('$2,170.00 MXN');
    expect(screen.getByText('Cargo a tu tarjeta').nextElementSibling?.textContent).toBe('US$118.90 USD');
    expect(screen.getByText('Forma de pago').nextElementSibling?.textContent).toBe('Tarjeta de crédito o débito');
    expect(screen.getByRole('link', { name: 'Facturar mi compra' }).getAttribute('href')).toBe('/reservacion/facturacion');
    expect(screen.getByRole('link', { name: 'Mi reservación' }).getAttribute('href')).toBe('/administra-reservacion/buscar');
  });

  it('shows each leg with its terminals, departure and boarding, and each passenger with seat, PIN and QR', async () => {
    const flow = startFlow();
    await confirmedWith(flow, 'card', 'approved', { tickets: paidTickets, confirmation: details(cardPaid) });
    await renderPage(flow);
    const outbound = screen.getByRole('region', { name: /^Ida: Central Camionera de Puerto Vallarta → Nueva Central Camionera de Guadalajara$/ });
    expect(within(outbound).getByText('Salida').nextElementSibling?.textContent).toBe('2026/12/05 6:00 AM');
    expect(within(outbound).getByText('Abordaje').nextElementSibling?.textContent).toBe('2026/12/05 5:50 AM (10 minutos antes de la salida)');
    expect(within(outbound).getByText('Av. Las Palmas 300, Col. Las Mojoneras', { exact: false })).toBeTruthy();
    expect(within(outbound).getByText('Ejecutivo 2+1')).toBeTruthy();
    const cards = within(outbound).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('.ticket-card__passenger')?.textContent)).toEqual(['Ana María Peña (Adulto)', 'Zoë Núñez (Adulto)']);
    expect(within(cards[1]!).getByText('918273')).toBeTruthy();
    expect(within(cards[1]!).getByRole('img', { name: 'Código QR del boleto PV0001-2' }).querySelector('path')?.getAttribute('d')).toMatch(/^M4 4h1v1h-1z/);
    const back = screen.getByRole('region', { name: /^Regreso: / });
    expect(within(back).getAllByRole('listitem')).toHaveLength(2);
  });

  it('offers an .ics per leg that starts at the departure, and the HTML ticket at its reopenable address', async () => {
    const flow = startFlow();
    await confirmedWith(flow, 'card', 'approved', { tickets: paidTickets, confirmation: details(cardPaid), ticketsLink: { token: 'link-PV0001', expiresAt: '2026-12-28T02:00:00.000Z' } });
    await renderPage(flow);
    const calendar = screen.getAllByRole('link', { name: 'Agregar al calendario' });
    expect(calendar).toHaveLength(2);
    const ics = decodeURIComponent(calendar[1]!.getAttribute('href')!.split(',')[1]!);
    expect(ics).toContain('DTSTART:20261208T150000Z');
    expect(calendar[1]!.getAttribute('download')).toBe('PV0001-regreso.ics');
    flow.actor.send({ type: 'ticket.retry' });
    await flow.answer('loadTicket', ok({ format: 'html', url: 'blob:old', pdfUrl: 'blob:pdf', pdfFileName: 'boletos-PV0001.pdf' }));
    expect(screen.getByRole('link', { name: 'Ver boletos (HTML)' }).getAttribute('href')).toBe(`${location.origin}/api/websale/reservation/html?code=PV0001&token=link-PV0001&view=1`);
  });

  it('offers to share only where the browser can, and shares the reopenable address', async () => {
    const flow = startFlow();
    await confirmedWith(flow, 'card', 'approved', { tickets: paidTickets, confirmation: details(cardPaid), ticketsLink: { token: 'link-PV0001', expiresAt: '2026-12-28T02:00:00.000Z' } });
    await renderPage(flow);
    expect(screen.queryByRole('button', { name: 'Compartir' })).toBeNull();
    cleanup();
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, share });
    await renderPage(flow);
    await act(async () => screen.getByRole('button', { name: 'Compartir' }).click());
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: `${location.origin}/api/websale/reservation/html?code=PV0001&token=link-PV0001&view=1` }));
  });

  it('shows a store reference as a Code 128 of its digits, and one deadline on each leg', async () => {
    const flow = startFlow();
    const deadline = '2026-12-04T20:00:00.000Z';
    const pend = [ticket('departure', 1, 'PEND', null), ticket('return', 2, 'PEND', null)];
    const order = { method: 'oxxo', status: 'order_generated' as const, amount: 2170, charged: null, orderReference: '9312 3456 7890 12', orderDeadline: deadline };
    await confirmedWith(flow, 'oxxo', 'order_generated', { tickets: pend, confirmation: details(order, deadline) });
    await renderPage(flow);
    expect(screen.getByText('Tu lugar está apartado: falta pagar.')).toBeTruthy();
    const bars = screen.getByRole('img', { name: 'Código de barras de la referencia 9312 3456 7890 12' });
    const widths = [...bars.querySelectorAll('rect')].slice(1).map((rect) => [Number(rect.getAttribute('x')), Number(rect.getAttribute('width'))]);
    const modules = storeBarcode('93123456789012')!.modules;
    expect(widths.every(([x, w]) => modules.slice(x!, x! + w!) === '1'.repeat(w!))).toBe(true);
    expect(screen.getByText('93123456789012')).toBeTruthy();
    const deadlines = document.querySelectorAll('.leg-tickets__deadline');
    expect([...deadlines].map((d) => d.textContent)).toEqual(['2026/12/04 2:00 PM', '2026/12/04 2:00 PM (un solo pago cubre la ida y el regreso)']);
  });
});
