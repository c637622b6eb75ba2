import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { formatDateTimeIn} from '../../../../domain/display-format';
import { StoreBarcode } from '../../../components/codes/store-barcode';
import { selectStoreOrder, selectTotal } from './shop-selectors';
import type { ToursActor } from './tours-binding';
import { useFormats } from '../../../i18n/formats';

/** Cash at OXXO: the reference with its barcode for the till, the amount and until when; the passes come once paid. */
export function StoreOrder({ actor }: { actor: ToursActor }) {
  const formats = useFormats();
  const { t } = useLingui();
  const order = useSelector(actor, selectStoreOrder);
  const total = formats.moneyMxn(useSelector(actor, selectTotal));
  if (!order) return null;
  const reference = order.reference;
  const deadline = order.deadline ? formatDateTimeIn(order.deadline, 'America/Mexico_City') : null;
  return (
    <div className="tours-shop__store-order">
      <p role="status">{t`Tus lugares están apartados. Paga ${total} en cualquier tienda OXXO con esta referencia.`}</p>
      <p className="tours-shop__code">
        {t`Referencia`}: <strong>{reference}</strong>
      </p>
      <StoreBarcode reference={reference} label={t`Código de barras de la referencia ${reference}`} />
      {deadline ? <p>{t`Paga antes del ${deadline} (hora del centro de México); después los lugares se liberan.`}</p> : null}
      <p>{t`También te enviamos esta referencia por correo. En cuanto la tienda nos avise de tu pago, tu reservación queda confirmada y te enviamos por correo tus boletos, con un código QR por persona.`}</p>
    </div>
  );
}
