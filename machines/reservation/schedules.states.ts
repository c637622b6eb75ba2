import { and } from 'xstate';
import type { Result } from '../../domain/result';
import type { Leg, SchedulesPage } from './reservation.ports';
import { answered, answeredErrors, onResult } from '../shared/result-invoke';
import { reservationSetup } from './reservation.setup';
import { flowAccess } from './chart-helpers';

// Schedules: the departure list, then the return list when the trip is round with a dated
// return; each list moves a day forward or back by reloading.

function legState(leg: Leg) {
  const page = ({ event }: { event: { output: Result<SchedulesPage> } }) => ({ output: event.output, leg });
  const submit =
    leg === 'departure'
      ? reservationSetup.createStateConfig({
          on: {
            'schedules.submit': [
              {
                guard: and([{ type: 'legChosen', params: { leg: 'departure' as const } }, 'needsReturnSchedule']),
                target: '#reservation.booking.step.schedules.return',
              },
              { guard: { type: 'legChosen', params: { leg: 'departure' } }, target: '#reservation.booking.step.schedules.saving' },
              { actions: 'refuseMissingSchedule' },
            ],
          },
        }).on
      : reservationSetup.createStateConfig({
          on: {
            'schedules.submit': [
              { guard: { type: 'legChosen', params: { leg: 'return' } }, target: '#reservation.booking.step.schedules.saving' },
              // The step shows the reason instead of a button that does nothing.
              { actions: 'refuseMissingSchedule' },
            ],
          },
        }).on;
  const dayMoves = {
    'schedules.nextDay': {
      guard: { type: 'hasAdjacentDay', params: { leg, direction: 1 } },
      target: 'loading',
      actions: { type: 'moveScheduleDay', params: { leg, direction: 1 } },
    },
    'schedules.prevDay': {
      guard: { type: 'hasAdjacentDay', params: { leg, direction: -1 } },
      target: 'loading',
      actions: { type: 'moveScheduleDay', params: { leg, direction: -1 } },
    },
  } as const;
  return reservationSetup.createStateConfig({
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadSchedules',
          src: 'loadSchedules',
          input: ({ context }) => ({
            ...flowAccess(context),
            leg,
            date: context.reservation[leg].date ?? '',
            passengers: context.reservation.passengers,
          }),
          ...onResult({
            ok: {
              guard: 'answerOk',
              target: 'listing',
              actions: { type: 'assignSchedules', params: page },
            },
            refused: { target: 'failed', actions: { type: 'assignErrors', params: answeredErrors } },
            unavailable: { target: 'failed', actions: 'assignUnexpectedError' },
          }),
        },
      },
      listing: {
        on: {
          'schedule.select': [
            {
              guard: and([
                { type: 'scheduleOffered', params: { leg } },
                { type: 'scheduleFitsParty', params: { leg } },
              ]),
              actions: { type: 'selectSchedule', params: { leg } },
            },
            { guard: { type: 'scheduleOffered', params: { leg } }, actions: { type: 'refuseShortSchedule', params: { leg } } },
          ],
          ...dayMoves,
          ...submit,
        },
      },
      // No list for that day (or the call failed): the traveller can retry or try another day.
      failed: {
        on: { ...dayMoves, 'schedules.retry': { target: 'loading', actions: 'clearErrors' } },
      },
    },
  });
}

export const schedulesState = reservationSetup.createStateConfig({
  initial: 'routing',
  states: {
    // docs/rules/booking.md#the-steps-and-their-guards: on schedules, a payment in process with an open departure goes on to contact.
    // An open departure has no list whatever the payment (e.g. after a decline), so it always does.
    routing: {
      always: [{ guard: 'departureIsOpen', target: '#reservation.booking.step.contact' }, { target: 'departure' }],
    },
    departure: {
      entry: { type: 'enterStep', params: { step: 'schedules' } },
      ...legState('departure'),
      on: { 'step.back': { target: '#reservation.search.editing' } },
    },
    return: {
      ...legState('return'),
      on: { 'step.back': { target: 'departure' } },
    },
    saving: {
      invoke: {
        id: 'saveSchedules',
        src: 'saveSchedules',
        input: ({ context }) => ({
          ...flowAccess(context),
          departure: legChoice(context.reservation.departure),
          return: context.reservation.round && !context.reservation.return.open ? legChoice(context.reservation.return) : null,
        }),
        ...onResult({
          ok: {
            guard: 'answerOk',
            target: '#reservation.booking.step.contact',
            actions: { type: 'mergeReservation', params: answered },
          },
          // Availability may have changed: the list is reloaded with the server's reason shown.
          refused: { target: 'departure', actions: { type: 'assignErrors', params: answeredErrors } },
          unavailable: { target: 'departure', actions: 'assignUnexpectedError' },
        }),
      },
    },
  },
});

function legChoice(leg: { date: string | null; schedule_id: string | number | null; schedule_detail_id: string | number | null; layout_id: string | number | null }) {
  return {
    date: leg.date ?? '',
    schedule_id: leg.schedule_id ?? '',
    schedule_detail_id: leg.schedule_detail_id ?? '',
    layout_id: leg.layout_id ?? '',
  };
}
