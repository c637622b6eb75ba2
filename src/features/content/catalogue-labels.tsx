import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

// Shared bits of the catalogue pages: the bus type names (the services answer in Spanish, docs/rules/services-and-api.md#the-language-header),
// travel time, and the message shown when the catalogue could not be read.

const executive = msg`Ejecutivo 2+1`;
const firstClass = msg`Primera clase 2+2`;

/** The bus type as the page's language names it; a type the site does not know is shown as sent. */
export function useBusTypeName(): (name: string) => string {
  const { i18n } = useLingui();
  return (name) => {
    if (/^ejecutivo/i.test(name)) return i18n._(executive);
    if (/^primera/i.test(name)) return i18n._(firstClass);
    return name;
  };
}

export function useDuration(): (minutes: number) => string {
  const { t } = useLingui();
  return (minutes) => {
    const hours = Math.floor(minutes / 60);
    const rest = minutes % 60;
    if (hours === 0) return t`${rest} min`;
    return rest === 0 ? t`${hours} h` : t`${hours} h ${rest} min`;
  };
}

export function CatalogueUnavailable() {
  return (
    <p className="content__error" role="alert">
      <Trans>No pudimos cargar esta información. Vuelve a intentarlo en unos minutos o llama a nuestro centro de atención.</Trans>
    </p>
  );
}
