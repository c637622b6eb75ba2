import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyNavigationLanguage } from './features/shell/navigation-language';
import { i18n } from './i18n/i18n';
import { parseLocale } from './i18n/locale';
import { createAppRouter } from './router';
import './styles/theme.css';
import './styles/base.css';
import './styles/layout.css';
import './styles/feedback.css';

const router = createAppRouter();

// Activate the first catalog before the first render so the page never flashes untranslated ids;
// the root route's beforeLoad does the same on every later navigation.
const lang = new URLSearchParams(window.location.search).get('lang');
void applyNavigationLanguage(lang === null ? undefined : parseLocale(lang)).finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>,
  );
});
