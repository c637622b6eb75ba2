import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import { useFlowActor } from '../../lib/flow-binding/use-flow-actor';
import { ConceptsTable } from './concepts-table';
import { invoicingFlow, type InvoicingActor } from './invoicing-binding';
import { LookupForm } from './lookup-form';
import { InvoicingProof } from './invoicing-proof';
import { InvoiceDownloads } from './invoice-downloads';
import { TaxForm } from './tax-form';
import { ReissueSteps } from './reissue-form';
import './invoicing.css';

function Done({ actor }: { actor: InvoicingActor }) {
  const { t } = useLingui();
  const message = useSelector(actor, (s) => s.context.message);
  const ref = useRevealOnRefusal<HTMLDivElement>(message);
  return (
    <div className="invoicing__done">
      <div className="confirmation-summary__result" role="status" ref={ref} data-reveal>
        <p className="confirmation-summary__headline">
          {message === 'invoice_resent'
            ? t`La factura ha sido reenviada, revisa tu correo electrónico`
            : message === 'invoice_reissued'
              ? t`La factura fue cancelada y emitida de nuevo con los datos correctos, revisa tu correo electrónico`
              : t`La factura ha sido generada, revisa tu correo electrónico`}
        </p>
      </div>
      <InvoiceDownloads actor={actor} />
      <div className="invoicing__actions">
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'lookup.submit' })}>
          {t`Ver los conceptos de nuevo`}
        </button>
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'invoicing.restart' })}>
          {t`Facturar otra reservación`}
        </button>
      </div>
    </div>
  );
}

/** What the invoicing chart's active state shows. */
export function InvoicingStateView({ actor }: { actor: InvoicingActor }) {
  const view = useSelector(actor, (s) => {
    if (s.matches('concepts') || s.matches('resending')) return 'concepts';
    if (s.matches('taxData') || s.matches('generating') || s.matches('findingTaxData')) return 'taxData';
    if (s.matches({ done: 'correcting' }) || s.matches({ done: 'confirming' }) || s.matches({ done: 'reissuing' })) return 'reissue';
    if (s.matches('done')) return 'done';
    if (s.matches('proving')) return 'proving';
    return 'lookup';
  });
  if (view === 'concepts') return <ConceptsTable actor={actor} />;
  if (view === 'taxData') return <TaxForm actor={actor} />;
  if (view === 'done') return <Done actor={actor} />;
  if (view === 'reissue') return <ReissueSteps actor={actor} />;
  if (view === 'proving') return <InvoicingProof actor={actor} />;
  return <LookupForm actor={actor} />;
}

/** The invoicing screen; `open` names a reservation the page already knows (after a purchase). */
export function InvoicingScreen({ open }: { open?: { code: string; token: string | null } }) {
  const actor = useFlowActor(invoicingFlow);
  const code = open?.code ?? null;
  const token = open?.token ?? null;
  useEffect(() => {
    void invoicingFlow.load().then((running) => {
      if (code) running.send({ type: 'invoicing.open', code, token });
    });
  }, [code, token]);
  // The texts load with the chart (their catalog area), so nothing is written before it.
  if (!actor) return <section className="invoicing" aria-busy="true" />;
  return (
    <section className="invoicing">
      <p className="invoicing__intro">
        <Trans>Factura tus pagos con tu RFC: elige los conceptos y recibe el XML y el PDF en tu correo.</Trans>
      </p>
      <InvoicingStateView actor={actor} />
    </section>
  );
}
