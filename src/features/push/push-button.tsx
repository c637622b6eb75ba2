import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { noPushProvider, type PushAdapter } from './push-adapter';
import { pushOfferedOn, registerForPush } from './push-helper';

/**
 * "Notify me about my trip": shown off localhost when a push provider is configured (none by default);
 * asks permission, then tags the device with the language and as a traveller with tickets.
 */
export function PushButton({ adapter = noPushProvider }: { adapter?: PushAdapter }) {
  const { i18n } = useLingui();
  const [enabled, setEnabled] = useState(false);
  if (!adapter.supported || typeof location === 'undefined' || !pushOfferedOn(location.hostname)) return null;
  if (enabled) {
    return (
      <p className="push-button__done" role="status">
        <Trans>Te avisaremos de cambios en tu viaje.</Trans>
      </p>
    );
  }
  const enable = async () => {
    if (!(await adapter.enable())) return;
    const registration = await registerForPush(adapter, { lang: i18n.locale, traveller: 'tickets' });
    setEnabled(registration.enabled);
  };
  return (
    <button type="button" className="button button--secondary" onClick={() => void enable()}>
      <Trans>Avisarme de cambios en mi viaje</Trans>
    </button>
  );
}
