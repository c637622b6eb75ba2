// The SW sapien adapter against a local fake of SW's REST API (node:http on a free port): what it sends
// (the sealed XML as the multipart field `xml`, the bearer token from /security/authenticate), what it
// makes of SW's answers (the stamp, a refusal with SW's message, an expired token, a silent server), and
// its INVOICING_PAC_* settings, and the engine stamping through it when configured.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createFixedClock } from '../platform/clock';
import { createInvoicingEngine, issueCfdi } from './invoicing-engine';
import { createSwPac, swPacConfigFromEnv } from './sw-pac';

interface Seen {
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let url = '';
let seen: Seen[] = [];
/** What the fake answers to a stamp request, by default SW's success; tests change it. */
let onStamp: (request: Seen) => { status: number; body: unknown } | 'hang';
const tokens = new Set<string>();

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const request = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
      seen.push(request);
      const reply = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (request.path === '/security/authenticate') {
        if (req.headers.user !== 'emisor' || req.headers.password !== 'secreta') return reply(401, { status: 'error', message: 'AU2000' });
        const token = `tok-${tokens.size + 1}`;
        tokens.add(token);
        return reply(200, { status: 'success', data: { token, expires_in: 7200 } });
      }
      if (request.path === '/cfdi33/stamp/v4') {
        if (!tokens.has(String(req.headers.authorization).replace(/^bearer /, ''))) return reply(401, { status: 'error', message: 'AU1001', messageDetail: 'token' });
        const answer = onStamp(request);
        if (answer === 'hang') return;
        return reply(answer.status, answer.body);
      }
      return reply(404, {});
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

beforeEach(() => {
  seen = [];
  tokens.clear();
});

const env = (extra: Record<string, string> = {}) => ({ INVOICING_PAC: 'sw', INVOICING_PAC_URL: url, INVOICING_PAC_USER: 'emisor', INVOICING_PAC_PASSWORD: 'secreta', INVOICING_PAC_TIMEOUT_MS: '10000', ...extra });
const receiver = { rfc: 'MASO451221PM4', nombre: 'MARIA OLIVIA MARTINEZ SAGAZ', domicilioFiscalReceptor: '80290', regimenFiscalReceptor: '612', usoCFDI: 'G03' };
const payments = [{ paymentId: 11, concept: 'Boletos ABC123', amountCents: 123_450, type: 'credit' }];

describe('createSwPac', () => {
  const sealedXml = '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Sello="abc" Certificado="def"></cfdi:Comprobante>';
  const tfd = '<tfd:TimbreFiscalDigital Version="1.1" UUID="5F4E3D2C-1B0A-4987-8654-3210FEDCBA98" FechaTimbrado="2026-11-24T10:15:05" RfcProvCertif="SPR190613I52" SelloCFD="abc" NoCertificadoSAT="30001000000500003421" SelloSAT="xyz"/>';
  const stampedXml = sealedXml.replace('</cfdi:Comprobante>', `<cfdi:Complemento>${tfd}</cfdi:Complemento></cfdi:Comprobante>`);
  const success = { status: 200, body: { status: 'success', data: { uuid: '5f4e3d2c-1b0a-4987-8654-3210fedcba98', fechaTimbrado: '2026-11-24T10:15:05', noCertificadoSAT: '30001000000500003421', selloCFDI: 'abc', selloSAT: 'xyz', cfdi: stampedXml } } };
  const pac = (extra: Partial<Parameters<typeof createSwPac>[0]> = {}) => createSwPac({ url, user: 'emisor', password: 'secreta', timeoutMs: 10_000, ...extra });

  it('stamps: the stamp fields, the TFD element and the stamped XML, authenticating once for several stamps', async () => {
    onStamp = () => success;
    const adapter = pac();
    const first = await adapter.stamp({ xml: sealedXml, cadenaOriginal: '||4.0|…||' });
    const second = await adapter.stamp({ xml: sealedXml, cadenaOriginal: '||4.0|…||' });
    expect(first).toEqual({
      ok: true,
      data: { uuid: '5F4E3D2C-1B0A-4987-8654-3210FEDCBA98', fechaTimbrado: '2026-11-24T10:15:05', rfcProvCertif: 'SPR190613I52', noCertificadoSat: '30001000000500003421', selloCfd: 'abc', selloSat: 'xyz', tfdXml: tfd, xml: stampedXml },
    });
    expect(second.ok).toBe(true);
    expect(seen.map((r) => r.path)).toEqual(['/security/authenticate', '/cfdi33/stamp/v4', '/cfdi33/stamp/v4']);
    const sent = seen[1]!;
    expect(sent.headers.authorization).toBe('bearer tok-1');
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.body).toContain('name="xml"; filename="cfdi.xml"');
    expect(sent.body).toContain(sealedXml);
  });

  it("gives SW's refusal as cannot_stamp_invoice with its message", async () => {
    onStamp = () => ({ status: 400, body: { status: 'error', message: 'CFDI40108', messageDetail: 'El TipoDeComprobante no es válido' } });
    expect(await pac().stamp({ xml: sealedXml, cadenaOriginal: '' })).toEqual({
      ok: false,
      errors: [{ code: 'cannot_stamp_invoice', message: 'CFDI40108: El TipoDeComprobante no es válido' }],
    });
  });

  it('authenticates again, once, when SW no longer accepts the token', async () => {
    onStamp = () => success;
    const adapter = pac({ token: 'tok-revoked' });
    expect((await adapter.stamp({ xml: sealedXml, cadenaOriginal: '' })).ok).toBe(true);
    expect(seen.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/cfdi33/stamp/v4', 'bearer tok-revoked'],
      ['/security/authenticate', undefined],
      ['/cfdi33/stamp/v4', 'bearer tok-1'],
    ]);
  });

