import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useMessage } from '../../i18n/use-message';
import type { InvoicingActor } from './invoicing-binding';

/**
 * The quick screen (docs/rules/invoicing.md#the-quick-screen), inside the tax data step: the mobile of an earlier reservation, the e-mail its
 * invoice went to and the RFC find the tax data saved then, and fill the form with it.
 */
export function QuickSearch({ actor }: { actor: InvoicingActor }) {
  const { t } = useLingui();
  const text = useMessage();
  const busy = useSelector(actor, (s) => s.matches('findingTaxData'));
  const error = useSelector(actor, (s) => s.context.errors.find((e) => e.field === 'quick'));
  return (
    <details className="invoicing__quick">
      <summary>{t`¿Ya facturaste antes? Busca tus datos fiscales`}</summary>
      <form
        className="contact-form__grid"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const data = new FormData(e.currentTarget);
          const value = (name: string) => String(data.get(name) ?? '');
          actor.send({ type: 'quick.search', phone: value('phone'), email: value('email'), rfc: value('rfc') });
        }}
      >
        <label className="text-field">
          <span className="text-field__label">{t`Celular (10 dígitos)`}</span>
          <input className="text-field__input" name="phone" inputMode="numeric" maxLength={10} autoComplete="tel-national" />
        </label>
        <label className="text-field">
          <span className="text-field__label">{t`Correo de la factura anterior`}</span>
          <input className="text-field__input" name="email" type="email" maxLength={120} />
        </label>
        <label className="text-field">
          <span className="text-field__label">{t`RFC de la factura anterior`}</span>
          <input className="text-field__input" name="rfc" maxLength={13} />
        </label>
        {error && (
          <p className="field-error" role="alert">
            {error.code === 'invalid_request' ? t`Escribe los 10 dígitos del celular, el correo y el RFC.` : text(error)}
          </p>
        )}
        <button type="submit" className="button button--secondary" disabled={busy}>
          {busy ? t`Buscando…` : t`Buscar mis datos`}
        </button>
      </form>
    </details>
  );
}
