import type { ServiceName } from './catalogue.gen';

// What a chart keeps to show a server's refusal: the contract's catalogue code, never text. The web
// app turns it into text through Lingui (src/i18n/use-message.ts); the texts are generated from the
// contracts into its catalogs under `serverMessageId`.

export interface ServerMessage {
  service: ServiceName;
  code: string;
  /** The request field it concerns, so a form can show it beside that field. */
  field?: string;
  /** Seat numbers a seat refusal names. */
  seats?: number[];
}

/** The Lingui message id of a catalogue code (scripts/generate-api.ts writes the catalogs with it). */
export function serverMessageId(service: ServiceName, code: string): string {
  return `error.${service}.${code}`;
}
