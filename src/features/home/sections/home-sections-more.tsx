import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { WalletId } from '../../../../domain/payments/payment-methods';
import type { HomeCompany } from './home-data';

const walletNames: Record<WalletId, string> = { paypal: 'PayPal', apple_pay: 'Apple Pay', google_pay: 'Google Pay' };

export function HomeServices() {
  const { t } = useLingui();
  const services = [
    { slug: 'equipaje', name: t`Equipaje` },
    { slug: 'mascota', name: t`Viaja con tu mascota` },
    { slug: 'shuttle', name: t`Shuttle` },
    { slug: 'sala-viajero', name: t`Sala del viajero` },
    { slug: 'seguro-viaje', name: t`Seguro de viaje` },
    { slug: 'discapacitados', name: t`Pasajeros con discapacidad` },
  ] as const;
  return (
    <section className="home-section" aria-labelledby="home-services-title">
      <h2 id="home-services-title" className="home-section__title">
        <Trans>Servicios</Trans>
      </h2>
      <ul className="home-cards home-cards--compact">
        {services.map((service) => (
          <li key={service.slug} className="home-card">
            <Link className="home-card__link" to="/servicios/$service" params={{ service: service.slug }}>
              <span className="home-card__title">{service.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to="/servicios" className="home-section__more">
        <Trans>Todos los servicios</Trans>
      </Link>
    </section>
  );
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Who sells (trade and legal name, RFC), how to reach us and how to pay: shown before the traveller buys. */
export function HomeTrust({ company, wallets }: { company: HomeCompany; wallets: readonly WalletId[] }) {
  const { t } = useLingui();
  // A wallet is named only when the site takes it (configured when the pages were built).
  const payments = [t`Tarjeta de crédito o débito (Visa, Mastercard, American Express)`, ...wallets.map((wallet) => walletNames[wallet]), t`Efectivo en tiendas (OXXO)`, t`Efectivo o tarjeta en taquilla`, t`Puntos de Viajero Frecuente`];
  return (
    <section className="home-section home-trust" aria-labelledby="home-trust-title">
      <h2 id="home-trust-title" className="home-section__title">
        <Trans>Compra con confianza</Trans>
      </h2>
      <div className="home-trust__grid">
        <div>
          <h3 className="home-trust__heading"><Trans>Quién vende</Trans></h3>
          <p>
            {company.name} · {company.legalName}
            <br />
            <Trans>RFC</Trans> {company.taxId}
          </p>
        </div>
        <div>
          <h3 className="home-trust__heading"><Trans>Atención a clientes</Trans></h3>
          <ul className="home-trust__list">
            <li>
              <Trans>Teléfono</Trans>: <a href={`tel:+52${digits(company.phone)}`}>{company.phone}</a>
            </li>
            <li>
              WhatsApp: <a href={`https://wa.me/52${digits(company.whatsapp)}`}>{company.whatsapp}</a>
            </li>
          </ul>
        </div>
        <div>
          <h3 className="home-trust__heading"><Trans>Formas de pago</Trans></h3>
          <ul className="home-trust__list">
            {payments.map((method) => (
              <li key={method}>{method}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
