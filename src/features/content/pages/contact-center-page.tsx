import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { companyFacts } from '../company-facts';
import { ContentPage, ContentSection } from '../content-page';
import { useScreenTitle } from '../screen-title';

/** /contact-center: the numbers, their hours and what each channel can do. */
export function ContactCenterPage() {
  const { t } = useLingui();
  const { callCentre, guadalajaraLine, whatsapp, email } = companyFacts;
  return (
    <ContentPage
      title={useScreenTitle('contact-center')}
      lead={t`Nuestro equipo te ayuda a comprar boletos, cambiar el horario de tu viaje, pagar una reservación pendiente y resolver dudas sobre equipaje, facturas y el programa Viajero Frecuente.`}
    >
      <ContentSection id="cc-channels" title={t`Teléfonos y horarios`}>
        <ul className="content__cards">
          <li className="content__card">
            <h3>
              <Trans>Centro de atención telefónica</Trans>
            </h3>
            <p>
              <a href={`tel:${callCentre.tel}`}>{callCentre.display}</a>
            </p>
            <p>
              <Trans>Todos los días, de 6:00 AM a 11:00 PM (hora del centro de México).</Trans>
            </p>
          </li>
          <li className="content__card">
            <h3>
              <Trans>Línea en Guadalajara</Trans>
            </h3>
            <p>
              <a href={`tel:${guadalajaraLine.tel}`}>{guadalajaraLine.display}</a>
            </p>
            <p>
              <Trans>De lunes a sábado, de 8:00 AM a 8:00 PM.</Trans>
            </p>
          </li>
          <li className="content__card">
            <h3>WhatsApp</h3>
            <p>
              <a href={whatsapp.link} rel="noopener noreferrer" target="_blank">
                {whatsapp.display}
              </a>
            </p>
            <p>
              <Trans>Todos los días, de 6:00 AM a medianoche. Respondemos en minutos.</Trans>
            </p>
          </li>
          <li className="content__card">
            <h3>
              <Trans>Correo electrónico</Trans>
            </h3>
            <p>
              <a href={`mailto:${email}`}>{email}</a>
            </p>
            <p>
              <Trans>Respondemos en un plazo de 48 horas hábiles.</Trans>
            </p>
          </li>
        </ul>
      </ContentSection>
      <ContentSection id="cc-what" title={t`Qué puedes hacer por teléfono o WhatsApp`}>
        <ul className="content__list">
          <li>
            <Trans>Comprar boletos y elegir tus asientos, pagando con tarjeta o con puntos.</Trans>
          </li>
          <li>
            <Trans>Convertir una reservación pendiente de pago (PEND) en boleto electrónico antes de que venza.</Trans>
          </li>
          <li>
            <Trans>Cambiar el horario de tu viaje, con tu código de reservación y tu apellido a la mano.</Trans>
          </li>
          <li>
            <Trans>Reportar un objeto olvidado o equipaje extraviado (dentro de las 72 horas siguientes a tu viaje).</Trans>
          </li>
          <li>
            <Trans>Pedir ayuda con tu factura o con tu cuenta de Viajero Frecuente.</Trans>
          </li>
        </ul>
        <p className="content__note">
          <Trans>
            Por tu seguridad, nunca te pediremos tu contraseña ni el código de seguridad de tu tarjeta por teléfono o WhatsApp.
          </Trans>
        </p>
        <p>
          <Trans>¿Prefieres escribirnos?</Trans> <Link to="/contacto">{t`Usa el formulario de contacto`}</Link>.
        </p>
      </ContentSection>
    </ContentPage>
  );
}

export default ContactCenterPage;
