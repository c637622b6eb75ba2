import { assign, setup } from 'xstate';
import type { ServerMessage } from '../../domain/errors/server-message';
import { itineraryActorSlots, type CancelQuoteView, type FindInput, type FoundReservation, type ItineraryView, type QuotedCancellation, type SavedReservation } from './itinerary.ports';

// The "my reservation" chart's one setup: types, ports, guards and actions. The states
// (itinerary.machine.ts) only name them.

export interface ItineraryInput {
  /** What this device kept of the last reservation found (local storage), if anything. */
  saved: SavedReservation | null;
}

export interface ItineraryDraft {
  code: string;
  lastName: string;
}

export interface ItineraryContext {
  saved: SavedReservation | null;
  draft: ItineraryDraft;
  view: ItineraryView | null;
  /** What cancelling would do, while the traveller decides. */
  quote: CancelQuoteView | null;
  /** The last cancellation went through (the page says so). */
  cancelled: boolean;
  /** Refusals to show where the traveller asked (catalogue codes, never text). */
  errors: ServerMessage[];
}

export type ItineraryEvent =
  /** The find form is sent with a code and a surname. */
  | { type: 'find.submit'; code: string; lastName: string }
  /** A link with a link token (the confirmation e-mail, the tickets page) was opened. */
  | { type: 'link.open'; code: string; token: string }
  /** "Buscar otra reservación": back to the find form, the shown reservation kept on this device. */
  | { type: 'find.start' }
  /** "Quitar de este dispositivo": the reservation and its stored code are removed (SPEC §4). */
  | { type: 'reservation.forget' }
  /** "Cancelar reservación": ask what it would do. */
  | { type: 'cancel.ask' }
  /** Confirmed after reading what happens and what comes back. */
  | { type: 'cancel.confirm' }
  /** "No cancelar". */
  | { type: 'cancel.dismiss' };

type Found = { output: FoundReservation };
type Quoted = { output: QuotedCancellation };

const itineraryErrors = (output: FoundReservation | QuotedCancellation): ServerMessage[] =>
  output.ok ? [] : output.errors.map((e) => ({ service: 'itinerary' as const, code: e.code, ...(e.field ? { field: e.field } : {}) }));

export const itinerarySetup = setup({
  types: { context: {} as ItineraryContext, events: {} as ItineraryEvent, input: {} as ItineraryInput },
  actors: itineraryActorSlots,
  guards: {
    hasSaved: ({ context }) => context.saved !== null,
    draftIncomplete: (_, params: { code: string; lastName: string }) => params.code.trim() === '' || params.lastName.trim() === '',
    found: (_, params: Found) => params.output.ok,
    quoteAllows: (_, params: Quoted) => params.output.ok && params.output.data.allowed,
    answered: (_, params: Quoted) => params.output.ok,
  },
  actions: {
    assignDraft: assign((_, params: { code: string; lastName: string }) => ({ draft: { code: params.code.trim(), lastName: params.lastName.trim() }, errors: [] })),
    assignMissing: assign((_, params: { code: string; lastName: string }) => ({
      draft: { code: params.code, lastName: params.lastName },
      errors: [
        ...(params.code.trim() === '' ? [{ service: 'itinerary' as const, code: 'code_required', field: 'code' }] : []),
        ...(params.lastName.trim() === '' ? [{ service: 'itinerary' as const, code: 'last_name_required', field: 'last_name' }] : []),
      ],
    })),
    assignLink: assign((_, params: { code: string; token: string }) => ({ saved: { code: params.code, token: params.token }, errors: [] })),
    assignView: assign((_, params: Found) =>
      params.output.ok
        ? { view: params.output.data, saved: { code: params.output.data.code, token: params.output.data.linkToken }, errors: [], draft: { code: '', lastName: '' } }
        : {},
    ),
    assignRefusal: assign((_, params: Found | Quoted) => ({ errors: itineraryErrors(params.output) })),
    assignQuote: assign((_, params: Quoted) => ({ quote: params.output.ok ? params.output.data : null, errors: [], cancelled: false })),
    assignQuoteRefusal: assign((_, params: Quoted) => ({
      quote: null,
      errors: params.output.ok && params.output.data.refusal ? [{ service: 'itinerary' as const, code: params.output.data.refusal }] : [],
    })),
    clearQuote: assign({ quote: null }),
    markCancelled: assign({ cancelled: true, quote: null }),
    assignUnavailable: assign({ errors: [{ service: 'itinerary' as const, code: 'service_unavailable' }] }),
    forgetReservation: assign({ saved: null, view: null, errors: [], quote: null, cancelled: false }),
    clearErrors: assign({ errors: [] }),
    /** Slot: the edge keeps the code and link token on this device (local storage). */
    storeReservation: (_, _params: { saved: SavedReservation | null }) => undefined,
    /** Slot: the edge removes what this device kept. */
    removeStoredReservation: () => undefined,
  },
});

export const findInputOfDraft = ({ context }: { context: ItineraryContext }): FindInput => ({ code: context.draft.code, lastName: context.draft.lastName });
export const savedOf = ({ context }: { context: ItineraryContext }): SavedReservation => ({ code: context.saved?.code ?? '', token: context.saved?.token ?? '' });
export const findInputOfSaved = ({ context }: { context: ItineraryContext }): FindInput => ({ code: context.saved?.code ?? '', token: context.saved?.token ?? '' });
