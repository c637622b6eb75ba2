import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Result } from '../../../../domain/result';
import type { CreatedReservation, Origin, SchedulesPage } from '../../../../machines/reservation/reservation.ports';
import { reservationMachine } from '../../../../machines/reservation/reservation.machine';
import { reservationPageOf } from '../../../../machines/reservation/reservation-pages';
import { pageOfPath, pathOfPage, type FlowPage } from './flow-pages';

const pages: FlowPage[] = ['search', 'schedules', 'contact', 'additionals', 'seats', 'payment', 'tickets', 'invoicing'];

describe('flow pages', () => {
  it.each(pages)('%s: its Spanish and English addresses lead back to it', (page) => {
    expect(pageOfPath(pathOfPage(page, false))).toBe(page);
    expect(pageOfPath(pathOfPage(page, true))).toBe(page);
  });

  it('keeps the base the traveller uses, with the Spanish child segments (docs/rules/site.md#addresses-and-aliases)', () => {
    expect(pathOfPage('contact', false)).toBe('/reservacion/contacto');
    expect(pathOfPage('contact', true)).toBe('/reservation/contacto');
    expect(pathOfPage('search', true)).toBe('/reservation');
  });

  it('knows no page outside the flow or for an unknown step', () => {
    expect(pageOfPath('/')).toBeNull();
    expect(pageOfPath('/reservacion/otro-paso')).toBeNull();
    expect(pageOfPath('/reservaciones')).toBeNull();
  });

  it('puts the chart on the search page, then on the schedules once the reservation exists', async () => {
    const origins = [{ id: 'a', name: 'A', destinations: [{ id: 'b', name: 'B' }] }];
    const logic = reservationMachine.provide({
      actors: {
        loadOrigins: fromPromise(async (): Promise<Result<Origin[]>> => ({ ok: true, data: origins })),
        createReservation: fromPromise(async (): Promise<Result<CreatedReservation>> => ({ ok: true, data: { code: 'ABC123' } })),
        loadSchedules: fromPromise(
          async (): Promise<Result<SchedulesPage>> => ({ ok: true, data: { next_day: null, prev_day: null, schedules: [] } }),
        ),
      },
    });
    const now = Date.parse('2026-11-22T12:00:00Z');
    const actor = createActor(logic, { input: { now: () => now } }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reservationPageOf(actor.getSnapshot())).toBe('search');
    actor.send({
      type: 'search.change',
      patch: { origin: 'a', destination: 'b', round: false, departure: { date: '2026-11-25', open: false } },
    });
    actor.send({ type: 'search.submit' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reservationPageOf(actor.getSnapshot())).toBe('schedules');
  });
});
