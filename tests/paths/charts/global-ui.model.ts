import type { SnapshotFrom } from 'xstate';
import { globalUiMachine, type GlobalUiEvent } from '../../../machines/shared/global-ui.machine';
import type { ChartModel } from '../lib/plan';

// The global UI chart (one state; what it shows lives in its context) as the browser path tests
// explore it: the controls of the site that drive it. The leave-the-booking dialog (SPEC §2) and
// the frequent-traveller modal are the only ones the site has today; alerts and the loading
// overlay have no sender yet, so the model does not send them.

type Snapshot = SnapshotFrom<typeof globalUiMachine>;

const leaveDialog = { header_title: { id: 'leave' }, body: { id: 'leave.body' }, button_confirm_label: { id: 'leave.confirm' } };

/** What the chart shows, which is what its UI assertions are keyed by. */
export function shown(snapshot: Snapshot): 'dialog' | 'modal' | 'nothing' {
  if (snapshot.context.dialog.show) return 'dialog';
  return snapshot.context.modal !== null ? 'modal' : 'nothing';
}

function eventsFor(snapshot: Snapshot): GlobalUiEvent[] {
  // Each is a modal window: while one shows, only its own controls can be reached.
  switch (shown(snapshot)) {
    case 'dialog':
      return [{ type: 'dialog.confirm' }, { type: 'dialog.close' }];
    case 'modal':
      return [{ type: 'modal.close' }];
    case 'nothing':
      return [{ type: 'dialog.open', dialog: leaveDialog }, { type: 'modal.open', id: 'loyalty-entry' }];
  }
}

export const globalUiPathModel: ChartModel<Snapshot, GlobalUiEvent> = {
  machine: globalUiMachine,
  events: eventsFor,
  // Functions (the dialog's confirm action) do not serialise; what shows is the state.
  serializeState: (snapshot) => shown(snapshot),
  stateKey: shown,
  describeEvent: (event) => (event.type === 'dialog.open' ? 'dialog.open(leave the booking)' : event.type),
};
