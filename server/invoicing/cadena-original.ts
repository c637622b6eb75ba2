// The "cadena original" of a CFDI 4.0 as SAT's cadenaoriginal_4_0.xslt defines it, for the elements this
// site emits: `|` before every present value (each whitespace-normalised, optional ones skipped when
// empty), in the stylesheet's order, wrapped in `||` … `||`. Tests compare it with the real XSLT.
import type { Cfdi, CfdiTransfer } from './cfdi-types';

/** XPath normalize-space: trim and collapse runs of XML whitespace. */
function normalizeSpace(value: string): string {
  return value.replace(/[ \t\r\n]+/g, ' ').trim();
}

function transferValues(t: CfdiTransfer): string[] {
  return [t.base, t.impuesto, t.tipoFactor, t.tasaOCuota, t.importe];
}

/** Values in the stylesheet's order; undefined marks an absent optional attribute. */
function orderedValues(cfdi: Cfdi, noCertificado: string): (string | undefined)[] {
  const { emisor, receptor } = cfdi;
  return [
    '4.0',
    cfdi.serie,
    cfdi.folio,
    cfdi.fecha,
    cfdi.formaPago,
    noCertificado,
    undefined, // CondicionesDePago
    cfdi.subTotal,
    undefined, // Descuento
    cfdi.moneda,
    undefined, // TipoCambio
    cfdi.total,
    cfdi.tipoDeComprobante,
    cfdi.exportacion,
    cfdi.metodoPago,
    cfdi.lugarExpedicion,
    undefined, // Confirmacion
    ...(cfdi.relacionados ? [cfdi.relacionados.tipoRelacion, ...cfdi.relacionados.uuids] : []),
    emisor.rfc,
    emisor.nombre,
    emisor.regimenFiscal,
    receptor.rfc,
    receptor.nombre,
    receptor.domicilioFiscalReceptor,
    receptor.regimenFiscalReceptor,
    receptor.usoCFDI,
    ...cfdi.conceptos.flatMap((c) => [
      c.claveProdServ,
      c.noIdentificacion,
      c.cantidad,
      c.claveUnidad,
      c.unidad,
      c.descripcion,
      c.valorUnitario,
      c.importe,
      undefined, // Descuento
      c.objetoImp,
      ...transferValues(c.traslado),
    ]),
    ...cfdi.impuestos.traslados.flatMap(transferValues),
    cfdi.impuestos.totalImpuestosTrasladados,
  ];
}

export function cadenaOriginal(cfdi: Cfdi): string {
  const parts = orderedValues(cfdi, cfdi.noCertificado)
    .filter((v): v is string => v !== undefined)
    .map(normalizeSpace)
    // The stylesheet's Opcional skips an empty attribute; every required value here is non-empty.
    .filter((v) => v !== '');
  return `||${parts.join('|')}||`;
}
