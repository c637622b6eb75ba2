import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { StepErrors } from '../../components/feedback/step-errors';
import { useAdventureWords } from './adventure-words';
import type { AdventuresActor } from './adventures-binding';
import { selectEmailed, selectErrors, selectOrder, selectStep } from './adventures-selectors';
import { StepHeading } from './step-heading';

/**
 * /aventuras/boleto: the partner confirmed. Its booking reference (what the operator asks for on arrival), the
 * order, and the ticket as a PDF or HTML file or by e-mail, each in the page's language, when asked.
 */
export function TicketScreen({ actor }: { actor: AdventuresActor }) {
  const { t } = useLingui();
  const words = useAdventureWords();
  const step = useSelector(actor, selectStep);
  const order = useSelector(actor, selectOrder);
  const errors = useSelector(actor, selectErrors);
  const emailed = useSelector(actor, selectEmailed);
  if (!order) return <p role="status">{t`Consultando tu orden…`}</p>;
  const busy = step !== 'ticket.idle';
  const reference = order.partnerReference ?? '';
  return (
    <div className="adventures__step">
      <StepHeading>{t`Tu aventura está confirmada`}</StepHeading>
      <p className="adventures__reference" role="status">
        <Trans>
          Referencia del operador: <strong>{reference}</strong>
        </Trans>
      </p>
      <p>{t`Muéstrala con tu boleto al llegar. Tu orden es ${order.code}.`}</p>
      <dl className="adventures__ticket">
        <div>
          <dt>{t`Aventura`}</dt>
          <dd>
            {order.name} · {order.optionName}
          </dd>
        </div>
        <div>
          <dt>{t`Salida`}</dt>
          <dd>
            {words.day(order.startsAt, 'long')}, {words.time(order.startsAt)}
          </dd>
        </div>
        <div>
          <dt>{t`Personas`}</dt>
          <dd>
            <Plural value={order.adults} one="# adulto" other="# adultos" />
            {order.minors > 0 ? (
              <>
                , <Plural value={order.minors} one="# menor" other="# menores" />
              </>
            ) : null}
          </dd>
        </div>
        <div>
          <dt>{t`Total pagado`}</dt>
          <dd>{order.cardLast4 ? t`${words.money(order.total)} con la tarjeta terminada en ${order.cardLast4}` : words.money(order.total)}</dd>
        </div>
      </dl>
      <p className="adventures__note">{t`El total incluye impuestos y el cargo por servicio.`}</p>
      <StepErrors errors={errors} />
      <div className="adventures__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: 'ticket.download', fileType: 'pdf' })}>
          {t`Descargar boleto (PDF)`}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'ticket.download', fileType: 'html' })}>
          {t`Descargar boleto (HTML)`}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'ticket.email' })}>
          {t`Enviar a mi correo`}
        </button>
      </div>
      {step === 'ticket.downloading' ? <p role="status">{t`Preparando tu boleto…`}</p> : null}
      {step === 'ticket.emailing' ? <p role="status">{t`Enviando tu boleto…`}</p> : null}
      {emailed && step === 'ticket.idle' ? <p role="status">{t`Te enviamos el boleto por correo.`}</p> : null}
      <p>
        <button type="button" className="adventures__link-button" onClick={() => actor.send({ type: 'adventures.browse' })}>
          {t`Ver más aventuras`}
        </button>
      </p>
    </div>
  );
}
