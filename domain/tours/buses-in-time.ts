// Which buses get a traveller to a tour's meeting point in time (docs/rules/tours.md#tours-for-a-bus-trip): the
// daily departures of every route that ends at the meeting terminal, as the timetable lists them (a departure's
// local time at its origin and the trip's minutes), arriving at least MARGIN_MINUTES before the meeting time and
// no earlier than the morning of the tour's day (an overnight bus that arrives that morning counts; one that
// arrives the evening before does not: the traveller would need a night there).

/** Time to walk from the bus to the meeting point, collect one's bags and find the guide. */
export const MARGIN_MINUTES = 20;
/** Arrivals earlier than this on the tour's day (local minutes) are the night before's business. */
const EARLIEST_ARRIVAL = 4 * 60;

export interface TimetableRoute {
  origin: { id: string; name: string };
  /** Departure times at the origin, local (HH:MM or HH:MM:SS). */
  times: readonly string[];
  /** Minutes on the road. */
  duration: number;
  /** Origin's and meeting terminal's UTC offsets that day, in minutes (-360 for central Mexico). */
  originOffset: number;
  destinationOffset: number;
}

export interface BusInTime {
  origin: { id: string; name: string };
  /** Local at the origin, HH:MM. */
  departs: string;
  /** Local at the meeting terminal, HH:MM. */
  arrives: string;
  /** The bus leaves the day before the tour (an overnight trip). */
  dayBefore: boolean;
}

const minutesOf = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};
const clock = (minutes: number) => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * The buses that arrive in time for a meeting at `meetingTime` (local HH:MM at the terminal), the latest
 * arrival first per origin, at most `perOrigin` each (the traveller wants the last that still makes it).
 */
export function busesInTime(routes: readonly TimetableRoute[], meetingTime: string, perOrigin = 2): BusInTime[] {
  const latest = minutesOf(meetingTime) - MARGIN_MINUTES;
  const found: BusInTime[] = [];
  for (const route of routes) {
    const mine = route.times
      .flatMap((time) => {
        const departs = minutesOf(time);
        // In the meeting terminal's local minutes of the tour's day, counting from a departure that same day…
        const sameDay = departs - route.originOffset + route.destinationOffset + route.duration;
        // …or the day before (an overnight bus): one day less.
        return [
          { departs, arrives: sameDay, dayBefore: false },
          { departs, arrives: sameDay - 1440, dayBefore: true },
        ];
      })
      .filter((bus) => bus.arrives >= EARLIEST_ARRIVAL && bus.arrives <= latest)
      .sort((a, b) => b.arrives - a.arrives)
      .slice(0, perOrigin);
    for (const bus of mine) found.push({ origin: route.origin, departs: clock(bus.departs), arrives: clock(bus.arrives), dayBefore: bus.dayBefore });
  }
  return found.sort((a, b) => b.arrives.localeCompare(a.arrives) || a.origin.name.localeCompare(b.origin.name, 'es'));
}
