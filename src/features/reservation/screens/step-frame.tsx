import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { BrandMark } from '../../../components/layout/brand-link';
import { LOCALES, parseLocale } from '../../../i18n/locale';
import { screenTitles } from '../../../components/layout/screen-titles';
import type { StepPage } from '../flow/flow-pages';
import { indicatorSteps } from '../steps/reservation-selectors';
import { StepIndicatorList } from '../steps/step-indicator';

// A booking step's frame, painted from the step's shell before the app has loaded (decision 041): the sale
// layout's header, the step indicator and the step's heading (on the seat map, its instructions too), in the
// places the app's step page draws them (the same elements and classes: SaleLayout, FlowStepPage). What the
// traveller's booking fills in (the summary's figures, the step's own content) is not there. The app replaces it when
// the step page is ready (src/main.tsx); `inert`: nothing in it can be used or read before then.

const titles = {
  schedules: screenTitles['reservation-schedules'],
  contact: screenTitles['reservation-contact'],
  additionals: screenTitles['reservation-additionals'],
  seats: screenTitles['reservation-seats'],
  payment: screenTitles['reservation-payment'],
  tickets: screenTitles['reservation-tickets'],
  invoicing: screenTitles['reservation-invoicing'],
} satisfies Record<StepPage, unknown>;

// The summary's folded header (summary-panel.tsx, the same messages): on a phone it sits above the step, so
// without it the heading would jump down when the app takes over. Its total is the booking's: an invisible
// placeholder of a usual total's width keeps the header wrapping as the real one does.
const summaryTexts = { title: msg`Tu viaje`, total: msg`Total`, toggle: msg`Ver detalle` };

/** The seat map's instructions (src/features/reservation/steps/seat-passengers.tsx, the same message). */
const seatsHint = msg`¿Quién se sienta? Elige al pasajero y toca un asiento libre; toca su asiento para dejarlo.`;

export function StepFrame({ page }: { page: StepPage }) {
  const { i18n } = useLingui();
  // The active language marked as LanguageSwitch marks it (the same class and attribute).
  const active = parseLocale(i18n.locale);
  const current = page === 'invoicing' ? indicatorSteps.length - 1 : indicatorSteps.indexOf(page);
  return (
    <div className="layout layout--sale" inert data-step-frame={page}>
      <header className="site-header site-header--sale">
        <div className="site-header__bar">
          <a className="brand-link" href="/">
            <BrandMark />
          </a>
          <ul className="language-switch">
            {LOCALES.map((locale) => (
              <li key={locale}>
                <a className="language-switch__link" href={`?lang=${locale}`} aria-current={locale === active ? 'true' : undefined}>
                  {locale.toUpperCase()}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </header>
      <main className="layout__main">
        <div className="flow-page">
          <StepIndicatorList current={current} />
          <div className="flow-page__body">
            <div className="flow-page__main">
              <section className="reservation-step">
                <h1 className="reservation-step__title">{i18n._(titles[page])}</h1>
                {page === 'seats' ? <p className="seat-passengers__hint">{i18n._(seatsHint)}</p> : null}
              </section>
            </div>
            <div className="flow-page__aside">
              <section className="summary-panel" data-expanded="false">
                <div className="summary-panel__header">
                  <h2 className="summary-panel__title">{i18n._(summaryTexts.title)}</h2>
                  <p className="summary-panel__total">
                    <span>{i18n._(summaryTexts.total)}</span> <strong className="step-frame__placeholder">$0,000.00</strong>
                  </p>
                  <span className="summary-panel__toggle button button--secondary">{i18n._(summaryTexts.toggle)}</span>
                </div>
              </section>
            </div>
          </div>
        </div>
      </main>
    </div>
  );
}
