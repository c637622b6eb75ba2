import { useLingui } from '@lingui/react/macro';
import { pointsConceptOf, type PointsMovement } from '../../../../domain/loyalty/points-concept';
import { isTourBookingCode } from '../../../../domain/tours/tour-booking-code';

/**
 * A points movement's concept in the page's language, read from the movement (docs/rules/loyalty.md#points-history);
 * the text stored with it (written in Spanish) only when the movement is of no known concept.
 */
export function usePointsConcept(): (row: PointsMovement & { description: string }) => string {
  const { t } = useLingui();
  return (row) => {
    const code = row.reservation_code ?? '';
    switch (pointsConceptOf(row)) {
      case 'welcome':
        return t`Saldo inicial de bienvenida`;
      case 'earned':
        return t`Puntos ganados en la reservación ${code}`;
      case 'earnedTakenBack':
        return t`Puntos retirados por el reembolso de la reservación ${code}`;
      // A tour booking's code (`T` and six characters) names a tours purchase (decision 069).
      case 'paid':
        return isTourBookingCode(code) ? t`Pago de la compra de tours ${code}` : t`Pago de la reservación ${code}`;
      case 'returned':
        return isTourBookingCode(code) ? t`Puntos devueltos por la cancelación de la compra de tours ${code}` : t`Puntos devueltos por la cancelación de la reservación ${code}`;
      case 'purchased':
        return t`Compra de puntos`;
      case 'other':
        return code ? `${row.description} · ${code}` : row.description;
    }
  };
}
