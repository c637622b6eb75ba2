// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { itineraryMachine } from '../../../machines/itinerary/itinerary.machine';
import type { FindTourInput, FoundTourBooking } from '../../../machines/itinerary/itinerary.ports';
import { SURNAME, TOUR_BOOKING_ID, TOUR_CODE, TOUR_READ_TOKEN, tourCancelDone, tourCancelQuote, tourFixture } from '../../../machines/itinerary/itinerary.test-model';
import type { BookingRef, TourCancellationView } from '../../../machines/tours/tours.ports';
import type { Result } from '../../../domain/result';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { activateLocale, i18n as appI18n } from '../../i18n/i18n';
import { TourBookingPage } from './tour-booking-page';

// A tour booking's page in My reservation (docs/rules/tours.md#the-ticket), in both languages: its tours, meeting
// point, passes and documents; each QR an image of the server's SVG, never markup in the page.

afterEach(cleanup);

/** An SVG that would run a script if it were put into the page as markup. */
const hostileSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__ran = true</script><rect width="1" height="1"/></svg>';

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));

/** Found by code and surname (read only), or opened by the e-mail's link (it may cancel). */
async function renderIn(lang: 'es' | 'en', opened: 'surname' | 'link' = 'surname') {
  const booking = { ...tourFixture, passes: tourFixture.passes.map((pass) => ({ ...pass, qrSvg: hostileSvg })) };
  const answer: FoundTourBooking = { ok: true, data: booking };
  const actors = {
    findTourBooking: fromPromise<FoundTourBooking, FindTourInput>(async () => answer),
    quoteTourCancellation: fromPromise<Result<TourCancellationView>, BookingRef>(async () => tourCancelQuote),
    cancelTourBooking: fromPromise<Result<TourCancellationView>, BookingRef>(async () => tourCancelDone),
  };
  const actor = createActor(itineraryMachine.provide({ actors }), { input: { saved: null } }).start();
  actor.send(opened === 'surname' ? { type: 'find.submit', code: TOUR_CODE, lastName: SURNAME } : { type: 'tour.manage', bookingId: TOUR_BOOKING_ID });
  await settle();
  expect(actor.getSnapshot().matches('tourBooking')).toBe(true);
  // Opened by the link it may cancel: the refund's texts are the tours catalog's, which the section loads into the
  // app's catalogs as the page does.
  const i18n = opened === 'link' ? appI18n : setupI18n({ locale: lang, messages: { es, en } });
  if (opened === 'link') {
    await activateLocale(lang);
    await activateLocale.addArea('itinerary', async (locale) => ({ messages: locale === 'en' ? en : es }));
  }
  const rootRoute = createRootRoute({ component: () => <TourBookingPage actor={actor} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
  return actor;
}

describe('a tour booking in My reservation', () => {
  it.each([
    ['es', 'Mi reservación de tours', 'Punto de encuentro', 'Preséntate 30 minutos antes del inicio.', 'Código QR del pase', 'Descargar PDF', 'Política de cancelación', 'Adultos: 2'],
    ['en', 'My tour booking', 'Meeting point', 'Be there 30 minutes before the start.', 'QR code of pass', 'Download PDF', 'Cancellation policy', 'Adults: 2'],
  ] as const)('shows the tour, where it meets, each pass and the documents (%s)', async (lang, title, meeting, early, qr, pdf, policy, people) => {
    await renderIn(lang);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByText(TOUR_CODE)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Yelapa: playa y cascada' })).toBeTruthy();
    expect(screen.getByText('2026/12/05')).toBeTruthy();
    expect(screen.getByText('9:00 AM')).toBeTruthy();
    expect(screen.getByText(people)).toBeTruthy();
    expect(screen.getByRole('heading', { name: meeting })).toBeTruthy();
    expect(screen.getByText(early)).toBeTruthy();
    expect(screen.getByRole('link', { name: /Terminal Puerto Vallarta/ }).getAttribute('href')).toBe('https://www.google.com/maps/search/?api=1&query=20.65,-105.23');
    expect(screen.getByRole('heading', { name: policy })).toBeTruthy();
    expect(screen.getByText('Reembolso completo hasta 24 horas antes del inicio.')).toBeTruthy();
    const href = screen.getByRole('link', { name: pdf }).getAttribute('href')!;
    // By the read token: no surname in the address.
    expect(href).toContain(`/api/tours/tour/sale/ticket?code=${TOUR_CODE}&read_token=${TOUR_READ_TOKEN}&file_type=pdf&lang=${lang}`);
    const images = screen.getAllByRole('img', { name: new RegExp(`^${qr} ${TOUR_CODE}-1-\\d$`) });
    expect(images).toHaveLength(2);
    expect(images[0]!.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(hostileSvg)}`);
  });

  it('never puts the SVG into the page: no svg or script element, nothing run', async () => {
    await renderIn('es');
    expect(document.querySelector('.itinerary-tour svg, .itinerary-tour script')).toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });

  it.each([
    ['es', 'Con el código y el apellido solo puedes consultar esta compra.', /^Cancelar (compra|reservación)$/],
    ['en', 'With the code and surname you can only look this booking up.', /^Cancel (booking|reservation)$/],
  ] as const)('found by its code and surname, it offers no cancelling and says how (%s)', async (lang, how, cancel) => {
    await renderIn(lang);
    expect(screen.getByText((text) => text.startsWith(how))).toBeTruthy();
    expect(screen.queryByRole('button', { name: cancel })).toBeNull();
  });

  it('opened by the e-mail’s link, it says what comes back, asks, cancels and says what happened (en)', async () => {
    await renderIn('en', 'link');
    expect(await screen.findByText(/^If you cancel now, we refund MX\$2,000\.00 to the card you paid with\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    const question = screen.getByRole('group', { name: 'Cancel the booking? Its 2 places will be freed and the passes will no longer be valid.' });
    expect(document.activeElement).toBe(question.querySelector('p'));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await settle();
    expect(screen.getByRole('status').textContent).toContain('Booking cancelled. We freed its 2 places; the passes are no longer valid.');
    expect(screen.getByRole('status').textContent).toContain('We refunded MX$2,000.00 to the card you paid with');
    expect(screen.queryByRole('link', { name: 'Download PDF' })).toBeNull();
    expect(screen.queryAllByRole('img', { name: /^QR code of pass / })).toHaveLength(0);
  });
});
