// Seat holds under contention (docs/rules/performance-budgets.md#seat-holds): 1,000 hold attempts from 100 concurrent clients, each a
// distinct reservation wanting one random seat on the same 29-seat bus, through the real app
// (app.request: routing, validation, the hold transaction). Prints attempts/s, p50/p99 latency, how
// many seats ended held and the double bookings found (must be 0), on PostgreSQL and on PGlite.
// Run: node --import tsx bench/seats.ts  (PostgreSQL from TEST_DATABASE_URL, else
// postgres://postgres@127.0.0.1:5432/test, in a throw-away database created and dropped here).
import { performance } from 'node:perf_hooks';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { reservations, seatHolds } from '../server/db/schema/reservations.schema';

process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
const { engines, openTestApp, sameOriginHeaders } = await import('../tests/server/support/engines');
const { cloneReservation } = await import('../tests/server/support/bulk-reservations');

const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 1000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const SEATS = 29;

type App = Awaited<ReturnType<typeof openTestApp>>;

// Every reservation here answers to the template's flow token: the copies keep its digest.
async function json(t: App, path: string, body?: unknown, flowToken = ''): Promise<{ status: number; data: Record<string, unknown> }> {
  const headers = { ...sameOriginHeaders(), 'content-type': 'application/json', 'x-flow-token': flowToken };
  const res = await t.app.request(`/api/websale${path}`, body === undefined ? { headers } : { method: 'POST', headers, body: JSON.stringify(body) });
  const parsed = (await res.json()) as { content: { data: Record<string, unknown> } };
  return { status: res.status, data: parsed.content.data };
}

/** One reservation on the 15:30 executive 2+1 bus Puerto Vallarta → Guadalajara, chosen through the API. */
async function templateReservation(t: App): Promise<{ code: string; token: string }> {
  const none = { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
  const created = await json(t, '/reservation/create', {
    origin: 'puerto-vallarta', destination: 'guadalajara', passengers: none, round: false,
    departure: { date: '2026-03-20', open: false }, return: { date: null, open: true },
  });
  const code = String(created.data.code);
  const token = String(created.data.flow_token);
  const list = await json(t, `/reservation/schedules?code=${code}`, undefined, token);
  const bus = (list.data.schedules as Array<Record<string, unknown>>).find((s) => s.departure_time === '15:30:00');
  if (!bus) throw new Error('no 15:30 bus');
  const chosen = await json(t, '/reservation/schedules', { code, departure: { open: false, schedule_id: bus.schedule_id, schedule_detail_id: bus.schedule_detail_id, layout_id: bus.layout_id } }, token);
  if (chosen.status !== 200) throw new Error(`setSchedules answered ${chosen.status}`);
  return { code, token };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function run(engine: (typeof engines)[number]) {
  const t = await openTestApp(engine, undefined, {}, 40);
  try {
    const { code: template, token } = await templateReservation(t);
    const codes = await cloneReservation(t.database.db, template, ATTEMPTS, ['adult']);
    const latencies: number[] = [];
    const won = new Map<string, number>();
    let next = 0;
    const client = async () => {
      for (let i = next++; i < codes.length; i = next++) {
        const code = codes[i] as string;
        const seat = 1 + Math.floor(Math.random() * SEATS);
        const start = performance.now();
        const res = await json(t, '/reservation/seats', { code, departure: { seats: [{ seat_number: seat, passenger_type: 'adult' }] } }, token);
        latencies.push(performance.now() - start);
        if (res.status === 200) won.set(code, seat);
        else if (res.status !== 409) throw new Error(`unexpected HTTP ${res.status}`);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CLIENTS }, client));
    const seconds = (performance.now() - started) / 1000;

    const [row] = await t.database.db.select({ departureId: reservations.departureId }).from(reservations).where(eq(reservations.code, template));
    const holds = await t.database.db
      .select({ seat: seatHolds.seatNumber, code: reservations.code })
      .from(seatHolds)
      .innerJoin(reservations, eq(reservations.id, seatHolds.reservationId))
      .where(and(eq(seatHolds.departureId, row?.departureId ?? -1), isNotNull(seatHolds.expiresAt)));
    const [dupes] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select ${seatHolds.departureId}, ${seatHolds.seatNumber} from ${seatHolds} group by 1, 2 having count(*) > 1) d`);
    // A double booking is two holders of one seat, or a buyer told yes whose seat someone else holds.
    const mismatched = holds.filter((h) => won.get(h.code) !== h.seat).length + Math.abs(won.size - holds.length);
    latencies.sort((a, b) => a - b);
    console.log(
      `${engine.name.padEnd(10)} ${ATTEMPTS} attempts, ${CLIENTS} clients: ${(ATTEMPTS / seconds).toFixed(0)} attempts/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms, ` +
        `${holds.length}/${SEATS} seats held, double bookings ${Number(dupes?.n ?? 0) + mismatched}`,
    );
    return Number(dupes?.n ?? 0) + mismatched === 0 && holds.length <= SEATS;
  } finally {
    await t.close();
  }
}

let healthy = true;
for (const engine of engines) {
  try {
    healthy = (await run(engine)) && healthy;
  } catch (error) {
    console.error(`${engine.name}: ${(error as Error).message}`);
    healthy = false;
  }
}
process.exit(healthy ? 0 : 1);
