import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { CFDI_USES, TAX_REGIMES } from '../../../domain/invoicing/sat-catalogs';
import { useRevealOnRefusal } from '../../components/feedback/reveal';
import type { InvoicingActor } from './invoicing-binding';
import { InvoicingErrors } from './invoicing-errors';
import { shallowEqual } from './lookup-form';
import { badFieldsOf, TaxFields, useFieldLabels } from './tax-fields';

// Replacing an invoice made wrongly (decision 070), in the chart's done.correcting, done.confirming and done.reissuing:
// the tax data corrected with the first invoice's fields and refusals, then what will happen, said before it is done
// (the old invoice cancelled at SAT, a new one for the same payments, mailed). Each panel takes the focus as it opens.

type Snapshot = ReturnType<InvoicingActor['getSnapshot']>;
const selectReplaced = (s: Snapshot) => {
  const invoice = s.context.invoices.find((i) => i.invoiceId === s.context.replacing?.invoiceId);
  return invoice ? `${invoice.serie}-${invoice.folio}` : '';
};

function useFocusOnOpen() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return heading;
}

function CorrectForm({ actor }: { actor: InvoicingActor }) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const name = useSelector(actor, selectReplaced);
  const errors = useSelector(actor, (s) => s.context.errors);
  const heading = useFocusOnOpen();
  const badFields = badFieldsOf(errors);
  const formRef = useRevealOnRefusal<HTMLFormElement>(badFields.length > 0 ? errors : null);
  return (
    <form
      className="invoicing__tax invoicing__reissue contact-form"
      ref={formRef}
      noValidate
      aria-labelledby="invoicing-reissue-title"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'reissue.review' });
      }}
    >
      <h2 id="invoicing-reissue-title" ref={heading} tabIndex={-1}>
        {t`Corrige los datos fiscales de la factura ${name}`}
      </h2>
      <p>{t`La cancelaremos ante el SAT y emitiremos una nueva con los datos correctos, por los mismos pagos. Revisa antes de confirmar.`}</p>
      <TaxFields actor={actor} />
      <InvoicingErrors errors={errors.filter((e) => !e.field)} limitDate={null} />
      {badFields.length > 0 && (
        <p className="step-errors invoicing__errors" role="alert">
          {t`Revisa estos datos: ${badFields.map((field) => labels[field]).join(', ')}.`}
        </p>
      )}
      <div className="invoicing__actions">
        <button type="submit" className="button button--primary">
          {t`Revisar el cambio`}
        </button>
        <button type="button" className="button button--secondary" onClick={() => actor.send({ type: 'reissue.cancel' })}>
          {t`No cambiar la factura`}
        </button>
      </div>
    </form>
  );
}

const described = (catalog: ReadonlyArray<{ code: string; description: string }>, code: string) => {
  const found = catalog.find((c) => c.code === code);
  return found ? `${found.code} · ${found.description}` : code;
};

function Confirm({ actor }: { actor: InvoicingActor }) {
  const { t } = useLingui();
  const labels = useFieldLabels();
  const name = useSelector(actor, selectReplaced);
  const { form, errors, busy } = useSelector(actor, (s) => ({ form: s.context.form, errors: s.context.errors, busy: s.matches({ done: 'reissuing' }) }), shallowEqual);
  const heading = useFocusOnOpen();
  const rows: Array<[string, string]> = [
    [labels.rfc, form.rfc.trim().toUpperCase()],
    [labels.name, form.name.trim()],
    [labels.regimen_fiscal, described(TAX_REGIMES, form.regimen_fiscal)],
    [labels.useCfdi, described(CFDI_USES, form.useCfdi)],
    [labels.cp, form.cp.trim()],
    [labels.email, form.email.trim()],
  ];
  const email = form.email.trim();
  return (
    <section className="invoicing__reissue" aria-labelledby="invoicing-reissue-confirm">
      <h2 id="invoicing-reissue-confirm" ref={heading} tabIndex={-1}>
        {t`Confirma: cancelar la factura ${name} y emitirla de nuevo`}
      </h2>
      <p>{t`La factura ${name} quedará cancelada ante el SAT, sustituida por una nueva con estos datos. Enviaremos la nueva factura a ${email}.`}</p>
      <dl className="invoicing__reissue-data">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <InvoicingErrors errors={errors} limitDate={null} />
      <div className="invoicing__actions">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => actor.send({ type: 'reissue.confirm' })}>
          {busy ? t`Emitiendo la nueva factura…` : t`Cancelar y emitir de nuevo`}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'reissue.edit' })}>
          {t`Corregir los datos`}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => actor.send({ type: 'reissue.cancel' })}>
          {t`No cambiar la factura`}
        </button>
      </div>
    </section>
  );
}

/** The replacement's step the chart is in. */
export function ReissueSteps({ actor }: { actor: InvoicingActor }) {
  const correcting = useSelector(actor, (s) => s.matches({ done: 'correcting' }));
  return correcting ? <CorrectForm actor={actor} /> : <Confirm actor={actor} />;
}
