import { fromPromise } from 'xstate';
import { readReservation } from '../../../../domain/reservation/reservation-state';
import type { ChargeAnswer, ChargeInput } from '../../../../machines/payment/payment.ports';
import type { ConfirmationDetails, ConfirmedReservation, PaymentReceipt, TicketLine } from '../../../../machines/reservation/reservation.ports';
import type { components } from '../../../api/generated/websale';
import type { ServiceClient } from '../../../api/service-clients';
import { currentLoyaltySession, refreshMemberBalance } from '../../loyalty/loyalty-provider';
import { flowHeader, slot, toResult } from './actor-slots';

// The payment and ticket slots of the reservation chart over the websale client: getPayment,
// confirmReservation and the ticket documents, and the checkout's charge (confirmPayment, with the attempt's
// idempotency key). Expected failures come back as values; only bugs reject.

// Documents are object URLs of this page: after a reload the stored ones point nowhere, and the
// chart asks for them again when it is restored.
function objectUrl(parts: BlobPart[], type: string): string {
  return URL.createObjectURL(new Blob(parts, { type }));
}

function base64Bytes(content: string): Uint8Array<ArrayBuffer> {
  const binary = atob(content);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

type ConfirmationData = components['schemas']['Confirmation'];

/** The legs, payment and e-mail address of confirm's answer, in the chart's own shape. */
function confirmationOf(data: ConfirmationData): ConfirmationDetails | null {
  if (!data.legs) return null;
  const terminal = (t: components['schemas']['ConfirmationTerminal']) => ({ id: t.id, name: t.name, address: t.address, timeZone: t.time_zone });
  const paid = data.paid ?? null;
  return {
    email: data.contact_email ?? null,
    legs: data.legs.map((leg) => ({
      leg: leg.direction,
      origin: terminal(leg.origin),
      destination: terminal(leg.destination),
      departure: leg.departure_datetime,
      boarding: leg.boarding_datetime,
      arrival: leg.arrival_datetime,
      serviceClass: leg.service_class,
      pendDeadline: leg.pend_deadline ?? null,
      shuttle: leg.shuttle ?? null,
    })),
    paid: paid && {
      method: paid.method ?? null,
      status: paid.status,
      amount: paid.amount,
      charged: paid.charged ?? null,
      orderReference: paid.order_reference,
      orderDeadline: paid.order_deadline,
      points: paid.points ?? null,
    },
  };
}

/** The signed-in member's session (points, earning; decision 034), sent only when there is one. */
async function sessionHeader(): Promise<{ session?: string }> {
  const session = await currentLoyaltySession();
  return session ? { session } : {};
}

export function createWebsalePaymentActors(client: ServiceClient<'websale'>) {
  return {
    loadPayment: slot<'loadPayment'>(async ({ code, flowToken }) => {
      const header = { ...flowHeader(flowToken), ...(await sessionHeader()) };
      const result = await client.call('get', '/reservation/payment', { params: { query: { code }, header } });
      return toResult(result, (data) => ({
        methods: data.methods.map((method) => method.id),
        total: data.amount,
        usd: { amount: data.usd.amount, rate: data.usd.rate },
        deadline: data.payment_deadline,
        pendDeadline: data.pend_deadline ?? null,
        points: data.points_balances ?? null,
      }));
    }),
    confirmReservation: slot<'confirmReservation'>(async ({ code, flowToken }) => {
      const result = await client.call('post', '/reservation/confirm', { params: { header: flowHeader(flowToken) }, body: { code } });
      return toResult(result, (data): ConfirmedReservation => {
        const decoded = readReservation(data.reservation);
        const tickets = data.tickets.map(
          (ticket): TicketLine => ({
            number: ticket.number,
            type: ticket.ticket_type,
            passengerType: ticket.passenger_type,
            passengerName: ticket.passenger_name,
            leg: ticket.direction,
            seat: ticket.seat,
            departure: ticket.departure_datetime,
            pin: ticket.pin ?? null,
            pendDeadline: ticket.pend_deadline ?? null,
            price: ticket.price ?? 0,
            validUntil: ticket.valid_until ?? null,
            wheelchairPlace: ticket.wheelchair_place ?? null,
          }),
        );
        // The link token opens the tickets without the flow until it expires (decision 019): the
        // tickets page shows it as a link the traveller can keep.
        const ticketsLink = data.link_token && data.link_expires_at ? { token: data.link_token, expiresAt: data.link_expires_at } : null;
        return { ...(decoded ?? {}), code: data.code, tickets, ticketsLink, confirmation: confirmationOf(data) };
      });
    }),
    // Both documents at once, as object URLs: the HTML opens in a new tab and the PDF downloads
    // with its file name, whatever environment (and headers) the client talks to.
    // The flow's own token opens them: the traveller downloads their tickets without typing anything.
    loadTicket: slot<'loadTicket'>(async ({ code, flowToken }) => {
      const [html, pdf] = await Promise.all([
        client.call('get', '/reservation/html', { params: { query: { code }, header: flowHeader(flowToken) } }),
        client.call('get', '/reservation/pdf', { params: { query: { code }, header: flowHeader(flowToken) } }),
      ]);
      if (!html.ok) return toResult(html, () => ({ format: 'html' as const, url: '' }));
      if (!pdf.ok) return toResult(pdf, () => ({ format: 'html' as const, url: '' }));
      return {
        ok: true,
        data: {
          format: 'html',
          url: objectUrl([html.data.html], 'text/html'),
          pdfUrl: objectUrl([base64Bytes(pdf.data.content)], 'application/pdf'),
          pdfFileName: pdf.data.file_name,
        },
      };
    }),
  };
}

/**
 * The checkout's charge for a bus reservation (machines/payment): websale `confirmPayment` with the attempt's
 * key. Approved is paid; a store reference or PEND tickets are ordered (the money comes later); `process` is
 * the bank's 3-D Secure challenge, answered by the same call with the code and the same key.
 */
export function createWebsaleCharge(client: ServiceClient<'websale'>) {
  return fromPromise<ChargeAnswer, ChargeInput>(async ({ input }) => {
    const order = input.order as { code: string; flowToken: string };
    const session = await sessionHeader();
    const result = await client.call('post', '/reservation/payment', {
      params: { header: { ...flowHeader(order.flowToken), ...session } },
      body: {
        code: order.code,
        method: input.method,
        card_type: 'credit',
        idempotency_key: input.attemptKey,
        ...(input.card ? { card: input.card } : {}),
        ...(input.challengeCode === null ? {} : { challenge_code: input.challengeCode }),
        ...(input.points ? { points: input.points } : {}),
      },
    });
    if (!result.ok) return toResult(result, () => ({ status: 'paid' as const, receipt: null }));
    const data = result.data;
    const receipt: PaymentReceipt = {
      method: input.method,
      status: data.payment,
      challengeId: data.challenge_id ?? null,
      orderReference: data.order_reference ?? null,
      orderDeadline: data.order_deadline ?? null,
      charged: data.charged ?? null,
      declineReason: data.decline_reason ?? null,
      notice: data.notice?.code ?? null,
    };
    switch (data.payment) {
      case 'approved':
        // A member's balance moved (points spent, points earned): the cached profile is read again.
        if (session.session) void refreshMemberBalance();
        return { ok: true, data: { status: 'paid', receipt } };
      case 'order_generated':
        return { ok: true, data: { status: 'ordered', receipt } };
      case 'decline':
        return { ok: true, data: { status: 'declined', reason: data.decline_reason ?? null } };
      default:
        return { ok: true, data: { status: 'challenge', attemptKey: input.attemptKey } };
    }
  });
}
