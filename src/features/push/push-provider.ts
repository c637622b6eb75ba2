// What other features may use of push notifications (SPEC §7 "Other"): the button and the adapter.
export { PushButton } from './push-button';
export { noPushProvider, type PushAdapter } from './push-adapter';
export { pushOfferedOn, registerForPush } from './push-helper';
