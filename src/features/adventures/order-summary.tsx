import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderView } from '../../../machines/adventures/adventures.ports';
import { useAdventureWords } from './adventure-words';

/** The order: the adventure, its departure, each kind of person with its price, and the total the traveller pays. */
export function OrderSummary({ order }: { order: OrderView }) {
  const { t } = useLingui();
  const words = useAdventureWords();
  return (
    <section className="adventures__order" aria-label={t`Tu orden`}>
      <h2 className="adventures__heading">{order.name}</h2>
      <p>
        {order.optionName} · {words.day(order.startsAt, 'long')}, {words.time(order.startsAt)}
      </p>
      <ul className="adventures__lines">
        {order.lines.map((line) => (
          <li key={line.unit}>
            <span>{line.unit === 'adult' ? t`${line.quantity} × adulto, ${words.money(line.unitPrice)}` : t`${line.quantity} × menor, ${words.money(line.unitPrice)}`}</span>
            <span>{words.money(line.subtotal)}</span>
          </li>
        ))}
      </ul>
      <p className="adventures__total">
        <Trans>
          Total: <strong>{words.money(order.total)}</strong>
        </Trans>
      </p>
      <p className="adventures__note">
        <Trans>Incluye impuestos y el cargo por servicio. Orden {order.code}.</Trans>
      </p>
    </section>
  );
}
