import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ConfirmationDetails } from '../../../../machines/reservation/reservation.ports';
import { StoreBarcode } from '../../../components/codes/store-barcode';
import { methodLabels } from '../../payment/payment-provider';
import { formatDateTime, isStoreMethod } from './payment-view';
import { useFormats } from '../../../i18n/formats';
// A foreign card's dollars, written US$ whatever the page's language.
import { formatMoney } from '../../../../domain/display-format';

// The top of the tickets page: that the purchase went through and where the e-mail went, what was
// paid and how (USD when a foreign card was charged so), the store reference as a barcode the till
// scans, and what the traveller can do next: print, share, invoice, find the reservation again.

interface SummaryProps {
  details: ConfirmationDetails;
  shareUrl: string | null;
  code: string;
  /** The link token: "Mi reservación" then opens this reservation directly (docs/rules/my-reservation.md#finding-a-reservation). */
  linkToken?: string | null;
  /** The order's tours paid in the same payment (MXN): part of the total paid, each with its own ticket. */
  toursPaid?: number;
}

export function ConfirmationSummary({ details, shareUrl, code, linkToken = null, toursPaid = 0 }: SummaryProps) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  const paid = details.paid;
  const settled = paid?.status === 'approved';
  const email = details.email;
  const method = paid?.method ?? null;
  const methodLabel = method && methodLabels[method] ? i18n._(methodLabels[method]) : method;
  const english = i18n.locale === 'en';
  const canShare = shareUrl !== null && typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () => {
    // Cancelling the share sheet rejects; there is nothing to tell the traveller then.
    navigator.share({ title: t`Boletos Ruta Bahía ${code}`, url: shareUrl ?? undefined }).catch(() => undefined);
  };
  return (
    <div className="confirmation-summary">
      <div className={`confirmation-summary__result${settled ? '' : ' confirmation-summary__result--pending'}`} role="status">
        <p className="confirmation-summary__headline">{settled ? t`¡Listo! Tu compra se realizó con éxito.` : t`Tu lugar está apartado: falta pagar.`}</p>
        {email && (
          <p>
            {settled ? t`Enviamos tus boletos a` : t`Enviamos los datos para pagar a`} <strong className="confirmation-summary__email">{email}</strong>.
          </p>
        )}
      </div>
      {paid && (
        <dl className="confirmation-summary__paid">
          <dt>{settled ? t`Total pagado` : t`Total a pagar`}</dt>
          <dd>{formats.moneyMxn(paid.amount + (settled ? toursPaid : 0))}</dd>
          {settled && toursPaid > 0 && (
            <>
              <dt>{t`Boletos y adicionales`}</dt>
              <dd>{formats.moneyMxn(paid.amount)}</dd>
              <dt>{t`Tour`}</dt>
              <dd data-testid="paid-tours">{formats.moneyMxn(toursPaid)}</dd>
            </>
          )}
          {paid.points && paid.points.amount > 0 && (
            <>
              <dt>{t`Pagado con puntos`}</dt>
              <dd data-testid="paid-points">{formats.points(paid.points.amount)}</dd>
              {paid.amount > paid.points.amount && (
                <>
                  <dt>{t`Pagado con dinero`}</dt>
                  <dd data-testid="paid-money">{formats.moneyMxn(Math.round(paid.amount * 100 - paid.points.amount * 100) / 100)}</dd>
                </>
              )}
            </>
          )}
          {paid.charged && paid.charged.currency !== 'MXN' && (
            <>
              <dt>{t`Cargo a tu tarjeta`}</dt>
              <dd>
                US{formatMoney(paid.charged.amount)} {paid.charged.currency}
              </dd>
            </>
          )}
          {methodLabel && (
            <>
              <dt>{t`Forma de pago`}</dt>
              <dd>{methodLabel}</dd>
            </>
          )}
        </dl>
      )}
      {!settled && isStoreMethod(method) && paid?.orderReference && (
        <div className="tickets-order" role="note">
          <p>
            {t`Referencia de pago en efectivo`}: <strong className="tickets-order__reference">{paid.orderReference}</strong>
          </p>
          <StoreBarcode reference={paid.orderReference} label={t`Código de barras de la referencia ${paid.orderReference}`} />
          {paid.orderDeadline && <p>{t`Muéstralo en la caja y paga antes de ${formatDateTime(paid.orderDeadline)}.`}</p>}
        </div>
      )}
      <div className="confirmation-summary__actions">
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          {t`Imprimir`}
        </button>
        {canShare && (
          <button type="button" className="button button--secondary" onClick={share}>
            {t`Compartir`}
          </button>
        )}
        {settled && (
          <Link className="button button--secondary" to={english ? '/reservation/facturacion' : '/reservacion/facturacion'}>
            {t`Facturar mi compra`}
          </Link>
        )}
        <Link
          className="button button--secondary"
          to={linkToken ? (english ? '/itinerary/mi-reservacion' : '/administra-reservacion/mi-reservacion') : english ? '/itinerary/buscar' : '/administra-reservacion/buscar'}
          search={linkToken ? { code, token: linkToken } : {}}
        >
          {t`Mi reservación`}
        </Link>
      </div>
    </div>
  );
}
