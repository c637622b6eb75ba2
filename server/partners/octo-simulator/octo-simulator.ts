import type { AddressInfo } from 'node:net';
import type { IncomingMessage, Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { Hono, type Context } from 'hono';
import type { Clock } from '../../platform/clock';
import { calendar, departures } from './simulator-availability';
import { bookingView, cancel, confirm, productView, redeem, reserve, type SimAnswer } from './simulator-bookings';
import { bahiaAventurasCatalogue, type SimCatalogue } from './simulator-catalogue';
import { createSimStore, type SimStore } from './simulator-store';

// The partner simulator the project ships: an OCTO-shaped HTTP server with its own catalogue and its own
// storage, standing for the activities company the site resells. `npm start` runs it beside the site when no
// real partner is configured; tests start it on a free port and switch it into failure modes:
//   normal               answers as a supplier does;
//   slow                 answers after `delayMs`;
//   timeout              does not answer (until `hangMs`, or until it is closed);
//   error                answers 500 INTERNAL_SERVER_ERROR and does nothing;
//   down                 drops the connection without an answer (as a server that is not there);
//   refuse_confirmation  refuses every confirmation (400 UNPROCESSABLE_ENTITY), the hold left as it was;
//   confirm_twice        confirms, but the first confirmation of each booking is answered 500 (its answer
//                        lost), so the reseller must confirm it a second time.
// `operations` limits a mode to some calls (products, calendar, availability, reserve, confirm, cancel, booking,
// bookings). The mode is set by the constructor or by `PUT /_simulator/mode` with the partner's API key.

export type SimMode = 'normal' | 'slow' | 'timeout' | 'error' | 'down' | 'refuse_confirmation' | 'confirm_twice';
export type SimOperation = 'products' | 'calendar' | 'availability' | 'reserve' | 'confirm' | 'cancel' | 'booking' | 'bookings';

export interface SimModeSetting {
  mode: SimMode;
  operations?: SimOperation[];
  /** slow: how long each answer waits (default 1,500 ms). */
  delayMs?: number;
  /** timeout: the longest a request is kept without an answer (default 60 s). */
  hangMs?: number;
}

export interface OctoSimulatorOptions {
  apiKey: string;
  clock: Clock;
  catalogue?: SimCatalogue;
  /** Where its bookings are kept across restarts; memory only without it. */
  file?: string;
  mode?: SimModeSetting;
}

export interface OctoSimulator {
  app: Hono;
  store: SimStore;
  setMode(setting: SimModeSetting): void;
  /** Ends every request the timeout mode keeps waiting. */
  releaseHeld(): void;
}

const modes: readonly SimMode[] = ['normal', 'slow', 'timeout', 'error', 'down', 'refuse_confirmation', 'confirm_twice'];

const langOf = (c: Context): 'es' | 'en' => (/^en\b/i.test(c.req.header('accept-language') ?? '') ? 'en' : 'es');

async function bodyOf(c: Context): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await c.req.json();
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function createOctoSimulator(options: OctoSimulatorOptions): OctoSimulator {
  const catalogue = options.catalogue ?? bahiaAventurasCatalogue;
  const store = createSimStore(options.file);
  const { clock } = options;
  let setting: SimModeSetting = options.mode ?? { mode: 'normal' };
  const held = new Set<() => void>();

  const answer = (c: Context, a: SimAnswer) => c.json(a.body as object, a.status);

  /** Applies the mode to one call; returns an answer that replaces the call's, or null to go on. */
  async function applyMode(c: Context, operation: SimOperation): Promise<Response | null> {
    const applies = setting.operations === undefined || setting.operations.includes(operation);
    if (!applies) return null;
    switch (setting.mode) {
      case 'slow':
        await new Promise((resolve) => setTimeout(resolve, setting.delayMs ?? 1500));
        return null;
      case 'timeout':
        await new Promise<void>((resolve) => {
          const release = () => {
            clearTimeout(timer);
            held.delete(release);
            resolve();
          };
          const timer = setTimeout(release, setting.hangMs ?? 60_000);
          held.add(release);
        });
        return c.json({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'Timed out' }, 504);
      case 'error':
        return c.json({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'There was an un-recoverable error, please try again' }, 500);
      case 'down': {
        const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
        incoming?.socket.destroy();
        return c.body(null, 500);
      }
      default:
        return null;
    }
  }

  const api = new Hono();
  api.use(async (c, next) => {
    const auth = c.req.header('authorization') ?? '';
    if (!auth.startsWith('Bearer ')) return c.json({ error: 'UNAUTHORIZED', errorMessage: 'Send the API key in the Authorization header' }, 401);
    if (auth.slice(7) !== options.apiKey) return c.json({ error: 'FORBIDDEN', errorMessage: 'The API key is invalid or was revoked' }, 403);
    await next();
  });

  const find = (productId: unknown) => catalogue.products.find((p) => p.id === productId);

  api.get('/products', async (c) => (await applyMode(c, 'products')) ?? c.json(catalogue.products.map((p) => productView(p, langOf(c)))));
  api.get('/products/:id', async (c) => {
    const early = await applyMode(c, 'products');
    if (early) return early;
    const product = find(c.req.param('id'));
    return product ? c.json(productView(product, langOf(c))) : c.json({ error: 'INVALID_PRODUCT_ID', errorMessage: 'The productId was missing or invalid', productId: c.req.param('id') }, 400);
  });

  const departuresOf = (c: Context, body: Record<string, unknown>) => {
    const product = find(body.productId);
    if (!product) return { error: c.json({ error: 'INVALID_PRODUCT_ID', errorMessage: 'The productId was missing or invalid', productId: body.productId ?? null }, 400) };
    const option = product.options.find((o) => o.id === body.optionId);
    if (!option) return { error: c.json({ error: 'INVALID_OPTION_ID', errorMessage: 'The optionId was missing or invalid', optionId: body.optionId ?? null }, 400) };
    const ids = Array.isArray(body.availabilityIds) ? body.availabilityIds.map(String) : undefined;
    const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
    return { list: departures(catalogue, store, clock, product, option, { localDateStart: str(body.localDateStart) ?? str(body.localDate), localDateEnd: str(body.localDateEnd) ?? str(body.localDate), availabilityIds: ids }) };
  };
  api.post('/availability/calendar', async (c) => {
    const early = await applyMode(c, 'calendar');
    if (early) return early;
    const found = departuresOf(c, await bodyOf(c));
    return found.error ?? c.json(calendar(found.list));
  });
  api.post('/availability', async (c) => {
    const early = await applyMode(c, 'availability');
    if (early) return early;
    const found = departuresOf(c, await bodyOf(c));
    return found.error ?? c.json(found.list);
  });

  api.post('/bookings', async (c) => (await applyMode(c, 'reserve')) ?? answer(c, reserve(catalogue, store, clock, await bodyOf(c))));
  api.post('/bookings/:uuid/confirm', async (c) => {
    const early = await applyMode(c, 'confirm');
    if (early) return early;
    const applies = setting.operations === undefined || setting.operations.includes('confirm');
    if (applies && setting.mode === 'refuse_confirmation') return c.json({ error: 'UNPROCESSABLE_ENTITY', errorMessage: 'The supplier could not confirm this booking' }, 400);
    const uuid = c.req.param('uuid');
    const confirmed = confirm(store, clock, uuid, await bodyOf(c));
    if (applies && setting.mode === 'confirm_twice' && confirmed.status === 200 && store.get(uuid)?.confirmations === 1) {
      return c.json({ error: 'INTERNAL_SERVER_ERROR', errorMessage: 'There was an un-recoverable error, please try again' }, 500);
    }
    return answer(c, confirmed);
  });
  const cancelRoute = async (c: Context) => (await applyMode(c, 'cancel')) ?? answer(c, cancel(store, clock, c.req.param('uuid') ?? ''));
  api.delete('/bookings/:uuid', cancelRoute);
  api.post('/bookings/:uuid/cancel', cancelRoute);
  api.get('/bookings/:uuid', async (c) => {
    const early = await applyMode(c, 'booking');
    if (early) return early;
    const booking = store.get(c.req.param('uuid'));
    return booking ? c.json(bookingView(booking, clock.now())) : c.json({ error: 'INVALID_BOOKING_UUID', errorMessage: 'The uuid was missing or invalid', uuid: c.req.param('uuid') }, 400);
  });
  api.get('/bookings', async (c) => {
    const early = await applyMode(c, 'bookings');
    if (early) return early;
    const reseller = c.req.query('resellerReference');
    const supplier = c.req.query('supplierReference');
    if (!reseller && !supplier) return c.json({ error: 'BAD_REQUEST', errorMessage: 'resellerReference or supplierReference is required' }, 400);
    const now = clock.now();
    return c.json(store.all().filter((b) => (reseller ? b.resellerReference === reseller : b.supplierReference === supplier)).map((b) => bookingView(b, now)));
  });

  // The control of the simulator (tests, a developer trying the failure paths), behind the same key.
  api.get('/_simulator/mode', (c) => c.json(setting));
  api.put('/_simulator/mode', async (c) => {
    const body = await bodyOf(c);
    if (!modes.includes(body.mode as SimMode)) return c.json({ error: 'BAD_REQUEST', errorMessage: `mode is one of ${modes.join(', ')}` }, 400);
    setting = { mode: body.mode as SimMode, ...(Array.isArray(body.operations) ? { operations: body.operations as SimOperation[] } : {}), ...(typeof body.delayMs === 'number' ? { delayMs: body.delayMs } : {}), ...(typeof body.hangMs === 'number' ? { hangMs: body.hangMs } : {}) };
    return c.json(setting);
  });
  api.post('/_simulator/bookings/:uuid/redeem', (c) => answer(c, redeem(store, clock, c.req.param('uuid'))));
  api.post('/_simulator/bookings/:uuid/cancel', (c) => answer(c, cancel(store, clock, c.req.param('uuid'))));

  const app = new Hono();
  app.route('/octo', api);
  return {
    app,
    store,
    setMode(next) {
      setting = next;
    },
    releaseHeld() {
      for (const release of [...held]) release();
    },
  };
}

export interface RunningSimulator extends OctoSimulator {
  /** The OCTO base URL to configure the site with. */
  url: string;
  close(): Promise<void>;
}

/** Starts the simulator on `port` (0: a free one) of the loopback interface. */
export async function startOctoSimulator(options: OctoSimulatorOptions & { port?: number; host?: string }): Promise<RunningSimulator> {
  const simulator = createOctoSimulator(options);
  const server = createAdaptorServer({ fetch: simulator.app.fetch }) as Server;
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    ...simulator,
    url: `http://${host}:${port}/octo`,
    async close() {
      simulator.releaseHeld();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
