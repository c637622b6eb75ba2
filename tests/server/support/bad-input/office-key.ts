/** The ticket-office key the bad-input apps are configured with (officeApiKey), and its header. */
export const OFFICE_KEY = 'bad-input-office-key-0001';
export const OFFICE_KEY_HEADER = { 'x-api-key': OFFICE_KEY };
