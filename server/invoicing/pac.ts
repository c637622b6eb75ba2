// A PAC (proveedor autorizado de certificación) stamps a sealed CFDI: it checks it and adds SAT's
// TimbreFiscalDigital. Each PAC is an adapter behind this interface; configuration names the one to use.
import type { Result } from '../../domain/result';

export interface Stamp {
  uuid: string;
  /** Local date-time of the stamp, YYYY-MM-DDTHH:mm:ss. */
  fechaTimbrado: string;
  rfcProvCertif: string;
  noCertificadoSat: string;
  selloCfd: string;
  selloSat: string;
  /** The TimbreFiscalDigital element, as it goes inside cfdi:Complemento. */
  tfdXml: string;
  /** The stamped CFDI: the sealed XML with the complement added. */
  xml: string;
}

export interface SealedDocument {
  xml: string;
  cadenaOriginal: string;
}

export interface Pac {
  /** The name configuration uses (INVOICING_PAC) and the request's optional `pac` field. */
  readonly name: string;
  /**
   * Stamps the sealed XML. `cadenaOriginal` is what the engine signed (a real PAC recomputes it; the sandbox
   * checks the seal against it). Refusals come back as `cannot_stamp_invoice` values, never as thrown errors.
   */
  stamp(document: SealedDocument): Promise<Result<Stamp>>;
}

/** The PACs this server knows, by name; a request naming another one is refused with unexpected_pac. */
export type PacRegistry = ReadonlyMap<string, Pac>;

export function addComplement(sealedXml: string, complementXml: string): string {
  return sealedXml.replace('</cfdi:Comprobante>', `<cfdi:Complemento>${complementXml}</cfdi:Complemento></cfdi:Comprobante>`);
}
