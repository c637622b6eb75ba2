import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { AlertStack } from '../../components/feedback/alert-stack';
import { DialogHost } from '../../components/feedback/dialog-host';
import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { ModalHost } from '../../components/feedback/modal-host';
import { NavigationProgress } from '../../components/feedback/navigation-progress';
import { MAIN_CONTENT_ID } from '../../components/layout/default-layout';
import { CookieConsent } from '../cookie-consent/cookie-consent-provider';
import { loyaltyEntryModals } from '../loyalty-entry/loyalty-entry-provider';

export function RootShell() {
  const { t } = useLingui();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t`Saltar al contenido`}
      </a>
      <NavigationProgress />
      <AlertStack />
      <Outlet />
      <CookieConsent />
      <DialogHost />
      <ModalHost modals={loyaltyEntryModals} />
      <LoadingOverlay />
    </>
  );
}
