import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ComponentType } from 'react';
import { LoyaltyEntryModal } from '../loyalty-entry/loyalty-entry-modal';
import { LOYALTY_ENTRY_MODAL } from '../loyalty-entry/loyalty-entry-modal-id';

// The global UI state names a modal by id (it holds no React); this maps ids to their content.
export const modalRegistry: Record<string, { title: MessageDescriptor; Content: ComponentType }> = {
  [LOYALTY_ENTRY_MODAL]: { title: msg`Viajero frecuente`, Content: LoyaltyEntryModal },
};
