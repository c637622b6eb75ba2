import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { loadErrorMessages } from '../../../i18n/error-messages';
import { companyFacts } from '../company-facts';
import { ContactForm } from '../contact/contact-form';
import { ContentPage, ContentSection } from '../content-page';
import { useScreenTitle } from '../screen-title';

/** The service's refusals (rate limit, consent, captcha) are shown from the contracts' catalog. */
export function loadData(): Promise<null> {
  return loadErrorMessages().then(() => null);
}

/** /contacto: the contact form, and the other ways to reach us. */
export function ContactPage() {
  const { t } = useLingui();
  const { callCentre, whatsapp } = companyFacts;
  return (
    <ContentPage title={useScreenTitle('contact')} lead={t`Escríbenos tus dudas, comentarios o quejas. Te respondemos por correo en un plazo de 48 horas hábiles.`}>
      <ContentSection id="contact-form" title={t`Envíanos un mensaje`}>
        <ContactForm />
      </ContentSection>
      <ContentSection id="contact-other" title={t`Otras formas de contactarnos`}>
        <p>
          <Trans>Centro de atención telefónica:</Trans> <a href={`tel:${callCentre.tel}`}>{callCentre.display}</a>
        </p>
        <p>
          WhatsApp:{' '}
          <a href={whatsapp.link} rel="noopener noreferrer" target="_blank">
            {whatsapp.display}
          </a>
        </p>
        <p>
          <Link to="/contact-center">{t`Horarios del centro de atención`}</Link>
        </p>
      </ContentSection>
    </ContentPage>
  );
}

export default ContactPage;
