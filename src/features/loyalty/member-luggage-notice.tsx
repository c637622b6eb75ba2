import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { loyaltyFlow } from './loyalty-binding';
import { useSignedInTraveller } from './use-signed-in-traveller';
import { TierLuggage, useTierName } from './tier-luggage';

/**
 * The signed-in frequent traveller's luggage allowance (docs/rules/loyalty.md#luggage-by-tier), for the booking flow's extras step. The
 * flow is loaded only when a session was stored in this tab, so a guest's booking never loads the chart.
 */
export function MemberLuggageNotice() {
  const { t } = useLingui();
  const traveller = useSignedInTraveller();
  const tierName = useTierName();
  useEffect(() => {
    if (typeof sessionStorage !== 'undefined' && sessionStorage.getItem('loyalty')) void loyaltyFlow.load();
  }, []);
  if (!traveller) return null;
  return (
    <aside
      style={{ background: 'var(--color-secondary-soft)', borderRadius: 'var(--radius)', padding: '0.75rem 1rem', margin: '0 0 1rem' }}
      aria-label={t`Tu equipaje de viajero frecuente`}>
      <p style={{ margin: 0, fontWeight: 600 }}>{t`Como viajero frecuente ${tierName(traveller.tier)} llevas sin costo:`}</p>
      <TierLuggage luggage={traveller.luggage} />
    </aside>
  );
}
