import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { AlertStack } from '../../components/feedback/alert-stack';
import { DialogHost } from '../../components/feedback/dialog-host';
import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { ModalHost } from '../../components/feedback/modal-host';
import { NavigationProgress } from '../../components/feedback/navigation-progress';
import { MAIN_CONTENT_ID } from '../../components/layout/default-layout';
import { CookieConsent } from '../cookie-consent/cookie-consent-provider';

export function RootShell() {
  const { t } = useLingui();
  // Says the page is live: a pre-rendered page (decision 022) shows its form before its JavaScript has
  // hydrated it, and browser tests wait for this before typing (what is typed earlier is not kept).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
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
      <ModalHost modals={{}} />
      <LoadingOverlay />
    </>
  );
}
