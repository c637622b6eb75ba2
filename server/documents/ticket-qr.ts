import QRCode from 'qrcode';

// Medium error correction survives a crease or a cracked phone screen while keeping the code
// small enough for a 6-digit PIN and a short ticket code to scan from a printed page.
const options = { errorCorrectionLevel: 'M' as const, margin: 2 };

export function ticketQrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { ...options, type: 'png', scale: 6 });
}

export function ticketQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...options, type: 'svg' });
}
