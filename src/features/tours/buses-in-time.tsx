import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState } from 'react';
import { busesInTime, type BusInTime, type TimetableRoute } from '../../../domain/tours/buses-in-time';
import type { components } from '../../api/generated/common';
import type { TourProduct } from './tours-queries';
import { useFormats } from '../../i18n/formats';

type ScheduleListItem = components['schemas']['ScheduleListItem'];
type Terminal = components['schemas']['Terminal'];

/** A zone's UTC offset in minutes on a day (-360 for central Mexico), read from the browser's time zone data. */
export function offsetOn(timeZone: string, date: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T12:00:00Z`)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

const meetingTime = (startTime: string, minutesBefore: number) => {
  const [h = 0, m = 0] = startTime.split(':').map(Number);
  const at = h * 60 + m - minutesBefore;
  return `${String(Math.floor(at / 60)).padStart(2, '0')}:${String(at % 60).padStart(2, '0')}`;
};

interface Timetable {
  routes: ScheduleListItem[];
  terminals: Terminal[];
}

/** The timetable to the terminal and every terminal's zone, from the common catalogue; null while it loads or when it fails. */
function useTimetableTo(terminal: string): Timetable | null {
  const [timetable, setTimetable] = useState<Timetable | null>(null);
  useEffect(() => {
    let current = true;
    void import('../../api/current-clients')
      .then(({ currentServiceClient }) => currentServiceClient('common'))
      .then((client) => Promise.all([client.call('get', '/schedules/list_select', { params: { query: { destination: terminal } } }), client.call('get', '/terminals/list')]))
      .then(([routes, terminals]) => {
        if (current && routes.ok && terminals.ok) setTimetable({ routes: routes.data, terminals: terminals.data });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [terminal]);
  return timetable;
}

/**
 * Under a chosen timeslot of a tour that meets at a bus terminal: the buses that arrive there in time for the
 * meeting (docs/rules/tours.md#tours-for-a-bus-trip), so a traveller staying elsewhere can plan the trip.
 */
export function BusesInTime({ tour, date, startTime }: { tour: TourProduct; date: string; startTime: string }) {
  const formats = useFormats();
  const { t } = useLingui();
  const point = tour.meeting_points[0];
  const timetable = useTimetableTo(point?.terminal_id ?? '');
  const headingId = useId();
  if (!point || !timetable) return null;
  const zoneOf = (id: string) => timetable.terminals.find((terminal) => terminal.id === id)?.timezone ?? 'America/Mexico_City';
  const destinationOffset = offsetOn(zoneOf(point.terminal_id), date);
  const routes: TimetableRoute[] = timetable.routes.map((route) => ({ origin: route.origin, times: route.times, duration: route.duration, originOffset: offsetOn(zoneOf(route.origin.id), date), destinationOffset }));
  const meeting = meetingTime(startTime, point.minutes_before);
  const buses = busesInTime(routes, meeting);
  if (buses.length === 0) return null;
  return (
    <section className="tours-buses" aria-labelledby={headingId}>
      <h3 id={headingId} className="tours-buses__title">
        {t`Llega en autobús a ${point.name} antes de las ${formats.time(meeting)}`}
      </h3>
      <ul className="tours-buses__list">
        {buses.map((bus) => (
          <BusLine key={`${bus.origin.id}-${bus.departs}`} bus={bus} />
        ))}
      </ul>
    </section>
  );
}

function BusLine({ bus }: { bus: BusInTime }) {
  const formats = useFormats();
  const { t } = useLingui();
  const departs = formats.time(bus.departs);
  const arrives = formats.time(bus.arrives);
  return <li>{bus.dayBefore ? t`Desde ${bus.origin.name}: sale a las ${departs} del día anterior, llega a las ${arrives}` : t`Desde ${bus.origin.name}: sale a las ${departs}, llega a las ${arrives}`}</li>;
}
