import { crc32, deflateSync } from 'node:zlib';
import QRCode from 'qrcode';

// Medium error correction survives a crease or a cracked phone screen while keeping the code
// small enough for a 6-digit PIN and a short ticket code to scan from a printed page.
const options = { errorCorrectionLevel: 'M' as const, margin: 2 };
const SCALE = 6;

/**
 * The QR as a PNG for a PDF or an e-mail: `ticketQrPngSync`'s greyscale image without an alpha channel, which pdfkit
 * embeds as it is (qrcode's own PNG is RGBA: encoding it tried every row filter, and pdfkit then decoded every
 * pixel to split the alpha off again, a fifth of a ticket PDF's draw).
 */
export function ticketQrPng(payload: string): Promise<Buffer> {
  return Promise.resolve(ticketQrPngSync(payload));
}

export function ticketQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { ...options, type: 'svg' });
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * The QR written synchronously (qrcode draws PNGs only through a stream; an e-mail built inside the sale's transaction,
 * server/services/tours/ticket/tour-ticket-email.ts, should not wait on one): a black-and-white 8-bit greyscale PNG,
 * `SCALE` pixels a module, with a quiet zone of `options.margin` modules.
 */
export function ticketQrPngSync(payload: string): Buffer {
  const { size, data } = QRCode.create(payload, options).modules;
  const side = (size + 2 * options.margin) * SCALE;
  const rows: Buffer[] = [];
  for (let y = 0; y < side; y += 1) {
    const row = Buffer.alloc(side + 1, 0xff);
    row[0] = 0; // filter: none
    const my = Math.floor(y / SCALE) - options.margin;
    for (let x = 0; x < side; x += 1) {
      const mx = Math.floor(x / SCALE) - options.margin;
      if (my >= 0 && my < size && mx >= 0 && mx < size && data[my * size + mx]) row[x + 1] = 0;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, deflate, no filter method, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
