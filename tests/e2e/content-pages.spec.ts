import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { dayAhead } from './support/purchase-driver';

// docs/rules/content-pages.md: every content and landing page shows its heading and its own text in Spanish
// and English, with no console error and no serious or critical axe violation; a landing page's search
// leads into the booking flow prefilled; the contact form's message reaches the outbox.

test.beforeEach(async ({ context, baseURL }) => {
  await context.addCookies([{ name: 'accept_cookie', value: 'true', url: baseURL! }]);
});

interface ContentCase {
  path: string;
  /** Another address of a page listed before it (its English alias): heading and text only, axe ran there. */
  alias?: true;
  es: [heading: string, text: string];
  en: [heading: string, text: string];
}

const pages: ContentCase[] = [
  { path: '/contact-center', es: ['Centro de atención telefónica', '322 226 7100'], en: ['Call centre', 'What you can do by phone or WhatsApp'] },
  { path: '/horarios', es: ['Horarios', 'Central Camionera de Puerto Vallarta → Nueva Central Camionera de Guadalajara'], en: ['Schedules', 'All origins'] },
  { path: '/schedules', alias: true, es: ['Horarios', 'Todos los orígenes'], en: ['Schedules', 'All origins'] },
  { path: '/tarifas', es: ['Tarifas', 'Credencial INAPAM original'], en: ['Fares', 'Original INAPAM card'] },
  { path: '/rates', alias: true, es: ['Tarifas', 'Fuerzas armadas'], en: ['Fares', 'Armed forces'] },
  { path: '/autobuses', es: ['Nuestros autobuses', 'Ejecutivo 2+1: 29 asientos'], en: ['Our buses', 'First class 2+2: 42 seats'] },
  { path: '/bus', alias: true, es: ['Nuestros autobuses', 'Puertos USB en cada asiento'], en: ['Our buses', 'USB ports at every seat'] },
  { path: '/ubicaciones', es: ['Ubicaciones de terminales', 'Av. Las Palmas 300'], en: ['Terminal locations', 'Pacific time'] },
  { path: '/locations', alias: true, es: ['Ubicaciones de terminales', 'Terminal Sayulita'], en: ['Terminal locations', 'Coordinates'] },
  { path: '/servicios', es: ['Servicios', 'Infantes y menores'], en: ['Services', 'Infants and children'] },
  { path: '/services', alias: true, es: ['Servicios', 'Sala del viajero'], en: ['Services', 'Traveller lounge'] },
  { path: '/servicios/infantes-menores', es: ['Servicios: Infantes y menores', 'cada adulto puede llevar a uno'], en: ['Services: Infants and children', 'each adult may carry one'] },
  { path: '/servicios/discapacitados', es: ['Servicios: Pasajeros con discapacidad', 'silla de ruedas'], en: ['Services: Passengers with disabilities', 'wheelchair place'] },
  { path: '/servicios/inapam', es: ['Servicios: INAPAM', '60 años o más'], en: ['Services: INAPAM (senior)', 'aged 60 or over'] },
  { path: '/servicios/estudiantes-maestros', es: ['Servicios: Estudiantes y maestros', 'periodo de venta'], en: ['Services: Students and teachers', 'sale period'] },
  { path: '/servicios/equipaje', es: ['Servicios: Equipaje', '200 cm lineales'], en: ['Services: Luggage', '200 linear cm'] },
  { path: '/servicios/mascota', es: ['Servicios: Viaja con tu mascota', 'transportadora'], en: ['Services: Travel with your pet', 'carrier'] },
  { path: '/servicios/shuttle', es: ['Servicios: Shuttle', 'Plaza Patria'], en: ['Services: Shuttle', 'Light Rail Line 3'] },
  { path: '/servicios/sala-viajero', es: ['Servicios: Sala del viajero', 'café'], en: ['Services: Traveller lounge', 'coffee'] },
  { path: '/servicios/estacionamiento', es: ['Servicios: Estacionamiento', '24 horas'], en: ['Services: Parking', '24 hours'] },
  { path: '/servicios/garantia', es: ['Servicios: Garantía de servicio', '60 minutos'], en: ['Services: Service guarantee', '60 minutes'] },
  { path: '/services/seguro-viaje', es: ['Servicios: Seguro de viaje', '5,000'], en: ['Services: Travel insurance', '5,000 units'] },
  { path: '/tips-viaje', es: ['Tips de viaje', 'Antes de salir'], en: ['Travel tips', 'Before you leave'] },
  { path: '/contacto', es: ['Contacto', 'Envíanos un mensaje'], en: ['Contact', 'Send us a message'] },
  { path: '/aviso-privacidad', es: ['Aviso de privacidad', 'derechos ARCO'], en: ['Privacy notice', 'ARCO rights'] },
  { path: '/politicas-seguridad', es: ['Políticas de seguridad', 'se graba en video'], en: ['Security policy', 'filmed'] },
  { path: '/compromiso-social', es: ['Compromiso social', 'Medio ambiente'], en: ['Social commitment', 'Environment'] },
  { path: '/terminos-condiciones', es: ['Términos y condiciones', 'válido durante 1 año'], en: ['Terms and conditions', 'valid for 1 year'] },
  { path: '/quienes-somos', es: ['Quiénes somos', 'Misión'], en: ['Who we are', 'Mission'] },
  { path: '/promotions', es: ['Promociones', 'Tu primer viaje con 10% de descuento'], en: ['Promotions', '10% off your first trip'] },
  { path: '/viajero-frecuente', es: ['Viajero frecuente', 'Platinum'], en: ['Frequent traveller', '5 checked bags of 35 kg'] },
  { path: '/boletos-a-vallarta', es: ['Boletos de autobús a Vallarta', 'Central Camionera de Puerto Vallarta'], en: ['Bus tickets to Vallarta', 'Daily departures to Vallarta'] },
  { path: '/boletos-de-autobus-guayabitos', es: ['Boletos de autobús a Guayabitos', 'Rutas y horarios a Guayabitos'], en: ['Bus tickets to Guayabitos', 'Routes and schedules to Guayabitos'] },
  { path: '/autobus-guadalajara', es: ['Autobuses a Guadalajara', 'Desde Terminal Zapopan'], en: ['Buses to Guadalajara', 'From Terminal Zapopan'] },
  { path: '/camion-la-penita', es: ['Autobuses a La Peñita', 'Llegas a Terminal La Peñita'], en: ['Buses to La Peñita', 'You arrive at Terminal La Peñita'] },
  { path: '/horarios-y-boletos-ruta-bahia', es: ['Consulta horarios y compra boletos', 'Compra en cuatro pasos'], en: ['Check schedules and buy tickets', 'Buy in four steps'] },
  { path: '/comprar-boletos-de-autobus', es: ['Compra boletos de autobús en línea', 'Por qué comprar en línea'], en: ['Buy bus tickets online', 'Why buy online'] },
  { path: '/linea-de-autobuses-ruta-bahia', es: ['Nuestra línea de autobuses', 'Nuestras rutas'], en: ['Our bus line', 'Our routes'] },
  { path: '/autobuses-ruta-bahia', es: ['Conoce nuestros autobuses', 'Dos clases de servicio'], en: ['Meet our buses', 'Two service classes'] },
  { path: '/grupo-ruta-bahia', es: ['Nuestro grupo', 'paquetería'], en: ['Our group', 'Parcel shipping'] },
  { path: '/empresa-ruta-bahia', es: ['Nuestra empresa', 'RBA120315KM3'], en: ['Our company', 'RBA120315KM3'] },
  { path: '/app-ruta-bahia', es: ['Descarga nuestra app', 'Qué puedes hacer en la app'], en: ['Download our app', 'What you can do in the app'] },
  { path: '/app-ruta-bahia-ios', es: ['Nuestra app para iPhone', 'App Store'], en: ['Our iPhone app', 'App Store'] },
  { path: '/app-ruta-bahia-android', es: ['Nuestra app para Android', 'Google Play'], en: ['Our Android app', 'Google Play'] },
  { path: '/hoteles-en-puerto-vallarta', es: ['Hoteles en Puerto Vallarta', 'Zona Romántica'], en: ['Hotels in Puerto Vallarta', 'Romantic Zone'] },
  { path: '/hoteles-en-nuevo-vallarta', es: ['Hoteles en Nuevo Vallarta', 'Flamingos'], en: ['Hotels in Nuevo Vallarta', 'Flamingos'] },
  { path: '/covid', es: ['Medidas sanitarias COVID-19', 'sana distancia'], en: ['COVID-19 health measures', 'healthy distance'] },
  { path: '/hot-sale', es: ['Hot Sale', 'Qué incluye'], en: ['Hot Sale', 'What it includes'] },
];

