import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createActor, toPromise, type AnyActorLogic } from 'xstate';
import { encodeBase64Json } from '../../../../domain/base64';
import { defaultReservation } from '../../../../domain/reservation/reservation-state';
import type { ReservationContext } from '../../../../machines/reservation/reservation-context';
import { resolveEnvironment } from '../../../api/environments';
import { createServiceClient } from '../../../api/service-clients';
import { createWebsaleActors } from './websale-actors';

const envelope = (data: unknown, status = 200, errors: unknown[] = []) =>
  new Response(
    JSON.stringify({ http: { code: status, status: status === 200 ? 'success' : 'error' }, content: { data, errors } }),
    { status, headers: { 'Content-Type': 'application/json' } },
  );

function setup(answer: (request: Request) => Response, round = true) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request.clone());
    return answer(request);
  });
  const client = createServiceClient('websale', resolveEnvironment('local'), { fetch, origin: 'http://site.test' });
  const context = { reservation: { ...defaultReservation(), round } } as ReservationContext;
  const actors = createWebsaleActors({ client, queryClient: new QueryClient(), context: () => context });
  const run = <T,>(logic: AnyActorLogic, input: unknown) => toPromise(createActor(logic, { input }).start()) as Promise<T>;
  return { actors, requests, run };
}

const origin = {
  id: 'puerto-vallarta',
  name: 'Central Camionera de Puerto Vallarta',
  city: 'Puerto Vallarta',
  address: 'Av. Las Palmas 300',
  destinations: [{ id: 'guadalajara', name: 'Nueva Central', city: 'Guadalajara', address: 'Zapotlanejo 1500' }],
};

