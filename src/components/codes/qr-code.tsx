import QRCode from 'qrcode';
import { useMemo } from 'react';

// A QR code drawn as one SVG path from the `qrcode` library's module matrix: crisp at any size, no
// canvas, nothing fetched. Medium error correction, as on the PDF and the HTML ticket, so a screen
// and a print of the same ticket carry the same code.

const QUIET = 4;

export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
    let d = '';
    for (let row = 0; row < modules.size; row += 1) {
      for (let col = 0; col < modules.size; col += 1) if (modules.get(row, col)) d += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
    return { size: modules.size + 2 * QUIET, path: d };
  }, [value]);
  return (
    <svg className={className} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={label} shapeRendering="crispEdges" xmlns="http://www.w3.org/2000/svg">
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
