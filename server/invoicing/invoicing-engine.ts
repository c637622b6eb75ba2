// The invoice engine as the services use it: configuration (issuer, CSD, PACs) loaded once, and one call
// that builds, seals and stamps a CFDI. No database and no HTTP here: the use cases store and send.
import { failed, ok, type Result } from '../../domain/result';
import type { Clock } from '../platform/clock';
import { buildCfdi, sealCfdi, type InvoicePayment } from './cfdi-build';
import type { Cfdi, CfdiReceiver } from './cfdi-types';
import type { Csd } from './csd';
import { issuerConfigFromEnv, loadIssuerCsd, type IssuerConfig } from './issuer-config';
import type { Pac, PacRegistry, Stamp } from './pac';
import { createSandboxPac } from './sandbox-pac';
import { createSwPac, swPacConfigFromEnv } from './sw-pac';

export interface InvoicingEngine {
  issuer: IssuerConfig;
  csd: Csd;
  pacs: PacRegistry;
  /** The brand whose reservations this server invoices (INVOICING_BRAND_ID, 1 by default). */
  brandId: number;
}

export interface IssuedCfdi {
  cfdi: Cfdi;
  sello: string;
  stamp: Stamp;
}

// The place of issue keeps central Mexico time without daylight saving (see server/platform/clock.ts).
const LOCAL_OFFSET_MS = -6 * 3_600_000;
export function localDateTime(at: Date): string {
  return new Date(at.getTime() + LOCAL_OFFSET_MS).toISOString().slice(0, 19);
}

export function createInvoicingEngine(clock: Clock, env: Record<string, string | undefined> = process.env): InvoicingEngine {
  const issuer = issuerConfigFromEnv(env);
  const csd = loadIssuerCsd(issuer);
  const pacs = new Map<string, Pac>();
  // The sandbox stamps with the test CSD: offered in sandbox mode only.
  if (issuer.mode === 'sandbox') pacs.set('sandbox', createSandboxPac({ csd, now: () => localDateTime(clock.now()) }));
  // A real PAC over HTTP (INVOICING_PAC=sw and its INVOICING_PAC_* settings); SW's test host works in sandbox mode too.
  const sw = swPacConfigFromEnv(env);
  if (sw) pacs.set('sw', createSwPac(sw));
  if (!pacs.has(issuer.pac)) throw new Error(`INVOICING_PAC=${issuer.pac} names no PAC this server knows (sandbox, sw)`);
  return { issuer, csd, pacs, brandId: Number(env.INVOICING_BRAND_ID ?? 1) };
}

export interface IssueRequest {
  receiver: CfdiReceiver;
  payments: InvoicePayment[];
  folio: string;
  issuedAt: Date;
  /** A PAC named by the request; the configured one when absent. */
  pac?: string | undefined;
  /** The UUIDs of the invoices this one substitutes (relation 04, decision 063). */
  substitutes?: string[];
}

export async function issueCfdi(engine: InvoicingEngine, request: IssueRequest): Promise<Result<IssuedCfdi>> {
  const pac = engine.pacs.get(request.pac ?? engine.issuer.pac);
  if (!pac) return failed('unexpected_pac', { field: 'pac' });
  const { issuer, csd } = engine;
  const cfdi = buildCfdi({
    issuer: { rfc: issuer.rfc, nombre: issuer.name, regimenFiscal: issuer.regimenFiscal, postalCode: issuer.postalCode },
    receiver: request.receiver,
    payments: request.payments,
    serie: issuer.serie,
    folio: request.folio,
    fecha: localDateTime(request.issuedAt),
    certificateNumber: csd.certificateNumber,
    ...(request.substitutes ? { substitutes: request.substitutes } : {}),
  });
  const sealed = sealCfdi(cfdi, csd);
  const stamped = await pac.stamp({ xml: sealed.xml, cadenaOriginal: sealed.cadenaOriginal });
  if (!stamped.ok) return stamped;
  return ok({ cfdi, sello: sealed.sello, stamp: stamped.data });
}