/** A pre-rendered page's forms work once the app has hydrated it (src/features/shell/root-shell.tsx). */
async function live(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

// Every page in both languages, in groups of 12 visited by one tab, each a page load of its own (a browser
// context per page cost the suite about 4 minutes on two cores and proved nothing more). A step per page names
// the one that fails. axe runs on the Spanish pages: an English page is the same component and markup with the
// other catalogue's words (the lang attribute and the English shell are axe-checked in accessibility.spec.ts).
const GROUP = 12;
for (const lang of ['es', 'en'] as const) {
  for (let first = 0; first < pages.length; first += GROUP) {
    const group = pages.slice(first, first + GROUP);
    const axe = lang === 'es';
    test(`${group[0]!.path} … ${group.at(-1)!.path} (${lang}): each shows its heading and text, no console error${axe ? ', no grave axe violation' : ''}`, async ({ page }) => {
      test.setTimeout(group.length * 10_000);
      const errors = watchConsole(page);
      for (const content of group) {
        await test.step(`${content.path} (${lang})`, async () => {
          const [heading, text] = content[lang];
          await page.goto(`${content.path}?lang=${lang}`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          await expect(page.getByRole('main')).toContainText(text);
          if (axe && !content.alias) {
            const results = await new AxeBuilder({ page }).include('main').options({ resultTypes: ['violations'] }).analyze();
            const grave = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
            expect(grave.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
          }
          expect(errors.splice(0)).toEqual([]);
        });
      }
    });
  }
}

test('the privacy notice the consent box links to opens from the contact form', async ({ page }) => {
  await page.goto('/contacto');
  await live(page);
  await page.getByRole('link', { name: 'aviso de privacidad', exact: true }).click();
  await expect(page).toHaveURL(/\/aviso-privacidad$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aviso de privacidad');
});

test("a landing page's search leads into the booking flow with its place and the traveller's choices", async ({ page }) => {
  await page.goto('/boletos-a-sayulita');
  await live(page);
  await page.getByLabel('Origen').selectOption('guadalajara');
  await page.getByLabel('Fecha de salida').fill(dayAhead(3));
  await page.getByLabel('Adultos').selectOption('2');
  await page.getByRole('button', { name: 'Buscar horarios' }).click();
  await expect(page).toHaveURL(/\/reservacion\/horarios$/);
  await expect(page.getByRole('main')).toContainText('Nueva Central Camionera de Guadalajara → Terminal Sayulita');
});

test("in English a city page's search leads into the English booking flow", async ({ page }) => {
  await page.goto('/autobus-zapopan?lang=en');
  await live(page);
  await page.getByLabel('Origin').selectOption('puerto-vallarta');
  await page.getByLabel('Departure date').fill(dayAhead(4));
  await page.getByRole('button', { name: 'Search schedules' }).click();
  // The address keeps saying the language (decision 036).
  await expect(page).toHaveURL(/\/reservation\/horarios\?lang=en$/);
  await expect(page.getByRole('main')).toContainText('Central Camionera de Puerto Vallarta → Terminal Zapopan');
});

/** The .eml files the server's file sender wrote (E2E_DATA_DIR/outbox), quoted-printable soft breaks undone. */
async function outboxTexts(): Promise<string[]> {
  const dir = join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.filter((f) => f.endsWith('.eml')).map(async (f) => (await readFile(join(dir, f), 'utf8')).replace(/=\r?\n/g, '')));
}

for (const lang of ['es', 'en'] as const) {
  test(`the contact form (${lang}) is stored and its message leaves through the outbox`, async ({ page }) => {
    const token = `e2e-contact-${lang}-${Date.now().toString(36)}`;
    const l = lang === 'es'
      ? { name: 'Nombre completo', email: 'Correo electrónico', topic: 'Tema', message: 'Tu mensaje', send: 'Enviar mensaje', consent: /acepto el aviso de privacidad/, sent: 'Recibimos tu mensaje. Tu folio es' }
      : { name: 'Full name', email: 'E-mail', topic: 'Topic', message: 'Your message', send: 'Send message', consent: /accept the privacy notice/, sent: 'We received your message. Your reference is' };
    await page.goto(`/contacto?lang=${lang}`);
    await live(page);
    await page.getByLabel(l.name).fill('Ana Prueba');
    await page.getByLabel(l.email).fill(`${token}@example.com`);
    await page.getByLabel(l.topic).selectOption('suggestion');
    await page.getByLabel(l.message).fill(`Sugerencia de prueba ${token}: más salidas a Sayulita.`);
    await page.getByRole('checkbox', { name: l.consent }).check();
    await page.getByRole('button', { name: l.send }).click();
    await expect(page.getByRole('status').filter({ hasText: l.sent })).toBeVisible();
    await expect.poll(async () => (await outboxTexts()).filter((text) => text.includes(token)).length, { timeout: 20_000 }).toBe(2);
  });
}
