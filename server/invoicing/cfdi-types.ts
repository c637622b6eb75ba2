// The CFDI 4.0 document this site issues, as data: one income ("I") invoice, paid in one exhibition (PUE),
// in MXN, one concept per payment with IVA 16% transferred. Amounts are strings exactly as written in the XML.

export interface CfdiTransfer {
  base: string;
  /** SAT c_Impuesto: 002 is IVA. */
  impuesto: '002';
  tipoFactor: 'Tasa';
  tasaOCuota: string;
  importe: string;
}

export interface CfdiConcept {
  claveProdServ: string;
  noIdentificacion?: string;
  cantidad: string;
  claveUnidad: string;
  unidad: string;
  descripcion: string;
  valorUnitario: string;
  importe: string;
  /** 02: subject to tax. */
  objetoImp: '02';
  traslado: CfdiTransfer;
}

export interface CfdiIssuer {
  rfc: string;
  nombre: string;
  regimenFiscal: string;
}

export interface CfdiReceiver {
  rfc: string;
  nombre: string;
  domicilioFiscalReceptor: string;
  regimenFiscalReceptor: string;
  usoCFDI: string;
}

export interface Cfdi {
  serie: string;
  folio: string;
  /** Local date-time of the place of issue, YYYY-MM-DDTHH:mm:ss (no zone, as SAT wants it). */
  fecha: string;
  formaPago: string;
  noCertificado: string;
  subTotal: string;
  moneda: 'MXN';
  total: string;
  tipoDeComprobante: 'I';
  /** 01: not an export. */
  exportacion: '01';
  metodoPago: 'PUE';
  lugarExpedicion: string;
  /** SAT c_TipoRelacion 04: this invoice substitutes the ones named (a cancellation with motive 01 follows). */
  relacionados?: { tipoRelacion: '04'; uuids: string[] };
  emisor: CfdiIssuer;
  receptor: CfdiReceiver;
  conceptos: CfdiConcept[];
  impuestos: { traslados: CfdiTransfer[]; totalImpuestosTrasladados: string };
}

/** What the seal adds to the document. */
export interface CfdiSeal {
  sello: string;
  certificado: string;
}
