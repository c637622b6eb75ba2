import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { ServiceClient } from '../../api/service-clients';
import { createTourBookingActors } from './tour-booking-actors';

// findTourBooking over the tours client: the ticket by code and surname, then each tour's catalogue entry for where
// it meets and its policy. A refusal stays the contract's code; a catalogue that fails leaves the booking shown.

const ticket = {
  booking_id: null,
  read_token: 'rt-22-characters-long0',
  number: 'TQ7K2MX',
  items: [{ product_id: 2, name: 'Yelapa: playa y cascada', slug: 'yelapa', date: '2026-12-05', timeslot_id: 9, start_time: '09:00:00', quantities: { adult: 2, minor: 1 } }],
  passes: [{ code: 'TQ7K2MX-1-1', item: 0, person_type: 'adult', product_name: 'Yelapa: playa y cascada', date: '2026-12-05', start_time: '09:00:00', qr: '<svg/>' }],
  qr: '<svg/>',
  html: '<html></html>',
  pdf: null,
};
const product = {
  meeting_points: [{ terminal_id: 'puerto-vallarta', name: 'Central', address: 'Av. 1', latitude: 20.6, longitude: -105.2, minutes_before: 45, note: 'Sala' }],
  cancellation: { free_until_hours: 24, text: 'Gratis hasta 24 horas antes.' },
};

function fakeClient(answers: { ticket: unknown; product: unknown }) {
  const calls: Array<{ path: string; query: unknown }> = [];
  const client = {
    call: async (_method: string, path: string, init: { params: { query: unknown } }) => {
      calls.push({ path, query: init.params.query });
      return path === '/tour/sale/ticket' ? answers.ticket : answers.product;
    },
  } as unknown as ServiceClient<'tours'>;
  return { client, calls };
}

const find = async (client: ServiceClient<'tours'>, lang: 'es' | 'en' = 'es') =>
  toPromise(createActor(createTourBookingActors(client, () => lang).findTourBooking, { input: { code: ' tq7k2mx', lastName: ' pena ' } }).start());

describe('findTourBooking', () => {
  it('asks for the ticket in the page language and adds each tour’s meeting points and policy', async () => {
    const { client, calls } = fakeClient({ ticket: { ok: true, data: { ticket } }, product: { ok: true, data: { product: [product] } } });
    const found = await find(client, 'en');
    expect(calls).toEqual([
      { path: '/tour/sale/ticket', query: { code: 'TQ7K2MX', last_name: 'pena', file_type: 'json', lang: 'en' } },
      { path: '/tour/catalog/product', query: { lang: 'en', slug: 'yelapa' } },
    ]);
    expect(found).toEqual({
      ok: true,
      data: {
        code: 'TQ7K2MX',
        readToken: 'rt-22-characters-long0',
        items: [
          {
            name: 'Yelapa: playa y cascada',
            date: '2026-12-05',
            startTime: '09:00:00',
            people: { adult: 2, minor: 1, inapam: 0, infant: 0 },
            meetingPoints: [{ name: 'Central', address: 'Av. 1', latitude: 20.6, longitude: -105.2, minutesBefore: 45, note: 'Sala' }],
            cancellation: 'Gratis hasta 24 horas antes.',
          },
        ],
        passes: [{ code: 'TQ7K2MX-1-1', item: 0, personType: 'adult', qrSvg: '<svg/>' }],
      },
    });
  });

  it('keeps a refusal as the contract’s code and field, and asks nothing more', async () => {
    const { client, calls } = fakeClient({ ticket: { ok: false, errors: [{ code: 'booking_not_found', field: 'code', message: 'No se encontró la compra.' }] }, product: null });
    expect(await find(client)).toEqual({ ok: false, errors: [{ code: 'booking_not_found', field: 'code' }] });
    expect(calls).toHaveLength(1);
  });

  it('shows the booking without meeting points or policy when the catalogue fails', async () => {
    const { client } = fakeClient({ ticket: { ok: true, data: { ticket } }, product: { ok: false, errors: [{ code: 'service_unavailable' }] } });
    const found = await find(client);
    expect(found.ok && found.data.items[0]).toMatchObject({ meetingPoints: [], cancellation: null });
  });

  it('opens it again by the code and read token this device kept, or by the id of the e-mail’s link', async () => {
    const { client, calls } = fakeClient({ ticket: { ok: true, data: { ticket } }, product: { ok: true, data: { product: [product] } } });
    const actors = createTourBookingActors(client, () => 'es');
    await toPromise(createActor(actors.findTourBooking, { input: { code: 'TQ7K2MX', readToken: 'rt-22-characters-long0' } }).start());
    await toPromise(createActor(actors.findTourBooking, { input: { bookingId: 'bk-id' } }).start());
    expect(calls.filter((c) => c.path === '/tour/sale/ticket').map((c) => c.query)).toEqual([
      { code: 'TQ7K2MX', read_token: 'rt-22-characters-long0', file_type: 'json', lang: 'es' },
      { booking_id: 'bk-id', file_type: 'json', lang: 'es' },
    ]);
  });
});
