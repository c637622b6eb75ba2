import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AlertStack } from '../../components/feedback/alert-stack';
import { useGlobalUi } from '../../components/feedback/global-ui-store';
import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { NavigationProgress } from '../../components/feedback/navigation-progress';
import { MAIN_CONTENT_ID } from '../../components/layout/default-layout';
import { CookieConsent } from '../cookie-consent/cookie-consent-provider';
import { loyaltyEntryModals } from '../loyalty-entry/loyalty-entry-provider';

// The dialog and the modal load the first time one opens, so home's first JavaScript does not carry
// them (DESIGN §8); once loaded they stay, so closing returns the focus to where it was.
const DialogHost = lazy(() => import('../../components/feedback/dialog-host').then((module) => ({ default: module.DialogHost })));
const ModalHost = lazy(() => import('../../components/feedback/modal-host').then((module) => ({ default: module.ModalHost })));

function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function RootShell() {
  const dialogOpen = useGlobalUi((ui) => ui.dialog.show);
  const modalOpen = useGlobalUi((ui) => ui.modal !== null);
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
      <OnceOpened open={dialogOpen}>
        <DialogHost />
      </OnceOpened>
      <OnceOpened open={modalOpen}>
        <ModalHost modals={loyaltyEntryModals} />
      </OnceOpened>
      <LoadingOverlay />
    </>
  );
}
