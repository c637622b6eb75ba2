import type { Settlement } from '../../domain/itinerary/change-rules';
import { formatDate, formatMoney, formatTime } from '../../domain/display-format';
import { BRAND_NAME, type DocumentLang, type TicketDocumentTicket } from '../documents/ticket-document';

// What the e-mail after a change made in "my reservation" says first (docs/rules/my-reservation.md#changing-the-schedule
// and #confirming-an-open-date): which leg moved and when it leaves now, and how the fare difference was settled. The
// tickets themselves (same codes and PINs, new bus and seats) follow, with the updated PDF attached.

export interface ScheduleChangeFacts {
  leg: 'departure' | 'return';
  /** An open leg that got its date, rather than a dated leg moved to another bus. */
  openDate: boolean;
  /** The fare difference in cents: positive was charged, negative comes back. */
  differenceCents: number;
  settledBy: Settlement;
  /** The store credit's code (SC-…), or the refund's or charge's id. */
  reference: string | null;
}

const copy = {
  es: {
    subject: (code: string, openDate: boolean) => `${BRAND_NAME}: ${openDate ? 'fecha confirmada' : 'cambio de horario'}, reservación ${code}`,
    leg: { departure: 'ida', return: 'regreso' },
    moved: (leg: string, code: string, when: string) =>
      `Tu viaje de ${leg} de la reservación ${code} cambió: ahora sale el ${when}. Adjuntamos tus boletos actualizados en PDF, con sus asientos nuevos; usa estos y no los anteriores.`,
    dated: (leg: string, code: string, when: string) =>
      `Confirmamos la fecha de tu viaje de ${leg} de la reservación ${code}: sale el ${when}. Adjuntamos tus boletos actualizados en PDF, con su asiento.`,
    at: (date: string, time: string) => `${date} a las ${time}`,
    none: 'Sin diferencia de tarifa.',
    card_charge: (amount: string) => `Cobramos ${amount} MXN de diferencia a tu tarjeta.`,
    card_refund: (amount: string) => `Te reembolsamos ${amount} MXN de diferencia a la tarjeta con la que pagaste; puede tardar unos días en verse en tu estado de cuenta.`,
    store_credit: (amount: string, reference: string) => `Tienes ${amount} MXN de saldo a favor para tu próxima compra en taquilla, con el código ${reference}.`,
  },
  en: {
    subject: (code: string, openDate: boolean) => `${BRAND_NAME}: ${openDate ? 'date confirmed' : 'schedule changed'}, reservation ${code}`,
    leg: { departure: 'outbound', return: 'return' },
    moved: (leg: string, code: string, when: string) =>
      `Your ${leg} trip of reservation ${code} has changed: it now leaves on ${when}. Your updated tickets, with their new seats, are attached as a PDF; use these, not the earlier ones.`,
    dated: (leg: string, code: string, when: string) =>
      `We confirmed the date of your ${leg} trip of reservation ${code}: it leaves on ${when}. Your updated tickets, with their seats, are attached as a PDF.`,
    at: (date: string, time: string) => `${date} at ${time}`,
    none: 'No fare difference.',
    card_charge: (amount: string) => `We charged the ${amount} difference to your card.`,
    card_refund: (amount: string) => `We refunded the ${amount} difference to the card you paid with; it may take a few days to show on your statement.`,
    store_credit: (amount: string, reference: string) => `You have ${amount} of store credit for your next purchase at the ticket office, with code ${reference}.`,
  },
} as const;

export const changeSubject = (lang: DocumentLang, code: string, change: ScheduleChangeFacts) => copy[lang].subject(code, change.openDate);

/** The intro (what moved, when it leaves now) and the settlement's sentence, in the booking's language. */
export function changeNotice(lang: DocumentLang, code: string, change: ScheduleChangeFacts, tickets: readonly TicketDocumentTicket[]): [intro: string, settled: string] {
  const c = copy[lang];
  const departureAt = tickets.find((t) => t.leg === change.leg && !t.cancelled && t.departureAt)?.departureAt;
  const when = departureAt ? c.at(formatDate(departureAt), formatTime(departureAt)) : '';
  const intro = (change.openDate ? c.dated : c.moved)(c.leg[change.leg], code, when);
  const amount = formatMoney(Math.abs(change.differenceCents) / 100, lang);
  const settled =
    change.settledBy === 'card_charge'
      ? c.card_charge(amount)
      : change.settledBy === 'card_refund'
        ? c.card_refund(amount)
        : change.settledBy === 'store_credit'
          ? c.store_credit(amount, change.reference ?? '')
          : c.none;
  return [intro, settled];
}
