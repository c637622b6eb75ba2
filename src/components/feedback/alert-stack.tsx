import { useLingui } from '@lingui/react/macro';
import { dismissAlert, useGlobalUi } from './global-ui-store';

// Errors and warnings interrupt (role=alert); success and info wait their turn (role=status).
export function AlertStack() {
  const { t, i18n } = useLingui();
  const alerts = useGlobalUi((ui) => ui.alerts);
  if (alerts.length === 0) return null;
  return (
    <div className="alert-stack">
      {alerts.map((alert) => (
        <div
          key={alert.id}
          className={`alert alert--${alert.kind}`}
          role={alert.kind === 'error' || alert.kind === 'warning' ? 'alert' : 'status'}
        >
          <p className="alert__message">{i18n._(alert.message)}</p>
          {alert.dismissible ? (
            <button type="button" className="icon-button" onClick={() => dismissAlert(alert.id)} aria-label={t`Cerrar aviso`}>
              <span aria-hidden="true">×</span>
            </button>
          ) : null}
        </div>
      ))}
    </div>
  );
}
