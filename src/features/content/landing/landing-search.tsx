import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { reservationFlow } from '../../reservation/reservation-provider';
import { parseLocale } from '../../../i18n/locale';

/** Today as yyyy-mm-dd in the traveller's clock; set after hydration so server and client render alike. */
function useToday(): string | undefined {
  const [today, setToday] = useState<string | undefined>(undefined);
  useEffect(() => {
    const now = new Date();
    setToday(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`);
  }, []);
  return today;
}

/**
 * The landing page's search, prefilled with its place: the traveller picks where from, the day and how
 * many adults, and the search goes to the reservation chart as the home form's would (`search.change`,
 * then `search.submit` from the flow's start page, which shows the whole form prefilled and the chart's
 * messages if it refuses). The chart and its rules load only when the traveller submits.
 */
export function LandingSearch({ destination, destinationName, origins }: { destination: string; destinationName: string; origins: Array<{ id: string; name: string }> }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const today = useToday();
  const [busy, setBusy] = useState(false);
  const sorted = [...origins].sort((a, b) => a.name.localeCompare(b.name, 'es'));
  // Most travellers come from the two big cities: one of them is offered first when it serves the place.
  const preferred = sorted.find((o) => o.id === 'guadalajara') ?? sorted.find((o) => o.id === 'puerto-vallarta') ?? sorted[0];

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const flow = await reservationFlow.load();
    // As on home: arriving with a new search leaves any booking in progress (the chart decides).
    flow.send({ type: 'home.arrive' });
    flow.send({
      type: 'search.change',
      patch: {
        origin: String(form.get('origin') ?? ''),
        destination,
        round: false,
        departure: { date: String(form.get('date') ?? '') || null, open: false },
        passengers: { adult: Number(form.get('adults') ?? 1) },
      },
    });
    const lang = parseLocale(i18n.locale);
    const { pageOf, pathOf } = reservationFlow.definition;
    await navigate({ href: pathOf('search', lang) });
    // Then the search is sent; the address goes where the chart goes (the schedules), even if the chart
    // gets there before the page has begun to follow it. A refused search stays on the form, which shows why.
    const subscription = flow.subscribe((snapshot) => {
      const page = pageOf(snapshot);
      if (page && page !== 'search') {
        subscription.unsubscribe();
        void navigate({ href: pathOf(page, lang) });
      } else if (snapshot.matches({ search: 'editing' }) || snapshot.matches({ search: 'originsUnavailable' })) {
        subscription.unsubscribe();
      }
    });
    flow.send({ type: 'search.submit' });
  };

  return (
    <form className="landing-search" onSubmit={(event) => void onSubmit(event)} aria-label={t`Busca tu viaje a ${destinationName}`}>
      <div className="content__filters">
        <div className="content__field">
          <label htmlFor={`${id}-origin`}>{t`Origen`}</label>
          <select id={`${id}-origin`} name="origin" required defaultValue={preferred?.id}>
            {sorted.map((origin) => (
              <option key={origin.id} value={origin.id}>
                {origin.name}
              </option>
            ))}
          </select>
        </div>
        <div className="content__field">
          <label htmlFor={`${id}-destination`}>{t`Destino`}</label>
          <input id={`${id}-destination`} value={destinationName} readOnly />
        </div>
        <div className="content__field">
          <label htmlFor={`${id}-date`}>{t`Fecha de salida`}</label>
          <input id={`${id}-date`} name="date" type="date" required min={today} />
        </div>
        <div className="content__field">
          <label htmlFor={`${id}-adults`}>{t`Adultos`}</label>
          <select id={`${id}-adults`} name="adults" defaultValue="1">
            {Array.from({ length: 10 }, (_, index) => (
              <option key={index + 1} value={index + 1}>
                {index + 1}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="content__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t`Buscando…` : t`Buscar horarios`}
        </button>
      </p>
    </form>
  );
}
