// Who issues the invoices and with which certificate, from configuration. Sandbox mode (the default)
// uses SAT's public test issuer EKU9003173C9 and its test CSD, shipped in server/invoicing/sat/csd-test;
// production sets INVOICING_MODE=production with the company's own RFC, name, regime, postal code and CSD.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadCsd, type Csd } from './csd';

export interface IssuerConfig {
  mode: 'sandbox' | 'production';
  rfc: string;
  name: string;
  regimenFiscal: string;
  /** Postal code of the place of issue (LugarExpedicion). */
  postalCode: string;
  serie: string;
  certificatePath: string;
  keyPath: string;
  keyPassword: string;
  /** Name of the PAC that stamps (INVOICING_PAC); `sandbox` stamps locally. */
  pac: string;
}

const testCsd = (file: string) => fileURLToPath(new URL(`./sat/csd-test/${file}`, import.meta.url));

export const SANDBOX_ISSUER: IssuerConfig = {
  mode: 'sandbox',
  rfc: 'EKU9003173C9',
  name: 'ESCUELA KEMPER URGATE',
  regimenFiscal: '601',
  postalCode: '42501',
  serie: 'WEB',
  certificatePath: testCsd('EKU9003173C9.cer'),
  keyPath: testCsd('EKU9003173C9.key'),
  // SAT's published password of its test key; never a real secret.
  keyPassword: '12345678a',
  pac: 'sandbox',
};

type Env = Record<string, string | undefined>;

/** INVOICING_* variables; production requires every issuer value and refuses the test CSD. */
export function issuerConfigFromEnv(env: Env): IssuerConfig {
  if (env.INVOICING_MODE !== 'production') return { ...SANDBOX_ISSUER, pac: env.INVOICING_PAC ?? 'sandbox' };
  const need = (name: string): string => {
    const value = env[name];
    if (!value) throw new Error(`${name} is required when INVOICING_MODE=production`);
    return value;
  };
  const config: IssuerConfig = {
    mode: 'production',
    rfc: need('INVOICING_RFC'),
    name: need('INVOICING_NAME'),
    regimenFiscal: need('INVOICING_REGIME'),
    postalCode: need('INVOICING_POSTAL_CODE'),
    serie: env.INVOICING_SERIE ?? 'WEB',
    certificatePath: need('INVOICING_CSD_CERT'),
    keyPath: need('INVOICING_CSD_KEY'),
    keyPassword: need('INVOICING_CSD_PASSWORD'),
    pac: need('INVOICING_PAC'),
  };
  if (config.rfc === SANDBOX_ISSUER.rfc) throw new Error('The SAT test issuer is for sandbox mode only');
  return config;
}

export function loadIssuerCsd(config: IssuerConfig): Csd {
  return loadCsd({ certificate: readFileSync(config.certificatePath), key: readFileSync(config.keyPath), password: config.keyPassword });
}