  it('answers cannot_stamp_invoice, never throws, when SW is silent past the timeout or refuses the user', async () => {
    onStamp = () => 'hang';
    const silent = await pac({ timeoutMs: 300 }).stamp({ xml: sealedXml, cadenaOriginal: '' });
    expect(silent.ok ? null : silent.errors[0]).toEqual({ code: 'cannot_stamp_invoice', message: 'the PAC could not be reached: TimeoutError' });
    const refused = await pac({ password: 'otra' }).stamp({ xml: sealedXml, cadenaOriginal: '' });
    expect(refused.ok).toBe(false);
  });
});

describe('INVOICING_PAC_* settings', () => {
  it('reads the SW adapter only when INVOICING_PAC=sw, and requires its address and credentials', () => {
    expect(swPacConfigFromEnv({})).toBeNull();
    expect(swPacConfigFromEnv({ INVOICING_PAC: 'sw', INVOICING_PAC_URL: 'https://services.test.sw.com.mx', INVOICING_PAC_TOKEN: 't' })).toEqual({
      url: 'https://services.test.sw.com.mx',
      token: 't',
      user: undefined,
      password: undefined,
      timeoutMs: 20_000,
    });
    expect(() => swPacConfigFromEnv({ INVOICING_PAC: 'sw', INVOICING_PAC_TOKEN: 't' })).toThrow('INVOICING_PAC_URL');
    expect(() => swPacConfigFromEnv({ INVOICING_PAC: 'sw', INVOICING_PAC_URL: url, INVOICING_PAC_USER: 'u' })).toThrow('INVOICING_PAC_TOKEN');
  });

  it('makes the engine stamp through SW when configured, and refuses a PAC it does not know', async () => {
    const engine = createInvoicingEngine(createFixedClock('2026-11-24T16:15:00Z'), env());
    expect([...engine.pacs.keys()]).toEqual(['sandbox', 'sw']);
    onStamp = () => ({ status: 200, body: { status: 'success', data: { uuid: 'AB', cfdi: `<x><tfd:TimbreFiscalDigital RfcProvCertif="SPR190613I52" SelloSAT="s" NoCertificadoSAT="n" SelloCFD="c" FechaTimbrado="f"/></x>` } } });
    const issued = await issueCfdi(engine, { receiver, payments, folio: '21', issuedAt: new Date('2026-11-24T16:15:00Z'), pac: 'sw' });
    expect(issued.ok && issued.data.stamp.uuid).toBe('AB');
    // What went to SW is the engine's sealed CFDI for this receiver.
    const sent = seen.find((r) => r.path === '/cfdi33/stamp/v4')!.body;
    expect(sent).toMatch(/<cfdi:Comprobante [^>]*Sello="[A-Za-z0-9+/=]{100,}"/);
    expect(sent).toContain('Rfc="MASO451221PM4"');
    expect(() => createInvoicingEngine(createFixedClock('2026-11-24T16:15:00Z'), { INVOICING_PAC: 'elsewhere' })).toThrow('INVOICING_PAC=elsewhere');
  });
});
