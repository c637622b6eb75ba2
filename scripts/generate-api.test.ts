import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { generateApiFiles, loadContracts, repoRoot, serviceNames, type ServiceContract } from './generate-api';

// Every operation SPEC §7 lists, as "METHOD path" relative to the service base. Named operations whose method and
// path SPEC does not show are listed by operationId in `namedOperations` below.
const specOperations: Record<(typeof serviceNames)[number], string[]> = {
  common: [
    'GET /version/select/{project_id}',
    'GET /slider/list',
    'GET /schedules/list_select',
    'GET /rates/list_select',
  ],
  websale: [
    'GET /reservation/origins',
    'GET /reservation/promotional_code',
    'POST /reservation/create',
    'GET /reservation/schedules',
    'POST /reservation/schedules',
    'POST /reservation/contact',
    'POST /reservation/additionals',
    'GET /reservation/seats',
    'POST /reservation/seats',
    'GET /reservation/payment',
    'POST /reservation/payment',
    'POST /reservation/confirm',
    'GET /reservation/html',
    'GET /reservation/pdf',
  ],
  loyalty: [
    'POST /site/account/login',
    'GET /site/account/profile',
    'GET /site/account/forgot_password/{identify_card}',
    // SPEC's POST forgot_password/{phone} is the same path template, so one operation takes both bodies.
    'POST /site/account/forgot_password/{identify_card}',
  ],
  invoicing: ['GET /reservation', 'POST /documents/searchserie'],
  'invoicing-v2': ['POST /reservation/generate/{code}', 'POST /reservation/resend/{code}'],
  tours: [
    'GET /tour/catalog/product',
    'GET /tour/catalog/date',
    'GET /tour/catalog/timeslot',
    'GET /tour/check/shopping',
    'POST /tour/check/shopping',
    'PUT /tour/sale/checkout',
    'GET /tour/sale/payment',
    'POST /tour/sale/payment',
    'PUT /tour/sale/payment',
    'POST /tour/sale/booking',
    'GET /tour/sale/ticket',
    'POST /tour/check/reservation',
  ],
  adventures: [
    'GET /tour/list',
    'GET /tour/{booking_code}/dates',
    'POST /tour/{booking_code}/checkout',
    'PUT /tour/{booking_code}/checkout',
    'GET /tour/{booking_code}/checkout',
    'GET /tour/{booking_code}/ticket',
  ],
  itinerary: [
    'GET /reservation/data',
    'GET /reservation/{id}/schedules',
    'GET /reservation/{id}/schedule_availability',
    'POST /reservation/{id}/change_schedule',
  ],
};

// Operations SPEC §7 names (operationIds must keep these names).
const namedOperations = [
  'setSchedules',
  'setContact',
  'setAdditionals',
  'setSeats',
  'confirmPayment',
  'confirmReservation',
  'traveller',
  'delete',
  'changeSchedule',
  'itineraryData',
  'itinerarySchedules',
  'itineraryAvaibility',
  'schedulesDeparture',
];

let contracts: ServiceContract[];
beforeAll(async () => {
  contracts = await loadContracts();
});

describe('generated files', () => {
  it('match what the generator would write from the current contracts', async () => {
    const files = await generateApiFiles();
    expect(files.size).toBe(serviceNames.length + 2);
    for (const [path, expected] of files) {
      const committed = await readFile(join(repoRoot, path), 'utf8').catch(() => '<missing>');
      // A mismatch means a yaml changed without `npm run generate`.
      expect(committed, `${path} is stale; run npm run generate`).toBe(expected);
    }
  });
});

describe('contracts', () => {
  it('declare every operation SPEC §7 lists', () => {
    for (const contract of contracts) {
      const present = contract.operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
      expect(present, contract.service).toEqual(expect.arrayContaining(specOperations[contract.service]));
    }
  });

  it('declare every operation SPEC §7 names', () => {
    const ids = contracts.flatMap((c) => c.operations.map((op) => op.operationId));
    expect(ids).toEqual(expect.arrayContaining(namedOperations));
  });

  it('use each operationId once across all services, in camelCase', () => {
    const ids = contracts.flatMap((c) => c.operations.map((op) => op.operationId));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });

  it('give every service the base error codes with non-empty es and en messages', () => {
    for (const contract of contracts) {
      for (const code of ['invalid_request', 'not_implemented', 'internal_error']) {
        const message = contract.errorMessages[code];
        expect(message, `${contract.service}.${code}`).toBeDefined();
        expect(message?.es.trim(), `${contract.service}.${code}.es`).not.toBe('');
        expect(message?.en.trim(), `${contract.service}.${code}.en`).not.toBe('');
      }
      for (const [code, message] of Object.entries(contract.errorMessages)) {
        expect(code).toMatch(/^[a-z][a-z0-9_]*$/);
        expect(message.es.trim(), `${contract.service}.${code}.es`).not.toBe('');
        expect(message.en.trim(), `${contract.service}.${code}.en`).not.toBe('');
      }
    }
  });

  it('use the Spanish reservation messages SPEC §8 gives', () => {
    const websale = contracts.find((c) => c.service === 'websale')?.errorMessages ?? {};
    const spanish = Object.values(websale).map((m) => m.es);
    expect(spanish).toEqual(
      expect.arrayContaining([
        'No se puede crear la reserva',
        'Se ha excedido la cantidad de pasajeros',
        'Código promocional invalido',
        'Favor de indicar el origen del viaje.',
        'Solicitud no válida',
        'Error al obtener la información',
      ]),
    );
    expect(websale.payment_expired?.es).toMatch(/^El tiempo para pagar tu reservacion ha expirado\. /);
    expect(websale.unauthorized_token?.en).toBe('reservation service not available at the moment');
  });

  it('mount each service at /api/<service>', () => {
    for (const contract of contracts) {
      expect(contract.document.servers).toEqual([expect.objectContaining({ url: `/api/${contract.service}` })]);
    }
  });
});
