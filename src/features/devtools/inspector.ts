import { createBrowserInspector, type StatelyInspectionEvent } from '@statelyai/inspect';
import { maskSensitive } from './mask-sensitive';
import { maskInspection, type InspectListener } from './masked-inspect';

// The heavy half of the inspector, loaded with `import()` only when inspection is on
// (./inspection.ts): the Stately browser inspector, fed masked copies only. `serialize` masks the
// inspector's own messages once more (and makes them plain, so `postMessage` accepts them).

export function startInspector(): InspectListener {
  const inspector = createBrowserInspector({
    serialize: (event: StatelyInspectionEvent) => maskSensitive(event) as StatelyInspectionEvent,
  });
  return maskInspection(inspector.inspect);
}
