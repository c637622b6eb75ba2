// Builds and seals the CFDI 4.0 of the selected payments of a reservation.
import { centsToAmount, splitGross } from './cfdi-amounts';
import { cadenaOriginal } from './cadena-original';
import { cfdiXml } from './cfdi-xml';
import type { Cfdi, CfdiConcept, CfdiIssuer, CfdiReceiver, CfdiTransfer } from './cfdi-types';
import type { Csd } from './csd';

/** SAT c_ClaveProdServ 78111802: scheduled bus passenger services; c_ClaveUnidad E48: service unit. */
export const BUS_TRANSPORT_KEY = '78111802';
export const SERVICE_UNIT_KEY = 'E48';

/** The concept's Descripcion: every payment of the site pays for a reservation's bus tickets (in Spanish, as the CFDI). */
export const busTicketsDescription = (code: string) => `Servicio de transporte de pasajeros en autobús, reservación ${code}`;

// SAT c_FormaPago for each payment type of the site. Points are never invoiced, so they have no entry.
const FORMA_PAGO: Record<string, string> = {
  cash: '01',
  credit: '04',
  debit: '28',
  apple_pay: '04',
  google_pay: '04',
  paypal: '31',
  agencies: '03',
  oxxo: '01',
  openpay: '01',
};

export function formaPagoOf(paymentType: string): string | undefined {
  return FORMA_PAGO[paymentType];
}

export interface InvoicePayment {
  paymentId: number;
  concept: string;
  amountCents: number;
  type: string;
}

export interface CfdiInput {
  issuer: CfdiIssuer & { postalCode: string };
  receiver: CfdiReceiver;
  payments: InvoicePayment[];
  serie: string;
  folio: string;
  /** Local date-time of the place of issue, YYYY-MM-DDTHH:mm:ss. */
  fecha: string;
  certificateNumber: string;
  /** The UUIDs of the invoices this one substitutes (CFDI relation 04). */
  substitutes?: string[];
}

function transferOf(baseCents: number, ivaCents: number): CfdiTransfer {
  return { base: centsToAmount(baseCents), impuesto: '002', tipoFactor: 'Tasa', tasaOCuota: '0.160000', importe: centsToAmount(ivaCents) };
}

/** The payment that settles the largest amount gives the document's FormaPago (SAT's rule for PUE). */
function mainFormaPago(payments: InvoicePayment[]): string {
  const largest = [...payments].sort((a, b) => b.amountCents - a.amountCents)[0];
  const forma = largest && formaPagoOf(largest.type);
  if (!forma) throw new Error(`No SAT payment form for ${largest?.type ?? 'no payment'}`);
  return forma;
}

export function buildCfdi(input: CfdiInput): Cfdi {
  let baseTotal = 0;
  let ivaTotal = 0;
  const conceptos: CfdiConcept[] = input.payments.map((p) => {
    const { baseCents, ivaCents } = splitGross(p.amountCents);
    baseTotal += baseCents;
    ivaTotal += ivaCents;
    return {
      claveProdServ: BUS_TRANSPORT_KEY,
      noIdentificacion: String(p.paymentId),
      cantidad: '1',
      claveUnidad: SERVICE_UNIT_KEY,
      unidad: 'Servicio',
      descripcion: p.concept,
      valorUnitario: centsToAmount(baseCents),
      importe: centsToAmount(baseCents),
      objetoImp: '02',
      traslado: transferOf(baseCents, ivaCents),
    };
  });
  return {
    serie: input.serie,
    folio: input.folio,
    fecha: input.fecha,
    formaPago: mainFormaPago(input.payments),
    noCertificado: input.certificateNumber,
    subTotal: centsToAmount(baseTotal),
    moneda: 'MXN',
    total: centsToAmount(baseTotal + ivaTotal),
    tipoDeComprobante: 'I',
    exportacion: '01',
    metodoPago: 'PUE',
    lugarExpedicion: input.issuer.postalCode,
    ...(input.substitutes?.length ? { relacionados: { tipoRelacion: '04' as const, uuids: input.substitutes } } : {}),
    emisor: { rfc: input.issuer.rfc, nombre: input.issuer.nombre, regimenFiscal: input.issuer.regimenFiscal },
    receptor: input.receiver,
    conceptos,
    impuestos: { traslados: [transferOf(baseTotal, ivaTotal)], totalImpuestosTrasladados: centsToAmount(ivaTotal) },
  };
}

export interface SealedCfdi {
  cfdi: Cfdi;
  cadenaOriginal: string;
  sello: string;
  /** The sealed, unstamped XML the PAC receives. */
  xml: string;
}

export function sealCfdi(cfdi: Cfdi, csd: Csd): SealedCfdi {
  const cadena = cadenaOriginal(cfdi);
  const sello = csd.sign(cadena);
  return { cfdi, cadenaOriginal: cadena, sello, xml: cfdiXml(cfdi, { sello, certificado: csd.certificateBase64 }) };
}
