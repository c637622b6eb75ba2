import { msg } from '@lingui/core/macro';
import type { ModalRegistry } from '../../components/feedback/modal-host';
import { LOYALTY_ENTRY_MODAL } from '../../components/feedback/modal-ids';
import { LoyaltyEntryModal } from './loyalty-entry-modal';

// The loyalty entry point's public face: the content of the modal the header's "Viajero frecuente" opens.
export const loyaltyEntryModals: ModalRegistry = {
  [LOYALTY_ENTRY_MODAL]: { title: msg`Viajero frecuente`, Content: LoyaltyEntryModal },
};
