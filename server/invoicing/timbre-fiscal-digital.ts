// SAT's TimbreFiscalDigital 1.1: the stamp a PAC adds, and its cadena original
// (cadenaoriginal_TFD_1_1.xslt: Version, UUID, FechaTimbrado, RfcProvCertif, Leyenda?, SelloCFD, NoCertificadoSAT).
import { xmlAttributes } from './cfdi-xml';

export interface TimbreFields {
  uuid: string;
  fechaTimbrado: string;
  rfcProvCertif: string;
  leyenda?: string;
  selloCfd: string;
  noCertificadoSat: string;
}

export function tfdCadenaOriginal(t: TimbreFields): string {
  const values = ['1.1', t.uuid, t.fechaTimbrado, t.rfcProvCertif, t.leyenda, t.selloCfd, t.noCertificadoSat];
  return `||${values.filter((v): v is string => v !== undefined && v.trim() !== '').map((v) => v.replace(/[ \t\r\n]+/g, ' ').trim()).join('|')}||`;
}

export function tfdXml(t: TimbreFields & { selloSat: string }): string {
  return `<tfd:TimbreFiscalDigital${xmlAttributes([
    ['xmlns:tfd', 'http://www.sat.gob.mx/TimbreFiscalDigital'],
    ['xmlns:xsi', 'http://www.w3.org/2001/XMLSchema-instance'],
    ['xsi:schemaLocation', 'http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd'],
    ['Version', '1.1'],
    ['UUID', t.uuid],
    ['FechaTimbrado', t.fechaTimbrado],
    ['RfcProvCertif', t.rfcProvCertif],
    ['Leyenda', t.leyenda],
    ['SelloCFD', t.selloCfd],
    ['NoCertificadoSAT', t.noCertificadoSat],
    ['SelloSAT', t.selloSat],
  ])}/>`;
}
