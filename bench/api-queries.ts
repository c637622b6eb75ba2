// Queries per request for the reads of bench/api.ts, counted in-process on PostgreSQL by wrapping the
// driver's Client#query (every statement Drizzle sends goes through it). Deterministic, so unlike the
// timings it does not drift with the machine's load: the second request of each read is counted (the
// first may fill the process's catalogue copy and prepare statements).
import pg from 'pg';

type QueryFn = (...args: unknown[]) => unknown;

type App = Awaited<ReturnType<typeof import('../tests/server/support/engines').openTestApp>>['app'];

/**
 * One adult, Puerto Vallarta → Guadalajara a week from today, on the first bus of the day, made in-process
 * through the app: its code and the flow token header its booking calls carry (decision 019).
 */
export async function benchReservation(app: App): Promise<{ code: string; headers: Record<string, string> }> {
  const { sameOriginHeaders } = await import('../tests/server/support/engines');
  const request = (path: string, body?: unknown) =>
    app.request(path, body === undefined ? {} : { method: 'POST', headers: { ...sameOriginHeaders(), 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const none = { adult: 1, minor: 0, inapam: 0, infant: 0, student: 0, student_flex: 0, teacher: 0, teacher_flex: 0 };
  const created = await request('/api/websale/reservation/create', {
    origin: 'puerto-vallarta', destination: 'guadalajara', passengers: none, round: false, departure: { date: day, open: false }, return: { date: null, open: true },
  });
  const answer = (await created.json()) as { content: { data: { code: string; flow_token: string } } };
  const { code } = answer.content.data;
  // The booking's own calls carry the flow token create answered (decision 019).
  const headers: Record<string, string> = { 'x-flow-token': answer.content.data.flow_token ?? '' };
  const list = (await (await app.request(`/api/websale/reservation/schedules?code=${code}`, { headers })).json()) as { content: { data: { schedules: Array<Record<string, unknown>> } } };
  const bus = list.content.data.schedules[0];
  await app.request('/api/websale/reservation/schedules', {
    method: 'POST',
    headers: { ...sameOriginHeaders(), 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ code, departure: { open: false, schedule_id: bus?.schedule_id, schedule_detail_id: bus?.schedule_detail_id, layout_id: bus?.layout_id } }),
  });
  return { code, headers };
}

/** Needs TEST_DATABASE_URL set before tests/server/support/engines is first imported (bench/api.ts does). */
export async function queriesPerRead(): Promise<Array<{ read: string; queries: number }>> {
  const { engines, openTestApp } = await import('../tests/server/support/engines');
  const engine = engines.find((e) => e.name === 'postgresql');
  if (!engine) throw new Error('no PostgreSQL engine');
  const t = await openTestApp(engine, new Date().toISOString());
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  let counted = 0;
  proto.query = function (this: unknown, ...args: unknown[]) {
    counted++;
    if (process.env.BENCH_SHOW_QUERIES) console.log("   ", String((args[0] as { text?: string })?.text ?? args[0]).slice(0, 120));
    return original.apply(this, args);
  };
  try {
    const { code, headers } = await benchReservation(t.app);
    const reads: Array<[string, string]> = [
      ['health', '/api/health'],
      ['origins', '/api/websale/reservation/origins'],
      ['slider', '/api/common/slider/list'],
      ['schedules list', '/api/common/schedules/list_select'],
      ['rates list', '/api/common/rates/list_select'],
      ['schedules search', `/api/websale/reservation/schedules?code=${code}`],
      ['seat map', `/api/websale/reservation/seats?code=${code}`],
    ];
    const counts: Array<{ read: string; queries: number }> = [];
    for (const [read, path] of reads) {
      await (await t.app.request(path, { headers })).text();
      counted = 0;
      if (process.env.BENCH_SHOW_QUERIES) console.log(`  -- ${read}`);
      const res = await t.app.request(path, { headers });
      await res.text();
      if (res.status !== 200) throw new Error(`${read} answered ${res.status}`);
      counts.push({ read, queries: counted });
    }
    return counts;
  } finally {
    proto.query = original;
    await t.close();
  }
}
