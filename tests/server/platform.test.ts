import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operations } from '../../server/contract/operations.gen';
import { toHonoPath } from '../../server/http/not-implemented';
import { expectMatchesContract } from './support/contract';
import { call, engines, openTestApp, type TestApp } from './support/engines';

const implemented = [
  'common.versionSelect',
  'common.sliderList',
  'common.schedulesListSelect',
  'common.ratesListSelect',
  'websale.getOrigins',
  'websale.getPromotionalCode',
  'websale.createReservation',
  'websale.getSchedules',
  'websale.setSchedules',
  'websale.setContact',
  'websale.setAdditionals',
  'websale.getReservation',
  'websale.getSeats',
  'websale.getReservationTours',
  'websale.setSeats',
  'websale.holdSeat',
  'websale.releaseSeat',
  'websale.getPayment',
  'websale.confirmPayment',
  'websale.confirmReservation',
  'websale.getTicketHtml',
  'websale.getTicketPdf',
  'websale.officePayPend',
  'websale.officeExchangeTicket',
  'websale.delete',
  'websale.traveller',
  'itinerary.itineraryData',
  'itinerary.itineraryCancellation',
  'itinerary.itineraryCancel',
  'itinerary.itinerarySchedules',
  'itinerary.itineraryAvaibility',
  'itinerary.changeSchedule',
  'itinerary.itineraryResendEmail',
  'itinerary.itinerarySendProofCode',
  'itinerary.itineraryProveContact',
  'itinerary.itineraryPayPend',
  'common.terminalsList',
  'common.contactSend',
  'loyalty.login',
  'loyalty.register',
  'loyalty.logout',
  'loyalty.profile',
  'loyalty.updateProfile',
  'loyalty.forgotPasswordOptions',
  'loyalty.forgotPassword',
  'loyalty.changePassword',
  'invoicing.invoicingReservation',
  'invoicing.findTaxData',
  'invoicing.searchSerie',
  'invoicing-v2.generateInvoice',
  'invoicing-v2.resendInvoice',
  'invoicing-v2.reissueInvoice',
  'invoicing-v2.invoiceFile',
  'tours.getTourProducts',
  'tours.getTourDates',
  'tours.getTourTimeslots',
  'tours.getTourShopping',
  'tours.checkTourShopping',
  'tours.checkTourReservation',
  'tours.setTourCheckout',
  'tours.getTourPayment',
  'tours.createTourPayment',
  'tours.updateTourPayment',
  'tours.createTourBooking',
  'tours.getTourTicket',
  'tours.getTourCancellation',
  'tours.cancelTourBooking',
  'payments.storeNotification',
  'adventures.adventuresList',
  'adventures.adventureDates',
  'adventures.adventureCheckPayment',
  'adventures.adventureSendPayment',
  'adventures.adventureCheckout',
  'adventures.adventureTicket',
];

// Every contract operation still waiting for its issue. When an operation is built, move it to
// `implemented`; when a contract gains an operation, add it here: this list must match the contracts.
const notImplemented = [
    'common.schedulesDeparture',
];

/** A concrete URL for an operation, with a sample value in each path parameter. */
function samplePath(op: (typeof operations)[number]): string {
  return `/api/${op.service}${op.path.replace(/\{[^}]+\}/g, 'ABC123')}`;
}

describe('the operation list', () => {
  it('accounts for every contract operation exactly once', () => {
    const all = operations.map((op) => `${op.service}.${op.operationId}`);
    expect([...implemented, ...notImplemented].sort()).toEqual([...all].sort());
  });

  it('converts OpenAPI path templates to Hono routes', () => {
    expect(toHonoPath('/tour/{booking_code}/dates')).toBe('/tour/:booking_code/dates');
    expect(toHonoPath('/reservation/{id}/schedule_availability')).toBe('/reservation/:id/schedule_availability');
  });
});

