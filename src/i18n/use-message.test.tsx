// @vitest-environment jsdom
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderHook } from '@testing-library/react';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../../domain/errors/catalogue.gen';
import { messages as enErrors } from './errors/en.gen';
import { messages as esErrors } from './errors/es.gen';
import { messageText, useMessage } from './use-message';

function i18nIn(locale: 'es' | 'en', withErrors = true) {
  const i18n = setupI18n();
  i18n.load({ es: withErrors ? esErrors : {}, en: withErrors ? enErrors : {} });
  i18n.activate(locale);
  return i18n;
}

describe('one message path', () => {
  it('shows a server code with the contract text of the active language', () => {
    expect(messageText(i18nIn('es'), { service: 'websale', code: 'payment_expired' })).toBe(errorCatalogue.websale.payment_expired.es);
    expect(messageText(i18nIn('en'), { service: 'websale', code: 'seat_taken', seats: [4] })).toBe(errorCatalogue.websale.seat_taken.en);
  });

  it("falls back to the common catalogue, then to the generic error, as the server's own answer does", () => {
    expect(messageText(i18nIn('en'), { service: 'loyalty', code: 'version_not_found' })).toBe(errorCatalogue.common.version_not_found.en);
    expect(messageText(i18nIn('es'), { service: 'websale', code: 'no_such_code' })).toBe('Error al obtener la información');
    // The error catalog not loaded (it failed): still a sentence, never an id.
    expect(messageText(i18nIn('es', false), { service: 'websale', code: 'payment_expired' })).toBe('Error al obtener la información');
  });

  it('translates a Lingui descriptor as Lingui does', () => {
    const i18n = i18nIn('es');
    expect(messageText(i18n, msg`Salida`)).toBe('Salida');
  });

  it('gives components the same text through the hook', () => {
    const i18n = i18nIn('en');
    const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
    const { result } = renderHook(() => useMessage(), { wrapper });
    expect(result.current({ service: 'websale', code: 'late_payment_reheld' })).toBe(errorCatalogue.websale.late_payment_reheld.en);
  });
});
