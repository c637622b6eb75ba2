// The seat map (/reservacion/asientos) for `npm run bench:lighthouse` (docs/rules/performance-budgets.md#lighthouse): it needs a
// booking in progress in the same tab, so it is a Lighthouse user flow on a puppeteer page (puppeteer-core
// comes with lighthouse) of the Chromium the bench launched. The flow drives a traveller from
// /reservacion through the search, the first departure, the contact and the extras, then measures:
// - a timespan: "Continuar" on the extras until the seat map is on screen (what the traveller waits
//   for inside the flow: TBT, CLS and the JavaScript it fetched; a timespan has no FCP or LCP);
// - a navigation: /reservacion/asientos opened again in that tab with a cold HTTP cache (storage reset
//   clears caches and the service worker, not the session storage that holds the booking): score,
//   FCP, LCP, TBT, CLS like the other pages. The page is not pre-rendered (its content is the booking).
import { lighthouseDeps } from './lighthouse-deps.mjs';

const { puppeteer, startFlow } = await lighthouseDeps();

const SEATS_TITLE = 'Elige tus asientos';

/** Runs the flow; returns its measured steps as `[name, lhr]`. */
export async function measureSeatMap(base, chromePort) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chromePort}`, defaultViewport: null });
  const page = await browser.newPage();
  try {
    // The cookie banner answered, as for a returning visitor: it would cover the form's buttons.
    await browser.setCookie({ name: 'accept_cookie', value: 'true', domain: new URL(base).hostname, path: '/' });
    const flow = await startFlow(page, { name: 'Seat map', flags: { onlyCategories: ['performance'], logLevel: 'error' } });
    await page.goto(`${base}/reservacion`);
    await page.waitForSelector('html[data-hydrated="true"]');
    await search(page, dayAhead(3));
    await page.locator('::-p-aria([role="radio"])').click();
    await continueButton(page);
    await contact(page);
    await page.waitForSelector('::-p-aria([name="Servicios adicionales"][role="heading"])');

    await flow.startTimespan({ name: 'seat map, from the extras (timespan)' });
    await continueButton(page);
    await seatMapShown(page);
    await flow.endTimespan();

    await flow.navigate(`${base}/reservacion/asientos`, { name: 'seat map, reloaded (navigation)', disableStorageReset: false });
    await seatMapShown(page);
    const result = await flow.createFlowResult();
    return result.steps.map((step) => [step.name, step.lhr]);
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/** One way, Puerto Vallarta to Guadalajara on `date`, one adult. */
async function search(page, date) {
  await place(page, 'Origen', 'Central Camionera de Puerto Vallarta');
  await place(page, 'Destino', 'Nueva Central Camionera de Guadalajara');
  // A date input takes its value through React's own setter, as a browser's date picker would set it.
  await page.$eval('::-p-aria([name="Fecha de salida"])', (input, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, date);
  await page.locator('::-p-aria([name="Buscar viaje"][role="button"])').click();
  await page.waitForSelector('::-p-aria([name="Elige tu horario de salida"][role="heading"])');
}

async function place(page, label, name) {
  await page.locator(`::-p-aria([name="${label}"][role="combobox"])`).fill(name);
  await page.locator(`::-p-aria([name="${name}"][role="option"])`).click();
}

async function contact(page) {
  await page.waitForSelector('::-p-aria([name="Datos de contacto"][role="heading"])');
  await page.locator('::-p-aria([name="Nombre"][role="textbox"])').fill('Ana María');
  await page.locator('::-p-aria([name="Apellidos"][role="textbox"])').fill('Peña');
  await page.locator('::-p-aria([name="Celular (10 dígitos)"][role="textbox"])').fill('3221234567');
  await page.locator('::-p-aria([name="Correo electrónico"][role="textbox"])').fill('ana@correo.mx');
  await page.$eval('#contact-privacy', (box) => box.checked || box.click());
  await continueButton(page);
}

const continueButton = (page) => page.locator('::-p-aria([name="Continuar"][role="button"])').click();

async function seatMapShown(page) {
  await page.waitForSelector(`::-p-aria([name="${SEATS_TITLE}"][role="heading"])`);
  await page.waitForSelector('::-p-aria([role="grid"])');
}

/** A day a few days ahead in Mexico City, so every seeded departure of that day is still to come. */
function dayAhead(days) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date(Date.now() + days * 86_400_000));
}
