import JsBarcode from 'jsbarcode';

// The Code 128 barcode a store's scanner reads from an OXXO or Openpay cash reference (docs/rules/payment.md#cash-at-a-store).
// JsBarcode computes the symbol (start code, checksum, stop); the screen draws it as SVG bars and
// the PDF as rectangles, both from these modules, so they cannot disagree.

/** Modules of blank space each side: scanners need a quiet zone of at least 10 narrow bars. */
export const QUIET_ZONE_MODULES = 10;

export interface StoreBarcode {
  /** One character per module, '1' a bar and '0' a space, quiet zones included. */
  modules: string;
  /** What the bars encode: the reference without the spaces it is shown with. */
  text: string;
}

/** The reference's Code 128 modules; null when it cannot be encoded (empty, or not printable ASCII). */
export function storeBarcode(reference: string): StoreBarcode | null {
  // The till reads the digits alone; the groups of four are for the eye.
  const text = reference.replace(/\s/g, '');
  if (!/^[\x20-\x7e]+$/.test(text)) return null;
  // JsBarcode's object renderer: it fills `encodings` instead of drawing, in the browser and in Node alike.
  const target: { encodings?: Array<{ data: string }> } = {};
  try {
    JsBarcode(target, text, { format: 'CODE128' });
  } catch {
    return null;
  }
  const data = (target.encodings ?? []).map((encoding) => encoding.data).join('');
  if (!/^[01]+$/.test(data)) return null;
  const quiet = '0'.repeat(QUIET_ZONE_MODULES);
  return { modules: `${quiet}${data}${quiet}`, text };
}

/** The bars as [start module, width in modules] pairs, for a renderer that draws rectangles. */
export function barRuns(modules: string): Array<[start: number, width: number]> {
  const runs: Array<[number, number]> = [];
  for (const match of modules.matchAll(/1+/g)) runs.push([match.index, match[0].length]);
  return runs;
}
