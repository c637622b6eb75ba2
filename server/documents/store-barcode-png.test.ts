import { BarcodeFormat, BinaryBitmap, DecodeHintType, HybridBinarizer, MultiFormatReader, RGBLuminanceSource } from '@zxing/library';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { storeBarcodePng } from './store-barcode-png';

// The e-mail's barcode is read as a till's scanner would: from the image's pixels.
function readBarcode(png: Buffer): string {
  const image = PNG.sync.read(png);
  const luminance = new Uint8ClampedArray(image.width * image.height);
  for (let i = 0; i < luminance.length; i += 1) luminance[i] = image.data[i * 4]!;
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  return new MultiFormatReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(luminance, image.width, image.height))), hints).getText();
}

describe('the store reference as a PNG barcode', () => {
  it('reads back as the reference, without the spaces it is shown with', () => {
    const image = storeBarcodePng('9312 3456 7890 12');
    expect(image).not.toBeNull();
    expect(readBarcode(image!.png)).toBe('93123456789012');
    expect(PNG.sync.read(image!.png).width).toBe(image!.width);
  });

  it('is null for what cannot be a barcode', () => {
    expect(storeBarcodePng('')).toBeNull();
  });
});