describe.each(engines)('platform behaviour on $name', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(engine);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(notImplemented)('%s answers 501 naming the operation', async (name) => {
    const op = operations.find((o) => `${o.service}.${o.operationId}` === name);
    expect(op, `${name} is not in the contracts`).toBeDefined();
    if (!op) return;
    const body = op.method === 'get' ? undefined : {};
    const es = await call(t.app, samplePath(op), { method: op.method.toUpperCase(), body });
    expect(es.status).toBe(501);
    expect(es.body.http).toEqual({ code: 501, status: 'error' });
    expect(es.body.content.data).toBeNull();
    expect(es.body.content.errors).toEqual([
      { code: 'not_implemented', message: `Esta operación aún no está disponible (${op.operationId})` },
    ]);
    expectMatchesContract(op.service, op.operationId, 501, es.body);
    const en = await call(t.app, samplePath(op), { method: op.method.toUpperCase(), body, lang: 'en' });
    expect(en.body.content.errors[0]?.message).toBe(`This operation is not available yet (${op.operationId})`);
  });

  it('answers an unknown /api path with a 404 envelope', async () => {
    for (const path of ['/api/common/nothing/here', '/api/unknown-service/x', '/api']) {
      const res = await call(t.app, path);
      expect(res.status).toBe(404);
      expect(res.body.http).toEqual({ code: 404, status: 'error' });
      expect(res.body.content).toEqual({ data: null, errors: [{ code: 'not_found', message: 'Recurso no encontrado' }] });
    }
    const en = await call(t.app, '/api/common/nothing', { lang: 'en' });
    expect(en.body.content.errors[0]?.message).toBe('Resource not found');
    // The 404 under a service is an envelope of that service's contract.
    const websale = await call(t.app, '/api/websale/reservation/nothing');
    expectMatchesContract('websale', 'getOrigins', 404, websale.body);
    // docs/rules/site.md#language: any language other than es or en is treated as Spanish.
    const fr = await call(t.app, '/api/common/nothing', { lang: 'fr' });
    expect(fr.body.content.errors[0]?.message).toBe('Recurso no encontrado');
  });

  it('answers a method the contract does not define with 404, not with another operation', async () => {
    const res = await call(t.app, '/api/websale/reservation/create');
    expect(res.status).toBe(404);
    const post = await call(t.app, '/api/common/slider/list', { method: 'POST', body: {} });
    expect(post.status).toBe(404);
  });

  it('sends security headers with a CSP that allows the same-origin SPA', async () => {
    const res = await call(t.app, '/api/common/slider/list');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('tags every response with a request id', async () => {
    const a = await call(t.app, '/api/common/slider/list');
    const b = await call(t.app, '/api/common/nothing');
    expect(a.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers.get('x-request-id')).not.toBe(a.headers.get('x-request-id'));
  });
});

describe.each(engines)('unexpected failures on $name', (engine) => {
  it('become a 500 envelope with internal_error and no internals', async () => {
    const t = await openTestApp(engine);
    await t.close(); // every query now fails inside the driver
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const res = await call(t.app, '/api/common/schedules/list_select', { lang: 'en' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        http: { code: 500, status: 'error' },
        content: { data: null, errors: [{ code: 'internal_error', message: 'Error retrieving the information' }] },
      });
      expectMatchesContract('common', 'schedulesListSelect', 500, res.body);
      expect(errors).toHaveLength(1);
    } finally {
      console.error = original;
    }
  });
});

describe('contract checking', () => {
  it('rejects a body that does not follow the contract', () => {
    expect(() => expectMatchesContract('common', 'versionSelect', 200, { http: { code: 200, status: 'success' }, content: { data: { version: 1 }, errors: [] } })).toThrow(/breaks the contract/);
    expect(() => expectMatchesContract('common', 'versionSelect', 404, { http: { code: 404, status: 'error' }, content: { data: null, errors: [{ code: 'made_up', message: 'x' }] } })).toThrow(/breaks the contract/);
  });
});
