import { Trans, useLingui } from '@lingui/react/macro';
import { companyFacts } from '../company-facts';
import { ContentPage } from '../content-page';
import { Prose } from '../prose';
import { useScreenTitle } from '../screen-title';
import { termsSections } from './terms-texts';

/** /terminos-condiciones: the conditions of carriage every ticket is sold under. */
export function TermsPage() {
  const { t } = useLingui();
  const { legalName, taxId } = companyFacts;
  return (
    <ContentPage title={useScreenTitle('terms-conditions')} lead={t`Las condiciones con las que viajas con nosotros. Al comprar un boleto las aceptas.`}>
      <Prose sections={termsSections} />
      <p className="content__note">
        <Trans>
          Presta el servicio {legalName}, RFC {taxId}.
        </Trans>
      </p>
    </ContentPage>
  );
}

export default TermsPage;
