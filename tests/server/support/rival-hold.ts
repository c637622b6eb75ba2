import pg from 'pg';
import type { TestApp } from './engines';

/**
 * Runs `attempt` while another connection holds an uncommitted hold of `seat` for `reservationId`, committed once
 * PostgreSQL shows the attempt waiting on that row: the race a hold's check for taken seats cannot see (decision 085).
 * PostgreSQL only (a second connection).
 */
export async function whileRivalHolds<T>(t: TestApp, rival: { departureId: number; seat: number; reservationId: number }, attempt: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: t.database.pool!.options.connectionString! });
  await client.connect();
  try {
    await client.query('begin');
    await client.query(`insert into seat_holds (departure_id, seat_number, reservation_id, expires_at, created_at) values ($1, $2, $3, now() + interval '10 minutes', now())`, [
      rival.departureId,
      rival.seat,
      rival.reservationId,
    ]);
    const answer = attempt();
    for (let waited = 0; waited < 10_000; waited += 50) {
      const { rows } = await t.database.pool!.query<{ n: number }>(`select count(*)::int n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
      if (rows[0]!.n > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query('commit');
    return await answer;
  } finally {
    await client.end();
  }
}
