// What announcing a change on `seat_map` costs PostgreSQL's writers (decisions 075 and 079): a fresh database with the
// real migrations, BENCH_CLIENTS (4) connections each sending one statement after another for BENCH_SECONDS (6) a
// round, and the statements committed a second, alternated BENCH_ROUNDS (3) times between today's triggers and
// migration 0027's (a new reservation's passengers announced; every update of a reservation or a passenger announced).
// Two statements: a new reservation with two passengers (the search's one statement) and a contact saved on a
// reservation (a write no seat map shows). Figures move with the machine: compare within a run.
// Run: npm run bench:announcements   (BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test)
import pg from 'pg';
import { openDatabase } from '../server/db/open/open-database';

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 4);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const dbName = `announcements_${process.pid}`;
const url = new URL(adminUrl);
url.pathname = `/${dbName}`;

const statements = {
  'a new reservation': `with created as (
      insert into reservations (code, origin_terminal_id, destination_terminal_id, created_at, updated_at)
      values (md5(random()::text), (select min(id) from terminals), (select max(id) from terminals), now(), now()) returning id)
    insert into passengers (reservation_id, type) select id, t::passenger_type from created cross join (values ('adult'), ('minor')) v(t)`,
  'a contact saved': `update reservations set contact_email = 'ana@example.mx', contact_first_name = 'Ana', updated_at = now()
    where id = (select floor(random() * (select max(id) from reservations))::int + 1)`,
};

// Migration 0027's announcements, which 0028 narrowed: added beside today's, they announce what 0027 did.
const as0027 = [
  `create trigger bench_passengers_inserted after insert or update on passengers for each row execute function seat_map_changed('r', 'reservation_id')`,
  `create trigger bench_reservations_updated after update on reservations for each row execute function seat_map_changed('r', 'id')`,
];
const asToday = ['drop trigger if exists bench_passengers_inserted on passengers', 'drop trigger if exists bench_reservations_updated on reservations'];

async function committedPerSecond(pool: pg.Pool, text: string): Promise<number> {
  const until = Date.now() + SECONDS * 1000;
  const counts = await Promise.all(Array.from({ length: CLIENTS }, async () => {
    const client = await pool.connect();
    let n = 0;
    try {
      while (Date.now() < until) {
        await client.query(text);
        n++;
      }
    } finally {
      client.release();
    }
    return n;
  }));
  return counts.reduce((a, b) => a + b, 0) / SECONDS;
}

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
try {
  const opened = await openDatabase({ url: url.toString(), horizonDays: 7 });
  await opened.close();
  const pool = new pg.Pool({ connectionString: url.toString(), max: CLIENTS });
  // Reservations for the contact to be saved on.
  await pool.query(statements['a new reservation'].replace('values (', 'select ').replace('now(), now()) returning id', 'now(), now() from generate_series(1, 2000) returning id'));
  console.log(`Announcing seat map changes: ${CLIENTS} connections, ${SECONDS} s a round, statements committed a second (higher is cheaper)`);
  for (const [label, text] of Object.entries(statements)) {
    const figures: Record<'0027' | 'today', number[]> = { '0027': [], today: [] };
    for (let round = 0; round < ROUNDS; round++) {
      for (const sql of as0027) await pool.query(sql);
      figures['0027'].push(await committedPerSecond(pool, text));
      for (const sql of asToday) await pool.query(sql);
      figures.today.push(await committedPerSecond(pool, text));
    }
    const show = (xs: number[]) => xs.map((x) => x.toFixed(0)).join(' / ');
    console.log(`  ${label.padEnd(18)} announced as 0027: ${show(figures['0027'])}   as today: ${show(figures.today)}`);
  }
  await pool.end();
} finally {
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
}
