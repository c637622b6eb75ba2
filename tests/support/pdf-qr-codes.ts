import jsQR from 'jsqr';
import { extractImages, getDocumentProxy } from 'unpdf';

// Reading the QR codes printed in a ticket PDF, for the server's document tests and the e2e
// purchase specs alike.

// pdf.js (inside unpdf) calls ArrayBuffer.prototype.transferToFixedLength, which arrived in Node 21;
// on Node 20 image decoding silently fails without it. A copying stand-in is enough for reading.
const arrayBufferProto = ArrayBuffer.prototype as ArrayBuffer & { transferToFixedLength?: (length?: number) => ArrayBuffer };
if (!arrayBufferProto.transferToFixedLength) {
  Object.defineProperty(ArrayBuffer.prototype, 'transferToFixedLength', {
    configurable: true,
    value(this: ArrayBuffer, length = this.byteLength) {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

/** Decodes every image of the PDF as a QR code (pdf.js hands images back as raw pixels). */
export async function qrCodesInPdf(pdf: Uint8Array): Promise<string[]> {
  const proxy = await getDocumentProxy(new Uint8Array(pdf));
  const found: string[] = [];
  for (let pageNumber = 1; pageNumber <= proxy.numPages; pageNumber += 1) {
    for (const image of await extractImages(proxy, pageNumber)) {
      const rgba = new Uint8ClampedArray(image.width * image.height * 4);
      for (let i = 0; i < image.width * image.height; i += 1) {
        for (let c = 0; c < 3; c += 1) rgba[i * 4 + c] = image.data[i * image.channels + (image.channels >= 3 ? c : 0)]!;
        rgba[i * 4 + 3] = 255;
      }
      const code = jsQR(rgba, image.width, image.height);
      if (code) found.push(code.data);
    }
  }
  return found;
}
