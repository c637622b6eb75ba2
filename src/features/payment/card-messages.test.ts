import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { cardMessages, type CardErrorCode } from '../../../domain/payments/card-rules';
import { messages as en } from './locales/en.po';
import { messages as es } from './locales/es.po';
import { cardErrorMessages } from './card-messages';

describe('card form messages', () => {
  it.each(['es', 'en'] as const)('say in %s what the server says for the same card check', (locale) => {
    const i18n = setupI18n({ locale, messages: { es, en } });
    for (const code of Object.keys(cardMessages[locale]) as CardErrorCode[]) {
      expect(i18n._(cardErrorMessages[code]), code).toBe(cardMessages[locale][code]);
    }
    expect(Object.keys(cardErrorMessages).sort()).toEqual(Object.keys(cardMessages[locale]).sort());
  });
});
