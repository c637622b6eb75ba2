// Writes the CFDI 4.0 XML of a document (with its seal, and with the stamp once the PAC adds it).
import type { Cfdi, CfdiConcept, CfdiSeal, CfdiTransfer } from './cfdi-types';

const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
const SCHEMA_LOCATION = 'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd';

export function escapeXmlAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\t/g, '&#9;')
    .replace(/\n/g, '&#10;')
    .replace(/\r/g, '&#13;');
}

/** ` Name="value"` for each defined attribute, in the given order. */
export function xmlAttributes(pairs: [string, string | undefined][]): string {
  return pairs
    .filter((p): p is [string, string] => p[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXmlAttribute(value)}"`)
    .join('');
}

function transfer(t: CfdiTransfer): string {
  return `<cfdi:Traslado${xmlAttributes([
    ['Base', t.base],
    ['Impuesto', t.impuesto],
    ['TipoFactor', t.tipoFactor],
    ['TasaOCuota', t.tasaOCuota],
    ['Importe', t.importe],
  ])}/>`;
}

function concept(c: CfdiConcept): string {
  const attributes = xmlAttributes([
    ['ClaveProdServ', c.claveProdServ],
    ['NoIdentificacion', c.noIdentificacion],
    ['Cantidad', c.cantidad],
    ['ClaveUnidad', c.claveUnidad],
    ['Unidad', c.unidad],
    ['Descripcion', c.descripcion],
    ['ValorUnitario', c.valorUnitario],
    ['Importe', c.importe],
    ['ObjetoImp', c.objetoImp],
  ]);
  return `<cfdi:Concepto${attributes}><cfdi:Impuestos><cfdi:Traslados>${transfer(c.traslado)}</cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>`;
}

/** The document; `complemento` is the stamp's XML (a TimbreFiscalDigital element) once stamped. */
export function cfdiXml(cfdi: Cfdi, seal: CfdiSeal, complemento?: string): string {
  const root = xmlAttributes([
    ['xmlns:cfdi', CFDI_NS],
    ['xmlns:xsi', XSI_NS],
    ['xsi:schemaLocation', SCHEMA_LOCATION],
    ['Version', '4.0'],
    ['Serie', cfdi.serie],
    ['Folio', cfdi.folio],
    ['Fecha', cfdi.fecha],
    ['Sello', seal.sello],
    ['FormaPago', cfdi.formaPago],
    ['NoCertificado', cfdi.noCertificado],
    ['Certificado', seal.certificado],
    ['SubTotal', cfdi.subTotal],
    ['Moneda', cfdi.moneda],
    ['Total', cfdi.total],
    ['TipoDeComprobante', cfdi.tipoDeComprobante],
    ['Exportacion', cfdi.exportacion],
    ['MetodoPago', cfdi.metodoPago],
    ['LugarExpedicion', cfdi.lugarExpedicion],
  ]);
  const { emisor: e, receptor: r } = cfdi;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    `<cfdi:Comprobante${root}>`,
    cfdi.relacionados
      ? `<cfdi:CfdiRelacionados${xmlAttributes([['TipoRelacion', cfdi.relacionados.tipoRelacion]])}>${cfdi.relacionados.uuids.map((uuid) => `<cfdi:CfdiRelacionado${xmlAttributes([['UUID', uuid]])}/>`).join('')}</cfdi:CfdiRelacionados>`
      : '',
    `<cfdi:Emisor${xmlAttributes([['Rfc', e.rfc], ['Nombre', e.nombre], ['RegimenFiscal', e.regimenFiscal]])}/>`,
    `<cfdi:Receptor${xmlAttributes([
      ['Rfc', r.rfc],
      ['Nombre', r.nombre],
      ['DomicilioFiscalReceptor', r.domicilioFiscalReceptor],
      ['RegimenFiscalReceptor', r.regimenFiscalReceptor],
      ['UsoCFDI', r.usoCFDI],
    ])}/>`,
    `<cfdi:Conceptos>${cfdi.conceptos.map(concept).join('')}</cfdi:Conceptos>`,
    `<cfdi:Impuestos${xmlAttributes([['TotalImpuestosTrasladados', cfdi.impuestos.totalImpuestosTrasladados]])}>`,
    `<cfdi:Traslados>${cfdi.impuestos.traslados.map(transfer).join('')}</cfdi:Traslados></cfdi:Impuestos>`,
    complemento === undefined ? '' : `<cfdi:Complemento>${complemento}</cfdi:Complemento>`,
    '</cfdi:Comprobante>',
  ].join('');
}
