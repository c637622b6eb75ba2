import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { ItineraryTicket } from '../../../machines/itinerary/itinerary.ports';
import type { ItineraryActor } from './itinerary-binding';
import { useFormats } from '../../i18n/formats';

// On the reservation's page: which tickets may move to another bus (or get their date, an open ticket), the
// outcome of the last change with how its difference was settled, and where a name is changed
// (docs/rules/my-reservation.md#name-changes).

type Snapshot = ReturnType<ItineraryActor['getSnapshot']>;
const selectChanged = (s: Snapshot) => s.context.changed;

const confirmable = (t: ItineraryTicket) => t.open && t.state !== 'cancelled' && t.state !== 'used';

export function ChangeSection({ actor, tickets }: { actor: ItineraryActor; tickets: readonly ItineraryTicket[] }) {
  const formats = useFormats();
  const { t } = useLingui();
  const changed = useSelector(actor, selectChanged);
  const movable = tickets.filter((ticket) => ticket.canChange || confirmable(ticket));
  const amount = changed ? formats.moneyMxn(Math.abs(changed.fareDifference)) : '';
  const settled = !changed
    ? null
    : changed.settledBy === 'card_charge'
      ? t`Cobramos ${amount} de diferencia a tu tarjeta.`
      : changed.settledBy === 'card_refund'
        ? t`Te reembolsaremos ${amount} a la tarjeta con la que pagaste.`
        : changed.settledBy === 'store_credit'
          ? t`Tienes ${amount} de saldo a favor en taquilla con el código ${changed.reference ?? ''}.`
          : t`Sin diferencia de tarifa.`;
  return (
    <section className="itinerary-detail__block" aria-labelledby="itinerary-change-block">
      <h2 id="itinerary-change-block">{t`Cambios`}</h2>
      {changed && (
        <p role="status">
          {t`Listo: tu boleto tiene su nuevo horario y asiento. Descarga de nuevo tus boletos.`} {settled}
        </p>
      )}
      {movable.length > 0 ? (
        <ul className="itinerary-change__buses">
          {movable.map((ticket) => (
            <li key={ticket.ticketId} className="itinerary-change__bus">
              <span>
                {ticket.number} · {ticket.passengerName}
              </span>
              <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'change.start', ticketId: ticket.ticketId })}>
                {confirmable(ticket) ? t`Elegir fecha (${ticket.number})` : t`Cambiar horario (${ticket.number})`}
              </button>
            </li>
          ))}
        </ul>
      ) : tickets.length > 0 && tickets.every((ticket) => ticket.state === 'cancelled') ? (
        // Cancelled, the tickets' rules are not why: saying them sent the traveller looking for a mistake of theirs.
        <p>{t`Tus boletos están cancelados: ya no se pueden cambiar.`}</p>
      ) : (
        <p>{t`Tus boletos ya no admiten cambios: los de estudiante y maestro no cambian, y los demás se cambian hasta 20 minutos antes de la salida.`}</p>
      )}
      <p className="itinerary-change__note">{t`El cambio de nombre se hace solo en taquilla, para boletos de adulto y de menor.`}</p>
    </section>
  );
}
