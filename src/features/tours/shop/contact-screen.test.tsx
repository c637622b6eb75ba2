// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createToursHarness } from '../../../../machines/tours/tours.test-harness';
import { bookingOf, HOLD_SECONDS, ITEM_A } from '../../../../machines/tours/tours.test-model';
import { messages as en } from '../locales/en.po';
import { messages as es } from '../locales/es.po';
import { ContactScreen } from './contact-screen';

// The tours contact step as a traveller fills it, in both languages: the policies must be accepted (the chart
// says which field to fix, the form says it beside the box), then the contact goes to the server as typed, its
// mobile in E.164 whatever its country (decision 071).

afterEach(cleanup);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

async function heldHarness() {
  const h = createToursHarness(null);
  h.actor.send({ type: 'cart.add', item: ITEM_A });
  h.calls.at(-1)!.resolve({ ok: true, data: bookingOf([ITEM_A]) });
  await settle();
  h.actor.send({ type: 'cart.review' });
  h.actor.send({ type: 'review.approve' });
  h.calls.at(-1)!.resolve({ ok: true, data: bookingOf([ITEM_A], 'held', HOLD_SECONDS) });
  await settle();
  return h;
}

const words = {
  es: { name: 'Nombre', last: 'Apellido', email: 'Correo electrónico', phone: 'Celular (10 dígitos)', accept: 'Acepto la política de cancelación de mis tours.', submit: 'Continuar al pago', fix: 'Acepta la política de cancelación para continuar.', wrongCountry: 'El teléfono no es válido para el país elegido.', foreignPhone: 'Celular', country: 'País del celular' },
  en: { name: 'First name', last: 'Last name', email: 'E-mail', phone: 'Mobile phone (10 digits)', accept: 'I accept the cancellation policy of my tours.', submit: 'Continue to payment', fix: 'Accept the cancellation policy to continue.', wrongCountry: 'The phone number is not valid for the chosen country.', foreignPhone: 'Mobile phone', country: 'Phone country' },
} as const;

describe.each(['es', 'en'] as const)('the tours contact step (%s)', (lang) => {
  const w = words[lang];

  it('asks for the policies to be accepted, then sends the contact as typed', async () => {
    const user = userEvent.setup();
    const h = await heldHarness();
    render(
      <I18nProvider i18n={setupI18n({ locale: lang, messages: { es, en } })}>
        <ContactScreen actor={h.actor} />
      </I18nProvider>,
    );
    expect(document.activeElement?.tagName).toBe('H1');
    await user.type(screen.getByLabelText(w.name), 'Ana');
    await user.type(screen.getByLabelText(w.last), 'López');
    await user.type(screen.getByLabelText(w.email), 'ana@example.mx');
    await user.type(screen.getByLabelText(w.phone), '322 123 4567');
    await user.click(screen.getByRole('button', { name: w.submit }));
    expect(screen.getByText(w.fix)).toBeTruthy();
    expect(h.actor.getSnapshot().matches({ held: { contact: 'editing' } })).toBe(true);

    await user.click(screen.getByLabelText(w.accept));
    await user.click(screen.getByRole('button', { name: w.submit }));
    expect(h.actor.getSnapshot().matches({ held: { contact: 'saving' } })).toBe(true);
    expect(h.calls.at(-1)).toMatchObject({ slot: 'saveContact', input: { contact: { firstName: 'Ana', lastName: 'López', email: 'ana@example.mx', cellPhone: '+523221234567', apply: true } } });
    h.actor.stop();
  });

  it("takes a foreign mobile pasted whole, in E.164, and names a number wrong for its country", async () => {
    const user = userEvent.setup();
    const h = await heldHarness();
    render(
      <I18nProvider i18n={setupI18n({ locale: lang, messages: { es, en } })}>
        <ContactScreen actor={h.actor} />
      </I18nProvider>,
    );
    await user.type(screen.getByLabelText(w.name), 'John');
    await user.type(screen.getByLabelText(w.last), 'Smith');
    await user.type(screen.getByLabelText(w.email), 'john@example.com');
    await user.click(screen.getByLabelText(w.accept));
    await user.type(screen.getByLabelText(w.phone), '+44 12');
    await user.click(screen.getByRole('button', { name: w.submit }));
    expect(screen.getByText(w.wrongCountry)).toBeTruthy();
    expect(h.actor.getSnapshot().matches({ held: { contact: 'editing' } })).toBe(true);
    await user.clear(screen.getByLabelText(w.foreignPhone));
    await user.type(screen.getByLabelText(w.foreignPhone), '+1 415 555 0123');
    expect((screen.getByLabelText(w.country) as HTMLSelectElement).value).toBe('US');
    await user.click(screen.getByRole('button', { name: w.submit }));
    expect(h.calls.at(-1)).toMatchObject({ slot: 'saveContact', input: { contact: { firstName: 'John', cellPhone: '+14155550123' } } });
    h.actor.stop();
  });
});
