import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { closeModal } from '../../components/feedback/global-ui-store';

// Placeholder until the loyalty issue builds sign-in, registration and password recovery.
export function LoyaltyEntryModal() {
  return (
    <>
      <p>
        <Trans>
          Acumula puntos en cada viaje y paga tus boletos con ellos. Muy pronto podrás iniciar sesión con tu número de
          tarjeta, correo electrónico o celular.
        </Trans>
      </p>
      <p>
        <Link to="/viajero-frecuente" className="button button--primary" onClick={() => closeModal()}>
          <Trans>Conoce el programa</Trans>
        </Link>
      </p>
    </>
  );
}
