// @vitest-environment jsdom
import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter } from '../../router';

// Resolves a URL through the real route tree (guards and redirects included) without rendering.
async function resolve(url: string) {
  const router = createAppRouter();
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return { pathname: router.state.location.pathname, routeId: router.state.matches.at(-1)?.routeId };
}

const kept: Array<[string, string]> = [
  ['/', '/_default/'],
  ['/home', '/_default/home'],
  ['/horarios', '/_default/horarios'],
  ['/schedules', '/_default/schedules'],
  ['/rates', '/_default/rates'],
  ['/bus', '/_default/bus'],
  ['/locations', '/_default/locations'],
  ['/services', '/_default/services/'],
  ['/servicios/seguro-viaje', '/_default/servicios/$service'],
  ['/reservation', '/reservation/'],
  ['/administra-reservacion/buscar', '/_default/administra-reservacion/buscar'],
  ['/itinerary/buscar', '/_default/itinerary/buscar'],
  ['/tours/buscar', '/_default/tours/buscar'],
  ['/tours/detalle/vuelo-en-globo', '/_default/tours/detalle/$name'],
  ['/viajero-frecuente', '/_static/viajero-frecuente'],
  ['/boletos-a-guayabitos', '/_static/boletos-a-{$destination}'],
  ['/boletos-de-autobus-nuevo-vallarta', '/_static/boletos-de-autobus-{$destination}'],
  ['/autobus-la-penita', '/_static/autobus-{$city}'],
  ['/camion-guadalajara', '/_static/camion-{$city}'],
  ['/app-ruta-bahia-ios', '/_static/app-ruta-bahia-ios'],
  ['/covid', '/_static/covid'],
  ['/promotions', '/_default/promotions'],
];

const sentHome = ['/no-existe', '/servicios/limusina', '/boletos-a-cancun', '/boletos-de-autobus-tijuana', '/autobus-monterrey', '/camion-merida', '/reservacion/otro-paso',
  // docs/rules/booking.md#the-steps-and-their-guards: a reservation step without a reservation in progress goes home.
  '/reservacion/asientos'];

describe('route table', () => {
  it.each(kept)('%s shows %s and keeps its address', async (url, routeId) => {
    expect(await resolve(url)).toEqual({ pathname: url, routeId });
  });

  it('sends a typed schedule-change address with no change in progress to the find page (the itinerary chart decides)', async () => {
    expect(await resolve('/administra-reservacion/cambio-horarios')).toEqual({ pathname: '/administra-reservacion/buscar', routeId: '/_default/administra-reservacion/buscar' });
  });

  it.each(sentHome)('%s redirects to /', async (url) => {
    expect(await resolve(url)).toEqual({ pathname: '/', routeId: '/_default/' });
  });

  it("sends an English reservation step without a reservation to the English home (the flow's language)", async () => {
    expect(await resolve('/reservation/facturacion')).toEqual({ pathname: '/home', routeId: '/_default/home' });
  });

  it('forces an unknown ?lang to Spanish and puts the active language on <html lang>', async () => {
    await resolve('/?lang=en');
    expect(document.documentElement.lang).toBe('en');
    await resolve('/horarios?lang=fr');
    expect(document.documentElement.lang).toBe('es');
  });

  it('keeps the stored language when a later URL has no ?lang', async () => {
    await resolve('/?lang=en');
    await resolve('/tarifas');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('language')).toBe('en');
  });
});
