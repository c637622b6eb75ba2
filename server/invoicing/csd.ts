// The issuer's CSD (certificado de sello digital): the certificate SAT issued and its private key, used to
// seal each CFDI (RSA with SHA-256 over the cadena original, base64) and written into the XML.
import { createPrivateKey, createSign, createVerify, X509Certificate, type KeyObject } from 'node:crypto';

export interface Csd {
  /** SAT's 20-digit certificate number (the serial number's bytes are ASCII digits). */
  certificateNumber: string;
  /** The certificate, DER in base64, as the `Certificado` attribute carries it. */
  certificateBase64: string;
  rfc: string;
  validTo: Date;
  sign(text: string): string;
}

/** The certificate number SAT writes: the serial number's hex bytes read as ASCII. */
export function certificateNumberOf(cert: X509Certificate): string {
  return Buffer.from(cert.serialNumber.length % 2 ? `0${cert.serialNumber}` : cert.serialNumber, 'hex').toString('latin1');
}

function rfcOf(cert: X509Certificate): string {
  // SAT puts the RFC in x500UniqueIdentifier (2.5.4.45), as "RFC / representative's RFC".
  const match = /x500UniqueIdentifier=([A-ZÑ&0-9]{12,13})/.exec(cert.subject) ?? /2\.5\.4\.45=([A-ZÑ&0-9]{12,13})/.exec(cert.subject);
  return match?.[1] ?? '';
}

/** Loads a CSD from SAT's files: the `.cer` (DER) and the `.key` (PKCS#8 DER, encrypted with the password). */
export function loadCsd(files: { certificate: Buffer; key: Buffer; password: string }): Csd {
  const cert = new X509Certificate(files.certificate);
  const key: KeyObject = createPrivateKey({ key: files.key, format: 'der', type: 'pkcs8', passphrase: files.password });
  if (!cert.checkPrivateKey(key)) throw new Error('The CSD key does not belong to its certificate');
  return {
    certificateNumber: certificateNumberOf(cert),
    certificateBase64: cert.raw.toString('base64'),
    rfc: rfcOf(cert),
    validTo: new Date(cert.validTo),
    sign: (text) => createSign('RSA-SHA256').update(text, 'utf8').sign(key, 'base64'),
  };
}

/** True when `seal` is the certificate's signature of `text` (how SAT and a receiver check a CFDI). */
export function sealVerifies(certificateBase64: string, text: string, seal: string): boolean {
  const cert = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
  return createVerify('RSA-SHA256').update(text, 'utf8').verify(cert.publicKey, seal, 'base64');
}
