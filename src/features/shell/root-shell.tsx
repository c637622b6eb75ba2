import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { useEffect, useState, type ComponentType } from 'react';
import { useGlobalUi } from '../../components/feedback/global-ui-store';
import { NavigationProgress } from '../../components/feedback/navigation-progress';
import { MAIN_CONTENT_ID } from '../../components/layout/default-layout';

export function RootShell() {
  const { t } = useLingui();
  // Says the page is live: a pre-rendered page (decision 022) shows its form before its JavaScript has
  // hydrated it; browser tests wait for this before typing (the search form takes over what was typed
  // earlier: src/features/search/typed-before-hydration.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  const CookieConsent = useCookieConsent();
  const FeedbackHosts = useFeedbackHosts();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
        {t`Saltar al contenido`}
      </a>
      {CookieConsent ? <CookieConsent /> : null}
      <NavigationProgress />
      <Outlet />
      {FeedbackHosts ? <FeedbackHosts /> : null}
    </>
  );
}

/**
 * The cookie banner, loaded once the page is live: its chart and xstate's runtime stay out of the
 * first JavaScript (docs/rules/performance-budgets.md#homes-first-javascript). Nothing is lost by the wait: the banner starts hidden while it
 * reads the cookie, it is fixed at the foot of the screen (nothing in the page moves, only room is added below
 * its end), and the pre-render never shows it. It comes right after the skip link, so the keyboard reaches it first.
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

/**
 * The alerts, dialog and loading overlay, loaded the first time the global UI state shows one (a flow
 * asking before leaving, an alert): no first page needs their code (docs/rules/performance-budgets.md#homes-first-javascript). Once loaded they
 * stay, and render what the state holds.
 */
function useFeedbackHosts(): ComponentType | null {
  const wanted = useGlobalUi((ui) => ui.alerts.length > 0 || ui.dialog.show || ui.loading > 0);
  const [Hosts, setHosts] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Hosts) return;
    void import('../../components/feedback/feedback-hosts').then(({ FeedbackHosts }) => setHosts(() => FeedbackHosts));
  }, [wanted, Hosts]);
  return Hosts;
}
