/** Modal id of the loyalty entry point; the header opens it, the modal registry renders it. */
export const LOYALTY_ENTRY_MODAL = 'loyalty-entry';
