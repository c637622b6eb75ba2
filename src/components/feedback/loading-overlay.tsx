import { useLingui } from '@lingui/react/macro';
import { useGlobalUi } from './global-ui-store';

export function LoadingOverlay() {
  const { t } = useLingui();
  const loading = useGlobalUi((ui) => ui.loading > 0);
  if (!loading) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t`Cargando…`}</span>
    </div>
  );
}
