import { fromPromise } from 'xstate';
import type { AdventureContactFields } from '../../domain/adventures/adventure-checkout';
import { failed, type Result } from '../../domain/result';

// The partner adventures' I/O (openapi/adventures.yaml) as named actor slots. The web app provides them over the
// adventures client at the edge (src/features/adventures/adventures-actors.ts), in the page's language; tests stub
// them. Every price is what the traveller pays, the adventures tax factor included.

export interface AdventureOptionView {
  optionId: string;
  name: string;
  minorsAllowed: boolean;
  /** MXN per adult and per minor, the tax factor included; the minor's null when minors are not taken. */
  totalAdult: number;
  totalMinor: number | null;
}

export interface AdventureView {
  code: string;
  name: string;
  description: string;
  image: string;
  location: string;
  durationMinutes: number;
  /** The lowest of its options, the tax factor included. */
  totalAdult: number;
  totalMinor: number | null;
  taxFactor: number;
  options: AdventureOptionView[];
}

export interface DepartureView {
  availabilityId: string;
  /** HH:MM, local time. */
  startTime: string;
  available: boolean;
  placesLeft: number;
  totalAdult: number;
  totalMinor: number | null;
}

export interface AdventureDay {
  /** yyyy-mm-dd */
  date: string;
  available: boolean;
  departures: DepartureView[];
}

export interface DatesInput {
  code: string;
  optionId: string;
}

export type AdventureContact = AdventureContactFields;

export interface OpenOrderInput {
  code: string;
  optionId: string;
  availabilityId: string;
  adults: number;
  minors: number;
  contact: AdventureContact;
}

export type OrderStatus = 'held' | 'paid' | 'confirmed' | 'refunded' | 'expired' | 'cancelled';
export type OrderFailure = 'partner_refused' | 'partner_unavailable' | 'partner_cancelled' | 'hold_expired';

export interface OrderLine {
  unit: 'adult' | 'minor';
  quantity: number;
  unitPrice: number;
  subtotal: number;
}

/** The order as the server answers it (the contract's AdventureCheckout, in the chart's shape). */
export interface OrderView {
  code: string;
  /** What opens the order (128 random bits): sent with every later call. */
  orderId: string;
  adventureCode: string;
  optionId: string;
  name: string;
  optionName: string;
  /** Local date and time of the departure with its offset. */
  startsAt: string;
  adults: number;
  minors: number;
  lines: OrderLine[];
  status: OrderStatus;
  /** Seconds to the order's deadline by the server's clock while held; null otherwise. */
  secondsLeft: number | null;
  total: number;
  taxFactor: number;
  /** The partner's booking reference, once it confirmed. */
  partnerReference: string | null;
  /** Why a charged order was refunded. */
  failure: OrderFailure | null;
  cardLast4: string | null;
}

/** What opens an order again: its code and its order id (the adventures cookie keeps both). */
export interface OrderRef {
  code: string;
  orderId: string;
}

export type TicketFileType = 'pdf' | 'html';

export interface TicketInput extends OrderRef {
  fileType: TicketFileType;
}

export interface TicketFile {
  fileType: TicketFileType;
  fileName: string;
  /** HTML, or the PDF in base64. */
  content: string;
}

export const adventuresActorSlots = {
  /** GET /tour/list: the partner's adventures, priced with the tax factor. */
  loadAdventures: fromPromise<Result<AdventureView[]>, Record<string, never>>(async () => failed('not_provided')),
  /** GET /tour/{adventure}/dates: the option's days from tomorrow, each with its departures. */
  loadDates: fromPromise<Result<AdventureDay[]>, DatesInput>(async () => failed('not_provided')),
  /** POST /tour/{adventure}/checkout: the partner holds the departure and the order opens, unpaid, until its deadline. */
  openOrder: fromPromise<Result<OrderView>, OpenOrderInput>(async () => failed('not_provided')),
  /** GET /tour/{order}/checkout: the order a cookie kept (a reload, another tab). */
  loadOrder: fromPromise<Result<OrderView>, OrderRef>(async () => failed('not_provided')),
  /** GET /tour/{order}/checkout: the payment check after the charge (confirmed by the partner, or refunded). */
  checkPayment: fromPromise<Result<OrderView>, OrderRef>(async () => failed('not_provided')),
  /** GET /tour/{order}/ticket: the ticket as a file (PDF or HTML), in the page's language. */
  downloadTicket: fromPromise<Result<TicketFile>, TicketInput>(async () => failed('not_provided')),
  /** GET /tour/{order}/ticket?send_confirmation=true: the ticket e-mailed to the contact, in the page's language. */
  emailTicket: fromPromise<Result<TicketFile>, OrderRef>(async () => failed('not_provided')),
};
