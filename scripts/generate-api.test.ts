import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { setupI18n } from '@lingui/core';
import {
  generateApiFiles,
  loadContract,
  loadContracts,
  repoRoot,
  serviceNames,
  type ServiceContract,
} from './generate-api';
import { messageLocales } from './render-error-messages';

// Every operation the product calls (docs/rules/services-and-api.md#operations), as "METHOD path" relative to the service base. Named operations whose method and
// path the rules do not give are listed by operationId in `namedOperations` below.
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
    // The recovery's POST forgot_password/{phone} is the same path template, so one operation takes both bodies.
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
  payments: ['POST /store-notifications'],
};

// Operations named without a method or path (docs/rules/services-and-api.md#operations) (operationIds must keep these names).
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
    // Types per service, the error catalogue, the operation list and the request body types, the catalogs per locale.
    expect(files.size).toBe(serviceNames.length + 3 + messageLocales.length);
    for (const [path, expected] of files) {
      const committed = await readFile(join(repoRoot, path), 'utf8').catch(() => '<missing>');
      // A mismatch means a yaml changed without `npm run generate`.
      expect(committed, `${path} is stale; run npm run generate`).toBe(expected);
    }
  });
});

describe('contracts', () => {
  it('declare every operation the product calls', () => {
    for (const contract of contracts) {
      const present = contract.operations.map((op) => `${op.method.toUpperCase()} ${op.path}`);
      expect(present, contract.service).toEqual(expect.arrayContaining(specOperations[contract.service]));
    }
  });

  it('declare every named operation', () => {
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

  it('use the Spanish reservation messages of the error catalogue', () => {
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

// Fields the rules name (docs/rules/), per schema (schema -> required properties).
const specFields: { service: (typeof serviceNames)[number]; schema: string; fields: string[] }[] = [
  {
    service: 'websale',
    schema: 'Reservation',
    fields: [
      'code', 'origin', 'destination', 'round', 'contact', 'departure', 'return', 'goes_contact', 'summary',
      'price_departure', 'price_return', 'promotional_code', 'configs', 'active_reward', 'passengers', 'payment',
      'released_seats', 'exist_traveller',
    ],
  },
  { service: 'websale', schema: 'Contact', fields: ['first_name', 'last_name', 'cell_phone', 'email', 'privacy'] },
  { service: 'websale', schema: 'Leg', fields: ['date', 'open', 'schedule_id', 'schedule_detail_id', 'layout_id'] },
  { service: 'websale', schema: 'SchedulesResult', fields: ['next_day', 'prev_day', 'schedules'] },
  {
    service: 'websale',
    schema: 'Schedule',
    fields: ['id', 'schedule_detail_id', 'layout_id', 'departure_time', 'arrival_time', 'duration', 'bus_type', 'free_seats', 'discount_seats', 'prices'],
  },
  { service: 'websale', schema: 'LegSeats', fields: ['seats', 'seats_healthy'] },
  { service: 'loyalty', schema: 'Credentials', fields: ['identify_card', 'password'] },
  { service: 'loyalty', schema: 'LoginResult', fields: ['session'] },
  { service: 'tours', schema: 'TourBooking', fields: ['id', 'shopping'] },
  { service: 'tours', schema: 'TourContact', fields: ['apply'] },
  { service: 'tours', schema: 'TourPayment', fields: ['number'] },
  { service: 'common', schema: 'SliderItem', fields: ['id', 'title', 'image', 'link', 'lang', 'order'] },
  { service: 'common', schema: 'ScheduleListItem', fields: ['origin', 'destination', 'times'] },
  { service: 'common', schema: 'RateListItem', fields: ['origin', 'destination', 'fares'] },
];

describe('schemas', () => {
  it('carry the fields the rules name', () => {
    for (const { service, schema, fields } of specFields) {
      const contract = contracts.find((c) => c.service === service);
      const schemas = (contract?.document.components as { schemas?: Record<string, { required?: string[] }> }).schemas;
      expect(schemas?.[schema]?.required, `${service} ${schema}`).toEqual(expect.arrayContaining(fields));
    }
  });

  it('share the invoice form, payment row and payment types the rules give', async () => {
    const read = async (file: string): Promise<Record<string, { required?: string[]; enum?: string[] }>> =>
      parse(await readFile(join(repoRoot, 'openapi/components', file), 'utf8'));
    const invoicing = await read('invoicing-schemas.yaml');
    expect(invoicing.InvoiceForm?.required).toEqual(['useCfdi', 'name', 'email', 'cp', 'rfc', 'regimen_fiscal']);
    expect(invoicing.PaymentRow?.required).toEqual(
      expect.arrayContaining(['concept', 'amount', 'payment_method', 'can_invoice', 'can_resend', 'invoiced', 'refund']),
    );
    const enums = await read('enums.yaml');
    expect(enums.PaymentType?.enum).toEqual([
      'cash', 'debit', 'credit', 'traveller_prepaid', 'traveller_purchased', 'traveller_loyalty', 'traveller_win',
      'agencies', 'oxxo', 'openpay', 'apple_pay', 'google_pay', 'paypal',
    ]);
    expect(enums.TicketType?.enum).toEqual(['OK', 'E-ticket', 'PEND']);
    expect(enums.PaymentStatus?.enum).toEqual(['process', 'approved', 'order_generated', 'decline']);
  });
});

describe('catalogues', () => {
  it('give both invoicing services the complete invoicing catalogue', () => {
    const expected = [
      'empty_code', 'empty_last_name', 'empty_brand_id', 'reservation_not_found', 'reservation_not_of_brand',
      'brand_not_found', 'business_name_not_found', 'business_brand_not_found', 'payments_not_found', 'empty_rfc',
      'empty_email', 'empty_cp', 'empty_name', 'empty_regimen', 'empty_source', 'empty_payments', 'empty_pac',
      'empty_traveller_id', 'empty_user_id', 'empty_payment_id', 'empty_payment_type', 'unexpected_regimen',
      'unexpected_source', 'unexpected_pac', 'user_not_found', 'traveller_card_not_found', 'sale_payment_not_found',
      'limit_invoicing_date', 'cannot_invoice_points', 'invoice_id_not_found', 'cannot_generate_invoice',
      'cannot_insert_invoice', 'cannot_update_invoice', 'cannot_stamp_invoice', 'cannot_send_email',
      'issuer_rfc_not_found', 'error_building_json', 'error_building_original_string', 'error_building_token',
      'error_building_xml', 'error_building_pdf', 'error_building_html', 'error_building_urls', 'invoice_not_found',
      'invoice_status_incomplete', 'error_proccess_request',
    ];
    for (const service of ['invoicing', 'invoicing-v2'] as const) {
      const codes = Object.keys(contracts.find((c) => c.service === service)?.errorMessages ?? {});
      expect(codes, service).toEqual(expect.arrayContaining(expected));
    }
    const v2 = contracts.find((c) => c.service === 'invoicing-v2');
    expect(v2?.successMessages.invoice_generated?.en).toBe('the invoice has been generated, check your email');
  });

  it('reach the web app as Lingui catalogs: every code of every service, in both languages, as the server words it', async () => {
    for (const locale of messageLocales) {
      const { messages } = (await import(`../src/i18n/errors/${locale}.gen.ts`)) as { messages: Record<string, unknown> };
      const i18n = setupI18n({ locale, messages: { [locale]: messages } as never });
      for (const contract of contracts) {
        for (const [code, message] of Object.entries(contract.errorMessages)) {
          const id = `error.${contract.service}.${code}`;
          expect(messages[id], id).toBeDefined();
          expect(i18n._({ id }), `${locale} ${id}`).toBe(message[locale]);
        }
      }
      expect(Object.keys(messages)).toHaveLength(contracts.reduce((sum, c) => sum + Object.keys(c.errorMessages).length, 0));
    }
  });

  it('keep the loyalty message the catalogue gives', () => {
    const loyalty = contracts.find((c) => c.service === 'loyalty')?.errorMessages ?? {};
    expect(loyalty.traveller_not_found?.en).toBe('could not authenticate the traveller');
  });

  it('refuse a code that has no message, so the yaml stays the single source', async () => {
    const root = await mkdtemp(join(tmpdir(), 'contracts-'));
    try {
      await cp(join(repoRoot, 'openapi'), join(root, 'openapi'), { recursive: true });
      const file = join(root, 'openapi', 'common.yaml');
      const source = await readFile(file, 'utf8');
      await writeFile(file, source.replace('        - version_not_found\n', '        - version_not_found\n        - orphan_code\n'));
      await expect(loadContract('common', root)).rejects.toThrow(/no message: orphan_code/);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
