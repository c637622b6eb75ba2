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

/** A cancellation asked of SAT through the PAC. Motive 01 (issued with errors, related) names its substitute. */
export interface CancelRequest {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  total: string;
  /** SAT's cancellation motive: 01 with errors and a substitute, 02 with errors, 03 not carried out, 04 global. */
  motive: '01' | '02' | '03' | '04';
  /** The UUID of the invoice that substitutes this one (motive 01 only). */
  substitute?: string | undefined;
}

/** SAT's answer: cancelled at once, or requested (the receiver must accept, for large amounts). */
export interface Cancellation {
  status: 'cancelled' | 'requested';
  /** The acknowledgement (acuse) as the PAC gave it. */
  acuse: string;
}

export interface Pac {
  /** The name configuration uses (INVOICING_PAC) and the request's optional `pac` field. */
  readonly name: string;
  /**
   * Stamps the sealed XML. `cadenaOriginal` is what the engine signed (a real PAC recomputes it; the sandbox
   * checks the seal against it). Refusals come back as `cannot_stamp_invoice` values, never as thrown errors.
   */
  stamp(document: SealedDocument): Promise<Result<Stamp>>;
  /** Cancels a stamped CFDI at SAT. Refusals come back as `cannot_cancel_invoice` values. */
  cancel(request: CancelRequest): Promise<Result<Cancellation>>;
}

/** The PACs this server knows, by name; a request naming another one is refused with unexpected_pac. */
export type PacRegistry = ReadonlyMap<string, Pac>;

export function addComplement(sealedXml: string, complementXml: string): string {
  return sealedXml.replace('</cfdi:Comprobante>', `<cfdi:Complemento>${complementXml}</cfdi:Complemento></cfdi:Comprobante>`);
}
