import type { QueryClient } from '@tanstack/react-query';
import type { SchedulesPage } from '../../../../machines/reservation/reservation.ports';
import type { ReservationContext } from '../../../../machines/reservation/reservation-context';
import type { Result } from '../../../../domain/result';
import type { ServiceClient } from '../../../api/service-clients';
import { flowHeader, patchOf, slot, toResult } from './actor-slots';
import { i18n } from '../../../i18n/i18n';
import { parseLocale } from '../../../i18n/locale';
import { currentLoyaltySession } from '../../loyalty/loyalty-provider';
import { originsQuery } from './origins-query';
import { createWebsalePaymentActors } from './websale-payment-actors';
import { createSeatActors } from './websale-seat-actors';

// Real implementations of the reservation chart's actor slots over the websale client. They map
// the contract's shapes to the chart's own types and turn every expected failure into a value,
// so the chart takes its explicit error transitions; only bugs reject.

const DEFAULT_WHEELCHAIR_NOTE = 'Espacio para silla de ruedas';

export interface WebsaleActorDeps {
  client: ServiceClient<'websale'>;
  queryClient: QueryClient;
  /** The running flow's context, for facts the chart does not pass in an input. */
  context: () => ReservationContext | undefined;
}

export function createWebsaleActors({ client, queryClient, context }: WebsaleActorDeps) {
  return {
    // Through the origins query, so the route's loader and every new search share one answer.
    loadOrigins: slot<'loadOrigins'>(async () => {
      try {
        return { ok: true, data: await queryClient.fetchQuery(originsQuery(client)) };
      } catch (failure) {
        const result = failure as Result<never>;
        if (result && result.ok === false) return toResult(result, () => []);
        throw failure;
      }
    }),
    checkPromotionalCode: slot<'checkPromotionalCode'>(async (input) => {
      const result = await client.call('get', '/reservation/promotional_code', {
        params: { query: { promotional_code: input.code } },
      });
      return toResult(result, (data) => ({ code: data.promotional_code, percent_off: data.discount_percent }));
    }),
    createReservation: slot<'createReservation'>(async ({ search }) => {
      const result = await client.call('post', '/reservation/create', {
        body: {
          origin: search.origin,
          destination: search.destination,
          round: search.round,
          departure: search.departure,
          return: search.return,
          passengers: search.passengers,
          promotional_code: search.promotional_code,
          // The page's language: the reservation keeps it and writes its tickets and e-mail in it.
          lang: parseLocale(i18n.locale),
        },
      });
      // The deadline by the browser's clock: the server's seconds left, not its absolute time, since
      // the traveller's clock may be off by minutes.
      return toResult(result, (data) => {
        const left = data.payment_seconds_left;
        const deadline = Number.isFinite(left) ? { payment_deadline: Date.now() + left * 1000 } : {};
        return { ...patchOf(data), ...deadline, flowToken: data.flow_token };
      });
    }),
    loadSchedules: slot<'loadSchedules'>(async (input) => {
      const result = await client.call('get', '/reservation/schedules', {
        params: { query: { code: input.code, direction: input.leg, date: input.date }, header: flowHeader(input.flowToken) },
      });
      return toResult(
        result,
        (data): SchedulesPage => ({
          next_day: data.next_day,
          prev_day: data.prev_day,
          // The list shows more than the chart needs (duration, discount seats, fares by
          // passenger type): the contract's schedule travels whole in `details`.
          schedules: data.schedules.map((schedule) => ({
            schedule_id: schedule.schedule_id,
            schedule_detail_id: schedule.schedule_detail_id,
            layout_id: schedule.layout_id,
            departure_time: schedule.departure_time,
            arrival_time: schedule.arrival_time,
            bus_type: schedule.bus_type,
            free_seats: schedule.free_seats,
            discount_seats: schedule.discount_seats,
            price: schedule.total,
            details: { ...schedule },
          })),
        }),
      );
    }),
    saveSchedules: slot<'saveSchedules'>(async (input) => {
      const choice = (leg: NonNullable<typeof input.return>) => ({
        open: false,
        schedule_id: Number(leg.schedule_id),
        schedule_detail_id: Number(leg.schedule_detail_id),
        layout_id: Number(leg.layout_id),
      });
      // The chart sends no return for an open one; the contract wants `{ open: true }` on a round
      // trip and null on a one-way trip, so the trip kind is read from the flow.
      const round = context()?.reservation.round ?? false;
      const back = input.return ? choice(input.return) : round ? { open: true } : null;
      const result = await client.call('post', '/reservation/schedules', {
        params: { header: flowHeader(input.flowToken) },
        body: { code: input.code, departure: choice(input.departure), return: back },
      });
      return toResult(result, patchOf);
    }),
    saveContact: slot<'saveContact'>(async ({ code, flowToken, contact, goesContact, travellers }) => {
      // Each name with its passenger's type, so the server never puts a name on another passenger.
      const names = travellers.map(({ type, first_name, last_name, age }) => ({ type, first_name, last_name, age }));
      const result = await client.call('post', '/reservation/contact', {
        params: { header: flowHeader(flowToken) },
        body: { code, contact, goes_contact: goesContact, travellers: names },
      });
      return toResult(result, patchOf);
    }),
    // The member signed in on the contact step: the session is this tab's (decision 034), never the chart's.
    linkTraveller: slot<'linkTraveller'>(async ({ code, flowToken, activeReward }) => {
      const session = await currentLoyaltySession();
      if (!session) return { ok: false, errors: [{ code: 'traveller_session_invalid', field: 'session' }] };
      const result = await client.call('post', '/reservation/traveller', {
        params: { header: { ...flowHeader(flowToken), session } },
        body: { code, active_reward: activeReward },
      });
      return toResult(result, patchOf);
    }),
    saveAdditionals: slot<'saveAdditionals'>(async ({ code, flowToken, additionals }) => {
      const result = await client.call('post', '/reservation/additionals', {
        params: { header: flowHeader(flowToken) },
        body: {
          code,
          insurance: additionals.insurance,
          shuttle: additionals.shuttle ? { destination: additionals.shuttle as never } : null,
          pets: additionals.pet ? 1 : 0,
          // The contract requires a note with a space; the traveller's, or a plain one.
          wheelchair: additionals.wheelchair ? { spaces: 1, note: additionals.wheelchairNote?.trim() || DEFAULT_WHEELCHAIR_NOTE } : null,
          ...(additionals.tours ? { tours: additionals.tours.map((timeslot_id) => ({ timeslot_id })) } : {}),
        },
      });
      return toResult(result, patchOf);
    }),
    // No schedule change here: it is the itinerary chart's (decisions 023, 033).
    ...createSeatActors(client),
    ...createWebsalePaymentActors(client),
    // The flow abandons its unpaid reservation (websale delete): its seats are free at once.
    deleteReservation: slot<'deleteReservation'>(async (input) =>
      toResult(await client.call('delete', '/reservation', { params: { header: flowHeader(input.flowToken) }, body: { code: input.code } }), () => null),
    ),
  };
}
