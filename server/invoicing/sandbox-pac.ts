// The sandbox PAC: stamps locally, without SAT, for development, tests and demo deployments. It checks
// that the seal verifies with the certificate in the XML (as a real PAC does), then signs the stamp with
// the sandbox's own CSD (SAT's public test certificate), so the stamp is well formed but has no fiscal value.
import { randomUUID } from 'node:crypto';
import { failed, ok, type Result } from '../../domain/result';
import { sealVerifies, type Csd } from './csd';
import { addComplement, type CancelRequest, type Cancellation, type Pac, type SealedDocument, type Stamp } from './pac';
import { tfdCadenaOriginal, tfdXml } from './timbre-fiscal-digital';

// SAT's test PAC RFC, as in SAT's published stamping examples.
const SANDBOX_PAC_RFC = 'SPR190613I52';

function attribute(xml: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1];
}

export interface SandboxPacDeps {
  csd: Csd;
  /** The local date-time of the stamp. */
  now: () => string;
  uuid?: () => string;
}

export function createSandboxPac(deps: SandboxPacDeps): Pac {
  return {
    name: 'sandbox',
    stamp({ xml: sealedXml, cadenaOriginal: cadena }: SealedDocument): Promise<Result<Stamp>> {
      const selloCfd = attribute(sealedXml, 'Sello');
      const certificado = attribute(sealedXml, 'Certificado');
      if (!selloCfd || !certificado || !sealVerifies(certificado, cadena, selloCfd)) {
        return Promise.resolve(failed('cannot_stamp_invoice', { message: 'the seal does not verify' }));
      }
      const fields = {
        uuid: (deps.uuid ?? randomUUID)().toUpperCase(),
        fechaTimbrado: deps.now(),
        rfcProvCertif: SANDBOX_PAC_RFC,
        selloCfd,
        noCertificadoSat: deps.csd.certificateNumber,
      };
      const selloSat = deps.csd.sign(tfdCadenaOriginal(fields));
      const tfd = tfdXml({ ...fields, selloSat });
      return Promise.resolve(ok({ ...fields, selloSat, tfdXml: tfd, xml: addComplement(sealedXml, tfd) }));
    },
    // SAT's rules a PAC checks before it forwards a cancellation: motive 01 names its substitute, the others none.
    cancel(request: CancelRequest): Promise<Result<Cancellation>> {
      const named = Boolean(request.substitute);
      if ((request.motive === '01') !== named || request.substitute === request.uuid) {
        return Promise.resolve(failed('cannot_cancel_invoice', { message: 'motive 01, and only it, names the substitute' }));
      }
      const acuse = `<Acuse Fecha="${deps.now()}" RfcEmisor="${request.issuerRfc}"><Folios><UUID>${request.uuid}</UUID><EstatusUUID>201</EstatusUUID></Folios></Acuse>`;
      return Promise.resolve(ok({ status: 'cancelled', acuse }));
    },
  };
}
