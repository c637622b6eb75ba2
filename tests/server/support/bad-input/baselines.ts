import type { ContractOperation } from '../../../../server/contract/operations.gen';
import { cardOf, contactOf, personal, travellerOf } from './personal';
import { OFFICE_KEY_HEADER } from './office-key';
import { seedSearch, type Seed, type SeededReservation } from './seed';
import type { JsonSchema } from './schema-mutations';
import { typesOf } from './schema-mutations';

/** A request an operation accepts, before mutation: path params, query, headers and JSON body. */
export interface Baseline {
  params?: Record<string, string | { raw: string }>;
  query?: Record<string, string | { raw: string }>;
  headers?: Record<string, string>;
  body?: unknown;
  reservation?: SeededReservation;
}

const first = <T>(list: T[], what: string): T => {
  const item = list[0];
  if (!item) throw new Error(`bad-input seed has no ${what} reservation`);
  return item;
};

/**
 * A valid request of each built operation, about a seeded reservation in the state the operation needs
 * (operations that change a reservation get their own, so the others keep theirs). Operations not built
 * yet get one generated from their contract (`sampleValid`).
 */
export function baselineFor(op: ContractOperation, seed: Seed): Baseline | undefined {
  const s = seed.byState;
  const about = (r: SeededReservation, b: Omit<Baseline, 'reservation'>): Baseline => ({ ...b, reservation: r });
  const created = first(s.created, 'created');
  const ready = first(s.ready, 'ready');
  const paid = first(s.paid, 'paid');
  switch (op.operationId) {
    case 'versionSelect':
      return { params: { project_id: '1' }, query: { last_active: 'true' } };
    case 'sliderList':
      return { query: { lang: 'es' } };
    case 'schedulesListSelect':
      return { query: { origin: 'puerto-vallarta', destination: 'guadalajara' } };
    case 'ratesListSelect':
      return { query: { origin: 'la-penita', destination: 'guayabitos' } };
    case 'getPromotionalCode':
      return { query: { promotional_code: 'BIENVENIDA10', origin: 'puerto-vallarta', destination: 'guadalajara' } };
    case 'createReservation':
      return { body: seedSearch };
    case 'getSchedules':
      return about(created, { query: { code: created.code, direction: 'departure', date: '2026-03-20' } });
    case 'setSchedules':
      return about(created, { body: { code: created.code, departure: created.choice, return: null } });
    case 'setContact': {
      const r = s.created[1] ?? created;
      return about(r, { body: { code: r.code, contact: contactOf(), goes_contact: true, travellers: [travellerOf()] } });
    }
    case 'setAdditionals':
      return about(ready, { body: { code: ready.code, insurance: [0], shuttle: { destination: 'minerva' }, pets: 0, wheelchair: { spaces: 1, note: personal.note } } });
    case 'getSeats':
      return about(ready, { query: { code: ready.code, direction: 'departure' } });
    case 'setSeats': {
      const r = s.ready[1] ?? ready;
      return about(r, { body: { code: r.code, departure: { seats: [{ seat_number: r.seat ?? 1, passenger_type: 'adult' }] }, return: null } });
    }
    case 'holdSeat':
    case 'releaseSeat': {
      // Its own seat again (held anew) or let go; the other operations' reservations keep theirs.
      const r = s.ready[4] ?? ready;
      const seat = { code: r.code, direction: 'departure', seat_number: r.seat ?? 1 };
      return about(r, { body: op.operationId === 'holdSeat' ? { ...seat, passenger_id: r.passengerId ?? 1 } : seat });
    }
    case 'getPayment':
    case 'getReservation':
    case 'getTicketHtml':
      return op.operationId === 'getTicketHtml' ? about(paid, { query: { code: paid.code } }) : about(ready, { query: { code: ready.code } });
    case 'getTicketPdf':
      return about(paid, { query: { code: paid.code, download: '0' } });
    case 'confirmPayment': {
      const r = s.ready[2] ?? ready;
      return about(r, { body: { code: r.code, method: 'card', idempotency_key: `bad-input-${r.code}-pay`, card: cardOf(), card_type: 'credit' } });
    }
    case 'confirmReservation':
      return about(paid, { body: { code: paid.code } });
    case 'traveller':
      return about(ready, { headers: { session: 'bad-input-session' }, body: { code: ready.code, active_reward: false } });
    case 'delete': {
      const r = s.ready[3] ?? ready;
      return about(r, { body: { code: r.code } });
    }
    case 'officePayPend': {
      const r = first(s.pend, 'pend');
      return about(r, { headers: OFFICE_KEY_HEADER, body: { code: r.code } });
    }
    case 'officeExchangeTicket': {
      const r = s.paid[1] ?? paid;
      return about(r, { headers: OFFICE_KEY_HEADER, body: { ticket: r.ticket ?? `${r.code}-1` } });
    }
    // The seeded tours: product 1 is the Marietas, which runs on Friday 2026-03-20.
    case 'getTourProducts':
      return { query: { lang: 'es', slug: 'islas-marietas', category: 'sea', q: 'snorkel', date: '2026-03-20' } };
    case 'getTourDates':
      return { query: { product_id: '1', from: '2026-03-12', to: '2026-03-20' } };
    case 'getTourTimeslots':
      return { query: { product_id: '1', date: '2026-03-20' } };
    default:
      return undefined;
  }
}

/** A value the schema accepts (first enum value, lower bounds, every property filled). */
export function sampleValid(s: JsonSchema): unknown {
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (Array.isArray(s.enum)) return s.enum[0];
  const union = (s.oneOf ?? s.anyOf) as JsonSchema[] | undefined;
  if (union) return sampleValid(union.find((u) => !typesOf(u).every((t) => t === 'null')) ?? union[0]!);
  if (s.allOf) return Object.assign({}, ...(s.allOf as JsonSchema[]).map((part) => sampleValid(part)));
  const t = typesOf(s).filter((x) => x !== 'null');
  if (s.properties || t.includes('object')) {
    return Object.fromEntries(Object.entries((s.properties as Record<string, JsonSchema>) ?? {}).map(([k, v]) => [k, sampleValid(v)]));
  }
  if (t.includes('array')) return s.items ? Array.from({ length: Math.max(1, (s.minItems as number) ?? 1) }, () => sampleValid(s.items as JsonSchema)) : [];
  if (t.includes('integer') || t.includes('number')) return (s.minimum as number | undefined) ?? 1;
  if (t.includes('boolean')) return false;
  if (t.includes('string')) {
    if (s.format === 'date') return '2026-03-20';
    if (s.format === 'date-time') return '2026-03-20T12:00:00Z';
    if (s.format === 'email') return 'someone@example.mx';
    return 'ABCDEF'.slice(0, Math.max((s.minLength as number) ?? 1, Math.min(6, (s.maxLength as number) ?? 6)));
  }
  return null;
}
