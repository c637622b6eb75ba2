import { Trans } from '@lingui/react/macro';

/** What the prices shown include: they are the partner's price times the adventures tax factor, final. */
export function PriceNote() {
  return (
    <p className="adventures__note">
      <Trans>Precios finales por persona en pesos mexicanos: incluyen impuestos y el cargo por servicio.</Trans>
    </p>
  );
}
