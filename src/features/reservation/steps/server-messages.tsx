import { useLingui } from '@lingui/react/macro';
import { errorCatalogue } from '../../../../domain/errors/catalogue.gen';
import type { MessageDescriptor } from '../../../../machines/reservation/reservation-context';

// The chart keeps codes; the text comes from the generated catalogue in the active language, so
// the wording is the server's own (SPEC §8) and never duplicated in the Lingui catalogs.

type Catalogue = Record<string, { es: string; en: string } | undefined>;

export function useServerMessage() {
  const { i18n, t } = useLingui();
  const locale = i18n.locale === 'en' ? 'en' : 'es';
  return (descriptor: Pick<MessageDescriptor, 'code'>): string => {
    const entry = (errorCatalogue.websale as Catalogue)[descriptor.code] ?? (errorCatalogue.common as Catalogue)[descriptor.code];
    return entry ? entry[locale] : t`Error al obtener la información`;
  };
}

/** Errors of a step that belong to no field, announced as soon as they appear. */
export function StepErrors({ errors }: { errors: readonly MessageDescriptor[] }) {
  const message = useServerMessage();
  if (errors.length === 0) return null;
  return (
    <div className="step-errors" role="alert">
      {errors.map((error, index) => (
        <p key={`${error.code}-${index}`} className="step-errors__item">
          {message(error)}
        </p>
      ))}
    </div>
  );
}
