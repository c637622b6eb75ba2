import { useMemo } from 'react';
import { barRuns, storeBarcode } from '../../../domain/payments/store-barcode';

// The Code 128 of a store cash reference (OXXO, Openpay), for the till's scanner: bars from the domain's
// modules (JsBarcode), black on white with quiet zones, and the digits printed under them.

const BAR_HEIGHT = 50;

export function StoreBarcode({ reference, label, className }: { reference: string; label: string; className?: string }) {
  const code = useMemo(() => storeBarcode(reference), [reference]);
  if (!code) return null;
  return (
    <figure className={`store-barcode${className ? ` ${className}` : ''}`}>
      <svg
        className="store-barcode__bars"
        viewBox={`0 0 ${code.modules.length} ${BAR_HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={label}
        shapeRendering="crispEdges"
        // Two pixels a module: whole pixels keep every bar's width exact for the scanner.
        style={{ width: `${code.modules.length * 2}px` }}
        xmlns="http://www.w3.org/2000/svg"
      >
        <rect width={code.modules.length} height={BAR_HEIGHT} fill="#fff" />
        {barRuns(code.modules).map(([x, width]) => (
          <rect key={x} x={x} width={width} height={BAR_HEIGHT} fill="#000" />
        ))}
      </svg>
      <figcaption className="store-barcode__text">{code.text}</figcaption>
    </figure>
  );
}
