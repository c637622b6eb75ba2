import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { AlertStack } from '../../components/feedback/alert-stack';
import { DialogHost } from '../../components/feedback/dialog-host';
import { LoadingOverlay } from '../../components/feedback/loading-overlay';
import { NavigationProgress } from '../../components/feedback/navigation-progress';
import { MAIN_CONTENT_ID } from '../../components/layout/default-layout';

export function RootShell() {
  const { t } = useLingui();
  // Says the page is live: a pre-rendered page (decision 022) shows its form before its JavaScript has
  // hydrated it, and browser tests wait for this before typing (what is typed earlier is not kept).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const CookieConsent = useCookieConsent();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t`Saltar al contenido`}
      </a>
      <NavigationProgress />
      <AlertStack />
      <Outlet />
      {CookieConsent ? <CookieConsent /> : null}
      <DialogHost />
      <LoadingOverlay />
    </>
  );
}

/**
 * The cookie banner, loaded once the page is live: its chart and xstate's runtime stay out of the
 * first JavaScript (DESIGN §8 budget). Nothing is lost by the wait: the banner starts hidden while it
 * reads the cookie, it sits after the footer (nothing above it moves), and the pre-render never shows it.
 */
function useCookieConsent(): ComponentType | null {
  const [Consent, setConsent] = useState<ComponentType | null>(null);
  useEffect(() => {
    let current = true;
    void import('../cookie-consent/cookie-consent-provider').then(({ CookieConsent }) => {
      if (current) setConsent(() => CookieConsent);
    });
    return () => {
      current = false;
    };
  }, []);
  return Consent;
}
