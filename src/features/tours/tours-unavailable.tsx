import { Trans } from '@lingui/react/macro';

/** The catalogue or the availability could not be read (the service failed). */
export function ToursUnavailable() {
  return (
    <p className="tours__error" role="alert">
      <Trans>No pudimos cargar esta información. Vuelve a intentarlo en unos minutos o llama a nuestro centro de atención.</Trans>
    </p>
  );
}
