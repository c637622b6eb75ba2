// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { itineraryMachine } from '../../../machines/itinerary/itinerary.machine';
import type { FindTourInput, FoundTourBooking } from '../../../machines/itinerary/itinerary.ports';
import { SURNAME, TOUR_CODE, tourFixture } from '../../../machines/itinerary/itinerary.test-model';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { TourBookingPage } from './tour-booking-page';

// A tour booking's page in My reservation (docs/rules/tours.md#the-ticket), in both languages: its tours, meeting
// point, passes and documents; each QR an image of the server's SVG, never markup in the page.

afterEach(cleanup);

/** An SVG that would run a script if it were put into the page as markup. */
const hostileSvg = '<svg xmlns="http://www.w3.org/2000/svg"><script>window.__ran = true</script><rect width="1" height="1"/></svg>';

async function renderIn(lang: 'es' | 'en') {
  const booking = { ...tourFixture, passes: tourFixture.passes.map((pass) => ({ ...pass, qrSvg: hostileSvg })) };
  const answer: FoundTourBooking = { ok: true, data: booking };
  const actor = createActor(itineraryMachine.provide({ actors: { findTourBooking: fromPromise<FoundTourBooking, FindTourInput>(async () => answer) } }), { input: { saved: null } }).start();
  actor.send({ type: 'find.submit', code: TOUR_CODE, lastName: SURNAME });
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(actor.getSnapshot().matches('tourBooking')).toBe(true);
  const i18n = setupI18n({ locale: lang, messages: { es, en } });
  const rootRoute = createRootRoute({ component: () => <TourBookingPage actor={actor} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  await act(async () => {
    render(
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>,
    );
  });
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
    expect(href).toContain(`/api/tours/tour/sale/ticket?code=${TOUR_CODE}&last_name=L%C3%B3pez+N%C3%BA%C3%B1ez&file_type=pdf&lang=${lang}`);
    const images = screen.getAllByRole('img', { name: new RegExp(`^${qr} ${TOUR_CODE}-1-\\d$`) });
    expect(images).toHaveLength(2);
    expect(images[0]!.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(hostileSvg)}`);
  });

  it('never puts the SVG into the page: no svg or script element, nothing run', async () => {
    await renderIn('es');
    expect(document.querySelector('.itinerary-tour svg, .itinerary-tour script')).toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
