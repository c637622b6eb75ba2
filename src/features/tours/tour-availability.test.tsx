// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { TourAvailability } from './tour-availability';
import type { Availability } from './tours-loaders';
import type { Timeslot } from './tours-queries';

// A tour's availability as the detail page shows it (docs/rules/tours.md#days-and-timeslots), in both languages:
// a day with no room is shown but cannot be picked, a sold-out timeslot is shown with its status but cannot be
// chosen, the others show their places left and can be chosen; the chosen one is what the booking is offered for.

afterEach(cleanup);

const prices = { adult: 1850, minor: 925, inapam: 925, infant: null };
const slot = (id: number, start: string, end: string, places: number, status: Timeslot['status']): Timeslot => ({
  id, product_id: 1, date: '2026-12-05', start_time: start, end_time: end, places_left: places, status, prices,
});

const availability: Availability = {
  dates: [
    { date: '2026-12-04', available: false },
    { date: '2026-12-05', available: true },
    { date: '2026-12-06', available: true },
  ],
  day: '2026-12-05',
  timeslots: [slot(1, '08:00:00', '15:00:00', 0, 'sold_out'), slot(2, '10:30:00', '17:30:00', 3, 'few_left'), slot(3, '13:00:00', '20:00:00', 12, 'available')],
};

const texts = {
  es: { soldOut: 'Agotado', few: 'Últimos lugares', left: 'Quedan 3 lugares', noRoom: /sin lugares$/ },
  en: { soldOut: 'Sold out', few: 'Few places left', left: '3 places left', noRoom: /no places left$/ },
} as const;

function renderIn(lang: 'es' | 'en', onPickDay = vi.fn(), booking = vi.fn((_slot: Timeslot | null) => null)) {
  const i18n = setupI18n({ locale: lang, messages: { es, en } });
  render(
    <I18nProvider i18n={i18n}>
      <TourAvailability availability={availability} onPickDay={onPickDay} booking={booking} />
    </I18nProvider>,
  );
  return onPickDay;
}

describe.each(['es', 'en'] as const)('a tour’s availability (%s)', (lang) => {
  const w = texts[lang];

  it('shows a sold-out timeslot that cannot be chosen, and lets the traveller choose one with places left', async () => {
    const user = userEvent.setup();
    renderIn(lang);
    const [soldOut, few, open] = screen.getAllByRole('radio');
    expect((soldOut as HTMLInputElement).disabled).toBe(true);
    expect(within(soldOut!.closest('label')!).getByText(w.soldOut)).toBeTruthy();
    await user.click(soldOut!);
    expect((soldOut as HTMLInputElement).checked).toBe(false);

    expect(within(few!.closest('label')!).getByText(w.few)).toBeTruthy();
    expect(within(few!.closest('label')!).getByText(w.left)).toBeTruthy();
    await user.click(open!);
    expect((open as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).not.toContain(soldOut);
  });

  it('offers the days with room, marks the picked one, and shows a day without room as not choosable', () => {
    const onPickDay = renderIn(lang);
    const days = within(screen.getByRole('list', { name: lang === 'es' ? 'Próximos días' : 'Next days' })).getAllByRole('button');
    expect(days).toHaveLength(3);
    expect((days[0] as HTMLButtonElement).disabled).toBe(true);
    expect(days[0]!.getAttribute('aria-label')).toMatch(w.noRoom);
    expect(days[1]!.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(days[2]!);
    expect(onPickDay).toHaveBeenCalledWith('2026-12-06');
  });

  it('hands the booking the timeslot chosen, never a sold-out one', async () => {
    const user = userEvent.setup();
    const booking = vi.fn((_slot: Timeslot | null) => null);
    renderIn(lang, vi.fn(), booking);
    expect(booking).toHaveBeenLastCalledWith(null);
    await user.click(screen.getAllByRole('radio')[2]!);
    expect(booking.mock.lastCall?.[0]?.id).toBe(3);
  });
});
