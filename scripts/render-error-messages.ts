import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { ServiceContract } from './generate-api';

// The contracts' error texts as the web app reads them: compiled Lingui catalogs, one per language.

export const messageLocales = ['es', 'en'] as const;
type MessageLocale = (typeof messageLocales)[number];

const languageNames: Record<MessageLocale, string> = { es: 'Spanish', en: 'English' };

/**
 * One locale's error texts as a compiled Lingui catalog, the format the Lingui Vite plugin makes of a
 * .po file, so `i18n.load` takes it as it is. The id scheme is domain/errors/server-message.ts's.
 */
export function renderErrorMessages(contracts: ServiceContract[], locale: MessageLocale, header: string): string {
  let out = header;
  out += "import type { Messages } from '@lingui/core';\n\n";
  out += `// The contracts' error texts in ${languageNames[locale]} (docs/rules/services-and-api.md#error-catalogue), by \`error.<service>.<code>\`.\n`;
  out += 'export const messages: Messages = {\n';
  for (const contract of contracts) {
    for (const [code, message] of Object.entries(contract.errorMessages)) {
      out += `  ${JSON.stringify(`error.${contract.service}.${code}`)}: ${JSON.stringify(compileMessage(message[locale]))},\n`;
    }
  }
  out += '};\n';
  return out;
}

