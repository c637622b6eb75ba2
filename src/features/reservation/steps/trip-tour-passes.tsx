import { useLingui } from '@lingui/react/macro';
import { currentEnvironment } from '../../../api/vite-environment';
import { parseLocale } from '../../../i18n/locale';
import { tourTicketByIdUrl } from '../../../lib/tickets-link-url';
import type { TripTours } from './trip-tours-read';
import { useFormats } from '../../../i18n/formats';

// The tickets step's tours paid with the trip (docs/rules/tours.md#a-bus-trip-with-a-tour): each its own ticket,
// with its booking code (what My reservation finds with the surname), its passes as PDF and HTML, and the
// e-mail that brought them.

export function TripTourPasses({ tours }: { tours: TripTours | null }) {
  const formats = useFormats();
  const { t, i18n } = useLingui();
  if (!tours || tours.status !== 'paid') return null;
  const lang = parseLocale(i18n.locale);
  const base = currentEnvironment().services.tours.baseUrl;
  const link = (fileType: 'pdf' | 'html') => tourTicketByIdUrl(base, { bookingId: tours.booking_id, fileType, lang });
  return (
    <section className="trip-tour-passes" aria-labelledby="trip-tour-passes-title">
      <h2 id="trip-tour-passes-title">{t`Tu tour`}</h2>
      <p>
        {t`Código del tour`}: <strong>{tours.code}</strong> · {formats.moneyMxn(tours.total)}
      </p>
      <ul className="summary-panel__list">
        {tours.items.map((item) => (
          <li key={item.timeslot_id}>
            {item.name} · {formats.date(item.date)} · {formats.time(item.start_time)}
            {item.meeting_point ? ` · ${t`encuentro en ${item.meeting_point.name}`}` : ''}
          </li>
        ))}
      </ul>
      <p>{t`Te enviamos los pases del tour, uno por persona con su QR, en otro correo.`}</p>
      <div className="tickets-documents">
        <a className="button button--secondary" href={link('pdf')} download={`tour-${tours.code ?? ''}.pdf`}>
          {t`Descargar pases del tour (PDF)`}
        </a>
        <a className="button button--secondary" href={link('html')} target="_blank" rel="noopener">
          {t`Ver pases del tour (HTML)`}
        </a>
      </div>
    </section>
  );
}
