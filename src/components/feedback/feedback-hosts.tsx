import { AlertStack } from './alert-stack';
import { DialogHost } from './dialog-host';
import { LoadingOverlay } from './loading-overlay';

// The global UI state's alerts, dialog and loading overlay (all fixed on screen, so their place in the
// page does not matter): one module the shell loads the first time the state asks for one of them.
export function FeedbackHosts() {
  return (
    <>
      <AlertStack />
      <DialogHost />
      <LoadingOverlay />
    </>
  );
}
