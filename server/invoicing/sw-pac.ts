// A real PAC over HTTP: SW sapien's REST stamping API (services.sw.com.mx; its test host
// services.test.sw.com.mx), chosen with INVOICING_PAC=sw. The sealed CFDI goes as the multipart field `xml`
// to POST /cfdi33/stamp/v4 (the path SW keeps for CFDI 4.0 too), with a bearer token: a long-lived one
// (INVOICING_PAC_TOKEN) or one from POST /security/authenticate with user and password, renewed before it
// ends and once more on a 401. SW answers {status: 'success', data: {uuid, fechaTimbrado, selloSAT, …, cfdi}}
// or {status: 'error', message, messageDetail}; every failure, a timeout included, is a cannot_stamp_invoice
// value, never a thrown error (pac.ts).
import { failed, ok, type Result } from '../../domain/result';
import type { CancelRequest, Cancellation, Pac, SealedDocument, Stamp } from './pac';
import { changingElsewhere } from '../platform/client-presence';

export interface SwPacConfig {
  /** The API's base address, e.g. https://services.test.sw.com.mx. */
  url: string;
  token?: string | undefined;
  user?: string | undefined;
  password?: string | undefined;
  timeoutMs: number;
  fetch?: typeof fetch;
  now?: () => number;
}

interface SwAnswer {
  status?: string;
  message?: string;
  messageDetail?: string;
  data?: Record<string, unknown>;
}

// Tokens from /security/authenticate last two hours; one is renewed ten minutes before.
const TOKEN_MARGIN_MS = 10 * 60_000;
const DEFAULT_TOKEN_LIFE_MS = 2 * 3_600_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function attribute(xml: string, name: string): string {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(xml)?.[1] ?? '';
}

/** The stamp as pac.ts describes it, from SW's v4 answer (the stamped CFDI carries the TimbreFiscalDigital). */
function stampOf(data: Record<string, unknown>): Result<Stamp> {
  const xml = text(data.cfdi);
  const tfdXml = /<tfd:TimbreFiscalDigital\b[^>]*\/>/.exec(xml)?.[0] ?? '';
  const uuid = text(data.uuid).toUpperCase();
  if (!uuid || !tfdXml) return failed('cannot_stamp_invoice', { message: 'the PAC answered without a stamped CFDI' });
  return ok({
    uuid,
    fechaTimbrado: text(data.fechaTimbrado) || attribute(tfdXml, 'FechaTimbrado'),
    rfcProvCertif: attribute(tfdXml, 'RfcProvCertif'),
    noCertificadoSat: text(data.noCertificadoSAT) || attribute(tfdXml, 'NoCertificadoSAT'),
    selloCfd: text(data.selloCFDI) || attribute(tfdXml, 'SelloCFD'),
    selloSat: text(data.selloSAT) || attribute(tfdXml, 'SelloSAT'),
    tfdXml,
    xml,
  });
}

const refusal = (answer: SwAnswer, status: number) =>
  failed('cannot_stamp_invoice', { message: [answer.message, answer.messageDetail].filter(Boolean).join(': ') || `the PAC answered ${status}` });

