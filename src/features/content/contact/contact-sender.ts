import { currentServiceClient } from '../../../api/current-clients';
import type { components } from '../../../api/generated/common';
import type { ServerMessage } from '../../../../domain/errors/server-message';

// The contact form's one call (common contactSend), kept out of the component: the form renders and
// sends, this talks to the service and turns a refusal into catalogue codes the page translates.

export type ContactRequest = components['schemas']['ContactMessageRequest'];
export type ContactTopic = components['schemas']['ContactTopic'];

export const contactTopics: ContactTopic[] = ['reservation', 'invoicing', 'luggage', 'frequent_traveller', 'suggestion', 'complaint', 'other'];

export type ContactAnswer = { ok: true; folio: number } | { ok: false; messages: ServerMessage[] };

export async function sendContactMessage(request: ContactRequest): Promise<ContactAnswer> {
  const result = await currentServiceClient('common').call('post', '/contact/message', { body: request });
  if (result.ok) return { ok: true, folio: result.data.id };
  const errors = result.errors.length > 0 ? result.errors : [{ code: 'internal_error' }];
  return { ok: false, messages: errors.map((error) => ({ service: 'common', code: error.code, field: error.field })) };
}
