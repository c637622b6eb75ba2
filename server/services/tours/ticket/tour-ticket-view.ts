import type { Lang } from '../../../http/envelope';

// What a tour booking's ticket shows, as the sale reads it from the database: the documents (HTML, PDF, the
// e-mail) are rendered from this alone, so they can never disagree with each other.

export type TourPersonType = 'adult' | 'minor' | 'inapam' | 'infant';

export interface TourTicketPass {
  /** What the pass's QR carries: the booking code, the item and the person (e.g. T7K2QX-1-3). */
  code: string;
  /** Index of the booking's item. */
  item: number;
  personType: TourPersonType;
}

export interface TourTicketMeetingPoint {
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  /** The meeting time (HH:MM, central Mexico), `minutesBefore` the start. */
  minutesBefore: number;
  note: string;
}

export interface TourTicketItem {
  productName: string;
  slug: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM:SS, central Mexico time. */
  startTime: string;
  endTime: string;
  durationMinutes: number;
  quantities: Record<TourPersonType, number>;
  subtotalCents: number;
  meetingPoints: TourTicketMeetingPoint[];
  includes: string[];
  /** The tour's cancellation policy in the ticket's language. */
  cancellation: string;
}

export interface TourTicketPayment {
  /** credit, debit, oxxo, traveller_loyalty… (enums.yaml PaymentType). */
  paymentType: string;
  totalCents: number;
  /** Last four digits of the card, when paid by card. */
  cardLast4: string | null;
  paidAt: Date;
}

export interface TourTicketView {
  lang: Lang;
  bookingId: string;
  /** The booking code (what My reservation finds, with the contact's surname). */
  code: string;
  contact: { firstName: string; lastName: string; email: string; cellPhone: string };
  items: TourTicketItem[];
  passes: TourTicketPass[];
  payment: TourTicketPayment;
  /** The site's absolute address, for links in the e-mail and the PDF. */
  siteUrl: string;
}