export function createSwPac(config: SwPacConfig): Pac {
  const send = config.fetch ?? fetch;
  const now = config.now ?? Date.now;
  const base = config.url.replace(/\/+$/, '');
  let session: { token: string; until: number } | null = config.token ? { token: config.token, until: Number.POSITIVE_INFINITY } : null;

  async function request(path: string, init: RequestInit): Promise<{ status: number; answer: SwAnswer }> {
    // A stamp (or the session it needs) is a change at the tax authority's: the request records it whatever its client does (decision 078).
    changingElsewhere();
    const response = await send(`${base}${path}`, { ...init, signal: AbortSignal.timeout(config.timeoutMs) });
    const answer = (await response.json().catch(() => ({}))) as SwAnswer;
    return { status: response.status, answer };
  }

  async function token(renew: boolean): Promise<string> {
    if (session && !renew && now() < session.until - TOKEN_MARGIN_MS) return session.token;
    if (!config.user || !config.password) {
      if (session) return session.token;
      throw new Error('no PAC token and no user to authenticate');
    }
    const { status, answer } = await request('/security/authenticate', { method: 'POST', headers: { user: config.user, password: config.password } });
    const fresh = text(answer.data?.token);
    if (status !== 200 || !fresh) throw new Error(`authentication refused (${status}${answer.message ? `: ${answer.message}` : ''})`);
    const life = Number(answer.data?.expires_in);
    session = { token: fresh, until: now() + (Number.isFinite(life) && life > 0 ? life * 1000 : DEFAULT_TOKEN_LIFE_MS) };
    return fresh;
  }

  const request_ = (bearer: string, path: string) => request(path, { method: 'POST', headers: { authorization: `bearer ${bearer}` } });

  async function stampWith(bearer: string, xml: string) {
    const form = new FormData();
    form.append('xml', new Blob([xml], { type: 'text/xml' }), 'cfdi.xml');
    return request('/cfdi33/stamp/v4', { method: 'POST', headers: { authorization: `bearer ${bearer}` }, body: form });
  }

  return {
    name: 'sw',
    async stamp({ xml }: SealedDocument): Promise<Result<Stamp>> {
      try {
        let answered = await stampWith(await token(false), xml);
        // A token SW no longer accepts (ended early, revoked): authenticate again, once.
        if (answered.status === 401 && config.user) answered = await stampWith(await token(true), xml);
        const { status, answer } = answered;
        if (status !== 200 || answer.status !== 'success' || !answer.data) return refusal(answer, status);
        return stampOf(answer.data);
      } catch (error) {
        return failed('cannot_stamp_invoice', { message: `the PAC could not be reached: ${error instanceof Error ? error.name : 'error'}` });
      }
    },
    // SW's cancellation by UUID with the CSD kept in the SW account: /cfdi33/cancel/{rfc}/{uuid}/{motive}[/{substitute}].
    async cancel(request: CancelRequest): Promise<Result<Cancellation>> {
      const path = '/' + ['cfdi33', 'cancel', request.issuerRfc, request.uuid, request.motive, ...(request.substitute ? [request.substitute] : [])].map(encodeURIComponent).join('/');
      try {
        let answered = await request_(await token(false), path);
        if (answered.status === 401 && config.user) answered = await request_(await token(true), path);
        const { status, answer } = answered;
        if (status !== 200 || answer.status !== 'success') return failed('cannot_cancel_invoice', { message: [answer.message, answer.messageDetail].filter(Boolean).join(': ') || `the PAC answered ${status}` });
        return ok({ status: 'cancelled', acuse: text(answer.data?.acuse) });
      } catch (error) {
        return failed('cannot_cancel_invoice', { message: `the PAC could not be reached: ${error instanceof Error ? error.name : 'error'}` });
      }
    },
  };
}

/** INVOICING_PAC_* settings of the SW adapter; null when INVOICING_PAC does not name it. */
export function swPacConfigFromEnv(env: Record<string, string | undefined>): SwPacConfig | null {
  if (env.INVOICING_PAC !== 'sw') return null;
  const url = env.INVOICING_PAC_URL;
  if (!url) throw new Error('INVOICING_PAC_URL is required when INVOICING_PAC=sw');
  const token = env.INVOICING_PAC_TOKEN;
  const user = env.INVOICING_PAC_USER;
  const password = env.INVOICING_PAC_PASSWORD;
  if (!token && !(user && password)) throw new Error('INVOICING_PAC_TOKEN, or INVOICING_PAC_USER and INVOICING_PAC_PASSWORD, are required when INVOICING_PAC=sw');
  return { url, token, user, password, timeoutMs: Number(env.INVOICING_PAC_TIMEOUT_MS ?? 20_000) };
}
