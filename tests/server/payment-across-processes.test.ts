import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresProviderStore } from '../../server/payments/sandbox-provider-store.postgres';
import { engines, type TestStore } from './support/engines';
import { call } from './support/engines';
import { card, cards, confirm, pay, readyToPay } from './support/payments';
import { overHttp, startServerProcess, type ServerProcess } from './support/server-process';

// Two server processes on one PostgreSQL, as behind a load balancer: a 3-D Secure challenge opened on one
// and answered on the other completes, with one charge (the sandbox provider's records are in the
// database, not in a process's memory). PGlite is one process, so this runs on PostgreSQL only.
const postgres = engines.find((e) => e.name === 'postgresql');
const title = postgres ? 'a payment across two server processes on PostgreSQL' : 'a payment across two server processes (skipped: needs TEST_DATABASE_URL, PGlite is one process)';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!postgres)(title, () => {
  let store: TestStore;
  const servers: ServerProcess[] = [];
  beforeAll(async () => {
    store = await postgres!.createStore(true);
    const env = { DATABASE_URL: store.options.url ?? '' };
    // The first migrates and seeds the empty database; the second finds it ready.
    servers.push(await startServerProcess('server/serve.ts', env));
    servers.push(await startServerProcess('server/serve.ts', env));
  }, 120_000);
  afterAll(async () => {
    for (const server of servers) server.kill();
    await store?.dispose();
  });

  it('completes a 3-D Secure challenge opened on one process and answered on the other, charging once', async () => {
    const [one, other] = servers.map(overHttp) as [ReturnType<typeof overHttp>, ReturnType<typeof overHttp>];
    const code = await readyToPay(one, { date: inDays(7), seats: [9] });
    const key = `${code}-3ds-across`;
    const opened = await pay(one, { code, method: 'card', card: card(cards.challenge) }, { key });
    expect(opened.data).toMatchObject({ payment: 'process' });
    expect(opened.data?.challenge_id).toMatch(/^3ds_/);

    const answered = await pay(other, { code, method: 'card', card: card(cards.challenge), challenge_code: '123456' }, { key });
    expect(answered.data).toMatchObject({ payment: 'approved', challenge_id: null });
    // The first process, asked again, tells the same outcome.
    expect((await pay(one, { code, method: 'card', card: card(cards.challenge), challenge_code: '123456' }, { key })).data).toEqual(answered.data);
    expect((await confirm(one, code)).tickets?.map((t) => t.ticket_type)).toEqual(['E-ticket']);

    const provider = await postgresProviderStore(store.options.url!, 1);
    try {
      expect((await provider.ledger()).filter((e) => e.reservationCode === code).map((e) => e.kind)).toEqual(['charge']);
    } finally {
      await provider.close();
    }
  }, 60_000);

  it('completes a schedule change’s 3-D Secure challenge opened on one process and answered on the other', async () => {
    const [one, other] = servers.map(overHttp) as [ReturnType<typeof overHttp>, ReturnType<typeof overHttp>];
    const day = inDays(8);
    const code = await readyToPay(one, { date: day, time: '13:00', seats: [12] });
    expect((await pay(one, { code, method: 'card', card: card(cards.approve) }, { key: `${code}-card` })).data?.payment).toBe('approved');
    const found = await call(one.app, `/api/itinerary/reservation/data?code=${code}&last_name=${encodeURIComponent('López Núñez')}`, { flowToken: null });
    const { tickets } = found.body.content.data as { tickets: Array<{ ticket_id: number }> };
    // The tickets page's link token (the booker's, decision 019): it proves the contact (decision 063).
    const token = ((await confirm(one, code)).body.content.data as { link_token: string }).link_token;
    const ticketId = tickets[0]!.ticket_id;
    type Bus = { schedule_id: number; schedule_detail_id: number; fare_difference: number; free_seats: number };
    const listed = await call(one.app, `/api/itinerary/reservation/${code}/schedules?token=${token}&ticket_id=${ticketId}&date=${day}`, { flowToken: null });
    const dearer = (listed.body.content.data as { schedules: Bus[] }).schedules.find((s) => s.fare_difference > 0 && s.free_seats > 0);
    if (!dearer) throw new Error(`no dearer bus on ${day}`);
    const move = (extra: Record<string, unknown>) => ({ token, ticket_id: ticketId, date: day, schedule_id: dearer.schedule_id, schedule_detail_id: dearer.schedule_detail_id, idempotency_key: 'change-across-1', ...extra });
    const change = (server: typeof one, body: Record<string, unknown>) => call(server.app, `/api/itinerary/reservation/${code}/change_schedule`, { method: 'POST', body, flowToken: null });

    const asked = await change(one, move({ card: card(cards.challenge) }));
    expect([asked.status, asked.body.content.errors[0]?.code]).toEqual([402, 'payment_challenge_required']);
    const done = await change(other, move({ challenge_code: '123456' }));
    expect(done.status, JSON.stringify(done.body.content.errors)).toBe(200);
    expect(done.body.content.data).toMatchObject({ settled_by: 'card_charge', fare_difference: dearer.fare_difference });
  }, 60_000);
});
