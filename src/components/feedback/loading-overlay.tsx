import { useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { globalUi } from '../../features/global-ui/global-ui-actor';

export function LoadingOverlay() {
  const { t } = useLingui();
  const loading = useSelector(globalUi, (snapshot) => snapshot.context.loading > 0);
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Cargando…`}</span>
    </div>
  );
}
