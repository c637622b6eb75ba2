import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import type { InvoicingActor } from './invoicing-binding';
import { InvoicingErrors } from './invoicing-errors';
import { shallowEqual } from './lookup-form';

/**
 * Each invoice just issued or sent, with its PDF and XML to save on the device as well as in the e-mail. While one
 * file is on its way the buttons wait; a refusal (the proof expired) is said below them. A valid invoice can be said
 * to be wrong (decision 070); one replaced is listed as cancelled, naming its substitute, its files still the record.
 */
export function InvoiceDownloads({ actor }: { actor: InvoicingActor }) {
  const { t } = useLingui();
  const { invoices, busy, errors } = useSelector(
    actor,
    (s) => ({ invoices: s.context.invoices, busy: s.matches({ done: 'downloading' }), errors: s.context.errors }),
    shallowEqual,
  );
  if (invoices.length === 0) return null;
  const download = (invoiceId: number, format: 'pdf' | 'xml') => actor.send({ type: 'invoice.download', invoiceId, format });
  return (
    <section className="invoicing__downloads" aria-labelledby="invoicing-downloads-title">
      <h2 id="invoicing-downloads-title">{t`Descarga tu factura`}</h2>
      <ul className="invoicing__download-list">
        {invoices.map((invoice) => {
          const name = `${invoice.serie}-${invoice.folio}`;
          const substitute = invoice.substitutedBy ?? '';
          return (
            <li key={invoice.invoiceId} className={invoice.status === 'cancelled' ? 'invoicing__download invoicing__download--cancelled' : 'invoicing__download'}>
              <span>
                {t`Factura ${name}`}
                {invoice.uuid ? <span className="invoicing__uuid">{t`Folio fiscal: ${invoice.uuid}`}</span> : null}
                {invoice.status === 'cancelled' ? <strong className="invoicing__cancelled">{t`Cancelada: sustituida por la factura ${substitute}`}</strong> : null}
              </span>
              <span className="invoicing__actions">
                <button type="button" className="button button--secondary" disabled={busy} aria-label={t`Descargar PDF de la factura ${name}`} onClick={() => download(invoice.invoiceId, 'pdf')}>
                  {t`Descargar PDF`}
                </button>
                <button type="button" className="button button--secondary" disabled={busy} aria-label={t`Descargar XML de la factura ${name}`} onClick={() => download(invoice.invoiceId, 'xml')}>
                  {t`Descargar XML`}
                </button>
                {invoice.status === 'complete' && (
                  <button type="button" className="button button--secondary" disabled={busy} aria-label={t`Esta factura está mal (${name})`} onClick={() => actor.send({ type: 'invoice.reissue', invoiceId: invoice.invoiceId })}>
                    {t`Esta factura está mal`}
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
      {busy && (
        <p role="status" className="invoicing__downloading">
          {t`Descargando tu factura…`}
        </p>
      )}
      <InvoicingErrors errors={errors} limitDate={null} />
    </section>
  );
}