describe('websale actors', () => {
  it('loads the origins once: the catalogue is cached by TanStack Query', async () => {
    const { actors, requests, run } = setup(() => envelope([origin]));
    const first = await run(actors.loadOrigins, {});
    const second = await run(actors.loadOrigins, {});
    expect(first).toEqual({
      ok: true,
      data: [{ id: 'puerto-vallarta', name: 'Central Camionera de Puerto Vallarta', city: 'Puerto Vallarta', destinations: [{ id: 'guadalajara', name: 'Nueva Central', city: 'Guadalajara' }] }],
    });
    expect(second).toEqual(first);
    expect(requests).toHaveLength(1);
  });

  it('does not cache a failure: the retry asks again', async () => {
    let calls = 0;
    const { actors, run } = setup(() => (++calls === 1 ? envelope(null, 404, [{ code: 'origins_not_found', message: 'x' }]) : envelope([origin])));
    expect(await run(actors.loadOrigins, {})).toEqual({ ok: false, errors: [{ code: 'origins_not_found' }] });
    expect(await run(actors.loadOrigins, {})).toMatchObject({ ok: true });
  });

  it('creates the reservation and decodes the base64 reservation with its summary', async () => {
    const reservation = { ...defaultReservation(), code: 'ABC123', origin: 'puerto-vallarta', destination: 'guadalajara', round: false };
    const summary = { lines: [], tickets_total: 0, additionals_total: 0, total: 0 };
    const { actors, requests, run } = setup(() =>
      envelope({ code: 'ABC123', reservation: encodeBase64Json(reservation), payment_deadline: '2026-11-22T10:00:00Z', summary, flow_token: 'flow-ABC123' }),
    );
    const search = {
      origin: 'puerto-vallarta',
      destination: 'guadalajara',
      round: false,
      departure: { date: '2026-11-25', open: false },
      return: { date: null, open: true },
      passengers: { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 },
      promotional_code: null,
    };
    const result = await run<{ ok: true; data: Record<string, unknown> }>(actors.createReservation, { search });
    expect(result.ok).toBe(true);
    expect(result.data).toMatchObject({ code: 'ABC123', origin: 'puerto-vallarta', round: false, summary, flowToken: 'flow-ABC123' });
    expect(await requests[0]!.json()).toMatchObject({ origin: 'puerto-vallarta', departure: { date: '2026-11-25', open: false } });
  });

  it('counts the payment deadline from the seconds the server says are left, not from its clock', async () => {
    // The server's absolute deadline is hours away from this browser's clock on purpose.
    const { actors, run } = setup(() =>
      envelope({ code: 'ABC123', reservation: encodeBase64Json({ code: 'ABC123' }), payment_deadline: '2001-01-01T00:00:00Z', payment_seconds_left: 900, summary: null }),
    );
    const before = Date.now();
    const result = await run<{ ok: true; data: { payment_deadline: number } }>(actors.createReservation, { search: {} });
    expect(result.data.payment_deadline).toBeGreaterThanOrEqual(before + 900_000);
    expect(result.data.payment_deadline).toBeLessThanOrEqual(Date.now() + 900_000);
  });

  it('turns a refused search into its catalogue codes and fields', async () => {
    const { actors, run } = setup(() => envelope(null, 400, [{ code: 'passengers_exceeded', message: 'x', field: 'passengers' }]));
    expect(await run(actors.createReservation, { search: {} })).toEqual({
      ok: false,
      errors: [{ code: 'passengers_exceeded', field: 'passengers' }],
    });
  });

  const leg = { date: '2026-11-25', schedule_id: '7', schedule_detail_id: 8, layout_id: 9 };
  const saved = () => envelope({ code: 'ABC123', reservation: encodeBase64Json({ code: 'ABC123' }), payment_deadline: 'x', summary: null });

  it('sends an open return on a round trip whose return is open', async () => {
    const { actors, requests, run } = setup(saved, true);
    await run(actors.saveSchedules, { code: 'ABC123', departure: leg, return: null });
    expect(await requests[0]!.json()).toEqual({
      code: 'ABC123',
      departure: { open: false, schedule_id: 7, schedule_detail_id: 8, layout_id: 9 },
      return: { open: true },
    });
  });

  it('sends the flow token create answered with every call of the flow, never in the body', async () => {
    const { actors, requests, run } = setup(saved, false);
    await run(actors.saveSchedules, { code: 'ABC123', flowToken: 'flow-ABC123', departure: leg, return: null });
    const contact = { first_name: 'Ana', last_name: 'López', cell_phone: '3221234567', email: 'ana@example.com', privacy: true };
    const travellers = [{ id: 7, type: 'adult' as const, first_name: 'Ana', last_name: 'López', age: null }];
    await run(actors.saveContact, { code: 'ABC123', flowToken: 'flow-ABC123', contact, goesContact: true, travellers });
    await run(actors.saveAdditionals, { code: 'ABC123', flowToken: 'flow-ABC123', additionals: { insurance: [], shuttle: null, pet: false, wheelchair: false } });
    expect(requests.map((r) => r.headers.get('x-flow-token'))).toEqual(['flow-ABC123', 'flow-ABC123', 'flow-ABC123']);
    expect(JSON.stringify(await requests[0]!.json())).not.toContain('flow-ABC123');
    // Each passenger's name goes with its type (the server refuses a name on another passenger), not its id.
    expect(await requests[1]!.json()).toMatchObject({ goes_contact: true, travellers: [{ type: 'adult', first_name: 'Ana', last_name: 'López', age: null }] });
  });

  it('sends no return on a one-way trip', async () => {
    const { actors, requests, run } = setup(saved, false);
    await run(actors.saveSchedules, { code: 'ABC123', departure: leg, return: null });
    expect((await requests[0]!.json()).return).toBeNull();
  });

  it('maps the additionals to the contract: pets as a count, a wheelchair space with its note', async () => {
    const { actors, requests, run } = setup(saved);
    await run(actors.saveAdditionals, { code: 'ABC123', additionals: { insurance: [0], shuttle: 'zapopan', pet: true, wheelchair: true } });
    expect(await requests[0]!.json()).toEqual({
      code: 'ABC123',
      insurance: [0],
      shuttle: { destination: 'zapopan' },
      pets: 1,
      wheelchair: { spaces: 1, note: 'Espacio para silla de ruedas' },
    });
  });

  it('keeps the link token confirm answers, with its expiry, for the tickets page', async () => {
    const reservation = { ...defaultReservation(), code: 'ABC123', round: false };
    const ticket = {
      number: 'ABC123-1', ticket_type: 'E-ticket', passenger_type: 'adult', passenger_name: 'ANA LOPEZ', direction: 'departure',
      seat: 1, departure_datetime: '2026-12-20T14:00:00Z', pin: '1234', price: 915,
    };
    const answer = { code: 'ABC123', reservation: encodeBase64Json(reservation), tickets: [ticket] };
    const withLink = setup(() => envelope({ ...answer, link_token: 'link-ABC123', link_expires_at: '2026-12-27T14:00:00.000Z' }));
    const confirmed = await withLink.run<{ ok: true; data: { ticketsLink: unknown } }>(withLink.actors.confirmReservation, { code: 'ABC123', flowToken: 'flow-ABC123' });
    expect(confirmed.data.ticketsLink).toEqual({ token: 'link-ABC123', expiresAt: '2026-12-27T14:00:00.000Z' });
    expect(withLink.requests[0]!.headers.get('x-flow-token')).toBe('flow-ABC123');

    const withoutLink = setup(() => envelope(answer));
    const bare = await withoutLink.run<{ ok: true; data: { ticketsLink: unknown } }>(withoutLink.actors.confirmReservation, { code: 'ABC123', flowToken: 'flow-ABC123' });
    expect(bare.data.ticketsLink).toBeNull();
  });
});
