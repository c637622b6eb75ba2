import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { serverMessageId, type ServerMessage } from '../../domain/errors/server-message';

// The one way a message reaches the screen: a Lingui descriptor (texts of the app) or a chart's
// server message (a contract catalogue code, its text generated into the `errors` catalog area,
// see error-messages.ts), both translated by Lingui in the active language.

export type Message = MessageDescriptor | ServerMessage;

/** What a code no catalogue knows shows, as the server's own generic error does. */
const unknownError = msg`Error al obtener la información`;

function isServerMessage(message: Message): message is ServerMessage {
  return 'service' in message && 'code' in message;
}

/** The text of a message with this i18n instance; for code outside React (a view built from a snapshot). */
export function messageText(i18n: I18n, message: Message): string {
  if (!isServerMessage(message)) return i18n._(message);
  // The base codes (invalid_request, internal_error...) are every service's; a service may lack one.
  const id = [serverMessageId(message.service, message.code), serverMessageId('common', message.code)].find(
    (candidate) => i18n.messages[candidate] !== undefined,
  );
  return i18n._(id ? { id } : unknownError);
}

/** Turns a message into text in the active language; the component re-renders when it changes. */
export function useMessage(): (message: Message) => string {
  const { i18n } = useLingui();
  return (message) => messageText(i18n, message);
}
