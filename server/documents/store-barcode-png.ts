import { crc32, deflateSync } from 'node:zlib';
import { storeBarcode } from '../../domain/payments/store-barcode';

// The store reference's Code 128 barcode as a PNG, for an e-mail (mail clients show an inline PNG, not SVG). The
// modules come from domain/payments/store-barcode.ts, as the screen's and the PDF's do, so the three read alike;
// the image is a one-bit greyscale PNG written here (header, one deflated row repeated, end), which needs
// nothing beyond zlib.

/** Pixels per module: a till's scanner reads it from a phone's screen at this size. */
const MODULE_PX = 2;
const HEIGHT_PX = 64;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export interface BarcodeImage {
  png: Buffer;
  width: number;
  height: number;
}

/** The barcode's PNG and its size in pixels; null when the reference cannot be encoded. */
export function storeBarcodePng(reference: string): BarcodeImage | null {
  const barcode = storeBarcode(reference);
  if (!barcode) return null;
  const width = barcode.modules.length * MODULE_PX;
  // One bit a pixel, 0 black: a row is its filter byte (0, none) then the bits, most significant first.
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0);
  for (let x = 0; x < width; x += 1) {
    const bar = barcode.modules[Math.floor(x / MODULE_PX)] === '1';
    if (!bar) row[1 + (x >> 3)]! |= 0x80 >> (x & 7);
  }
  // Padding bits past the width stay 0; a viewer ignores them.
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(HEIGHT_PX, 4);
  header.writeUInt8(1, 8); // bit depth
  header.writeUInt8(0, 9); // greyscale
  const raw = Buffer.concat(Array.from({ length: HEIGHT_PX }, () => row));
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
  return { png, width, height: HEIGHT_PX };
}
